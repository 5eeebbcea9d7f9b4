/**
 * Stock held by orders whose payment is under way: placing an order with an online method takes
 * its pieces out of stock at once and holds them until the payment goes through or the hold lapses
 * (then the pieces go back, see orders/service.ts).
 */
import type { Database } from '../../db/client';

/**
 * For each of `sizes` that other shoppers' unpaid orders (not `userId`'s) hold at `now`: when the
 * last of those holds lapses (ISO time). Sizes not held are left out.
 */
export async function heldUntil(database: Database, sizes: readonly { product_id: string; size_id: string }[], userId: string, now: Date): Promise<Map<string, string>> {
  if (sizes.length === 0) return new Map();
  // Order lines are found by product (indexed), then by size.
  const rows = await database.query<{ size_id: string; until: Date | string }>(
    `SELECT i.size_id, max(o.hold_expires_at) AS until
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id = ANY($1::uuid[]) AND i.size_id = ANY($2::uuid[])
        AND o.status = 'Awaiting Payment' AND o.user_id <> $3 AND o.hold_expires_at > $4
      GROUP BY i.size_id`,
    [sizes.map((s) => s.product_id), sizes.map((s) => s.size_id), userId, now],
  );
  return new Map(rows.map((r) => [r.size_id, new Date(r.until).toISOString()]));
}
