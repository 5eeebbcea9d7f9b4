/**
 * The shop's settings, changed from the back office (`/admin/settings`) and read by every page
 * (`GET /api/settings/public`): the domestic shipping fee, the business's contact details, the
 * footer's social links, and the seller and HSN/rate table printed on GST tax invoices.
 */
import { z } from 'zod';
import { PIN_PREFIX } from '../rules/pincode';
import { MAX_AMOUNT_PAISE } from '../money';
import { RupeesSchema, freeText } from './common';
import { SUB_CATEGORIES, SUB_SUB_CATEGORIES, TAXONOMY } from '../catalogue/taxonomy';
import { isValidGstin } from '../rules/gst';
import { UPI_VPA } from '../rules/upi';

/** One row of the HSN/GST rate table. */
export const GstRateRowSchema = z.object({
  categoryId: z.string(),
  hsn: z.string(),
  ratePercent: z.number(),
  lowerRatePercent: z.number().optional(),
  lowerRateUpToRupees: z.number().optional(),
});

const TAXONOMY_IDS = new Set([...TAXONOMY.map((c) => c.id), ...SUB_CATEGORIES.map((c) => c.id), ...SUB_SUB_CATEGORIES.map((c) => c.id)]);
const GstRatePercentSchema = z
  .number({ error: 'A GST rate is a number of percent.' })
  .min(0, { error: 'A GST rate is between 0 and 40 percent.' })
  .max(40, { error: 'A GST rate is between 0 and 40 percent.' })
  .refine((v) => Math.round(v * 100) === v * 100, { error: 'A GST rate has at most two decimals.' });

const GstRateRowBodySchema = z
  .strictObject({
    categoryId: z.string().refine((id) => TAXONOMY_IDS.has(id), { error: 'Unknown category: use a category, sub-category or sub-sub-category id.' }),
    hsn: z
      .string()
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, { error: 'An HSN code is 4, 6 or 8 digits.' }),
    ratePercent: GstRatePercentSchema,
    lowerRatePercent: GstRatePercentSchema.optional(),
    lowerRateUpToRupees: RupeesSchema.optional(),
  })
  .refine((r) => (r.lowerRatePercent === undefined) === (r.lowerRateUpToRupees === undefined), {
    error: 'A lower rate needs both the rate and the value per piece it applies up to.',
  });

// ---- Delivery and cash on delivery by PIN code (issue 20) ----
const DayRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
/** The delivery promise and cash-on-delivery settings, as every page reads them. */
const DELIVERY_SETTING_FIELDS = {
  /** Cash on delivery is offered up to this order total, in rupees. */
  codLimit: z.number(),
  /** PIN-code prefixes cash on delivery does not reach (e.g. `744` for the Andaman Islands). */
  codBlockedPinPrefixes: z.array(z.string()),
  /** PIN-code prefixes of the metro cities, delivered in `deliveryDaysMetro`. */
  metroPinPrefixes: z.array(z.string()),
  /** Working days (Sundays excepted) from the order to delivery, metro and elsewhere. */
  deliveryDaysMetro: DayRangeSchema,
  deliveryDaysOther: DayRangeSchema,
};
const PinPrefixListSchema = z
  .array(z.string().trim().regex(PIN_PREFIX, { error: 'A PIN-code prefix is 1 to 6 digits, not starting with 0.' }))
  .max(200, { error: 'At most 200 PIN-code prefixes.' })
  .transform((list) => [...new Set(list)]);
const DayRangeBodySchema = z
  .strictObject({
    min: z.number().int().min(1, { error: 'Delivery takes at least 1 working day.' }).max(60, { error: 'At most 60 working days.' }),
    max: z.number().int().min(1, { error: 'Delivery takes at least 1 working day.' }).max(60, { error: 'At most 60 working days.' }),
  })
  .refine((r) => r.min <= r.max, { error: 'The fewest days cannot be more than the most days.' });
const DELIVERY_SETTING_BODY_FIELDS = {
  codLimit: RupeesSchema.optional(),
  codBlockedPinPrefixes: PinPrefixListSchema.optional(),
  metroPinPrefixes: PinPrefixListSchema.optional(),
  deliveryDaysMetro: DayRangeBodySchema.optional(),
  deliveryDaysOther: DayRangeBodySchema.optional(),
};
// ---- end of delivery and cash on delivery ----

// ---- UPI by intent and card EMI (issue 20) ----
const EmiPlanSettingSchema = z.object({ months: z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)]), annualRatePercent: z.number(), noCostFromRupees: z.number().nullable() });
const UPI_EMI_SETTING_FIELDS = {
  /** The shop's UPI id (VPA) that UPI intents and QR codes pay. */
  upiVpa: z.string(),
  /** The payee name UPI apps show. */
  upiPayeeName: z.string(),
  /** Card EMI is offered from this order total, in rupees. */
  emiMinOrder: z.number(),
  /** The tenures offered with their yearly interest and the total from which each is no-cost. */
  emiPlans: z.array(EmiPlanSettingSchema),
};
/** An amount of the EMI settings in rupees, named in its messages: whole paise (at most two decimals), 0 or more. */
const emiRupees = (what: string) =>
  z
    .number({ error: `${what} is an amount in rupees.` })
    .finite({ error: `${what} is an amount in rupees.` })
    .min(0, { error: `${what} cannot be negative.` })
    .max(MAX_AMOUNT_PAISE / 100, { error: `${what} is too large.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${what} is in rupees and paise: at most two decimals.` });
