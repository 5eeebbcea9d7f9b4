import { z } from 'zod';
import { EmailSchema, IdSchema, PhoneSchema, RupeesSchema, envelope, freeText, optionalText, requiredText } from './common';

/** Contact form (storefront §3, §5): all three fields required. */
export const ContactBodySchema = z.strictObject({
  name: requiredText('Name', 100),
  email: EmailSchema,
  message: requiredText('Message', 5000, { multiline: true }),
  product_id: IdSchema.optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const SELL_ITEM_TYPES = ['handbags', 'accessories', 'jewelry'] as const;
export const SELL_CONDITIONS = ['new', 'excellent', 'verygood', 'good', 'fair'] as const;
export const SELL_CONDITION_LABELS: Record<(typeof SELL_CONDITIONS)[number], string> = {
  new: 'New',
  excellent: 'Excellent',
  verygood: 'Very Good',
  good: 'Good',
  fair: 'Fair',
};

/** Sell-with-us form fields (catalogue §3); the photos come as files in the same multipart request. */
export const SellWithUsFieldsSchema = z.strictObject({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  email: EmailSchema,
  phone: PhoneSchema,
  address: requiredText('Pick-up address', 300, { multiline: true }),
  itemType: z.enum(SELL_ITEM_TYPES, { error: 'Please choose the type of item.' }),
  brand: requiredText('Brand', 80),
  productName: requiredText('Product name', 160),
  productCondition: z.enum(SELL_CONDITIONS, { error: 'Please choose the condition.' }),
  description: optionalText('Description', 3000, { multiline: true }),
  sellingPrice: z.coerce.number({ error: 'Selling price must be a number.' }).pipe(RupeesSchema).optional(),
  estimatedRetailPrice: z.coerce.number({ error: 'Retail price must be a number.' }).pipe(RupeesSchema).optional(),
});
export type SellWithUsFields = z.infer<typeof SellWithUsFieldsSchema>;

export const PRICE_RANGES = ['0-5000', '5000-10000', '10000-25000', '25000-50000', '50000+'] as const;

/** Request-a-product form (catalogue §3, §5). */
export const ProductRequestBodySchema = z.strictObject({
  productName: requiredText('Product name', 160),
  brand: requiredText('Brand', 80),
  description: requiredText('Description', 3000, { multiline: true }),
  imageUrl: freeText('Image URL', { max: 500 })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: /^https?$/, error: 'Image URL must be a web address (https://…).' }).optional()),
  priceRange: z.enum(PRICE_RANGES, { error: 'Please choose a price range.' }),
  contactEmail: EmailSchema,
  contactPhone: freeText('Phone', { max: 20 })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(PhoneSchema.optional()),
  additionalInfo: optionalText('Additional information', 2000, { multiline: true }),
});
export type ProductRequestBody = z.infer<typeof ProductRequestBodySchema>;

export const NewsletterBodySchema = z.strictObject({
  email: EmailSchema,
  source: z.enum(['popup', 'band', 'footer']).default('band'),
});

export const SubmissionResponseSchema = envelope(z.object({ _id: IdSchema }));
