/**
 * The products a sitemap lists: every active product by id, read in keyset pages so memory stays
 * flat at any catalogue size.
 */
import type { Database } from '../../db/client';

/** How many products are for sale. */
export async function activeProductCount(database: Database): Promise<number> {
  return Number((await database.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE status = 'active'`))[0]!.n);
}

/** The id of the active product at this position by id (0-based), or null past the end. */
export async function activeProductIdAt(database: Database, position: number): Promise<string | null> {
  return (await database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY id OFFSET $1 LIMIT 1`, [position]))[0]?.id ?? null;
}

/** Up to `limit` active products after this id, by id, with when each last changed. */
export function activeProductsAfter(database: Database, after: string, limit: number): Promise<{ id: string; updated_at: Date }[]> {
  return database.query<{ id: string; updated_at: Date }>(`SELECT id, updated_at FROM products WHERE status = 'active' AND id > $1 ORDER BY id LIMIT $2`, [after, limit]);
}
