/** UPI by intent and card EMI at the payment step (issue 20). */
import { z } from 'zod';
import { IdSchema, envelope } from './common';

export const PaymentParamsSchema = z.object({ paymentId: IdSchema });

/** What the UPI step shows: the intent link (a button on phones) and the same link as a QR code (desktop). */
export const UpiIntentSchema = z.object({
  payment_id: IdSchema,
  /** `upi://pay?pa=…&pn=…&am=…&tr=…&tn=…&cu=INR` */
  intent: z.string(),
  /** The intent as a QR code, an SVG document. */
  qr_svg: z.string(),
  /** In rupees: the payment's amount, the same as `am` of the intent. */
  amount: z.number(),
  payee_vpa: z.string(),
  payee_name: z.string(),
  /** The transaction reference (`tr`). */
  reference: z.string(),
  /** The order's hold: pay before this or the order lapses. */
  expires_at: z.string().nullable(),
});
export type UpiIntent = z.infer<typeof UpiIntentSchema>;
export const UpiIntentResponseSchema = envelope(UpiIntentSchema);

const EmiMonthsSchema = z.union([z.literal(3), z.literal(6), z.literal(9), z.literal(12)], { error: 'EMI runs 3, 6, 9 or 12 months.' });

/** An EMI plan as the API answers it (rupees). */
export const EmiPlanSchema = z.object({
  months: z.number().int(),
  annual_rate_percent: z.number(),
  no_cost: z.boolean(),
  monthly: z.number(),
  interest: z.number(),
  total: z.number(),
});
export type EmiPlanDto = z.infer<typeof EmiPlanSchema>;

/** The shopper pays a created card payment in EMI: the tenure is recorded on the payment before paying. */
export const EmiChoiceBodySchema = z.strictObject({ months: EmiMonthsSchema });
export type EmiChoiceBody = z.infer<typeof EmiChoiceBodySchema>;
export const PaymentEmiResponseSchema = envelope(EmiPlanSchema.extend({ payment_id: IdSchema }));
