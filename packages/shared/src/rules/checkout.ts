import { POLICY } from '../policy';

export type PaymentMethod = 'cod' | 'card' | 'upi' | 'netbanking' | 'wallet';

export interface OrderAmountsInput {
  subtotalPaise: number;
  couponDiscountPaise: number;
  shippingFeePaise: number;
  paymentMethod: PaymentMethod;
  /** Store credit the shopper has available; only what the order needs is used. */
  availableCreditPaise: number;
}

export interface OrderAmounts {
  subtotalPaise: number;
  couponDiscountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  creditPaise: number;
  totalPaise: number;
}

/** Cash on delivery fee: ₹40 on COD orders only (storefront §9). Paise. */
export function codFeePaise(method: PaymentMethod): number {
  return method === 'cod' ? POLICY.codFeePaise : 0;
}

/**
 * The order's amounts in paise: subtotal − coupon + shipping + COD fee − store credit.
 * Credit covers at most what is left to pay; the total never goes below 0.
 */
export function orderAmounts(input: OrderAmountsInput): OrderAmounts {
  const couponDiscountPaise = Math.min(Math.max(0, input.couponDiscountPaise), input.subtotalPaise);
  const codFee = codFeePaise(input.paymentMethod);
  const beforeCredit = input.subtotalPaise - couponDiscountPaise + input.shippingFeePaise + codFee;
  const creditPaise = Math.min(Math.max(0, input.availableCreditPaise), beforeCredit);
  return {
    subtotalPaise: input.subtotalPaise,
    couponDiscountPaise,
    shippingPaise: input.shippingFeePaise,
    codFeePaise: codFee,
    creditPaise,
    totalPaise: beforeCredit - creditPaise,
  };
}
