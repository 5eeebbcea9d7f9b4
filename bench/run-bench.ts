/**
 * `npm run bench`: the shop's numbers, measured on this machine, in one run.
 *
 * Against PostgreSQL (BENCH_DATABASE_URL, default the local server's shop_bench database) it
 * generates a 100k-product catalogue if needed, starts the built server on loopback, and runs
 * autocannon (a warm-up, then 10 s) at 10 and 50 connections on each scenario, next to a bare
 * node:http server sending a fixed JSON body of the same size. It writes a markdown table
 * (req/s, p50, p99, errors, server RSS, ratio to the bare server) to bench/results/.
 *
 *   npm run bench                      full run (about 10 minutes)
 *   BENCH_DURATION=5 npm run bench     shorter
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { ALL_SIZES, COLOURS, CONDITIONS, SUB_SUB_CATEGORIES, TAXONOMY } from '@shop/shared';
import { openDatabase } from '../apps/api/src/db/client';
import { hashToken } from '../apps/api/src/lib/auth';
import { hashPassword } from '../apps/api/src/lib/passwords';
import { generateCatalogue } from './generate-catalogue';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Comma-separated parts of scenario names to run (the bare server always runs): for quick checks. */
/** Server processes (`WORKERS` of `npm start`); run once with 1 and once with 2 to compare. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
const SHOP_PORT = 3700;
const BARE_PORT = 3701;
const BENCH_EMAIL = 'bench-shopper-';

const address = { firstName: 'Bench', lastName: 'Shopper', email: 'bench@example.com', phone: '9876543210', address: '1 Test Lane', city: 'Mumbai', state: 'Maharashtra', country: 'India', zipCode: '400001' };

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();
}

function wait(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

async function waitFor(url: string, ok: (body: unknown) => boolean, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok && ok(await res.json())) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${url}`);
    await wait(250);
  }
}

function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    // With WORKERS above 1 the process started is the cluster's primary: the largest server process counts.
    let children: number[] = [];
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      // no children listed
    }
    return Math.max(kb / 1024, ...children.map((child) => rssMiB(child)));
  } catch {
    return 0;
  }
}

interface Scenario {
  name: string;
  /** Requests for autocannon: each call of `next` returns the next request. */
  request: () => { method?: string; path: string; headers?: Record<string, string>; body?: string };
  /** Runs before the warm-up of each row. */
  prepare?: () => Promise<void>;
}

interface Row {
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMiB: number;
  ratio: number | null;
}

async function measure(scenario: Scenario, port: number, connections: number, pid: number): Promise<Omit<Row, 'ratio'>> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      pipelining: 1,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const r = scenario.request();
            return {
              ...req,
              method: (r.method ?? 'GET') as autocannon.Request['method'],
              path: r.path,
              headers: { ...(r.headers ?? {}), ...(r.body ? { 'content-type': 'application/json' } : {}) },
              ...(r.body ? { body: r.body } : {}),
            };
          },
        },
      ],
    });
  await scenario.prepare?.();
  if (WARMUP > 0) await run(WARMUP);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 200);
  const result = await run(DURATION);
  clearInterval(sampler);
  return {
    scenario: scenario.name,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMiB: Math.round(peak),
  };
}

/** Gzip size of the JavaScript the home route loads before it is live (hydrated). */
function homeInitialJsKb(): number {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  // The home page's own chunk and what it imports statically are loaded right after.
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(`/${entry.file}`)) return;
      files.add(`/${entry.file}`);
      for (const i of entry.imports ?? []) visit(i);
    };
    // The app's start (src/start-app.tsx, imported by the entry once the first view has painted) too.
    for (const key of Object.keys(manifest)) if (key.endsWith('pages/home-page.tsx') || key.endsWith('src/start-app.tsx')) visit(key);
  }
  let total = 0;
  for (const f of files) total += gzipSync(fs.readFileSync(path.join(dist, f))).length;
  return Math.round(total / 1024);
}

