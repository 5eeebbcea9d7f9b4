/** Consignment (issue 18): the seller's submission form, the staff steps and what both sides read. */
import { z } from 'zod';
import { MAX_AMOUNT_PAISE, toPaise } from '../money';
import { CONSIGNMENT_INCLUDED, CONSIGNMENT_STATUSES, MAX_COMMISSION_TIERS, commissionTiersProblem, type CommissionTier } from '../rules/consignment';
import { IdSchema, PhoneSchema, RupeesSchema, envelope, freeText, optionalText, requiredText } from './common';
import { SELL_CONDITIONS } from './inbox';

export const CONSIGNMENT_CATEGORIES = ['handbags', 'accessories', 'jewelry', 'watches', 'shoes', 'clothing'] as const;
export const CONSIGNMENT_CATEGORY_LABEL: Record<(typeof CONSIGNMENT_CATEGORIES)[number], string> = {
  handbags: 'Handbags',
  accessories: 'Accessories',
  jewelry: 'Jewellery',
  watches: 'Watches',
  shoes: 'Shoes',
  clothing: 'Clothing',
};

const positiveRupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .pipe(RupeesSchema)
    .refine((v) => v >= 1, { error: `${label} must be at least ₹1.` });

/** The text fields of a submission (multipart/form-data, the photos as `photos` files). */
export const ConsignmentSubmitFieldsSchema = z.strictObject({
  house: requiredText('House (brand)', 80),
  productName: requiredText('Piece', 160),
  category: z.enum(CONSIGNMENT_CATEGORIES, { error: 'Please choose the category.' }),
  condition: z.enum(SELL_CONDITIONS, { error: 'Please choose the condition.' }),
  /** Comma-separated: box, dust-bag, card, receipt. */
  included: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ]
        : [],
    )
    .pipe(z.array(z.enum(CONSIGNMENT_INCLUDED, { error: 'Included items are box, dust-bag, card and receipt.' }))),
  purchaseYear: z.coerce
    .number({ error: 'Purchase year must be a year.' })
    .int({ error: 'Purchase year must be a year.' })
    .min(1900, { error: 'Purchase year must be 1900 or later.' })
    .max(2100, { error: 'Purchase year is in the future.' })
    .optional(),
  askingPrice: positiveRupees('Asking price'),
  description: optionalText('Description', 3000, { multiline: true }),
  phone: PhoneSchema,
  pickupAddress: requiredText('Pick-up address', 300, { multiline: true }),
});
export type ConsignmentSubmitFields = z.infer<typeof ConsignmentSubmitFieldsSchema>;

export const ConsignmentStatusSchema = z.enum(CONSIGNMENT_STATUSES);

export const ConsignmentQuoteBodySchema = z.strictObject({ listing_price: positiveRupees('Listing price'), note: optionalText('Note', 1000, { multiline: true }) });
export const ConsignmentReasonBodySchema = z.strictObject({ reason: requiredText('Reason', 1000, { multiline: true }) });
export const ConsignmentPickupBodySchema = z.strictObject({
  pickup_at: z.iso.datetime({ offset: true, error: 'Give the pickup date and time.' }),
  note: optionalText('Pickup details', 1000, { multiline: true }),
});
export const ConsignmentNoteBodySchema = z.strictObject({ note: optionalText('Note', 1000, { multiline: true }) });
export const ConsignmentAuthenticateBodySchema = z.strictObject({
  result: z.enum(['pass', 'fail'], { error: 'The result is pass or fail.' }),
  notes: requiredText('Authentication notes', 2000, { multiline: true }),
});
export const ConsignmentListBodySchema = z.strictObject({ product_id: IdSchema });
export const ConsignmentPriceDropBodySchema = z.strictObject({ price: positiveRupees('New price') });
export const ConsignmentPaidBodySchema = z.strictObject({
  utr: freeText('UTR', { max: 22 }).pipe(z.string().regex(/^[A-Za-z0-9]{6,22}$/, { error: 'The UTR is 6 to 22 letters and digits.' })),
});
export const ConsignmentIntakeQuerySchema = z.object({
  status: ConsignmentStatusSchema.optional(),
  q: freeText('Search', { max: 100 }).optional(),
  seller: IdSchema.optional(),
});
export const PAYOUT_STATUSES = ['pending', 'due', 'paid', 'cancelled'] as const;
export const ConsignmentPayoutQuerySchema = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });

const iso = z.string().nullable();
/** A line of a piece's timeline; `photos` are shown with it (the authentication's). */
export const ConsignmentTimelineLineSchema = z.object({ at: z.string(), text: z.string(), photos: z.array(z.string()) });
export const ConsignmentSubmissionSchema = z.object({
  _id: IdSchema,
  status: ConsignmentStatusSchema,
  house: z.string(),
  product_name: z.string(),
  category: z.string(),
  condition: z.string(),
  included: z.array(z.string()),
  purchase_year: z.number().nullable(),
  asking_price: z.number(),
  description: z.string(),
  photos: z.array(z.string()),
  phone: z.string(),
  pickup_address: z.string(),
  quote: z
    .object({ listing_price: z.number(), commission_percent: z.number(), commission: z.number(), payout: z.number(), note: z.string().nullable(), expires_at: z.string(), open: z.boolean() })
    .nullable(),
  decline_reason: z.string().nullable(),
  pickup: z.object({ at: z.string(), note: z.string().nullable() }).nullable(),
  received_at: iso,
  authentication: z.object({ result: z.enum(['pass', 'fail']), notes: z.string(), at: z.string() }).nullable(),
  /** Photos staff took when authenticating the piece (-full.webp URLs), attached before or after the result. */
  auth_photos: z.array(z.string()),
  product_id: z.string().nullable(),
  listed_at: iso,
  price_drop: z.object({ price: z.number(), payout: z.number(), status: z.enum(['proposed', 'accepted', 'declined']), proposed_at: z.string() }).nullable(),
  withdrawal_fee: z.number().nullable(),
  seller: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  timeline: z.array(ConsignmentTimelineLineSchema),
  createdAt: z.string(),
});
export type ConsignmentSubmission = z.infer<typeof ConsignmentSubmissionSchema>;

