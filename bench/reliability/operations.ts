/** Reliability checks of running the shop: freshness across processes, graceful shutdown, backup and restore. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { prepared, record } from './figures';
import { freshPgDatabase, makeOneOfOnes, makeShoppers, onePieceEach, placeOrder, preparedPgDatabase, root, startServer, stopServer, tempDir, wait } from './harness';

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

export async function freshness() {
  console.log('\nfresh: change a product through one process, read it at once from another');
  const { pgdb, database } = await preparedPgDatabase('fresh');
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

export async function shutdown() {
  console.log('\nshutdown: SIGTERM during a burst of orders');
  const { pgdb, database } = await preparedPgDatabase('shutdown');
  const shoppers = await makeShoppers(database, 120, 'shutdown');
  const items = await makeOneOfOnes(database, 120, 'shutdown');
  await onePieceEach(database, shoppers, items);
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

export async function backup() {
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
  record(
    'backup (PGlite)',
    'Backups restore',
    `products/users/stock before ${before}, after restore ${after} (backup exit ${b1.status}, restore exit ${r1.status})`,
    b1.status === 0 && r1.status === 0 && before === after,
  );
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
  record(
    'backup (PostgreSQL)',
    'Backups restore',
    `products/users/stock before ${pgBefore}, after restore ${pgAfter} (pg_dump exit ${b2.status}, pg_restore exit ${r2.status})`,
    b2.status === 0 && r2.status === 0 && pgBefore === pgAfter,
  );
  await source.drop();
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(restoreDir, { recursive: true, force: true });
}
