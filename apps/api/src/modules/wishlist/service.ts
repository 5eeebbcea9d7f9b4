import type { WishlistBody, WishlistEntry } from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import { productSummaries } from '../catalogue/service';

/** The spec's client sends its own user id; it must be the caller's. */
function assertSelf(actor: AuthUser, userId: string) {
  if (actor.id !== userId) throw forbidden('You can only change your own wishlist.');
}

export async function listWishlist(database: Database, userId: string): Promise<WishlistEntry[]> {
  const entries = await database.db
    .select({ id: wishlistItems.id, productId: wishlistItems.productId, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  const cards = await productSummaries(
    database,
    entries.map((e) => e.productId),
  );
  return entries.flatMap((e) => {
    const productDetails = cards.get(e.productId);
    return productDetails ? [{ _id: e.id, productDetails, createdAt: e.createdAt.toISOString() }] : [];
  });
}

/** Adds a product; adding one already there changes nothing. */
export async function addToWishlist(db: Db, actor: AuthUser, body: WishlistBody, now: Date): Promise<void> {
  assertSelf(actor, body.user_id);
  const product = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, body.product_id), eq(products.status, 'active')))
      .limit(1)
  )[0];
  if (!product) throw notFound('PRODUCT_NOT_FOUND');
  await db.insert(wishlistItems).values({ userId: actor.id, productId: body.product_id, createdAt: now }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Db, actor: AuthUser, body: WishlistBody): Promise<void> {
  assertSelf(actor, body.user_id);
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, actor.id), eq(wishlistItems.productId, body.product_id)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound('NOT_FOUND', 'That product is not in your wishlist.');
}
