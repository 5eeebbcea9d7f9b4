import { z } from 'zod';
import { POLICY } from '../policy';
import { ORDER_STATUSES } from '../rules/order-status';
import { checkPinCodeState } from '../rules/pincode';
import { RETURN_STATUSES } from '../rules/returns';
import { EmailSchema, IdSchema, PhoneSchema, envelope, freeText, requiredText } from './common';
import { EmiPlanSchema } from './upi-emi';

export const PAYMENT_METHODS = ['cod', 'card', 'upi', 'netbanking', 'wallet'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method.' });

const AddressFields = z.strictObject({
  firstName: requiredText('First name', 60),
  lastName: requiredText('Last name', 60),
  email: EmailSchema,
  phone: PhoneSchema,
  address: requiredText('Address', 300),
  city: requiredText('City', 80),
  state: requiredText('State', 80),
  country: z.enum(POLICY.countries, { error: 'Please choose a country.' }).default('India'),
  zipCode: requiredText('PIN Code', 12),
});
/** An Indian PIN code is 6 digits, does not start with 0 and belongs to the state given (rules/pincode). */
const pinCodeValid = (a: { country: string; zipCode: string; state: string }, ctx: z.core.$RefinementCtx) => {
  if (a.country !== 'India') return;
  const check = checkPinCodeState(a.zipCode, a.state);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, path: [check.field] });
};

/** The checkout billing form (storefront §3). */
export const AddressInputSchema = AddressFields.superRefine(pinCodeValid);
export type AddressInput = z.infer<typeof AddressInputSchema>;

type AddressField = keyof typeof AddressFields.shape;
/** An address as stored and sent back: the billing form's fields, each a plain string. */
export const AddressSchema = z.object({
  _id: IdSchema.optional(),
  ...(Object.fromEntries(Object.keys(AddressFields.shape).map((field) => [field, z.string()])) as Record<AddressField, z.ZodString>),
});
export type Address = z.infer<typeof AddressSchema>;

/** A saved address of the shopper's address book (profile and checkout). */
export const AddressBookBodySchema = AddressFields.extend({ isDefault: z.boolean().optional() }).superRefine(pinCodeValid);
export type AddressBookBody = z.infer<typeof AddressBookBodySchema>;
export const SavedAddressSchema = AddressSchema.extend({ _id: IdSchema, isDefault: z.boolean(), lastUsedAt: z.string() });
export type SavedAddress = z.infer<typeof SavedAddressSchema>;
export const SavedAddressListResponseSchema = envelope(z.array(SavedAddressSchema));
export const SavedAddressResponseSchema = envelope(SavedAddressSchema);

/**
 * Place-order body. The spec's fields (item_id, quantity, size, total_price) are accepted and ignored:
 * the order takes every cart line and the server computes every amount.
 */
/** What the shopper chooses at checkout: the quote and the order read the same choices. */
export const CheckoutChoiceFields = {
  paymentMethod: PaymentMethodSchema.default('cod'),
  couponCode: freeText('Coupon code', { max: 40 })
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  useCredit: z.boolean().optional(),
  layaway: z.boolean().optional(),
};

export const PlaceOrderBodySchema = z.strictObject({
  address: AddressInputSchema.optional(),
  address_id: IdSchema.optional(),
  ...CheckoutChoiceFields,
  shipping: z.literal('standard').optional(),
  item_id: z.unknown().optional(),
  quantity: z.unknown().optional(),
  size: z.unknown().optional(),
  total_price: z.unknown().optional(),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderItemSchema = z.object({
  _id: IdSchema,
  item_id: IdSchema,
  product_name: z.string(),
  images: z.array(z.string()),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  status: OrderStatusSchema,
  on_sale: z.boolean(),
  return_status: z.string().nullable(),
  /** The item's latest return, with what the shopper needs at each step. */
  return_request: z
    .object({
      _id: IdSchema,
      status: z.enum(RETURN_STATUSES),
      instructions: z.string().nullable(),
      decision_note: z.string().nullable(),
      credit: z.number().nullable(),
    })
    .nullable(),
  can_return: z.boolean(),
});

export const OrderHistorySchema = z.object({ status: z.string(), at: z.string(), note: z.string().nullable() });

export const OrderSchema = z.object({
  _id: IdSchema,
  status: OrderStatusSchema,
  createdAt: z.string(),
  total_price: z.number(),
  subtotal: z.number(),
  shipping: z.number(),
  cod_fee: z.number(),
  discount: z.number(),
  credit_used: z.number(),
  coupon_code: z.string().nullable(),
  /** How the order ships (the spec's `shipping_method`); the shop has one method, 'standard'. */
  shipping_method: z.string(),
  payment_method: PaymentMethodSchema,
  payment_status: z.string(),
  address: AddressSchema,
  order_items: z.array(OrderItemSchema),
  history: z.array(OrderHistorySchema),
  can_cancel: z.boolean(),
  hold_expires_at: z.string().nullable(),
  layaway: z.object({ deposit: z.number(), balance: z.number(), paid: z.number(), due_at: z.string(), weeks: z.number().int() }).nullable(),
  /** Entered by staff when the order ships; `tracking_url` is the carrier's tracking page. */
  tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string().nullable() }).nullable(),
  /** The GST tax invoice's number (TL/2026-27/000123) once the order is confirmed; its PDF is GET /api/order/{id}/invoice.pdf. */
  invoice_number: z.string().nullable(),
  /** The card EMI plan the order was paid in (issue 20): tenure, interest and monthly amount; null when paid in full. */
  emi: EmiPlanSchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderListResponseSchema = envelope(z.array(OrderSchema));
export const OrderDetailsResponseSchema = envelope(OrderSchema.extend({ id: IdSchema, total: z.number() }));

export const PaymentSchema = z.object({
  _id: IdSchema,
  method: PaymentMethodSchema,
  amount: z.number(),
  status: z.enum(['created', 'captured', 'failed', 'expired']),
  purpose: z.enum(['order', 'layaway_deposit', 'layaway_balance']),
  expires_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PlaceOrderResponseSchema = envelope(
  z.object({
    order: OrderSchema,
    /** Present when the order waits for an online payment (pay it through the gateway within 15 minutes). */
    payment: PaymentSchema.nullable(),
  }),
);