export const ConsignmentPayoutSchema = z.object({
  _id: IdSchema,
  submission_id: IdSchema,
  product_name: z.string(),
  seller: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  order_id: IdSchema,
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  delivered_at: z.string(),
  due_at: z.string(),
  pay_by: z.string(),
  paid_at: iso,
  utr: z.string().nullable(),
});
export type ConsignmentPayout = z.infer<typeof ConsignmentPayoutSchema>;

export const ConsignmentLedgerSchema = z.object({
  balance: z.number(),
  paid_out: z.number(),
  entries: z.array(z.object({ _id: IdSchema, kind: z.string(), amount: z.number(), note: z.string(), submission_id: IdSchema.nullable(), createdAt: z.string() })),
});
export type ConsignmentLedger = z.infer<typeof ConsignmentLedgerSchema>;

export const ConsignmentSubmissionResponseSchema = envelope(ConsignmentSubmissionSchema);
export const ConsignmentSubmissionListResponseSchema = envelope(z.array(ConsignmentSubmissionSchema));
export const ConsignmentPayoutListResponseSchema = envelope(z.array(ConsignmentPayoutSchema));
export const ConsignmentPayoutResponseSchema = envelope(ConsignmentPayoutSchema);
export const ConsignmentLedgerResponseSchema = envelope(ConsignmentLedgerSchema);
/** What "Create listing" prefills in the product form. */
export const ConsignmentListingPrefillSchema = z.object({
  product_name: z.string(),
  brand_name: z.string(),
  price: z.number(),
  description: z.string(),
  images: z.array(z.string()),
  condition: z.string(),
  consignment_id: IdSchema,
});
export const ConsignmentListingPrefillResponseSchema = envelope(ConsignmentListingPrefillSchema);

// ---- settings (the stored `consignment` setting, edited in the back office) -------------------

/** An amount in rupees that is a whole number of paise. */
const settingRupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .finite({ error: `${label} must be an amount in rupees.` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(MAX_AMOUNT_PAISE / 100, { error: `${label} is too large.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label} is in whole paise: at most two decimals.` });
const wholeDays = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of days.` })
    .int({ error: `${label} is a whole number of days.` })
    .min(1, { error: `${label} is at least 1 day.` })
    .max(max, { error: `${label} is at most ${max} days.` });

/** One commission tier as staff write it: listing prices up to `up_to` rupees (null: every higher price) pay `percent`. */
export const CommissionTierInputSchema = z.strictObject({
  up_to: settingRupees('A tier’s upper price').nullable(),
  percent: z
    .number({ error: 'The commission must be a percentage.' })
    .min(0, { error: 'The commission is a percentage from 0 to 100.' })
    .max(100, { error: 'The commission is a percentage from 0 to 100.' }),
});
export type CommissionTierInput = z.infer<typeof CommissionTierInputSchema>;

/** The tiers in paise and basis points, as the rules and the stored setting hold them. */
export function commissionTiersFromInput(tiers: readonly CommissionTierInput[]): CommissionTier[] {
  return tiers.map((t) => ({ upToPaise: t.up_to === null ? null : toPaise(t.up_to), rateBp: Math.round(t.percent * 100 * 1e6) / 1e6 }));
}

export const ConsignmentSettingsBodySchema = z
  .strictObject({
    tiers: z.array(CommissionTierInputSchema, { error: 'The commission tiers are a list.' }).max(MAX_COMMISSION_TIERS, { error: `Keep at most ${MAX_COMMISSION_TIERS} commission tiers.` }),
    period_days: wholeDays('The consignment period', 730),
    quote_valid_days: wholeDays('The quote validity', 60),
    withdrawal_fee: settingRupees('The early-withdrawal fee'),
  })
  .superRefine((body, ctx) => {
    const problem = commissionTiersProblem(commissionTiersFromInput(body.tiers));
    if (problem) ctx.addIssue({ code: 'custom', path: ['tiers', problem.tier], message: problem.message });
  });
export type ConsignmentSettingsBody = z.infer<typeof ConsignmentSettingsBodySchema>;

/** The settings as the back office reads them, with the return window (the shop's return policy) for reference. */
export const ConsignmentSettingsDtoSchema = z.object({
  tiers: z.array(z.object({ up_to: z.number().nullable(), percent: z.number() })),
  period_days: z.number().int(),
  quote_valid_days: z.number().int(),
  withdrawal_fee: z.number(),
  return_window_hours: z.number(),
});
export type ConsignmentSettingsDto = z.infer<typeof ConsignmentSettingsDtoSchema>;
export const ConsignmentSettingsResponseSchema = envelope(ConsignmentSettingsDtoSchema);
