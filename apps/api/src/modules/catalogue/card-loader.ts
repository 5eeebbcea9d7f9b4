/**
 * Product cards read by id, batched across requests: the cards that every request of one
 * event-loop turn misses in the card cache are read in one query (DataLoader, scheduled with
 * setImmediate, so the requests parsed in one turn share it). Under load a listing no longer
 * costs a round trip to the database of its own: fifty shoppers paging at once cost a few.
 */
import DataLoader from 'dataloader';
import type { ProductSummary } from '@shop/shared';
import type { Database } from '../../db/client';
import type { ProductCache } from '../../lib/cache';
import { toProductSummary, type ProductRow } from './dto';
import { CARD_IMAGES, SUMMARY_COLUMNS } from './columns';

/** The most ids one query reads (a few pages of every request waiting). */
const MAX_BATCH = 1000;

type Loader = DataLoader<string, ProductSummary | null>;
const loaders = new WeakMap<Database, WeakMap<object, Loader>>();
const NO_CACHE = {};

function loaderFor(database: Database, cards?: ProductCache<unknown>): Loader {
  let byCache = loaders.get(database);
  if (!byCache) loaders.set(database, (byCache = new WeakMap()));
  let loader = byCache.get(cards ?? NO_CACHE);
  if (!loader) {
    loader = new DataLoader<string, ProductSummary | null>(
      async (ids) => {
        // A card read while any product changed is served but not kept (see ProductCache.set).
        const generation = cards?.currentGeneration() ?? 0;
        const rows = await database.query<ProductRow>(`SELECT ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p WHERE p.id = ANY($1::uuid[])`, [ids], 'product-cards');
        const found = new Map<string, ProductSummary>();
        for (const row of rows) {
          const card = toProductSummary(row);
          found.set(row.id, card);
          cards?.set(row.id, card, generation);
        }
        return ids.map((id) => found.get(id) ?? null);
      },
      { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setImmediate(run) },
    );
    byCache.set(cards ?? NO_CACHE, loader);
  }
  return loader;
}

/** Product cards for ids, in the order given (ids no longer listed left out): from the card cache, the rest read in batches. */
export async function cardsInOrder(database: Database, ids: readonly string[], cards?: ProductCache<unknown>): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const found = new Map<string, ProductSummary>();
  const missing: string[] = [];
  for (const id of ids) {
    const card = cards?.get(id) as ProductSummary | undefined;
    if (card) found.set(id, card);
    else missing.push(id);
  }
  if (missing.length) {
    const read = await loaderFor(database, cards).loadMany(missing);
    read.forEach((card, i) => {
      if (card instanceof Error) throw card;
      if (card) found.set(missing[i]!, card);
    });
  }
  return ids.flatMap((id) => {
    const card = found.get(id);
    return card ? [card] : [];
  });
}
