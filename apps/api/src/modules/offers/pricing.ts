/**
 * Prices agreed through Quote Your Price: an accepted offer (its price) or a counter (the shop's
 * price) lets that shopper buy that product at that price until it expires.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/**
 * An offer is used once: the order that bought a unit at its price is recorded on it, and while
 * that order stands (is not cancelled) the offer prices nothing more.
 */
export const OFFER_UNUSED = sql`(offers.order_id IS NULL OR EXISTS (SELECT 1 FROM orders x WHERE x.id = offers.order_id AND x.status = 'Cancelled'))`;

/**
 * Agreed unit prices in paise by product id, for one shopper, valid at `now` and not yet used. An
 * offer made while signed out counts for the account with the same email.
 */
export async function agreedPrices(db: Db, userId: string, productIds: readonly string[], now: Date): Promise<Map<string, { offerId: string; pricePaise: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await selectRows<{ id: string; product_id: string; price_paise: number }>(
    db,
    sql`SELECT DISTINCT ON (product_id) id, product_id,
               CASE WHEN status = 'countered' THEN counter_price_paise ELSE price_paise END AS price_paise
          FROM offers
         WHERE (user_id = ${userId} OR (user_id IS NULL AND lower(email) = (SELECT email FROM users WHERE id = ${userId})))
           AND product_id IN (${sql.join(
             productIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
           AND status IN ('accepted', 'countered') AND valid_until > ${now} AND ${OFFER_UNUSED}
         ORDER BY product_id, valid_until DESC`,
  );
  return new Map(rows.map((r) => [r.product_id, { offerId: r.id, pricePaise: r.price_paise }]));
}

/**
 * Records that `orderId` bought a unit at the offer's price. A conditional update: of two
 * checkouts racing for one offer, exactly one finds it unused; false for the other.
 */
export async function consumeOffer(db: Db, offerId: string, orderId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`UPDATE offers SET order_id = ${orderId} WHERE id = ${offerId} AND ${OFFER_UNUSED} RETURNING id`);
  return rows.length === 1;
}
