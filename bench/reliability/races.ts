/** Reliability checks of money and stock under concurrency: one-of-one races, a coupon raced, kill -9 during orders. */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { prepared, record } from './figures';
import { freshPgDatabase, makeOneOfOnes, makeShoppers, placeOrder, putInCart, readRow, shoppersOnePieceEach, startServer, stopServer, tempDir, wait, type Server } from './harness';

// ---- race -------------------------------------------------------------------------------------

export async function race() {
  console.log('\nrace: 100 buyers, 10 one-of-one items, two server processes, one PostgreSQL');
  const { pgdb, database, shoppers } = await shoppersOnePieceEach('race', 100, 10);
  await database.close();
  const servers = [await startServer(3811, { DATABASE_URL: pgdb.url }), await startServer(3812, { DATABASE_URL: pgdb.url })];
  try {
    const results = await Promise.all(shoppers.map((b, i) => placeOrder(servers[i % 2]!.url, b.token)));
    const ok = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409).length;
    const row = await readRow<{ orders: number; min_stock: number; sold: number }>(
      pgdb.url,
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT min(quantity)::int FROM product_sizes) AS min_stock,
              (SELECT count(DISTINCT product_id)::int FROM order_items) AS sold`,
    );
    record(
      'race',
      'No oversell',
      `${ok} orders, ${refused} refused (409), ${row.orders} orders stored for ${row.sold} items, lowest stock ${row.min_stock}`,
      ok === 10 && refused === 90 && row.orders === 10 && row.sold === 10 && row.min_stock === 0,
    );
  } finally {
    for (const s of servers) await stopServer(s);
    await pgdb.drop();
  }
}

// ---- coupon ----------------------------------------------------------------------------------

/** A coupon limited to one use, raced by 20 shoppers (each buying their own piece) on two processes. */
export async function couponRace() {
  console.log('\ncoupon: 20 shoppers, a 50 % coupon limited to one use, two server processes, one PostgreSQL');
  const { pgdb, database, shoppers } = await shoppersOnePieceEach('coupon', 20, 20);
  await database.query(`INSERT INTO coupons (code, description, kind, value, usage_limit) VALUES ('HALFOFF', '50% off, one use', 'percent', 50, 1)`);
  await database.close();
  const servers = [await startServer(3871, { DATABASE_URL: pgdb.url }), await startServer(3872, { DATABASE_URL: pgdb.url })];
  try {
    const results = await Promise.all(shoppers.map((s, i) => placeOrder(servers[i % 2]!.url, s.token, undefined, { couponCode: 'HALFOFF' })));
    const ok = results.filter((r) => r.status === 201).length;
    const usedUp = results.filter((r) => r.status === 400 && r.body?.code === 'COUPON_USED_UP').length;
    const row = await readRow<{ discounted: number; uses: number; given: number }>(
      pgdb.url,
      `SELECT (SELECT count(*)::int FROM orders WHERE coupon_discount_paise > 0) AS discounted,
              (SELECT count(*)::int FROM coupon_redemptions) AS uses,
              (SELECT coalesce(sum(coupon_discount_paise), 0)::int FROM orders) AS given`,
    );
    record(
      'coupon',
      'A coupon’s usage limit holds across processes',
      `${ok} discounted orders, ${usedUp} refused (400 COUPON_USED_UP); stored: ${row.discounted} discounted orders, ${row.uses} redemptions, ₹${(row.given / 100).toLocaleString('en-IN')} given for a limit of 1`,
      ok === 1 && usedUp === 19 && row.discounted === 1 && row.uses === 1,
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
export async function crash(kind: 'pglite' | 'pg') {
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
      record(
        'lock',
        'The embedded database refuses a second process',
        lockRefused ? `second process exited with code ${code}: "${second.output().trim().split('\n')[0]}"` : `second process was not refused (exit ${code})`,
        lockRefused,
      );
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
  record(
    `crash (${label})`,
    'Stock + sold = initial stock',
    `stock ${stock!.stock} + sold ${stock!.sold} = ${stock!.stock + stock!.sold} (initial ${initialStock}); negative sizes ${stock!.negative}`,
    stock!.stock + stock!.sold === initialStock && stock!.negative === 0,
  );
  if (!lockRefused) throw new Error('lock check failed');
  fs.rmSync(dataDir, { recursive: true, force: true });
  await pgdb?.drop();
}
