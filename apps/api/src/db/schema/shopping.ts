/** The shop's tables: cart and wishlist. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, ownedRow } from './columns';
import { productSizes, products } from './products';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    ...ownedRow('userId', () => users.id),
    productId: requiredRef(() => products.id, { onDelete: 'cascade' }),
    sizeId: requiredRef(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_size_key').on(t.userId, t.sizeId), check('cart_items_quantity_check', sql`${t.quantity} >= 1`)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    ...ownedRow('userId', () => users.id),
    productId: requiredRef(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);
