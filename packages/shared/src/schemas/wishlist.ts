import { z } from 'zod';
import { IdSchema, envelope } from './common';
import { ProductSummarySchema } from './catalogue';

/** Wishlist body (storefront §7): user_id must be the caller's own id. */
export const WishlistBodySchema = z.strictObject({ user_id: IdSchema, product_id: IdSchema });
export type WishlistBody = z.infer<typeof WishlistBodySchema>;

export const WishlistEntrySchema = z.object({
  _id: IdSchema,
  productDetails: ProductSummarySchema.extend({ description: z.string() }),
  createdAt: z.string(),
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;
export const WishlistResponseSchema = envelope(z.object({ wishlists: z.array(WishlistEntrySchema) }));
