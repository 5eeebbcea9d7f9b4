/**
 * Prices agreed through Quote Your Price: an accepted offer (its price) or a counter (the shop's
 * price) lets that shopper buy that product at that price until it expires. When an offer is agreed
 * is the shared rule `agreedPricePaise`; this file reads the offers it judges.
 */
import { agreedPricePaise, type OfferTerms } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/**
 * An offer `o` is used once: the order that bought a unit at its price is recorded on it, and while
 * that order stands (is not cancelled) the offer prices nothing more.
 */
export const OFFER_USED = sql`(o.order_id IS NOT NULL AND EXISTS (SELECT 1 FROM orders x WHERE x.id = o.order_id AND x.status <> 'Cancelled'))`;

export interface OfferTermsRow {
  status: OfferTerms['status'];
  price_paise: number;
  counter_price_paise: number | null;
  valid_until: Date | string | null;
  used?: boolean | null;
}

/** An offer row as the shared rule reads it. */
export function offerTerms(row: OfferTermsRow): OfferTerms {
  return {
    status: row.status,
    pricePaise: row.price_paise,
    counterPricePaise: row.counter_price_paise,
    validUntil: row.valid_until === null ? null : new Date(row.valid_until),
    used: row.used === true,
  };
}

/**
 * Agreed unit prices in paise by product id, for one shopper, valid at `now` and not yet used (the
 * one valid longest when several are). An offer made while signed out counts for the account with
 * the same email.
 */
export async function agreedPrices(db: Db, userId: string, productIds: readonly string[], now: Date): Promise<Map<string, { offerId: string; pricePaise: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await selectRows<OfferTermsRow & { id: string; product_id: string }>(
    db,
    sql`SELECT o.id, o.product_id, o.status, o.price_paise, o.counter_price_paise, o.valid_until, ${OFFER_USED} AS used
          FROM offers o
         WHERE (o.user_id = ${userId} OR (o.user_id IS NULL AND lower(o.email) = (SELECT email FROM users WHERE id = ${userId})))
           AND o.product_id IN (${sql.join(
             productIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
         ORDER BY o.valid_until DESC NULLS LAST, o.id`,
  );
  const agreed = new Map<string, { offerId: string; pricePaise: number }>();
  for (const r of rows) {
    const pricePaise = agreedPricePaise(offerTerms(r), now);
    if (pricePaise !== null && !agreed.has(r.product_id)) agreed.set(r.product_id, { offerId: r.id, pricePaise });
  }
  return agreed;
}

/**
 * Records that `orderId` bought a unit at the offer's price. A conditional update: of two
 * checkouts racing for one offer, exactly one finds it unused; false for the other.
 */
export async function consumeOffer(db: Db, offerId: string, orderId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`UPDATE offers o SET order_id = ${orderId} WHERE o.id = ${offerId} AND NOT ${OFFER_USED} RETURNING o.id`);
  return rows.length === 1;
}
