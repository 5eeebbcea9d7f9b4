import { z } from 'zod';
import { IdSchema, envelope, freeText } from './common';

/**
 * Add-to-cart body (storefront §7). `price` and `size` are accepted because the spec's client sends
 * them, and ignored: the server reads price and size from the database.
 */
export const AddCartItemBodySchema = z.strictObject({
  product_id: IdSchema,
  size_id: IdSchema,
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .int({ error: 'Quantity must be a whole number.' })
    .min(1, { error: 'Quantity must be at least 1.' })
    .max(100, { error: 'Quantity is too large.' }),
  size: freeText('Size', { max: 40 }).optional(),
  price: z.unknown().optional(),
});
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;

export const UpdateCartItemBodySchema = z.strictObject({
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .int({ error: 'Quantity must be a whole number.' })
    .min(1, { error: 'Quantity must be at least 1.' })
    .max(100, { error: 'Quantity is too large.' }),
});

export const CartItemSchema = z.object({
  _id: IdSchema,
  product_id: IdSchema,
  size_id: IdSchema,
  size: z.string(),
  quantity: z.number().int(),
  /** Current selling price in rupees, read from the product. */
  price: z.number(),
  /** How many of this size are in stock now. */
  available: z.number().int(),
  /**
   * When there is less than the line asks for because another shopper's order holds the size while
   * its payment is under way: when the last such hold lapses (ISO time), and the piece comes back
   * unless that payment goes through. Null otherwise (sold, or enough in stock).
   */
  held_until: z.string().nullable(),
  product: z.object({ product_name: z.string(), images: z.array(z.string()), brand: z.string().nullable() }),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartResponseSchema = envelope(z.array(CartItemSchema));
