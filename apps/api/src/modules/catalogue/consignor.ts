/**
 * A product's consignor (issue 18). The catalogue owns the products table; consignment records who
 * owns a listed piece and on what terms, changes its price when the seller agrees a lower one, and
 * takes it off sale when the seller asks for it back, through these functions, inside its own
 * transaction. A product without a consignor is the shop's own stock.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

export interface ConsignorTerms {
  /** The consignment submission the product was listed from. */
  consignmentId: string;
  consignorId: string;
  payoutPaise: number;
  commissionBp: number;
}

/**
 * Records the product's consignor and agreed terms. `taken` when the product already belongs to
 * another consignment (nothing changes), `not-found` when there is no such product.
 */
export async function attachConsignor(tx: Db, productId: string, terms: ConsignorTerms): Promise<'linked' | 'taken' | 'not-found'> {
  const linked = await selectRows<{ id: string }>(
    tx,
    sql`UPDATE products SET consignment_id = ${terms.consignmentId}, consignor_id = ${terms.consignorId}, consignor_payout_paise = ${terms.payoutPaise}, consignor_commission_bp = ${terms.commissionBp}
         WHERE id = ${productId} AND (consignment_id IS NULL OR consignment_id = ${terms.consignmentId}) RETURNING id`,
  );
  if (linked.length > 0) return 'linked';
  return (await selectRows(tx, sql`SELECT 1 FROM products WHERE id = ${productId}`)).length > 0 ? 'taken' : 'not-found';
}

/**
 * The lower price a consignor agreed, with their new payout and commission. A markdown at or above
 * the new price would no longer be a markdown, so it is dropped.
 */
export async function setConsignedPrice(tx: Db, productId: string, terms: { pricePaise: number; payoutPaise: number; commissionBp: number }, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE products SET price_paise = ${terms.pricePaise}, consignor_payout_paise = ${terms.payoutPaise}, consignor_commission_bp = ${terms.commissionBp},
               discount_price_paise = CASE WHEN discount_price_paise >= ${terms.pricePaise} THEN 0 ELSE discount_price_paise END, updated_at = ${now}
         WHERE id = ${productId}`,
  );
}

/** The sellers whose pieces are in the catalogue, for the product table's consignor filter: name and how many products. */
export async function listConsignors(db: Db): Promise<{ _id: string; name: string; products: number }[]> {
  return selectRows<{ _id: string; name: string; products: number }>(
    db,
    sql`SELECT u.id AS _id, trim(u.first_name || ' ' || u.last_name) AS name, count(*)::int AS products
          FROM products p JOIN users u ON u.id = p.consignor_id GROUP BY u.id ORDER BY name, u.id`,
  );
}