const UPI_EMI_SETTING_BODY_FIELDS = {
  upiVpa: z.string({ error: 'A UPI id is name@bank, for example tangerine@icici.' }).trim().regex(UPI_VPA, { error: 'A UPI id is name@bank, for example tangerine@icici.' }).optional(),
  upiPayeeName: freeText('Payee name', { min: 1, max: 50 }).optional(),
  emiMinOrder: emiRupees('The EMI minimum order').optional(),
  emiPlans: z
    .array(
      z.strictObject({
        months: z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)], { error: 'EMI runs 3, 6, 9 or 12 months.' }),
        annualRatePercent: z
          .number({ error: 'The interest is a number of percent.' })
          .min(0, { error: 'The interest is 0 to 36 percent a year.' })
          .max(36, { error: 'The interest is 0 to 36 percent a year.' })
          .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'The interest has at most two decimals.' }),
        noCostFromRupees: emiRupees('The no-cost threshold').nullable(),
      }),
      { error: 'The EMI plans are a list of tenures.' },
    )
    .max(4, { error: 'At most four EMI plans: 3, 6, 9 and 12 months.' })
    .refine((rows) => new Set(rows.map((r) => r.months)).size === rows.length, { error: 'Each tenure has at most one plan.' })
    .optional(),
};
// ---- end of UPI and EMI ----

export const ShopSettingsSchema = z.object({
  /** Domestic shipping fee in rupees; 0 shows as Free. */
  shippingFee: z.number(),
  businessName: z.string(),
  businessAddress: z.string(),
  businessPhone: z.string(),
  businessEmail: z.string(),
  businessHours: z.string(),
  /** The shop's page on each network; empty until the shop has one. */
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  twitterUrl: z.string(),
  youtubeUrl: z.string(),
  // ---- GST tax invoices (issue 20): the seller printed on every invoice, and the HSN/rate table ----
  /** The registered (legal) name on the GST registration. */
  gstLegalName: z.string(),
  /** The principal place of business as registered. */
  gstAddress: z.string(),
  /** The shop's state: a delivery there pays CGST + SGST, elsewhere IGST. */
  gstState: z.string(),
  gstin: z.string(),
  /** HSN code and GST rate per category (the most specific row wins; see rules/gst.ts). */
  gstRates: z.array(GstRateRowSchema),
  ...DELIVERY_SETTING_FIELDS,
  ...UPI_EMI_SETTING_FIELDS,
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** A social link: a full https address, or empty for none. */
const SocialUrlSchema = freeText('A social link', { max: 300 }).refine((v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), {
  error: 'A social link must be a full address starting with https://, or empty.',
});

/** Any subset of the settings; what is left out keeps its value. */
export const ShopSettingsBodySchema = z.strictObject({
  shippingFee: RupeesSchema.optional(),
  businessName: freeText('Business name', { min: 1, max: 100 }).optional(),
  businessAddress: freeText('Business address', { min: 1, max: 300, multiline: true }).optional(),
  businessPhone: freeText('Business phone', { min: 5, max: 30 }).optional(),
  businessEmail: z.email().optional(),
  businessHours: freeText('Business hours', { min: 1, max: 60 }).optional(),
  facebookUrl: SocialUrlSchema.optional(),
  instagramUrl: SocialUrlSchema.optional(),
  twitterUrl: SocialUrlSchema.optional(),
  youtubeUrl: SocialUrlSchema.optional(),
  // ---- GST tax invoices (issue 20) ----
  gstLegalName: freeText('Legal name', { min: 1, max: 120 }).optional(),
  gstAddress: freeText('Registered address', { min: 1, max: 300, multiline: true }).optional(),
  gstState: freeText('State', { min: 2, max: 60 }).optional(),
  gstin: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isValidGstin, { error: 'A GSTIN is 15 characters: the 2-digit state code, the PAN, the entity number, Z and a check character (for example 06AABCT1234F1ZU).' })
    .optional(),
  gstRates: z
    .array(GstRateRowBodySchema)
    .max(200)
    .refine((rows) => new Set(rows.map((r) => r.categoryId)).size === rows.length, { error: 'Each category has at most one row.' })
    .optional(),
  ...DELIVERY_SETTING_BODY_FIELDS,
  ...UPI_EMI_SETTING_BODY_FIELDS,
});
export type ShopSettingsBody = z.infer<typeof ShopSettingsBodySchema>;
