import { formatInr } from '../money';
import { POLICY } from '../policy';
import { layawayDepositPaise, layawayWeeks } from './layaway';

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
 * The order's amounts in paise: subtotal − coupon + shipping − store credit, plus the COD fee
 * when cash is left to collect. Credit pays the goods and shipping only: an order paid wholly by
 * store credit has nothing to collect at the door and takes no COD fee. The total never goes
 * below 0.
 */
export function orderAmounts(input: OrderAmountsInput): OrderAmounts {
  const couponDiscountPaise = Math.min(Math.max(0, input.couponDiscountPaise), input.subtotalPaise);
  const beforeCredit = input.subtotalPaise - couponDiscountPaise + input.shippingFeePaise;
  const creditPaise = Math.min(Math.max(0, input.availableCreditPaise), beforeCredit);
  const toCollect = beforeCredit - creditPaise;
  const codFee = toCollect > 0 ? codFeePaise(input.paymentMethod) : 0;
  return {
    subtotalPaise: input.subtotalPaise,
    couponDiscountPaise,
    shippingPaise: input.shippingFeePaise,
    codFeePaise: codFee,
    creditPaise,
    totalPaise: toCollect + codFee,
  };
}

/**
 * The layaway quote for an order: the deposit and balance are taken on the total as paid online
 * (layaway deposits are never cash on delivery, so the COD fee is never part of them), or null
 * when the total does not qualify.
 */
export function layawayQuote(input: Omit<OrderAmountsInput, 'paymentMethod'>): { totalPaise: number; weeks: number; depositPaise: number; balancePaise: number } | null {
  const { totalPaise } = orderAmounts({ ...input, paymentMethod: 'card' });
  const weeks = layawayWeeks(totalPaise);
  if (!weeks) return null;
  const depositPaise = layawayDepositPaise(totalPaise);
  return { totalPaise, weeks, depositPaise, balancePaise: totalPaise - depositPaise };
}

/**
 * Why layaway cannot be chosen for pieces at these unit prices (paise) paid this way, or null when
 * it can (catalogue §9): the deposit is paid online, and every piece is priced above the layaway
 * minimum. The total must qualify as well (`layawayQuote`).
 */
export function layawayRefusal(unitPricesPaise: readonly number[], method: PaymentMethod): string | null {
  if (method === 'cod') return 'Layaway deposits are paid online; please choose card, UPI, netbanking or a wallet.';
  if (unitPricesPaise.some((p) => p <= POLICY.layaway.minPriceExclusivePaise)) {
    return `Layaway is available for items above ${formatInr(POLICY.layaway.minPriceExclusivePaise).replace('.00', '')} each.`;
  }
  return null;
}
