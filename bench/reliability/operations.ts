/** Reliability checks of running the shop: freshness across processes, graceful shutdown, backup and restore. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { prepared, record } from './figures';
import { freshPgDatabase, makeOneOfOnes, makeShoppers, placeOrder, preparedPgDatabase, readRow, root, shoppersOnePieceEach, startServer, stopServer, tempDir, wait } from './harness';

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
  const { pgdb, database, shoppers } = await shoppersOnePieceEach('shutdown', 120, 120);
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
    const row = await readRow<{ orders: number }>(pgdb.url, 'SELECT count(*)::int AS orders FROM orders');
    const ok201 = results.filter((r) => r.status === 201).length;
    if (code !== 0) console.log(server.output());
    record(
      'shutdown',
      'SIGTERM finishes in-flight requests',
      `SIGTERM 30 ms into a burst of ${results.length} orders: ${answered.length} requests the server had taken were all answered (${ok201} orders, ${results.filter((r) => r.status === 503).length} × 503 closing), ${results.length - answered.length} not yet taken were refused at the socket; ${errors.length} errors; orders stored ${row.orders} = orders answered ${ok201}; exit code ${code}`,
      code === 0 && errors.length === 0 && row.orders === ok201,
    );
  } finally {
    await stopServer(server);
    await pgdb.drop();
  }
}

// ---- backup -----------------------------------------------------------------------------------

const counts = async (database: Database) =>
  (await database.query<{ c: string }>(`SELECT (SELECT count(*) FROM products) || '/' || (SELECT count(*) FROM users) || '/' || (SELECT sum(quantity) FROM product_sizes) AS c`))[0]!.c;

const runScript = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

/** How one kind of database is backed up and restored: where the shop's data is, and the tools the scripts call. */
interface BackupKind {
  section: string;
  tools: [backup: string, restore: string];
  /** The source: its env for the scripts and how to open it. */
  source: { env: Record<string, string>; open: () => Promise<Database> };
  /** The target the backup is restored into. */
  target: { env: Record<string, string>; open: () => Promise<Database> };
  file: string;
}

/** Fills the source, backs it up, restores it into the target and records whether the counts survived. */
async function backupRoundTrip(kind: BackupKind) {
  const src = await kind.source.open();
  await makeOneOfOnes(src, 25, 'backup');
  await makeShoppers(src, 7, 'backup');
  const before = await counts(src);
  await src.close();
  const backedUp = runScript('db-backup.mjs', ['--out', kind.file], kind.source.env);
  const restored = runScript('db-restore.mjs', [kind.file], kind.target.env);
  const tgt = await kind.target.open();
  const after = await counts(tgt);
  await tgt.close();
  const [backupTool, restoreTool] = kind.tools;
  record(
    kind.section,
    'Backups restore',
    `products/users/stock before ${before}, after restore ${after} (${backupTool} exit ${backedUp.status}, ${restoreTool} exit ${restored.status})`,
    backedUp.status === 0 && restored.status === 0 && before === after,
  );
}

export async function backup() {
  console.log('\nbackup: db:backup then db:restore');
  const dataDir = tempDir('backup');
  const restoreDir = tempDir('restore');
  await backupRoundTrip({
    section: 'backup (PGlite)',
    tools: ['backup', 'restore'],
    source: { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => prepared(undefined, path.join(dataDir, 'db')) },
    target: { env: { DATA_DIR: restoreDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir: path.join(restoreDir, 'db') }) },
    file: path.join(dataDir, 'shop.tar.gz'),
  });
  const source = await freshPgDatabase('backup');
  const target = await freshPgDatabase('restore');
  await backupRoundTrip({
    section: 'backup (PostgreSQL)',
    tools: ['pg_dump', 'pg_restore'],
    source: { env: { DATABASE_URL: source.url }, open: () => prepared(source.url, 'memory://') },
    target: { env: { DATABASE_URL: target.url }, open: () => openDatabase({ url: target.url, dataDir: 'memory://' }) },
    file: path.join(dataDir, 'shop.dump'),
  });
  await source.drop();
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(restoreDir, { recursive: true, force: true });
}
