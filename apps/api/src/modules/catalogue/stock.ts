/**
 * Stock: the only writer of `product_sizes.quantity` outside the staff product form. Checkout takes
 * stock, orders put it back when an order is cancelled or returned to origin, returns put a piece
 * back on sale. Each call runs inside the caller's transaction; a take is a single conditional
 * UPDATE, so two buyers of the last piece cannot both have it.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/** Takes `quantity` of a size if that many are in stock; false (nothing changed) otherwise. */
export async function takeStock(tx: Db, sizeId: string, quantity: number): Promise<boolean> {
  const taken = await selectRows<{ quantity: number }>(tx, sql`UPDATE product_sizes SET quantity = quantity - ${quantity} WHERE id = ${sizeId} AND quantity >= ${quantity} RETURNING quantity`);
  return taken.length > 0;
}

/** Puts quantities back (a cancelled order's lines). Sizes deleted since are skipped. */
export async function putBackStock(tx: Db, lines: { sizeId: string; quantity: number }[]): Promise<void> {
  // In size order, as checkout takes them, so two transactions never wait on each other in a circle.
  for (const line of [...lines].sort((a, b) => (a.sizeId < b.sizeId ? -1 : 1))) {
    await tx.execute(sql`UPDATE product_sizes SET quantity = quantity + ${line.quantity} WHERE id = ${line.sizeId}`);
  }
}

/**
 * Puts one returned piece back on sale in its size; null when the size no longer exists. Tells
 * whether the product itself is still active (an archived one stays off the shop).
 */
export async function restockPiece(tx: Db, productId: string, sizeId: string, quantity: number): Promise<{ productActive: boolean } | null> {
  const rows = await selectRows<{ quantity: number; product_status: string }>(
    tx,
    sql`UPDATE product_sizes s SET quantity = s.quantity + ${quantity} FROM products p
         WHERE s.id = ${sizeId} AND s.product_id = ${productId} AND p.id = s.product_id
     RETURNING s.quantity, p.status AS product_status`,
  );
  return rows[0] ? { productActive: rows[0].product_status === 'active' } : null;
}
