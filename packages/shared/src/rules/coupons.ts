export interface CouponTerms {
  kind: 'percent' | 'fixed';
  /** Percent (1–100) for percent coupons; paise for fixed ones. */
  value: number;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  active: boolean;
  excludesSaleItems: boolean;
  /** A coupon issued to one address (the welcome coupon): only the account with that email may use it. */
  boundEmail?: string | null;
  /** Only for a shopper's first order. */
  firstOrderOnly?: boolean;
}

export interface CouponUse {
  totalUses: number;
  usesByShopper: number;
  /** The shopper's account email (compared without case with `boundEmail`). */
  shopperEmail?: string;
  /** The shopper's earlier orders that were not cancelled. */
  earlierOrders?: number;
}

export type CouponRefusal = 'COUPON_INVALID' | 'COUPON_NOT_YOURS' | 'COUPON_NOT_STARTED' | 'COUPON_EXPIRED' | 'COUPON_MIN_ORDER' | 'COUPON_USED_UP' | 'COUPON_ALREADY_USED' | 'COUPON_FIRST_ORDER';

export interface CouponBasket {
  subtotalPaise: number;
  saleSubtotalPaise: number;
}

export type CouponState = 'disabled' | 'scheduled' | 'expired' | 'used up' | 'active';

/**
 * Where a coupon is in its life at `now`, before any shopper or basket: disabled by staff, not yet
 * started, past its end, used as many times as its limit allows, or active. Staff see this on the
 * coupon list; checkout refuses every state but active (`evaluateCoupon`).
 */
export function couponState(coupon: Pick<CouponTerms, 'active' | 'startsAt' | 'endsAt' | 'usageLimit'>, totalUses: number, now: Date): CouponState {
  if (!coupon.active) return 'disabled';
  if (coupon.startsAt && now < coupon.startsAt) return 'scheduled';
  if (coupon.endsAt && now > coupon.endsAt) return 'expired';
  if (coupon.usageLimit != null && totalUses >= coupon.usageLimit) return 'used up';
  return 'active';
}

/**
 * Checks a coupon against the basket and its uses and returns the discount in paise.
 * Percent discounts round down to the paisa; a discount never exceeds what it applies to.
 */
export function evaluateCoupon(coupon: CouponTerms, use: CouponUse, basket: CouponBasket, now: Date): { ok: true; discountPaise: number } | { ok: false; reason: CouponRefusal } {
  const state = couponState(coupon, use.totalUses, now);
  if (state === 'disabled') return { ok: false, reason: 'COUPON_INVALID' };
  if (coupon.boundEmail && coupon.boundEmail.toLowerCase() !== (use.shopperEmail ?? '').toLowerCase()) return { ok: false, reason: 'COUPON_NOT_YOURS' };
  if (state === 'scheduled') return { ok: false, reason: 'COUPON_NOT_STARTED' };
  if (state === 'expired') return { ok: false, reason: 'COUPON_EXPIRED' };
  if (state === 'used up') return { ok: false, reason: 'COUPON_USED_UP' };
  if (coupon.perUserLimit != null && use.usesByShopper >= coupon.perUserLimit) return { ok: false, reason: 'COUPON_ALREADY_USED' };
  if (coupon.firstOrderOnly && (use.earlierOrders ?? 0) > 0) return { ok: false, reason: 'COUPON_FIRST_ORDER' };
  const eligible = coupon.excludesSaleItems ? basket.subtotalPaise - basket.saleSubtotalPaise : basket.subtotalPaise;
  if (basket.subtotalPaise < coupon.minOrderPaise || eligible <= 0) return { ok: false, reason: 'COUPON_MIN_ORDER' };
  const raw = coupon.kind === 'percent' ? Math.floor((eligible * coupon.value) / 100) : coupon.value;
  return { ok: true, discountPaise: Math.min(raw, eligible) };
}
