/**
 * Recently viewed pieces (issue 19): the last 12 a signed-in shopper opened, kept on the server;
 * visitors keep theirs in the browser and ask for the cards by id. On signing in the browser's
 * list is merged into the account's (`mergeRecentlyViewed`).
 */
import { RECENTLY_VIEWED_MAX, mergeRecentlyViewed, type ProductSummary } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { productSummaries } from '../catalogue/service';

/** The cards of these pieces in the order given, leaving out those no longer in the shop. */
export async function recentlyViewedCards(database: Database, ids: readonly string[]): Promise<ProductSummary[]> {
  const unique = [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
  const cards = await productSummaries(database, unique);
  return unique.flatMap((id) => {
    const card = cards.get(id);
    if (!card) return [];
    const { description: _description, ...summary } = card;
    return [summary];
  });
}

async function idsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await selectRows<{ product_id: string }>(
    db,
    sql`SELECT r.product_id FROM recently_viewed r JOIN products p ON p.id = r.product_id AND p.status = 'active'
         WHERE r.user_id = ${userId} ORDER BY r.viewed_at DESC, r.product_id LIMIT ${RECENTLY_VIEWED_MAX}`,
  );
  return rows.map((r) => r.product_id);
}

export async function listRecentlyViewed(database: Database, userId: string): Promise<ProductSummary[]> {
  return recentlyViewedCards(database, await idsOf(database.db, userId));
}

/** Keeps the newest `RECENTLY_VIEWED_MAX` of a shopper's rows. */
async function trim(tx: Db, userId: string): Promise<void> {
  await tx.execute(
    sql`DELETE FROM recently_viewed WHERE user_id = ${userId} AND product_id NOT IN (
          SELECT product_id FROM recently_viewed WHERE user_id = ${userId} ORDER BY viewed_at DESC, product_id LIMIT ${RECENTLY_VIEWED_MAX})`,
  );
}

/** Records that the shopper opened a piece now (viewing it again moves it to the front). */
export async function recordView(db: Db, userId: string, productId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await selectRows<{ id: string }>(tx, sql`SELECT id FROM products WHERE id = ${productId} AND status = 'active'`);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    await tx.execute(
      sql`INSERT INTO recently_viewed (user_id, product_id, viewed_at) VALUES (${userId}, ${productId}, ${now})
          ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
    );
    await trim(tx, userId);
  });
}

/**
 * Merges the pieces this browser viewed before signing in (most recent first) into the account's
 * list, ahead of what the account had; unknown pieces are skipped. Returns the merged list.
 */
export async function mergeViews(database: Database, userId: string, browserIds: readonly string[], now: Date): Promise<ProductSummary[]> {
  await database.db.transaction(async (tx) => {
    // One shopper's merges run one at a time (two tabs signing in at once).
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const known = new Set(
      (await selectRows<{ id: string }>(tx, sql`SELECT id FROM products WHERE status = 'active' AND id = ANY(${`{${[...new Set(browserIds)].join(',')}}`}::uuid[])`)).map((r) => r.id),
    );
    const merged = mergeRecentlyViewed(
      browserIds.filter((id) => known.has(id)),
      await idsOf(tx, userId),
      RECENTLY_VIEWED_MAX,
    );
    // Newest first: the first id gets `now`, each next one a millisecond earlier, so the order holds.
    for (const [i, id] of merged.entries()) {
      await tx.execute(
        sql`INSERT INTO recently_viewed (user_id, product_id, viewed_at) VALUES (${userId}, ${id}, ${new Date(now.getTime() - i)})
            ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
      );
    }
    await trim(tx, userId);
  });
  return listRecentlyViewed(database, userId);
}