async function main() {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverJs)) throw new Error('Build first: npm run build');
  console.log(`Database: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
  await ensureDatabase(DATABASE_URL);
  const database = await openDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  await generateCatalogue(database, PRODUCTS);

  console.log('Preparing bench shoppers…');
  // Earlier bench orders give their items back, so every run starts from the same catalogue.
  await database.exec(`
    UPDATE product_sizes s SET quantity = s.quantity + x.q
      FROM (SELECT i.size_id, sum(i.quantity)::int AS q FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
             WHERE u.email LIKE '${BENCH_EMAIL}%' AND o.status <> 'Cancelled' GROUP BY i.size_id) x
     WHERE s.id = x.size_id;
    DELETE FROM orders WHERE user_id IN (SELECT id FROM users WHERE email LIKE '${BENCH_EMAIL}%');
    DELETE FROM addresses WHERE user_id IN (SELECT id FROM users WHERE email LIKE '${BENCH_EMAIL}%');
    DELETE FROM users WHERE email LIKE '${BENCH_EMAIL}%';`);
  await database.exec('VACUUM ANALYZE');
  const passwordHash = await hashPassword('Bench-Password-1');
  const shoppers = 12_000;
  const tokens: string[] = [];
  const users: string[] = [];
  for (let start = 0; start < shoppers; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, shoppers - start) }, (_, i) => ({ email: `${BENCH_EMAIL}${start + i}@example.com`, token: randomBytes(32).toString('base64url') }));
    const ids = await database.query<{ id: string }>(
      `INSERT INTO users (first_name, last_name, email, password_hash) SELECT 'Bench', 'Shopper', e, $2 FROM unnest($1::text[]) e RETURNING id`,
      [batch.map((b) => b.email), passwordHash],
    );
    await database.query(`INSERT INTO sessions (token_hash, user_id, expires_at) SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`, [
      batch.map((b) => hashToken(b.token)),
      ids.map((r) => r.id),
    ]);
    tokens.push(...batch.map((b) => b.token));
    users.push(...ids.map((r) => r.id));
  }
  // The COD scenario orders random pieces, most above the ₹50,000 cash-on-delivery limit (issue 20): raise it for the bench shop.
  await database.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ('codLimitPaise', '1000000000'::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  );
  // One-of-one items in stock, each in at most one bench cart.
  const oneOfOnes = await database.query<{ product_id: string; size_id: string }>(
    `SELECT s.product_id, s.id AS size_id FROM product_sizes s JOIN products p ON p.id = s.product_id
      WHERE p.status = 'active' AND s.quantity = 1 AND (SELECT count(*) FROM product_sizes x WHERE x.product_id = p.id) = 1
      ORDER BY random() LIMIT 22000`,
  );
  // Shoppers 0..9999 each hold one different item in the cart, to order by COD.
  const orderUsers = 10_000;
  await database.query(`INSERT INTO cart_items (user_id, product_id, size_id, quantity) SELECT u, p, s, 1 FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS t(u, p, s)`, [
    users.slice(0, orderUsers),
    oneOfOnes.slice(0, orderUsers).map((o) => o.product_id),
    oneOfOnes.slice(0, orderUsers).map((o) => o.size_id),
  ]);
  const cartItems = oneOfOnes.slice(orderUsers);
  const cartTokens = tokens.slice(orderUsers);
  const productIds = (await database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY random() LIMIT 20000`)).map((r) => r.id);
  const words = await database.query<{ w: string }>(
    `SELECT DISTINCT lower(substr(w, 1, l)) AS w FROM (SELECT regexp_split_to_table(product_name, '\\s+') AS w FROM products LIMIT 20000) x,
       generate_series(3, 6) l WHERE length(w) >= l AND w ~ '^[A-Za-z]+$' LIMIT 3000`,
  );
  const brandRows = await database.query<{ id: string; name: string }>('SELECT id, name FROM brands');
  const brandIds = brandRows.map((r) => r.id);
  const brandNames = brandRows.map((r) => r.name);
  await database.close();

  console.log('Starting the shop and the bare server…');
  // The server runs with the flags `npm start` gives it (package.json config.node_flags), plus any for this run.
  const flags = `${JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).config?.node_flags ?? ''} ${process.env.BENCH_NODE_FLAGS ?? ''}`;
  const shop = spawn(process.execPath, [...flags.split(' ').filter(Boolean), serverJs], {
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(SHOP_PORT),
      HOST: '127.0.0.1',
      SEED: 'none',
      WORKERS: String(WORKERS),
      JOBS: 'false',
      RATE_LIMITS: 'false',
      PRERENDER_PICTURES: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(os.tmpdir(), 'shop-bench-data'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop: ChildProcess[] = [shop];
  try {
    await waitFor(`http://127.0.0.1:${SHOP_PORT}/readyz`, (b) => (b as { listing?: string }).listing !== 'loading');
    const page1 = await (await fetch(`http://127.0.0.1:${SHOP_PORT}/api/product/list`)).text();
    const bare = spawn(process.execPath, [path.join(here, 'bare-server.mjs'), String(BARE_PORT), String(Buffer.byteLength(page1))], { stdio: ['ignore', 'inherit', 'inherit'] });
    stop.push(bare);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, () => true);

    // Distinct listing queries: 1 to 3 filters, a sort and a page; never the same query twice.
    const seen = new Set<string>();
    let seed = 1;
    const rand = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const filterMakers: (() => string)[] = [
      () => `category_id=${pick(TAXONOMY).id}`,
      () => `sub_category_id=${pick(TAXONOMY.flatMap((c) => c.children)).id}`,
      () => `subSubCategoryid=${pick(SUB_SUB_CATEGORIES).id}`,
      () => `brandId=${pick(brandIds)}`,
      () => `sizes=${encodeURIComponent(pick(ALL_SIZES))}`,
      () => `colors=${pick(COLOURS)}`,
      () => `conditions=${pick(CONDITIONS)}`,
      () => {
        const min = Math.floor(rand() * 300) * 1000;
        return `min_price=${min}&max_price=${min + 5000 + Math.floor(rand() * 300) * 1000}`;
      },
      () => 'on_sale=true',
      () => 'in_stock=true',
    ];
    const distinctListing = () => {
      for (;;) {
        // 1 to 3 different filters (each given once, as the shop's own filter panel sends them).
        const n = 1 + Math.floor(rand() * 3);
        const makers = new Set<() => string>();
        while (makers.size < n) makers.add(pick(filterMakers));
        const parts = [...makers].map((make) => make());
        const query = `${[...parts].sort().join('&')}&sort=${pick(['default', 'price-asc', 'price-desc', 'discount', 'reduced'])}&page=${1 + Math.floor(rand() * 3)}`;
        if (!seen.has(query)) {
          seen.add(query);
          return { path: `/api/product/list?${query}` };
        }
      }
    };
    // Searches with a typo (a letter dropped, doubled or swapped) in a brand or a word of a name; the answer is corrected.
    const typoWords = [...words.map((w) => w.w).filter((w) => w.length >= 5), ...brandNames.map((b) => b.toLowerCase())];
    const typo = (word: string) => {
      const at = 1 + Math.floor(rand() * (word.length - 2));
      const kind = Math.floor(rand() * 3);
      if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
      if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    };
    let cartTurn = 0;
    let orderTurn = 0;
    const scenarios: Scenario[] = [
      { name: 'bare node:http, same-size JSON', request: () => ({ path: '/' }) },
      { name: 'listing page 1, repeated', request: () => ({ path: '/api/product/list' }) },
      { name: 'listing with facet counts, distinct filter combinations', request: distinctListing },
      { name: 'text search with typos, varied terms', request: () => ({ path: `/api/product/list?search=${encodeURIComponent(typo(pick(typoWords)))}` }) },
      { name: 'search suggestions, varied terms', request: () => ({ path: `/api/product/suggest?search=${encodeURIComponent(pick(words).w)}` }) },
      { name: 'product by id (random of 20k)', request: () => ({ path: `/api/product/${pick(productIds)}` }) },
      {
        name: 'add to cart (signed in)',
        // Each row starts with empty carts, so every add is of a piece still in stock.
        prepare: async () => {
          const c = new pg.Client({ connectionString: DATABASE_URL });
          await c.connect();
          await c.query('DELETE FROM cart_items WHERE user_id = ANY($1::uuid[])', [users.slice(orderUsers)]);
          await c.end();
          cartTurn = 0;
        },
        request: () => {
          const i = cartTurn++ % cartItems.length;
          const item = cartItems[i]!;
          return {
            method: 'POST',
            path: '/api/cart/add-item',
            headers: { authorization: `Bearer ${cartTokens[i % cartTokens.length]}` },
            body: JSON.stringify({ product_id: item.product_id, size_id: item.size_id, quantity: 1 }),
          };
        },
      },
      {
        name: 'place order by COD (one-of-one items)',
        request: () => {
          const i = orderTurn++;
          return { method: 'POST', path: '/api/order/add', headers: { authorization: `Bearer ${tokens[i % orderUsers]}` }, body: JSON.stringify({ address, paymentMethod: 'cod' }) };
        },
      },
    ];

    const rows: Row[] = [];
    const bareRps = new Map<number, number>();
    for (const scenario of scenarios) {
      if (ONLY && !scenario.name.startsWith('bare') && !ONLY.some((o) => scenario.name.toLowerCase().includes(o))) continue;
      for (const connections of CONNECTIONS) {
        const isBare = scenario.name.startsWith('bare');
        process.stdout.write(`  ${scenario.name} @ ${connections} connections… `);
        const row = await measure(scenario, isBare ? BARE_PORT : SHOP_PORT, connections, isBare ? bare.pid! : shop.pid!);
        if (isBare) bareRps.set(connections, row.rps);
        const ratio = isBare ? 1 : row.rps / (bareRps.get(connections) ?? row.rps);
        rows.push({ ...row, ratio });
        console.log(`${row.rps} req/s, p99 ${row.p99} ms`);
      }
    }

    // The longest stall while 2,000 price changes reach the server: /healthz polled every 5 ms from
    // here, as a bulk repricing in the back office would send them (one statement, 2,000 notices).
    let stallMs: number | null = null;
    if (!ONLY || ONLY.some((o) => 'stall'.includes(o) || o.includes('stall'))) {
      process.stdout.write('  longest stall during 2,000 price changes… ');
      const writer = new pg.Client({ connectionString: DATABASE_URL });
      await writer.connect();
      let polling = true;
      let longest = 0;
      const poll = (async () => {
        while (polling) {
          const started = performance.now();
          await fetch(`http://127.0.0.1:${SHOP_PORT}/healthz`).then((r) => r.arrayBuffer());
          longest = Math.max(longest, performance.now() - started);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      await new Promise((r) => setTimeout(r, 500));
      await writer.query(`UPDATE products SET price_paise = price_paise + 100 WHERE id IN (SELECT id FROM products WHERE status = 'active' ORDER BY random() LIMIT 2000)`);
      // Wait until the server's listing index has taken them all in (it answers listings again).
      await new Promise((r) => setTimeout(r, 200));
      await waitFor(`http://127.0.0.1:${SHOP_PORT}/readyz`, (b) => (b as { listing?: string }).listing === 'index');
      await new Promise((r) => setTimeout(r, 500));
      polling = false;
      await poll;
      await writer.end();
      stallMs = Math.round(longest);
      console.log(`${stallMs} ms`);
    }

    // No oversell: every bench item was bought at most once and no stock is negative.
    const check = new pg.Client({ connectionString: DATABASE_URL });
    await check.connect();
    const oversold = await check.query(
      `SELECT i.size_id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'Cancelled' GROUP BY i.size_id
       HAVING sum(i.quantity) > (SELECT s.quantity FROM product_sizes s WHERE s.id = i.size_id) + sum(i.quantity) OR
              (SELECT s.quantity FROM product_sizes s WHERE s.id = i.size_id) < 0`,
    );
    const ordered = await check.query(`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE '${BENCH_EMAIL}%'`);
    const doubleSold = await check.query(
      `SELECT i.product_id FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
        WHERE u.email LIKE '${BENCH_EMAIL}%' GROUP BY i.product_id HAVING count(*) > 1`,
    );
    await check.end();

    const jsKb = homeInitialJsKb();
    const when = new Date();
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
    const table = [
      `# Benchmark ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${machine}. Database: PostgreSQL on loopback, ${PRODUCTS.toLocaleString('en-IN')} products. Server processes: ${WORKERS}${WORKERS > 1 ? ' (RSS is the largest one\'s)' : ''}. ` +
        `autocannon, ${WARMUP} s warm-up then ${DURATION} s per row, load generator on the same machine.`,
      '',
      '| scenario | connections | req/s | p50 ms | p99 ms | errors | non-2xx | server RSS MiB | vs bare |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.scenario} | ${r.connections} | ${r.rps.toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.rssMiB} | ${r.ratio === null ? '' : `${Math.round(r.ratio * 100)}%`} |`),
      '',
      `Orders placed by the COD scenario: ${ordered.rows[0].n} (one per shopper, each a different one-of-one item); items sold twice: ${doubleSold.rowCount}; sizes oversold or below zero: ${oversold.rowCount}.`,
      '',
      `Home route initial JavaScript: ${jsKb} KB gzip.`,
      '',
      ...(stallMs === null ? [] : [`Longest /healthz answer (polled every 5 ms) while 2,000 price changes were applied: ${stallMs} ms.`, '']),
    ].join('\n');
    const dir = path.join(here, 'results');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = when.toISOString().slice(0, 16).replace(/[:T]/g, '-');
    fs.writeFileSync(path.join(dir, `bench-${stamp}.md`), table);
    fs.writeFileSync(path.join(dir, 'latest.md'), table);
    fs.writeFileSync(path.join(dir, `bench-${stamp}.json`), JSON.stringify({ when, machine, products: PRODUCTS, rows, stallMs, orders: ordered.rows[0].n, doubleSold: doubleSold.rowCount, oversold: oversold.rowCount, homeInitialJsKb: jsKb }, null, 2));
    console.log(`\n${table}`);
    console.log(`Written to bench/results/bench-${stamp}.md and bench/results/latest.md`);
    if (doubleSold.rowCount || oversold.rowCount) process.exitCode = 1;
  } finally {
    for (const child of stop) child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
