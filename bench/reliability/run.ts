/**
 * `npm run test:reliability`: the shop attacked, raced, killed and fuzzed, on real server
 * processes, PGlite and PostgreSQL. Prints each figure, writes them to docs/reliability.md
 * (between the generated markers) and fails if any promise is broken.
 *
 *   race      100 buyers for 10 one-of-one items through two processes sharing PostgreSQL
 *   coupon    20 shoppers use a 50 % coupon limited to one use, at once, through two processes on PostgreSQL
 *   crash     kill -9 of the server five times during an order load (PGlite, then PostgreSQL)
 *   lock      a second process on the embedded database is refused
 *   fuzz      10,000+ malformed requests over every endpoint, with and without a token
 *   schema-fuzz  20,000 property-based requests (fast-check) drawn from every operation's documented
 *             schemas: valid, boundary and hostile values, as visitor, shopper and administrator
 *   fresh     a change through one process is read at once from another (cache across processes)
 *   shutdown  SIGTERM finishes in-flight requests, then exits
 *   backup    db:backup then db:restore, embedded and PostgreSQL, and the data is the same
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { ensureTaxonomy } from '../../apps/api/src/db/seed/taxonomy';
import { fuzz } from './fuzz';
import { schemaFuzz } from './schema-fuzz';
import { ADMIN_URL, address, freshPgDatabase, makeOneOfOnes, makeShoppers, placeOrder, putInCart, root, serverJs, startServer, stopServer, tempDir, wait, type Server } from './harness';

interface Figure {
  section: string;
  promise: string;
  figure: string;
  ok: boolean;
}
const figures: Figure[] = [];
function record(section: string, promise: string, figure: string, ok: boolean) {
  figures.push({ section, promise, figure, ok });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${section}: ${figure}`);
}

async function prepared(url: string | undefined, dataDir: string): Promise<Database> {
  const database = await openDatabase({ url, dataDir, poolSize: 4 });
  await migrate(database);
  await ensureTaxonomy(database.db);
  return database;
}

// ---- race -------------------------------------------------------------------------------------

async function race() {
  console.log('\nrace: 100 buyers, 10 one-of-one items, two server processes, one PostgreSQL');
  const pgdb = await freshPgDatabase('race');
  const database = await prepared(pgdb.url, 'memory://');
  const items = await makeOneOfOnes(database, 10, 'race');
  const buyers = await makeShoppers(database, 100, 'race');
  await putInCart(
    database,
    buyers.map((b, i) => ({ userId: b.id, ...items[i % 10]! })),
  );
  await database.close();
  const servers = [await startServer(3811, { DATABASE_URL: pgdb.url }), await startServer(3812, { DATABASE_URL: pgdb.url })];
  try {
    const results = await Promise.all(buyers.map((b, i) => placeOrder(servers[i % 2]!.url, b.token)));
    const ok = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409).length;
    const check = await openDatabase({ url: pgdb.url, dataDir: 'memory://' });
    const [row] = await check.query<{ orders: number; min_stock: number; sold: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT min(quantity)::int FROM product_sizes) AS min_stock,
              (SELECT count(DISTINCT product_id)::int FROM order_items) AS sold`,
    );
    await check.close();
    record('race', 'No oversell', `${ok} orders, ${refused} refused (409), ${row!.orders} orders stored for ${row!.sold} items, lowest stock ${row!.min_stock}`, ok === 10 && refused === 90 && row!.orders === 10 && row!.sold === 10 && row!.min_stock === 0);
  } finally {
    for (const s of servers) await stopServer(s);
    await pgdb.drop();
  }
}

// ---- coupon ----------------------------------------------------------------------------------

/** A coupon limited to one use, raced by 20 shoppers (each buying their own piece) on two processes. */
async function couponRace() {
  console.log('\ncoupon: 20 shoppers, a 50 % coupon limited to one use, two server processes, one PostgreSQL');
  const pgdb = await freshPgDatabase('coupon');
  const database = await prepared(pgdb.url, 'memory://');
  const items = await makeOneOfOnes(database, 20, 'coupon');
  const shoppers = await makeShoppers(database, 20, 'coupon');
  await putInCart(
    database,
    shoppers.map((s, i) => ({ userId: s.id, ...items[i]! })),
  );
  await database.query(`INSERT INTO coupons (code, description, kind, value, usage_limit) VALUES ('HALFOFF', '50% off, one use', 'percent', 50, 1)`);
  await database.close();
  const servers = [await startServer(3871, { DATABASE_URL: pgdb.url }), await startServer(3872, { DATABASE_URL: pgdb.url })];
  try {
    const results = await Promise.all(
      shoppers.map(async (s, i) => {
        try {
          const res = await fetch(`${servers[i % 2]!.url}/api/order/add`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
            body: JSON.stringify({ address, paymentMethod: 'cod', couponCode: 'HALFOFF' }),
          });
          return { status: res.status, code: ((await res.json().catch(() => null)) as { code?: string } | null)?.code };
        } catch {
          return { status: 0, code: undefined };
        }
      }),
    );
    const ok = results.filter((r) => r.status === 201).length;
    const usedUp = results.filter((r) => r.status === 400 && r.code === 'COUPON_USED_UP').length;
    const check = await openDatabase({ url: pgdb.url, dataDir: 'memory://' });
    const [row] = await check.query<{ discounted: number; uses: number; given: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE coupon_discount_paise > 0) AS discounted,
              (SELECT count(*)::int FROM coupon_redemptions) AS uses,
              (SELECT coalesce(sum(coupon_discount_paise), 0)::int FROM orders) AS given`,
    );
    await check.close();
    record(
      'coupon',
      'A coupon’s usage limit holds across processes',
      `${ok} discounted orders, ${usedUp} refused (400 COUPON_USED_UP); stored: ${row!.discounted} discounted orders, ${row!.uses} redemptions, ₹${(row!.given / 100).toLocaleString('en-IN')} given for a limit of 1`,
      ok === 1 && usedUp === 19 && row!.discounted === 1 && row!.uses === 1,
    );
  } finally {
    for (const s of servers) await stopServer(s);
    await pgdb.drop();
  }
}

// ---- crash ------------------------------------------------------------------------------------

interface Acknowledged {
  orderId: string;
  products: string[];
}

/** Orders under load while the server is killed with SIGKILL `kills` times and restarted. */
async function crash(kind: 'pglite' | 'pg') {
  console.log(`\ncrash: kill -9 five times during an order load (${kind === 'pg' ? 'PostgreSQL' : 'PGlite'})`);
  const pgdb = kind === 'pg' ? await freshPgDatabase('crash') : null;
  const dataDir = tempDir('crash');
  const env: Record<string, string> = pgdb ? { DATABASE_URL: pgdb.url } : { DATA_DIR: dataDir };
  const database = await prepared(pgdb?.url, pgdb ? 'memory://' : path.join(dataDir, 'db'));
  const shoppers = await makeShoppers(database, 600, 'crash');
  const items = await makeOneOfOnes(database, 1200, 'crash');
  // Every shopper holds two different one-of-one items: an acknowledged order must have both.
  await putInCart(
    database,
    shoppers.flatMap((s, i) => [
      { userId: s.id, ...items[2 * i]! },
      { userId: s.id, ...items[2 * i + 1]! },
    ]),
  );
  const initialStock = (await database.query<{ n: number }>('SELECT sum(quantity)::int AS n FROM product_sizes'))[0]!.n;
  await database.close();

  const acknowledged: Acknowledged[] = [];
  let next = 0;
  let failedRequests = 0;
  let server: Server = await startServer(3821, env);
  let lockRefused = kind === 'pg';
  for (let kill = 0; kill < 5; kill++) {
    if (kind === 'pglite' && kill === 0) {
      // A second process on the same embedded database must be refused, not silently share it.
      const second = await startServer(3822, env, false);
      const code = await second.exited;
      lockRefused = code !== 0 && /in use by process/.test(second.output());
      record('lock', 'The embedded database refuses a second process', lockRefused ? `second process exited with code ${code}: "${second.output().trim().split('\n')[0]}"` : `second process was not refused (exit ${code})`, lockRefused);
    }
    let stopLoad = false;
    const worker = async () => {
      while (!stopLoad && next < shoppers.length) {
        const shopper = shoppers[next++]!;
        const res = await placeOrder(server.url, shopper.token);
        if (res.status === 201 && res.body?.data?.order) {
          acknowledged.push({ orderId: res.body.data.order._id, products: res.body.data.order.order_items.map((i) => i.item_id) });
        } else if (res.status === 0 || res.status >= 500) failedRequests++;
      }
    };
    const load = Promise.all(Array.from({ length: 12 }, worker));
    await wait(400 + Math.floor(Math.random() * 600));
    server.process.kill('SIGKILL');
    await server.exited;
    stopLoad = true;
    await load;
    server = await startServer(3821, env);
  }
  // Finish the remaining shoppers on the last restart, so the run also ends cleanly.
  const remaining = shoppers.slice(next);
  await Promise.all(
    remaining.map(async (s) => {
      const res = await placeOrder(server.url, s.token);
      if (res.status === 201 && res.body?.data?.order) acknowledged.push({ orderId: res.body.data.order._id, products: res.body.data.order.order_items.map((i) => i.item_id) });
    }),
  );
  await stopServer(server);

  const check = await openDatabase({ url: pgdb?.url, dataDir: pgdb ? 'memory://' : path.join(dataDir, 'db') });
  const orders = await check.query<{ id: string; products: string[] }>(`SELECT o.id, array_agg(i.product_id::text) AS products FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY o.id`);
  const stored = new Map(orders.map((o) => [o.id, new Set(o.products)]));
  const missing = acknowledged.filter((a) => !stored.has(a.orderId));
  const incomplete = acknowledged.filter((a) => stored.has(a.orderId) && !a.products.every((p) => stored.get(a.orderId)!.has(p)));
  const [stock] = await check.query<{ stock: number; sold: number; negative: number }>(
    `SELECT (SELECT sum(quantity)::int FROM product_sizes) AS stock,
            (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'Cancelled') AS sold,
            (SELECT count(*)::int FROM product_sizes WHERE quantity < 0) AS negative`,
  );
  await check.close();
  const label = kind === 'pg' ? 'PostgreSQL' : 'PGlite';
  record(
    `crash (${label})`,
    'No lost acknowledged order',
    `5 kills; ${acknowledged.length} orders acknowledged, ${missing.length} missing, ${incomplete.length} missing items; ${failedRequests} requests cut off by the kills`,
    missing.length === 0 && incomplete.length === 0 && acknowledged.length > 0,
  );
  record(`crash (${label})`, 'Stock + sold = initial stock', `stock ${stock!.stock} + sold ${stock!.sold} = ${stock!.stock + stock!.sold} (initial ${initialStock}); negative sizes ${stock!.negative}`, stock!.stock + stock!.sold === initialStock && stock!.negative === 0);
  if (!lockRefused) throw new Error('lock check failed');
  fs.rmSync(dataDir, { recursive: true, force: true });
  await pgdb?.drop();
}

// ---- fresh ------------------------------------------------------------------------------------

/** The staff product form's fields this check sends back. */
interface StaffProductEdit {
  category_id: string;
  sub_category_id: string;
  sub_sub_category_id: string;
  product_name: string;
  color: string;
  condition: string;
  sizes: { _id: string; size: string }[];
}

/** GET a JSON answer's `data`. */
async function data<T = unknown>(url: string, init?: RequestInit): Promise<T> {
  return ((await (await fetch(url, init)).json()) as { data: T }).data;
}

async function freshness() {
  console.log('\nfresh: change a product through one process, read it at once from another');
  const pgdb = await freshPgDatabase('fresh');
  const database = await prepared(pgdb.url, 'memory://');
  const [admin] = await makeShoppers(database, 1, 'fresh-admin', '1');
  const items = await makeOneOfOnes(database, 5, 'fresh');
  await database.close();
  const a = await startServer(3831, { DATABASE_URL: pgdb.url });
  const b = await startServer(3832, { DATABASE_URL: pgdb.url });
  let stale = 0;
  const rounds = 40;
  try {
    for (let round = 0; round < rounds; round++) {
      const item = items[round % items.length]!;
      // Warm B's caches for this product and the listing.
      await fetch(`${b.url}/api/product/${item.productId}`);
      await fetch(`${b.url}/api/product/list?sort=price-desc&limit=5`);
      const edit = await data<StaffProductEdit>(`${a.url}/api/admin/products/${item.productId}`, { headers: { authorization: `Bearer ${admin!.token}` } });
      const price = 1_00_000 + round * 7 + 0.5;
      const put = await fetch(`${a.url}/api/admin/products/${item.productId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin!.token}` },
        body: JSON.stringify({
          category_id: edit.category_id,
          subCategory_id: edit.sub_category_id,
          subSubCategory_id: edit.sub_sub_category_id,
          product_name: edit.product_name,
          color: edit.color,
          price,
          sizes: edit.sizes.map((s) => ({ _id: s._id, size: s.size, quantity: round % 2 })),
          images: [],
          condition: edit.condition,
        }),
      });
      if (put.status !== 200) throw new Error(`edit failed: ${await put.text()}`);
      const product = await data<{ price: number; sold_out: boolean }>(`${b.url}/api/product/${item.productId}`);
      const listing = (await data<{ products: { _id: string; price: number }[] }>(`${b.url}/api/product/list?sort=price-desc&limit=5`)).products;
      const listed = listing.find((p) => p._id === item.productId);
      if (product.price !== price || product.sold_out !== (round % 2 === 0) || !listed || listed.price !== price) stale++;
    }
    record('fresh', 'No stale price or stock across processes', `${rounds} edits through process A, each read at once from process B: ${stale} stale answers`, stale === 0);
  } finally {
    await stopServer(a);
    await stopServer(b);
    await pgdb.drop();
  }
}

// ---- shutdown ---------------------------------------------------------------------------------

async function shutdown() {
  console.log('\nshutdown: SIGTERM during a burst of orders');
  const pgdb = await freshPgDatabase('shutdown');
  const database = await prepared(pgdb.url, 'memory://');
  const shoppers = await makeShoppers(database, 120, 'shutdown');
  const items = await makeOneOfOnes(database, 120, 'shutdown');
  await putInCart(
    database,
    shoppers.map((s, i) => ({ userId: s.id, ...items[i]! })),
  );
  await database.close();
  const server = await startServer(3841, { DATABASE_URL: pgdb.url });
  try {
    const burst = shoppers.map((s) => placeOrder(server.url, s.token));
    await wait(30);
    server.process.kill('SIGTERM');
    const results = await Promise.all(burst);
    const code = await server.exited;
    const answered = results.filter((r) => r.status > 0);
    const errors = results.filter((r) => r.status >= 500 && r.status !== 503);
    const check = await openDatabase({ url: pgdb.url, dataDir: 'memory://' });
    const [row] = await check.query<{ orders: number }>('SELECT count(*)::int AS orders FROM orders');
    await check.close();
    const ok201 = results.filter((r) => r.status === 201).length;
    if (code !== 0) console.log(server.output());
    record(
      'shutdown',
      'SIGTERM finishes in-flight requests',
      `SIGTERM 30 ms into a burst of ${results.length} orders: ${answered.length} requests the server had taken were all answered (${ok201} orders, ${results.filter((r) => r.status === 503).length} × 503 closing), ${results.length - answered.length} not yet taken were refused at the socket; ${errors.length} errors; orders stored ${row!.orders} = orders answered ${ok201}; exit code ${code}`,
      code === 0 && errors.length === 0 && row!.orders === ok201,
    );
  } finally {
    await stopServer(server);
    await pgdb.drop();
  }
}

// ---- backup -----------------------------------------------------------------------------------

async function backup() {
  console.log('\nbackup: db:backup then db:restore');
  const counts = async (database: Database) =>
    (await database.query<{ c: string }>(`SELECT (SELECT count(*) FROM products) || '/' || (SELECT count(*) FROM users) || '/' || (SELECT sum(quantity) FROM product_sizes) AS c`))[0]!.c;
  // Embedded
  const dataDir = tempDir('backup');
  const database = await prepared(undefined, path.join(dataDir, 'db'));
  await makeOneOfOnes(database, 25, 'backup');
  await makeShoppers(database, 7, 'backup');
  const before = await counts(database);
  await database.close();
  const file = path.join(dataDir, 'shop.tar.gz');
  const run = (script: string, args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  const b1 = run('db-backup.mjs', ['--out', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const restoreDir = tempDir('restore');
  const r1 = run('db-restore.mjs', [file], { DATA_DIR: restoreDir, DATABASE_URL: '' });
  const restored = await openDatabase({ dataDir: path.join(restoreDir, 'db') });
  const after = await counts(restored);
  await restored.close();
  record('backup (PGlite)', 'Backups restore', `products/users/stock before ${before}, after restore ${after} (backup exit ${b1.status}, restore exit ${r1.status})`, b1.status === 0 && r1.status === 0 && before === after);
  // PostgreSQL
  const source = await freshPgDatabase('backup');
  const target = await freshPgDatabase('restore');
  const src = await prepared(source.url, 'memory://');
  await makeOneOfOnes(src, 25, 'backup');
  await makeShoppers(src, 7, 'backup');
  const pgBefore = await counts(src);
  await src.close();
  const dump = path.join(dataDir, 'shop.dump');
  const b2 = run('db-backup.mjs', ['--out', dump], { DATABASE_URL: source.url });
  const r2 = run('db-restore.mjs', [dump], { DATABASE_URL: target.url });
  const tgt = await openDatabase({ url: target.url, dataDir: 'memory://' });
  const pgAfter = await counts(tgt);
  await tgt.close();
  record('backup (PostgreSQL)', 'Backups restore', `products/users/stock before ${pgBefore}, after restore ${pgAfter} (pg_dump exit ${b2.status}, pg_restore exit ${r2.status})`, b2.status === 0 && r2.status === 0 && pgBefore === pgAfter);
  await source.drop();
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(restoreDir, { recursive: true, force: true });
}

// ---- fuzz -------------------------------------------------------------------------------------

async function fuzzing() {
  console.log('\nfuzz: malformed requests over every endpoint, with and without a token');
  const pgdb = await freshPgDatabase('fuzz');
  const database = await prepared(pgdb.url, 'memory://');
  const [shopper] = await makeShoppers(database, 1, 'fuzz');
  const [admin] = await makeShoppers(database, 1, 'fuzz-admin', '1');
  const items = await makeOneOfOnes(database, 30, 'fuzz');
  await putInCart(database, [{ userId: shopper!.id, ...items[0]! }]);
  await database.close();
  const server = await startServer(3851, { DATABASE_URL: pgdb.url });
  try {
    const report = await fuzz(server.url, { shopper: shopper!.token, admin: admin!.token, productId: items[1]!.productId, sizeId: items[1]!.sizeId }, 10_500);
    const alive = (await fetch(`${server.url}/readyz`)).ok;
    const check = await openDatabase({ url: pgdb.url, dataDir: 'memory://' });
    const [inv] = await check.query<{ negative: number; bad_orders: number; orphan_cart: number }>(
      `SELECT (SELECT count(*)::int FROM product_sizes WHERE quantity < 0) AS negative,
              (SELECT count(*)::int FROM orders WHERE total_paise <> subtotal_paise - coupon_discount_paise + shipping_paise + cod_fee_paise - credit_paise OR total_paise < 0) AS bad_orders,
              (SELECT count(*)::int FROM cart_items c LEFT JOIN product_sizes s ON s.id = c.size_id WHERE s.id IS NULL OR c.quantity < 1) AS orphan_cart`,
    );
    await check.close();
    record(
      'fuzz',
      'No 5xx from client input',
      `${report.total} requests over ${report.endpoints} endpoints: ${report.byClass['5xx'] ?? 0} answers ≥ 500, ${report.byClass['4xx'] ?? 0} 4xx, ${report.byClass['2xx'] ?? 0} 2xx, ${report.transportErrors} connections cut by the server (${report.transportErrorsOnOversizedBodies} of them bodies over the 1 MB limit, refused with 413 before being read); server ${alive ? 'still up' : 'DOWN'}`,
      (report.byClass['5xx'] ?? 0) === 0 && alive && report.total >= 10_000,
    );
    record('fuzz', 'Invariants hold after fuzzing', `negative stock ${inv!.negative}, orders whose total does not add up ${inv!.bad_orders}, broken cart lines ${inv!.orphan_cart}`, inv!.negative === 0 && inv!.bad_orders === 0 && inv!.orphan_cart === 0);
    if (report.samples.length) console.log('  5xx samples:', report.samples.slice(0, 5));
    console.log('  connections cut, by cause:', report.errorKinds);
  } finally {
    await stopServer(server);
    await pgdb.drop();
  }
}

// ---- schema fuzz -------------------------------------------------------------------------------

async function schemaFuzzing() {
  const runs = Number(process.env.SCHEMA_FUZZ_RUNS ?? 20_000);
  const seed = Number(process.env.SCHEMA_FUZZ_SEED ?? 20261123);
  console.log(`\nschema fuzz: ${runs} property-based requests (fast-check, seed ${seed}) over every operation of /api/docs/json, as visitor, shopper and administrator`);
  const pgdb = await freshPgDatabase('schemafuzz');
  const database = await prepared(pgdb.url, 'memory://');
  const [shopper] = await makeShoppers(database, 1, 'schemafuzz');
  const [admin] = await makeShoppers(database, 1, 'schemafuzz-admin', '1');
  const items = await makeOneOfOnes(database, 12, 'schemafuzz');
  await putInCart(database, [{ userId: shopper!.id, ...items[0]! }]);
  await database.close();
  const server = await startServer(3861, { DATABASE_URL: pgdb.url });
  try {
    const report = await schemaFuzz(
      server.url,
      { shopper: shopper!, admin: admin!, productIds: items.map((i) => i.productId), sizeIds: items.map((i) => i.sizeId) },
      { runs, seed },
    );
    const ready = (await fetch(`${server.url}/readyz`)).ok;
    const listing = (await fetch(`${server.url}/api/product/list?limit=5`)).status;
    const check = await openDatabase({ url: pgdb.url, dataDir: 'memory://' });
    const [inv] = await check.query<{ negative: number; orders: number }>(`SELECT (SELECT count(*)::int FROM product_sizes WHERE quantity < 0) AS negative, (SELECT count(*)::int FROM orders) AS orders`);
    await check.close();
    const five = report.byClass['5xx'] ?? 0;
    record(
      'schema fuzz',
      'No 5xx from schema-driven input',
      `${report.requests} requests over ${report.operationsHit} of ${report.operations} operations in ${report.seconds} s (visitor ${report.byPersona.visitor ?? 0}, shopper ${report.byPersona.shopper ?? 0}, administrator ${report.byPersona.administrator ?? 0}): ${five} answers ≥ 500, ${report.connectionErrors} connection errors, ${report.byClass['4xx'] ?? 0} 4xx, ${report.byClass['2xx'] ?? 0} 2xx${report.failure ? `; first failure: ${report.failure}` : ''}`,
      !report.failure && five === 0 && report.connectionErrors === 0 && report.requests >= runs && report.operationsHit === report.operations,
    );
    record('schema fuzz', 'Stock and shop intact after fuzzing', `stock below zero on ${inv!.negative} sizes, ${inv!.orders} orders placed by the fuzzer; /readyz ${ready ? 'ready' : 'NOT READY'}, listing answers ${listing}`, inv!.negative === 0 && ready && listing === 200);
    if (report.failure) console.log(`  ${report.failure}`);
  } finally {
    await stopServer(server);
    await pgdb.drop();
  }
}

function writeDoc() {
  const doc = path.join(root, 'docs/reliability.md');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const table = [
    `<!-- figures:start (written by npm run test:reliability, ${when} UTC) -->`,
    '| run | promise | figure | holds |',
    '|---|---|---|---|',
    ...figures.map((f) => `| ${f.section} | ${f.promise} | ${f.figure} | ${f.ok ? 'yes' : '**no**'} |`),
    '<!-- figures:end -->',
  ].join('\n');
  const text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
  const next = /<!-- figures:start[\s\S]*<!-- figures:end -->/.test(text) ? text.replace(/<!-- figures:start[\s\S]*<!-- figures:end -->/, table) : `${text}\n${table}\n`;
  fs.writeFileSync(doc, next);
}

async function main() {
  if (!fs.existsSync(serverJs)) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  console.log(`PostgreSQL: ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}`);
  const started = Date.now();
  const only = process.argv.slice(2);
  const sections: [string, () => Promise<void>][] = [
    ['race', race],
    ['coupon', couponRace],
    ['crash', () => crash('pglite').then(() => crash('pg'))],
    ['fresh', freshness],
    ['shutdown', shutdown],
    ['backup', backup],
    ['fuzz', fuzzing],
    ['schema-fuzz', schemaFuzzing],
  ];
  for (const [name, fn] of sections) {
    if (only.length && !only.includes(name)) continue;
    try {
      await fn();
    } catch (err) {
      record(name, 'run completed', `error: ${(err as Error).message.slice(0, 300)}`, false);
    }
  }
  if (!only.length) writeDoc();
  const failed = figures.filter((f) => !f.ok);
  console.log(`\n${figures.length - failed.length} of ${figures.length} figures hold (${Math.round((Date.now() - started) / 1000)} s).`);
  if (failed.length) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
