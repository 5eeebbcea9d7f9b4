import { describe, expect, it } from 'vitest';
import { couponState, evaluateCoupon, type CouponRefusal, type CouponState, type CouponTerms } from './coupons';

const now = new Date('2026-06-01T12:00:00Z');
const terms: CouponTerms = { kind: 'percent', value: 10, minOrderPaise: 0, startsAt: null, endsAt: null, usageLimit: null, perUserLimit: null, active: true, excludesSaleItems: false };
const REFUSAL: Record<Exclude<CouponState, 'active'>, CouponRefusal> = {
  disabled: 'COUPON_INVALID',
  scheduled: 'COUPON_NOT_STARTED',
  expired: 'COUPON_EXPIRED',
  'used up': 'COUPON_USED_UP',
};

describe('a coupon’s state (the back office list and checkout)', () => {
  it.each<[string, Partial<CouponTerms>, number, CouponState]>([
    ['no dates, no limit', {}, 0, 'active'],
    ['started, not ended', { startsAt: new Date('2026-05-01T00:00:00Z'), endsAt: new Date('2026-07-01T00:00:00Z') }, 0, 'active'],
    ['disabled, even while running', { active: false }, 0, 'disabled'],
    ['disabled wins over expired', { active: false, endsAt: new Date('2026-05-01T00:00:00Z') }, 0, 'disabled'],
    ['starts tomorrow', { startsAt: new Date('2026-06-02T00:00:00Z') }, 0, 'scheduled'],
    ['starts this instant', { startsAt: now }, 0, 'active'],
    ['ended yesterday', { endsAt: new Date('2026-05-31T00:00:00Z') }, 0, 'expired'],
    ['ends this instant', { endsAt: now }, 0, 'active'],
    ['limit reached', { usageLimit: 3 }, 3, 'used up'],
    ['one use left', { usageLimit: 3 }, 2, 'active'],
    ['expired and used up: expired', { usageLimit: 1, endsAt: new Date('2026-05-31T00:00:00Z') }, 1, 'expired'],
  ])('%s → %s', (_, change, uses, state) => {
    const coupon = { ...terms, ...change };
    expect(couponState(coupon, uses, now)).toBe(state);
    // Checkout refuses exactly the states that are not active, with the matching reason.
    const judged = evaluateCoupon(coupon, { totalUses: uses, usesByShopper: 0 }, { subtotalPaise: 1_000_00, saleSubtotalPaise: 0 }, now);
    expect(judged).toEqual(state === 'active' ? { ok: true, discountPaise: 100_00 } : { ok: false, reason: REFUSAL[state] });
  });
});
