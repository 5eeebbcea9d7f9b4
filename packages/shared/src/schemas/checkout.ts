import { z } from 'zod';
import { IdSchema, envelope, freeText } from './common';
import { CheckoutChoiceFields, OrderSchema, PaymentSchema } from './orders';

/** What the checkout summary asks the server: the totals are computed there, never on the client. */
export const CheckoutQuoteBodySchema = z.strictObject({
  ...CheckoutChoiceFields,
  /** The delivery address as typed so far: the quote says whether cash on delivery reaches it and when the order arrives. */
  zipCode: freeText('PIN Code', { max: 12 }).optional(),
  country: freeText('Country', { max: 20 }).optional(),
});
export type CheckoutQuoteBody = z.infer<typeof CheckoutQuoteBodySchema>;

export const CheckoutQuoteSchema = z.object({
  items: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  cod_fee: z.number(),
  credit_available: z.number(),
  credit_used: z.number(),
  total: z.number(),
  /** The coupon as the server judged it: applied with its description, or refused with the reason. */
  coupon: z.object({ code: z.string(), applied: z.boolean(), message: z.string(), description: z.string().nullable() }).nullable(),
  /** Layaway terms when every item is eligible (over ₹10,000), else null. */
  layaway: z
    .object({
      available: z.boolean(),
      deposit: z.number(),
      balance: z.number(),
      weeks: z.number().int(),
      due_at: z.string(),
      /** The suggested plan: the deposit now, then weekly instalments to the due date (any part may be paid at any time). */
      schedule: z.array(z.object({ due_at: z.string(), amount: z.number(), kind: z.enum(['deposit', 'instalment']) })),
    })
    .nullable(),
  /** Lines whose price comes from an accepted offer. */
  offers_applied: z.array(z.object({ product_id: IdSchema, price: z.number() })),
  /** Whether this order may be paid cash on delivery (the settings limit, the PIN code), and why not. */
  cod: z.object({ available: z.boolean(), reason: z.string().nullable(), limit: z.number() }),
  /** When the order would arrive at the PIN code given (dates in India), or null without one. */
  delivery: z.object({ metro: z.boolean(), earliest: z.string(), latest: z.string() }).nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;
export const CheckoutQuoteResponseSchema = envelope(CheckoutQuoteSchema);

/** The built-in test gateway's documented test data (docs and the checkout page show them). */
export const TEST_GATEWAY = {
  approvedCards: ['4111 1111 1111 1111', '5555 5555 5555 4444'],
  declinedCards: ['4000 0000 0000 0002'],
  approvedUpi: 'success@upi',
  declinedUpi: 'failure@upi',
  banks: ['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Kotak Mahindra Bank', 'Test Bank (declines)'],
  wallets: ['Paytm', 'PhonePe', 'Amazon Pay', 'Test Wallet (declines)'],
} as const;

const digitsOnly = (v: string) => v.replace(/[\s-]/g, '');

/** Luhn checksum over the digits of a card number. */
export function luhnValid(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY not in the past, at the given time. */
export function expiryValid(expiry: string, now: Date): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  return endOfMonth.getTime() > now.getTime();
}

export const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

export const CardDetailsSchema = z.strictObject({
  method: z.literal('card'),
  cardNumber: z.string().max(23).refine(luhnValid, { error: 'Please enter a valid card number.' }),
  cardName: freeText('Name on the card', { max: 80 }).min(1, { error: 'Please enter the name on the card.' }),
  expiryDate: z
    .string()
    .max(5)
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'Expiry must be MM/YY.' }),
  cvv: z.string().regex(/^\d{3}$/, { error: 'CVV must be 3 digits.' }),
});
export const UpiDetailsSchema = z.strictObject({
  method: z.literal('upi'),
  upiId: z.string().trim().max(300).regex(UPI_ID, { error: 'Please enter a valid UPI ID, like name@bank.' }),
});
export const NetbankingDetailsSchema = z.strictObject({
  method: z.literal('netbanking'),
  bank: z.enum(TEST_GATEWAY.banks, { error: 'Please choose your bank.' }),
});
export const WalletDetailsSchema = z.strictObject({
  method: z.literal('wallet'),
  wallet: z.enum(TEST_GATEWAY.wallets, { error: 'Please choose a wallet.' }),
});

/** What the shopper gives the (test) payment gateway to pay a created payment. Never stored or logged. */
export const GatewayPayBodySchema = z.strictObject({
  payment_id: IdSchema,
  details: z.discriminatedUnion('method', [CardDetailsSchema, UpiDetailsSchema, NetbankingDetailsSchema, WalletDetailsSchema], {
    error: 'Please choose a payment method.',
  }),
});
export type GatewayPayBody = z.infer<typeof GatewayPayBodySchema>;

/** The gateway's signed notice to the shop (webhook), HMAC-SHA256 over `payment_id|status|provider_ref`. */
export const PaymentCallbackBodySchema = z.strictObject({
  payment_id: IdSchema,
  status: z.enum(['captured', 'failed']),
  provider_ref: freeText('provider_ref', { min: 1, max: 100 }),
  reason: freeText('reason', { max: 200 }).optional(),
  signature: z.string().regex(/^[a-f0-9]{64}$/, { error: 'Invalid signature.' }),
});
export type PaymentCallbackBody = z.infer<typeof PaymentCallbackBodySchema>;

export const PaymentResultResponseSchema = envelope(z.object({ order: OrderSchema, payment: PaymentSchema }));

export const CouponValidateBodySchema = z.strictObject({
  code: freeText('Coupon code', { max: 40 }).min(1, { error: 'Please enter a coupon code.' }),
});
