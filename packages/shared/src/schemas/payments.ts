/** Payments and refunds as records: what staff see on an order and in the refunds list. */
import { z } from 'zod';
import { PageQuerySchema, pageOf } from './common';
import { PaymentMethodSchema } from './orders';
import { EmiPlanSchema } from './upi-emi';

export const REFUND_STATUSES = ['due', 'done', 'failed'] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES, { error: 'status must be due, done or failed.' });
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** Why money goes back: the order was cancelled, the parcel came back, or the capture arrived after the order closed. */
export const REFUND_REASONS = ['cancelled', 'returned-to-origin', 'late-capture'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Which gateway takes the shop's payments; the storefront says so while it is the test gateway. */
export const PaymentGatewayInfoSchema = z.object({ provider: z.string(), name: z.string(), test: z.boolean() });
export type PaymentGatewayInfo = z.infer<typeof PaymentGatewayInfoSchema>;

/** One payment attempt as staff see it (every attempt is kept: created, failed, lapsed, captured). */
export const PaymentRecordSchema = z.object({
  _id: z.string(),
  provider: z.string(),
  method: PaymentMethodSchema,
  purpose: z.enum(['order', 'layaway_deposit', 'layaway_balance']),
  amount: z.number(),
  status: z.enum(['created', 'captured', 'failed', 'expired']),
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  captured_at: z.string().nullable(),
  /** The card EMI plan recorded on the payment (issue 20), or null when it is paid in full. */
  emi: EmiPlanSchema.nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const RefundSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  payment_id: z.string(),
  provider: z.string(),
  method: PaymentMethodSchema,
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  status: RefundStatusSchema,
  /** The captured payment's gateway reference. */
  payment_reference: z.string().nullable(),
  /** The refund's gateway reference (or the one staff entered when it was settled by hand). */
  reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  attempts: z.number().int(),
  customer_email: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const OrderPaymentsSchema = z.object({ payments: z.array(PaymentRecordSchema), refunds: z.array(RefundSchema) });
export type OrderPayments = z.infer<typeof OrderPaymentsSchema>;

export const StaffRefundQuerySchema = PageQuerySchema.extend({ status: RefundStatusSchema.optional() });
export type StaffRefundQuery = z.infer<typeof StaffRefundQuerySchema>;

export const StaffRefundPageSchema = pageOf('refunds', RefundSchema).extend({
  /** Everything not yet refunded (due or failed), in rupees. */
  outstanding: z.number(),
});
export type StaffRefundPage = z.infer<typeof StaffRefundPageSchema>;

/** Staff settled a refund outside the gateway (e.g. a bank transfer) and record its reference. */
export const RefundDoneBodySchema = z.strictObject({
  reference: z
    .string({ error: 'Please enter the refund reference.' })
    .trim()
    .min(1, { error: 'Please enter the refund reference.' })
    .max(100, { error: 'The reference can be at most 100 characters.' }),
});
export type RefundDoneBody = z.infer<typeof RefundDoneBodySchema>;

/** Payment methods as a sentence names them ("refunded to your UPI"). */
export const PAYMENT_METHOD_NAMES: Record<z.infer<typeof PaymentMethodSchema>, string> = {
  cod: 'cash on delivery',
  card: 'card',
  upi: 'UPI',
  netbanking: 'netbanking',
  wallet: 'wallet',
};
