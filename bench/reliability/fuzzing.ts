/** Reliability checks with hostile input: the hand-written fuzz and the schema-driven property-based fuzz. */
import { openDatabase } from '../../apps/api/src/db/client';
import { record } from './figures';
import { makeOneOfOnes, makeShoppers, onePieceEach, preparedPgDatabase, startServer, stopServer } from './harness';
import { fuzz } from './fuzz';
import { schemaFuzz } from './schema-fuzz';

/** A server on a fresh database with a shopper (one piece in the cart), an administrator and `n` one-of-one pieces. */
async function fuzzTarget(label: string, n: number, port: number) {
  const { pgdb, database } = await preparedPgDatabase(label);
  const [shopper] = await makeShoppers(database, 1, label);
  const [admin] = await makeShoppers(database, 1, `${label}-admin`, '1');
  const items = await makeOneOfOnes(database, n, label);
  await onePieceEach(database, [shopper!], items);
  await database.close();
  const server = await startServer(port, { DATABASE_URL: pgdb.url });
  return { pgdb, server, shopper: shopper!, admin: admin!, items };
}

// ---- fuzz -------------------------------------------------------------------------------------

export async function fuzzing() {
  console.log('\nfuzz: malformed requests over every endpoint, with and without a token');
  const { pgdb, server, shopper, admin, items } = await fuzzTarget('fuzz', 30, 3851);
  try {
    const report = await fuzz(server.url, { shopper: shopper.token, admin: admin.token, productId: items[1]!.productId, sizeId: items[1]!.sizeId }, 10_500);
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
    record(
      'fuzz',
      'Invariants hold after fuzzing',
      `negative stock ${inv!.negative}, orders whose total does not add up ${inv!.bad_orders}, broken cart lines ${inv!.orphan_cart}`,
      inv!.negative === 0 && inv!.bad_orders === 0 && inv!.orphan_cart === 0,
    );
    if (report.samples.length) console.log('  5xx samples:', report.samples.slice(0, 5));
    console.log('  connections cut, by cause:', report.errorKinds);
  } finally {
    await stopServer(server);
    await pgdb.drop();
  }
}

// ---- schema fuzz -------------------------------------------------------------------------------

export async function schemaFuzzing() {
  const runs = Number(process.env.SCHEMA_FUZZ_RUNS ?? 20_000);
  const seed = Number(process.env.SCHEMA_FUZZ_SEED ?? 20261123);
  console.log(`\nschema fuzz: ${runs} property-based requests (fast-check, seed ${seed}) over every operation of /api/docs/json, as visitor, shopper and administrator`);
  const { pgdb, server, shopper, admin, items } = await fuzzTarget('schemafuzz', 12, 3861);
  try {
    const report = await schemaFuzz(server.url, { shopper, admin, productIds: items.map((i) => i.productId), sizeIds: items.map((i) => i.sizeId) }, { runs, seed });
    const ready = (await fetch(`${server.url}/readyz`)).ok;
    const listing = (await fetch(`${server.url}/api/product/list?limit=5`)).status;
    const check = await openDatabase({ url: pgdb.url, dataDir: 'memory://' });
    const [inv] = await check.query<{ negative: number; orders: number }>(
      `SELECT (SELECT count(*)::int FROM product_sizes WHERE quantity < 0) AS negative, (SELECT count(*)::int FROM orders) AS orders`,
    );
    await check.close();
    const five = report.byClass['5xx'] ?? 0;
    record(
      'schema fuzz',
      'No 5xx from schema-driven input',
      `${report.requests} requests over ${report.operationsHit} of ${report.operations} operations in ${report.seconds} s (visitor ${report.byPersona.visitor ?? 0}, shopper ${report.byPersona.shopper ?? 0}, administrator ${report.byPersona.administrator ?? 0}): ${five} answers ≥ 500, ${report.connectionErrors} connection errors, ${report.byClass['4xx'] ?? 0} 4xx, ${report.byClass['2xx'] ?? 0} 2xx${report.failure ? `; first failure: ${report.failure}` : ''}`,
      !report.failure && five === 0 && report.connectionErrors === 0 && report.requests >= runs && report.operationsHit === report.operations,
    );
    record(
      'schema fuzz',
      'Stock and shop intact after fuzzing',
      `stock below zero on ${inv!.negative} sizes, ${inv!.orders} orders placed by the fuzzer; /readyz ${ready ? 'ready' : 'NOT READY'}, listing answers ${listing}`,
      inv!.negative === 0 && ready && listing === 200,
    );
    if (report.failure) console.log(`  ${report.failure}`);
  } finally {
    await stopServer(server);
    await pgdb.drop();
  }
}
