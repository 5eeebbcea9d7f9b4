/**
 * The shopper's cart. Prices are never stored here: a line shows the product's current selling
 * price, read from the database. Quantities never exceed the stock of the chosen size.
 */
import { canAddQuantity, toRupees, type AddCartItemBody, type CartItem } from '@shop/shared';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { heldUntil } from '../orders/holds';

/** A cart line as read. `_id` to `quantity` carry the API's names and go out as they are (`toCartItem`); the rest is for pricing, stock and display. */
export interface CartLine {
  _id: string;
  product_id: string;
  size_id: string;
  size: string;
  quantity: number;
  stock: number;
  effective_price_paise: number;
  on_sale: boolean;
  product_name: string;
  brand_name: string | null;
  status: string;
  image: string | null;
}

/** Cart lines with what the order will need: current price, stock, name and first image. */
export async function cartLines(db: Db, userId: string, lock = false): Promise<CartLine[]> {
  return selectRows<CartLine>(
    db,
    sql`SELECT c.id AS _id, c.product_id, c.size_id, s.size, c.quantity, s.quantity AS stock, p.effective_price_paise,
               p.on_sale, p.product_name, p.brand_name, p.status,
               (SELECT url FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1) AS image
          FROM cart_items c
          JOIN product_sizes s ON s.id = c.size_id
          JOIN products p ON p.id = c.product_id
         WHERE c.user_id = ${userId}
         ORDER BY c.created_at, c.id ${lock ? sql`FOR UPDATE OF c` : sql``}`,
  );
}

function toCartItem({ effective_price_paise, status, stock, on_sale: _onSale, product_name, brand_name, image, ...line }: CartLine, heldUntil: string | null): CartItem {
  return {
    ...line,
    price: toRupees(effective_price_paise),
    available: status === 'active' ? stock : 0,
    held_until: heldUntil,
    product: { product_name, images: image ? [image] : [], brand: brand_name },
  };
}

/**
 * The cart as its owner sees it at `now`. A line short of stock says whether other shoppers' unpaid
 * orders hold the size (their payment under way), and when the last of those holds lapses.
 */
export async function getCart(database: Database, userId: string, now: Date): Promise<CartItem[]> {
  const lines = await cartLines(database.db, userId);
  const until = await heldUntil(
    database,
    lines.filter((l) => l.status === 'active' && l.stock < l.quantity),
    userId,
    now,
  );
  return lines.map((line) => toCartItem(line, until.get(line.size_id) ?? null));
}

function outOfStock(name: string, size: string, stock: number, inCart: number): AppError {
  const left = stock - inCart;
  const message =
    stock <= 0
      ? `Sorry, ${name} (size ${size}) is sold out.`
      : left <= 0
        ? `Your cart already holds all ${stock} of ${name} in size ${size}.`
        : `Only ${left} more of ${name} in size ${size} can be added.`;
  return new AppError(409, 'OUT_OF_STOCK', message);
}

/** Adds a product size; the same product and size adds to the existing line, never beyond stock. */
export async function addCartItem(database: Database, userId: string, body: AddCartItemBody): Promise<void> {
  const size = (
    await database.query<{ product_id: string; size: string; quantity: number; status: string; product_name: string }>(
      `SELECT s.product_id, s.size, s.quantity, p.status, p.product_name
         FROM product_sizes s JOIN products p ON p.id = s.product_id WHERE s.id = $1`,
      [body.size_id],
    )
  )[0];
  if (!size || size.status !== 'active') throw notFound('PRODUCT_NOT_FOUND');
  if (size.product_id !== body.product_id) throw badRequest('SIZE_NOT_FOUND', undefined, [{ path: 'body.size_id', message: 'This size belongs to another product.' }]);
  const existing = (await database.query<{ quantity: number }>('SELECT quantity FROM cart_items WHERE user_id = $1 AND size_id = $2', [userId, body.size_id]))[0];
  const inCart = existing?.quantity ?? 0;
  if (!canAddQuantity(size.quantity, inCart, body.quantity)) throw outOfStock(size.product_name, size.size, size.quantity, inCart);
  // The stock bound is checked again inside the statement, so two quick adds cannot pass it together.
  const rows = await database.query(
    `INSERT INTO cart_items (user_id, product_id, size_id, quantity)
     SELECT $1, $2, $3, $4 WHERE $4 <= (SELECT quantity FROM product_sizes WHERE id = $3)
     ON CONFLICT (user_id, size_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
       WHERE cart_items.quantity + EXCLUDED.quantity <= (SELECT quantity FROM product_sizes WHERE id = EXCLUDED.size_id)
     RETURNING id`,
    [userId, body.product_id, body.size_id, body.quantity],
  );
  if (rows.length === 0) throw outOfStock(size.product_name, size.size, size.quantity, inCart);
}

/** Sets a line's quantity (the cart panel's minus and plus), within the size's stock. */
export async function updateCartItem(database: Database, userId: string, lineId: string, quantity: number): Promise<void> {
  const line = (
    await database.query<{ stock: number; size: string; product_name: string; quantity: number }>(
      `SELECT s.quantity AS stock, s.size, p.product_name, c.quantity FROM cart_items c
         JOIN product_sizes s ON s.id = c.size_id JOIN products p ON p.id = c.product_id
        WHERE c.id = $1 AND c.user_id = $2`,
      [lineId, userId],
    )
  )[0];
  if (!line) throw notFound('CART_ITEM_NOT_FOUND');
  if (quantity > line.stock) throw outOfStock(line.product_name, line.size, line.stock, 0);
  await database.query('UPDATE cart_items SET quantity = $3 WHERE id = $1 AND user_id = $2', [lineId, userId, quantity]);
}

/** Removes a line. Another shopper's line answers 404, like a line that does not exist, so ids do not leak. */
export async function removeCartItem(db: Db, userId: string, lineId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('CART_ITEM_NOT_FOUND');
}
