/**
 * What a returned line gives back. The order's coupon discount is spread over its lines in
 * proportion to their price; store credit spent on the order counts as paid; shipping and the COD
 * fee are never refunded (order policy). Returning every line gives back exactly what was paid for
 * the goods: subtotal − coupon, to the paisa.
 */

export interface RefundLine {
  id: string;
  /** Unit price × quantity, paise. */
  pricePaise: number;
  /** False when the coupon did not apply to this line (a sale item under a coupon that excludes them). Default true. */
  couponApplies?: boolean;
}

export interface RefundOrder {
  /** The order's lines, in a fixed order (the rounding paise go to the last). */
  lines: readonly RefundLine[];
  couponDiscountPaise: number;
  /** Store credit spent on the order, paise. */
  creditPaise: number;
}

export interface LineRefund {
  id: string;
  pricePaise: number;
  /** This line's share of the coupon discount, paise. */
  couponSharePaise: number;
  /** What the line gives back: price − coupon share, paise. */
  refundPaise: number;
  /** The part of refundPaise that was paid with store credit, paise (goods are taken as paid by credit first). */
  creditSharePaise: number;
}

/**
 * Splits `totalPaise` over `weights` in proportion: each part rounds down, the rounding paise go to
 * the last part. No part exceeds its weight when the total does not exceed their sum (a remainder
 * the last part cannot take moves to the part before it). Integer paise; exact sum.
 */
export function prorate(totalPaise: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('The amount to spread must be a whole number of paise, 0 or more.');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('Weights must be whole numbers, 0 or more.');
  if (weights.length === 0) {
    if (totalPaise === 0) return [];
    throw new RangeError('There is nothing to spread the amount over.');
  }
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) return weights.map((_, i) => (i === weights.length - 1 ? totalPaise : 0));
  // BigInt: total × weight can pass 2^53 for crore-sized orders.
  const parts = weights.map((w) => Number((BigInt(totalPaise) * BigInt(w)) / BigInt(sum)));
  let remainder = totalPaise - parts.reduce((a, p) => a + p, 0);
  for (let i = parts.length - 1; i >= 0 && remainder > 0; i--) {
    const room = i === 0 || totalPaise > sum ? remainder : Math.min(remainder, weights[i]! - parts[i]!);
    parts[i]! += room;
    remainder -= room;
  }
  return parts;
}

/** Each line's refund, paise. Sum of refundPaise = sum of prices − coupon discount. */
export function lineRefunds(order: RefundOrder): LineRefund[] {
  const prices = order.lines.map((l) => l.pricePaise);
  const subtotal = prices.reduce((a, p) => a + p, 0);
  const discount = Math.min(Math.max(0, order.couponDiscountPaise), subtotal);
  const applies = order.lines.map((l) => l.couponApplies !== false);
  const eligibleTotal = order.lines.reduce((a, l, i) => a + (applies[i] ? l.pricePaise : 0), 0);
  // If the flags cannot carry the discount (a coupon edited after the order), spread it over every line.
  const weights = eligibleTotal >= discount ? prices.map((p, i) => (applies[i] ? p : 0)) : prices;
  const couponShares = prorate(discount, weights);
  const refunds = prices.map((p, i) => p - couponShares[i]!);
  const goodsPaid = subtotal - discount;
  const creditShares = prorate(Math.min(Math.max(0, order.creditPaise), goodsPaid), refunds);
  return order.lines.map((l, i) => ({
    id: l.id,
    pricePaise: l.pricePaise,
    couponSharePaise: couponShares[i]!,
    refundPaise: refunds[i]!,
    creditSharePaise: creditShares[i]!,
  }));
}

/** The refund of one line of the order, paise. Throws when the line is not in the order. */
export function lineRefundPaise(order: RefundOrder, lineId: string): number {
  const line = lineRefunds(order).find((l) => l.id === lineId);
  if (!line) throw new RangeError(`Line ${lineId} is not part of this order.`);
  return line.refundPaise;
}
