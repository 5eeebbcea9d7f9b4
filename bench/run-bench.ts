/**
 * `npm run bench`: the shop's numbers, measured on this machine, in one run.
 *
 * Against PostgreSQL (BENCH_DATABASE_URL, default the local server's shop_bench database) it
 * generates a 100k-product catalogue (BENCH_PRODUCTS) if needed, starts the built server on loopback, and runs
 * autocannon (a warm-up, then 10 s) at 10 and 50 connections on each scenario, next to a bare
 * node:http server sending a fixed JSON body of the same size. It writes a markdown table
 * (req/s, p50, p99, errors, server RSS, ratio to the bare server) to bench/results/.
 *
 *   npm run bench                      full run (about 25 minutes)
 *   BENCH_DURATION=5 npm run bench     shorter
 *   BENCH_PRODUCTS=1000000 BENCH_ONLY=listing,search,stall npm run bench
 *                                      the 1M column: its own database (shop_bench_1m, about 5
 *                                      minutes to generate) and bench/results/latest-1m.md
 *   BENCH_STALL_ROUNDS=5 …             the stall row five times a pass: the worst round counts,
 *                                      and every round is listed beside it
 *   BENCH_SCHED=1 …                    each stall round also prints every thread's time on a CPU and
 *                                      waiting for one (bench/sched-snapshot.ts)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { BENCH_EMAIL, prepareBenchData } from './bench-data';
import { generateCatalogue } from './generate-catalogue';
import { DURATION, WARMUP, ensureDatabase, homeInitialJsKb, measure, root, startSettings, waitFor, waitForEvery, type Row } from './measure';
import { makeScenarios } from './scenarios';
import { schedReport, schedSnapshot } from './sched-snapshot';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** The catalogue size in a name: '' for the usual 100k, else '-1m', '-250k'… (its own database and results file). */
const SIZE_TAG = PRODUCTS === 100_000 ? '' : `-${PRODUCTS % 1_000_000 === 0 ? `${PRODUCTS / 1_000_000}m` : `${Math.round(PRODUCTS / 1000)}k`}`;
// Each catalogue size has its own database: the generator tops a catalogue up, so sizes never mix.
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/shop_bench${SIZE_TAG.replace('-', '_')}`;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
/** Comma-separated parts of scenario names to run (the bare server always runs): for quick checks. */
/** Server processes (`WORKERS` of `npm start`), one pass each, side by side in the table: `BENCH_WORKERS=1,2`. */
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
/** Rounds of the stall row (2,000 price changes each): the table gives the worst, and every round beside it. */
const STALL_ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_STALL_ROUNDS ?? 1)) || 1);
const SHOP_PORT = 3700;
const BARE_PORT = 3701;

/** Whether this run measures product pages, which are then rendered ahead into the page store first. */
const storesPages = !ONLY || ONLY.some((o) => 'product page html'.includes(o));

async function main() {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverJs)) throw new Error('Build first: npm run build');
  console.log(`Database: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
  await ensureDatabase(DATABASE_URL);
  const database = await openDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  await generateCatalogue(database, PRODUCTS);

  const data = await prepareBenchData(database);
  await database.close();

  const start = startSettings();
  const flags = [...start.flags, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const stop: ChildProcess[] = [];
  try {
    const rows: Row[] = [];
    const starts: { workers: number; firstListingMs: number; indexReadyMs: number; pagesStoredMs: number | null; stallMs: number | null; stallRounds: number[]; loop: LoopWorst | null }[] = [];
    let bare: ChildProcess | null = null;
    for (const [pass, workers] of WORKER_COUNTS.entries()) {
      console.log(`Starting the shop with ${workers} server process${workers > 1 ? 'es' : ''}…`);
      // The server runs as `npm start` runs it (package.json config), with any flags added for this run.
      const startedAt = performance.now();
      const shop = spawn(process.execPath, [...flags, serverJs], {
        env: {
          ...start.env,
          ...process.env,
          DATABASE_URL,
          PORT: String(SHOP_PORT),
          HOST: '127.0.0.1',
          SEED: 'none',
          WORKERS: String(workers),
          JOBS: 'false',
          RATE_LIMITS: 'false',
          PRERENDER_PICTURES: 'false',
          // Product pages are rendered ahead only for a run that measures them (the bench waits for them).
          PRERENDER_PAGES: String(storesPages),
          LOG_LEVEL: 'warn',
          DATA_DIR: path.join(os.tmpdir(), 'shop-bench-data'),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      stop.push(shop);
      // From start to serving listings (SQL answers until the index is loaded), and to the index answering them.
      await waitFor(`http://127.0.0.1:${SHOP_PORT}/api/product/list`, () => true);
      const firstListingMs = Math.round(performance.now() - startedAt);
      // A million products take minutes to index on a slow hour (SQL serves listings meanwhile).
      await waitForEvery(`http://127.0.0.1:${SHOP_PORT}/readyz`, (b) => (b as { listing?: string }).listing === 'index', workers, 15 * 60_000);
      const indexReadyMs = Math.round(performance.now() - startedAt);
      console.log(`  serving listings after ${firstListingMs} ms, from the index after ${indexReadyMs} ms`);
      // Every product's page rendered ahead into the page store (decision 31), in the server's idle
      // time, before the rows run: the product page row measures the store, as a running shop serves.
      let pagesStoredMs: number | null = null;
      if (storesPages) {
        await waitForEvery(`http://127.0.0.1:${SHOP_PORT}/readyz`, (b) => (b as { pages?: string }).pages === 'stored', workers, 60 * 60_000);
        pagesStoredMs = Math.round(performance.now() - startedAt);
        console.log(`  every product page stored after ${pagesStoredMs} ms`);
      }
      if (!bare) {
        const page1 = await (await fetch(`http://127.0.0.1:${SHOP_PORT}/api/product/list`)).text();
        bare = spawn(process.execPath, [path.join(here, 'bare-server.mjs'), String(BARE_PORT), String(Buffer.byteLength(page1))], { stdio: ['ignore', 'inherit', 'inherit'] });
        stop.push(bare);
        await waitFor(`http://127.0.0.1:${BARE_PORT}/`, () => true);
      }
      // Writes (carts, orders) run in the first pass only: they use up the bench's one-of-one items.
      const scenarios = makeScenarios(data, DATABASE_URL).filter((sc) => pass === 0 || !sc.writes);
      const bareRps = new Map<number, number>();
      for (const scenario of scenarios) {
        if (ONLY && !scenario.name.startsWith('bare') && !ONLY.some((o) => scenario.name.toLowerCase().includes(o))) continue;
        for (const connections of CONNECTIONS) {
          const isBare = scenario.name.startsWith('bare');
          process.stdout.write(`  ${scenario.name} @ ${connections} connections… `);
          const row = await measure(scenario, isBare ? BARE_PORT : SHOP_PORT, connections, isBare ? bare.pid! : shop.pid!);
          if (isBare) bareRps.set(connections, row.rps);
          const ratio = isBare ? 1 : row.rps / (bareRps.get(connections) ?? row.rps);
          rows.push({ ...row, workers: isBare ? null : workers, ratio });
          console.log(`${row.rps} req/s, p99 ${row.p99} ms`);
        }
      }
      const stalls: { pollMs: number; loop: LoopWorst }[] = [];
      if (!ONLY || ONLY.some((o) => 'stall'.includes(o) || o.includes('stall'))) for (let round = 0; round < STALL_ROUNDS; round++) stalls.push(await longestStall(workers));
      // The worst round counts; the loop delay shown is the one measured in that round.
      const stall = stalls.reduce<(typeof stalls)[number] | null>((worst, s) => (worst === null || s.pollMs > worst.pollMs ? s : worst), null);
      starts.push({ workers, firstListingMs, indexReadyMs, pagesStoredMs, stallMs: stall?.pollMs ?? null, stallRounds: stalls.map((s) => s.pollMs), loop: stall?.loop ?? null });
      shop.kill('SIGTERM');
      await new Promise((resolve) => shop.once('exit', resolve));
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
      `Machine: ${machine}. Database: PostgreSQL on loopback, ${PRODUCTS.toLocaleString('en-IN')} products. Server processes: ${WORKER_COUNTS.join(' and ')} (with several, RSS is the largest one's; carts and orders run with the first only). ` +
        `autocannon, ${WARMUP} s warm-up then ${DURATION} s per row, load generator on the same machine.`,
      '',
      '| scenario | server processes | connections | req/s | p50 ms | p99 ms | errors | non-2xx | server RSS MiB | vs bare |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.scenario} | ${r.workers ?? ''} | ${r.connections} | ${r.rps.toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.rssMiB} | ${r.ratio === null ? '' : `${Math.round(r.ratio * 100)}%`} |`,
      ),
      '',
      "| server processes | from start to serving listings | to the listing index answering | to every product page stored | longest stall during 2,000 price changes | the servers' own worst event-loop delay meanwhile (CPU used in it) |",
      '|---:|---:|---:|---:|---:|---:|',
      ...starts.map(
        (st) =>
          `| ${st.workers} | ${(st.firstListingMs / 1000).toFixed(1)} s | ${(st.indexReadyMs / 1000).toFixed(1)} s | ${st.pagesStoredMs === null ? '' : `${(st.pagesStoredMs / 1000).toFixed(0)} s`} | ${st.stallMs === null ? '' : `${st.stallMs} ms${st.stallRounds.length > 1 ? ` (rounds: ${st.stallRounds.join(', ')})` : ''}`} | ${st.loop === null ? '' : `${st.loop.delayMs} ms (${st.loop.cpuMs} ms)`} |`,
      ),
      '',
      `Orders placed by the COD scenario: ${ordered.rows[0].n} (one per shopper, each a different one-of-one item); items sold twice: ${doubleSold.rowCount}; sizes oversold or below zero: ${oversold.rowCount}.`,
      '',
      `Home route initial JavaScript: ${jsKb} KB gzip.`,
      '',
      `The stall is the longest /healthz answer (polled every 5 ms from a process of its own) while 2,000 price changes were applied${STALL_ROUNDS > 1 ? ` (the worst of ${STALL_ROUNDS} rounds, each listed)` : ''}: the`,
      "server's turns, and the time the operating system kept the server or the poll off a CPU. Beside it, the worst event-loop delay the",
      'server processes measured themselves over the same seconds (`/readyz?seconds=`, a 5 ms check), and the CPU their main thread used in it:',
      'a delay with little CPU in it is time the operating system kept the server off a CPU, not a turn of its own.',
      '',
    ].join('\n');
    const dir = path.join(here, 'results');
    fs.mkdirSync(dir, { recursive: true });
    const stamp = when.toISOString().slice(0, 16).replace(/[:T]/g, '-');
    fs.writeFileSync(path.join(dir, `bench-${stamp}${SIZE_TAG}.md`), table);
    fs.writeFileSync(path.join(dir, `latest${SIZE_TAG}.md`), table);
    fs.writeFileSync(
      path.join(dir, `bench-${stamp}${SIZE_TAG}.json`),
      JSON.stringify({ when, machine, products: PRODUCTS, rows, starts, orders: ordered.rows[0].n, doubleSold: doubleSold.rowCount, oversold: oversold.rowCount, homeInitialJsKb: jsKb }, null, 2),
    );
    console.log(`\n${table}`);
    console.log(`Written to bench/results/bench-${stamp}${SIZE_TAG}.md and bench/results/latest${SIZE_TAG}.md`);
    if (doubleSold.rowCount || oversold.rowCount) process.exitCode = 1;
  } finally {
    for (const child of stop) child.kill('SIGTERM');
  }
}

/** The worst event-loop delay a server process measured, and the CPU its main thread used in it (ms; see apps/api/src/modules/health/loop-delay.ts). */
type LoopWorst = { delayMs: number; cpuMs: number };

/**
 * The longest stall while 2,000 price changes reach the server: /healthz polled every 5 ms by a
 * process of its own (poll-stall.mjs), as a bulk repricing in the back office would send them (one statement, 2,000 notices);
 * and the worst event-loop delay the server processes measured themselves over the same seconds.
 */
async function longestStall(workers: number): Promise<{ pollMs: number; loop: LoopWorst }> {
  process.stdout.write('  longest stall during 2,000 price changes… ');
  const writer = new pg.Client({ connectionString: DATABASE_URL });
  await writer.connect();
  // The products are chosen before the poll starts, as the back office names the products it
  // reprices: a random pick over the whole catalogue (a sort of 1,000,000 rows, about 370 ms of
  // PostgreSQL's CPU at 1M) is not part of the change the row measures.
  const { rows: picked } = await writer.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY random() LIMIT 2000`);
  // The poll runs in a process of its own (poll-stall.mjs), so its figure holds no pause of this one's.
  const poller = fork(path.join(here, 'poll-stall.mjs'), [String(SHOP_PORT)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const polled = new Promise<{ longestMs: number; answers: number }>((resolve, reject) => {
    poller.on('message', (message) => {
      if (message !== 'ready') resolve(message as { longestMs: number; answers: number });
    });
    poller.on('exit', (code) => reject(new Error(`The stall poll stopped (${code}) before answering`)));
  });
  await new Promise<void>((resolve) => poller.once('message', () => resolve()));
  // Answers that end before the changes are sent are the poll's own warm-up: not counted.
  await new Promise((r) => setTimeout(r, 500));
  const sched = process.env.BENCH_SCHED ? schedSnapshot() : null;
  const changesSentAt = performance.now();
  poller.send('go');
  await writer.query('UPDATE products SET price_paise = price_paise + 100 WHERE id = ANY($1::uuid[])', [picked.map((r) => r.id)]);
  // Wait until the server's listing index has taken them all in (it answers listings again).
  await new Promise((r) => setTimeout(r, 200));
  await waitForEvery(`http://127.0.0.1:${SHOP_PORT}/readyz`, (b) => (b as { listing?: string }).listing === 'index', workers);
  await new Promise((r) => setTimeout(r, 500));
  poller.send('stop');
  const { longestMs: longest } = await polled;
  if (sched) console.log(`\n    ${schedReport(sched, schedSnapshot()).join('\n    ')}`);
  const loop = await worstLoopDelay(Math.ceil((performance.now() - changesSentAt) / 1000) + 1, workers);
  // The 2,000 updates leave as many dead rows, which autovacuum would otherwise clean up during the
  // next pass's rows: cleaned now, so every pass starts from a settled database.
  await writer.query('VACUUM (ANALYZE) products');
  await writer.end();
  const ms = Math.round(longest);
  console.log(`${ms} ms (the servers' own worst event-loop delay: ${loop.delayMs} ms, ${loop.cpuMs} ms of it on a CPU)`);
  return { pollMs: ms, loop };
}

/**
 * The worst event-loop delay over the last `seconds` of every server process: /readyz asked on a
 * new connection each time, which the cluster hands to its processes in turn (four asks a process).
 */
async function worstLoopDelay(seconds: number, workers: number): Promise<LoopWorst> {
  let worst: LoopWorst = { delayMs: 0, cpuMs: 0 };
  for (let i = 0; i < workers * 4; i++) {
    const res = await fetch(`http://127.0.0.1:${SHOP_PORT}/readyz?seconds=${Math.min(60, seconds)}`, { headers: { connection: 'close' } });
    const seen = ((await res.json()) as { loop: { worst: LoopWorst } }).loop.worst;
    if (seen.delayMs > worst.delayMs) worst = seen;
  }
  return worst;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
