/**
 * The back office (`/api/admin/*`): what staff send and what they get back. The API validates and
 * serialises with these schemas; the admin screens use the inferred types. (Adding and editing
 * products, the staff product table and the CSV import report live in ./catalogue.)
 */
import { z } from 'zod';
import { OFFER_STATUSES } from '../rules/offers';
import { OfferSchema, ReturnSchema } from './after-sale';
import { AddBrandBodySchema, BrandSchema, StaffProductRowSchema } from './catalogue';
import { UserSchema } from './auth';
import { IdSchema, PageQuerySchema, RupeesSchema, freeText, pageOf, optionalText, requiredText } from './common';
import { CARRIERS, TRACKING_NUMBER } from '../rules/tracking';
import { OrderStatusSchema } from './orders';

// ---- dashboard, outbox, audit log ---------------------------------------------------------

export const DashboardSchema = z.object({
  today: z.object({ orders: z.number(), sales: z.number() }),
  week: z.object({ orders: z.number(), sales: z.number() }),
  orders_by_status: z.record(z.string(), z.number()),
  open_offers: z.number(),
  open_returns: z.number(),
  open_inbox: z.number(),
  out_of_stock: z.object({ count: z.number(), products: z.array(z.object({ _id: z.string(), product_name: z.string(), brand: z.string().nullable() })) }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const OutboxQuerySchema = PageQuerySchema.extend({ kind: freeText('kind', { max: 40 }).optional() });
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

/** One mail as stored (times as the database writes them, e.g. `2026-11-22 10:00:00+00`). */
export const OutboxMailSchema = z.object({
  id: z.string(),
  to_address: z.string(),
  subject: z.string(),
  body_text: z.string(),
  kind: z.string(),
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxPageSchema = pageOf('mails', OutboxMailSchema);
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const AuditEntrySchema = z.object({
  /** A bigserial: a number from PGlite, a string from PostgreSQL. */
  id: z.union([z.number(), z.string()]),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.unknown(),
  created_at: z.string(),
  /** The staff member's email; null for the system. */
  actor: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = pageOf('entries', AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ---- catalogue ---------------------------------------------------------------------------------

export const StaffProductPageSchema = pageOf('products', StaffProductRowSchema);
export type StaffProductPage = z.infer<typeof StaffProductPageSchema>;

// ---- brands -------------------------------------------------------------------------------------

/** A brand in the back office: `product_count` counts what is for sale, `all_products` every product (sold, archived). */
export const StaffBrandSchema = BrandSchema.extend({ product_count: z.number().int(), all_products: z.number().int() });
export type StaffBrand = z.infer<typeof StaffBrandSchema>;

/** What changes; the image is an uploaded picture's URL, or null to remove it. */
export const UpdateBrandBodySchema = z.strictObject({
  name: AddBrandBodySchema.shape.name.optional(),
  description: AddBrandBodySchema.shape.description.optional(),
  image: freeText('Brand image', { max: 300 }).nullable().optional(),
});
export type UpdateBrandBody = z.infer<typeof UpdateBrandBodySchema>;

/** One stored upload: the -full.webp URL and the name the file was sent with. */
export const UploadedImageSchema = z.object({ url: z.string(), filename: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

// ---- orders ------------------------------------------------------------------------------------

/** The staff order table's filters: `from` inclusive, `to` exclusive. */
export const StaffOrderQuerySchema = PageQuerySchema.extend({
  status: OrderStatusSchema.optional(),
  from: z.coerce.date({ error: 'from must be a date.' }).optional(),
  to: z.coerce.date({ error: 'to must be a date.' }).optional(),
  search: freeText('Search', { max: 100 }).optional(),
});
export type StaffOrderQuery = z.infer<typeof StaffOrderQuerySchema>;

export const StaffOrderRowSchema = z.object({
  _id: z.string(),
  status: z.string(),
  createdAt: z.string(),
  total_price: z.number(),
  payment_method: z.string(),
  payment_status: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  items: z.number(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderPageSchema = pageOf('orders', StaffOrderRowSchema);
export type StaffOrderPage = z.infer<typeof StaffOrderPageSchema>;

/** A status move; moving to Shipped may carry the carrier and tracking number (both or neither). */
export const StaffOrderStatusBodySchema = z
  .strictObject({
    status: OrderStatusSchema,
    note: freeText('Note', { max: 500, multiline: true }).optional(),
    carrier: z.enum(CARRIERS, { error: 'Please choose a carrier from the list.' }).optional(),
    tracking_number: z.string().trim().regex(TRACKING_NUMBER, { error: 'A tracking number is 6 to 30 letters, digits or hyphens.' }).optional(),
  })
  .refine((b) => (b.carrier === undefined) === (b.tracking_number === undefined), {
    error: 'Please enter both the carrier and the tracking number.',
    path: ['tracking_number'],
  })
  .refine((b) => b.carrier === undefined || b.status === 'Shipped', { error: 'A carrier and tracking number go with the move to Shipped.', path: ['carrier'] });
export type StaffOrderStatusBody = z.infer<typeof StaffOrderStatusBodySchema>;

// ---- offers (Quote Your Price) -----------------------------------------------------------------

export const StaffOfferQuerySchema = z.object({ status: z.enum(OFFER_STATUSES).optional() });
export type StaffOfferQuery = z.infer<typeof StaffOfferQuerySchema>;

export const StaffOfferSchema = OfferSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  message: z.string().nullable(),
  listed_price: z.number(),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

export const StaffOfferCounterBodySchema = z.strictObject({ price: RupeesSchema });
export type StaffOfferCounterBody = z.infer<typeof StaffOfferCounterBodySchema>;

/** The body may be left out altogether. */
export const StaffOfferDeclineBodySchema = z.strictObject({ note: freeText('Note', { max: 1000, multiline: true }).optional() }).optional();
export type StaffOfferDeclineBody = z.infer<typeof StaffOfferDeclineBodySchema>;

// ---- returns -----------------------------------------------------------------------------------

export const StaffReturnQuerySchema = z.object({ status: ReturnSchema.shape.status.optional() });
export type StaffReturnQuery = z.infer<typeof StaffReturnQuerySchema>;

/** `amount`: what the return gives back (the line's price less its share of the coupon), rupees. */
export const StaffReturnSchema = ReturnSchema.extend({ product_name: z.string(), size: z.string(), order_id: z.string(), email: z.string(), price: z.number(), amount: z.number() });
export type StaffReturn = z.infer<typeof StaffReturnSchema>;

export const StaffReturnApproveBodySchema = z.strictObject({ instructions: requiredText('Return label or pickup details', 1000, { multiline: true }) });
export type StaffReturnApproveBody = z.infer<typeof StaffReturnApproveBodySchema>;

/** On receipt: back on sale (stock +1 for its size) or not; a piece kept off sale needs a note saying why. */
export const StaffReturnReceiveBodySchema = z
  .strictObject({
    restock: z.boolean({ error: 'Choose whether the piece goes back on sale.' }),
    note: optionalText('Inspection note', 1000, { multiline: true }),
  })
  .refine((b) => b.restock || b.note !== undefined, { path: ['note'], error: 'Say why the piece is not going back on sale (for example, the damage found).' });
export type StaffReturnReceiveBody = z.infer<typeof StaffReturnReceiveBodySchema>;

export const StaffReturnRejectBodySchema = z.strictObject({ reason: requiredText('Reason', 1000, { multiline: true }) });
export type StaffReturnRejectBody = z.infer<typeof StaffReturnRejectBodySchema>;

// ---- coupons -----------------------------------------------------------------------------------

export const COUPON_KINDS = ['percent', 'fixed'] as const;

export const CouponBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(3, { error: 'A code has 3 to 40 letters, digits or dashes.' })
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/, { error: 'A code has 3 to 40 letters, digits or dashes.' })
      .transform((v) => v.toUpperCase()),
    description: freeText('Description', { max: 200 }).default(''),
    kind: z.enum(COUPON_KINDS),
    /** Percent (1–100) or rupees. */
    value: z.number().positive({ error: 'The value must be above 0.' }),
    min_order: RupeesSchema.default(0),
    starts_at: z.coerce.date().nullable().default(null),
    ends_at: z.coerce.date().nullable().default(null),
    usage_limit: z.number().int().min(1).nullable().default(null),
    per_user_limit: z.number().int().min(1).nullable().default(null),
    excludes_sale_items: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine((c) => c.kind !== 'percent' || (Number.isInteger(c.value) && c.value <= 100), { error: 'A percent coupon is a whole number from 1 to 100.', path: ['value'] })
  .refine((c) => !c.starts_at || !c.ends_at || c.starts_at < c.ends_at, { error: 'The coupon must start before it ends.', path: ['ends_at'] });
/** What a client sends to create or edit a coupon (dates as ISO strings; the API reads them as Dates). */
export type CouponBody = z.input<typeof CouponBodySchema>;

export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent (1–100) or rupees. */
  value: z.number(),
  min_order: z.number(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit: z.number().nullable(),
  per_user_limit: z.number().nullable(),
  excludes_sale_items: z.boolean(),
  active: z.boolean(),
  uses: z.number(),
  discount_given: z.number(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** One order that used a coupon. */
export const CouponRedemptionSchema = z.object({ order_id: z.string(), email: z.string(), discount: z.number(), createdAt: z.string() });
export type CouponRedemption = z.infer<typeof CouponRedemptionSchema>;

// ---- inbox -------------------------------------------------------------------------------------

export const INBOX_KINDS = ['contact', 'sell-with-us', 'product-requests', 'newsletter'] as const;
export const InboxKindSchema = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof InboxKindSchema>;

export const InboxParamsSchema = z.object({ kind: InboxKindSchema });

export const InboxQuerySchema = z.object({ handled: z.enum(['true', 'false', 'all']).default('all') });
export type InboxHandledFilter = z.infer<typeof InboxQuerySchema>['handled'];

/** One row as stored; the other columns differ by kind (contact: name, email, message, …). */
export const InboxItemSchema = z.looseObject({ id: z.string(), handled_at: z.string().nullable(), created_at: z.string() });
export type InboxItem = z.infer<typeof InboxItemSchema>;

/** The body may be left out: it marks the item handled. */
export const InboxHandledBodySchema = z.strictObject({ handled: z.boolean().default(true) }).optional();
export type InboxHandledBody = z.infer<typeof InboxHandledBodySchema>;

// ---- accounts ----------------------------------------------------------------------------------

/** The back office's account list: search by name or email. */
export const StaffUserQuerySchema = PageQuerySchema.extend({ search: freeText('Search', { max: 100 }).optional() });
export type StaffUserQuery = z.infer<typeof StaffUserQuerySchema>;

export const StaffUserSchema = UserSchema.extend({ disabled_at: z.string().nullable() });
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const StaffUserPageSchema = pageOf('users', StaffUserSchema);
export type StaffUserPage = z.infer<typeof StaffUserPageSchema>;

export const StaffUserParamsSchema = z.object({ id: IdSchema });
