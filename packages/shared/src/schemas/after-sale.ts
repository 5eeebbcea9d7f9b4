import { z } from 'zod';
import { OFFER_STATUSES } from '../rules/offers';
import { RETURN_STATUSES } from '../rules/returns';
import { EmailSchema, IdSchema, PhoneSchema, RupeesSchema, envelope, freeText, optionalText, requiredText } from './common';

/** Quote Your Price (storefront §3, §5): name, email, phone and price required; price at least 1. */
export const OfferBodySchema = z.strictObject({
  product_id: IdSchema,
  name: requiredText('Name', 100),
  email: EmailSchema,
  phone: PhoneSchema,
  whatsapp: freeText('WhatsApp number', { max: 20 })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(PhoneSchema.optional()),
  price: RupeesSchema.refine((v) => v >= 1, { error: 'Your price must be at least ₹1.' }),
  message: optionalText('Message', 2000, { multiline: true }),
});
export type OfferBody = z.infer<typeof OfferBodySchema>;

export const OfferSchema = z.object({
  _id: IdSchema,
  product_id: IdSchema,
  product_name: z.string(),
  price: z.number(),
  status: z.enum(OFFER_STATUSES),
  counter_price: z.number().nullable(),
  /** The price this shopper may buy at, while valid_until is in the future (accepted or countered). */
  agreed_price: z.number().nullable(),
  valid_until: z.string().nullable(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferResponseSchema = envelope(OfferSchema);
export const OfferListResponseSchema = envelope(z.array(OfferSchema));

export const ReturnRequestBodySchema = z.strictObject({
  order_item_id: IdSchema,
  reason: requiredText('Reason', 1000, { multiline: true }),
});
export const ReturnSchema = z.object({
  _id: IdSchema,
  order_item_id: IdSchema,
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  /** Why it was rejected. */
  decision_note: z.string().nullable(),
  /** The return label or pickup details, once approved. */
  instructions: z.string().nullable(),
  /** On receipt: back on sale (true) or not (false); null before. */
  restocked: z.boolean().nullable(),
  inspection_note: z.string().nullable(),
  /** Store credit issued, rupees; null until the credited step. */
  credit: z.number().nullable(),
  createdAt: z.string(),
  approved_at: z.string().nullable(),
  received_at: z.string().nullable(),
  credited_at: z.string().nullable(),
});
export const ReturnResponseSchema = envelope(ReturnSchema);

export const StoreCreditSchema = z.object({
  balance: z.number(),
  entries: z.array(z.object({ amount: z.number(), reason: z.string(), expires_at: z.string().nullable(), createdAt: z.string() })),
});
export type StoreCredit = z.infer<typeof StoreCreditSchema>;
export const StoreCreditResponseSchema = envelope(StoreCreditSchema);

/** Paying a layaway: any part of the balance (an instalment), or the whole balance when no amount is given. */
export const LayawayPayBodySchema = z.strictObject({
  paymentMethod: z.enum(['card', 'upi', 'netbanking', 'wallet']),
  amount: RupeesSchema.optional(),
});
