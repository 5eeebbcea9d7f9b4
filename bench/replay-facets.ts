/**
 * `npm run replay -w @shop/bench`: the facet row's queries replayed in this process against a
 * loaded listing index, with no HTTP and no load generator. On a shared two-core host the facet
 * row's rate moves by a third from run to run with the same build; this moves by a few percent, so
 * it is what to read when a change to the index may have made it slower (see docs/performance.md).
 *
 * It loads the index from the bench's database (generate it with `npm run bench` first), then
 * runs rounds of distinct listing queries as the row makes them (filters, sort and page, with
 * facet counts) and prints the time a query took in each round; the first round warms up.
 *
 *   BENCH_PRODUCTS=1000000          the 1M catalogue's database (shop_bench_1m)
 *   REPLAY_SRC=/other/checkout      the index of another checkout's apps/api/src, to compare builds
 *   REPLAY_QUERIES=8000 REPLAY_ROUNDS=4
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProductListQuerySchema } from '@shop/shared';
import { openDatabase } from '../apps/api/src/db/client';
import { prepareBenchData } from './bench-data';
import { root } from './measure';
import { makeScenarios } from './scenarios';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/shop_bench${PRODUCTS === 100_000 ? '' : `_${PRODUCTS / 1_000_000}m`}`;
const SRC = path.resolve(process.env.REPLAY_SRC ?? path.join(root, 'apps/api/src'));
const QUERIES = Number(process.env.REPLAY_QUERIES ?? 8_000);
const ROUNDS = Number(process.env.REPLAY_ROUNDS ?? 4);

async function main() {
  const { ListingIndex } = (await import(path.join(SRC, 'modules/catalogue/listing-index.ts'))) as typeof import('../apps/api/src/modules/catalogue/listing-index');
  console.log(`Database: ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; the index from ${SRC}`);
  const database = await openDatabase({ url: DATABASE_URL, dataDir: 'memory://' });
  const cardDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-replay-'));
  try {
    const data = await prepareBenchData(database);
    const index = new ListingIndex(database, { cardDir });
    const started = performance.now();
    await index.load();
    console.log(`${index.size.toLocaleString('en-IN')} products indexed in ${Math.round((performance.now() - started) / 1000)} s`);
    const row = makeScenarios(data, DATABASE_URL).find((s) => s.name.startsWith('listing with facet counts'))!;
    // The query as the route reads it: the same schema turns the query string into a ProductListQuery.
    const nextQuery = () => {
      const raw: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(row.request().path.split('?')[1])) {
        const held = raw[key];
        raw[key] = held === undefined ? value : [held, value].flat();
      }
      return ProductListQuerySchema.parse(raw);
    };
    for (let round = 0; round < ROUNDS; round++) {
      const queries = Array.from({ length: QUERIES }, nextQuery);
      const t = performance.now();
      for (const q of queries) {
        index.query(q);
        index.facets(q);
      }
      const us = ((performance.now() - t) * 1000) / QUERIES;
      console.log(`round ${round + 1}${round === 0 ? ' (warm-up)' : ''}: ${Math.round(us)} µs a query`);
    }
    await index.close();
  } finally {
    await database.close();
    fs.rmSync(cardDir, { recursive: true, force: true });
  }
}

await main();
