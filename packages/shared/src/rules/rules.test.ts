import { describe, expect, it } from 'vitest';
import { formatInr, toPaise, toRupees } from '../money';
import { canAddQuantity, cartTotals } from './cart';
import { codFeePaise, layawayQuote, layawayRefusal, orderAmounts } from './checkout';
import { evaluateCoupon, type CouponTerms } from './coupons';
import { creditBalance } from './credit';
import { layawayDepositPaise, layawayDueAt, layawayWeeks } from './layaway';
import { canShopperCancel, canStaffTransition, canTransition, ORDER_STATUSES, ORDER_TRANSITIONS, UNSOLD_ORDER_STATUSES } from './order-status';
import { refundsDue } from './payment-refunds';
import { discountPercent, effectivePricePaise, isSoldOut } from './pricing';
import { returnEligibility } from './returns';
import { foldText, isSearchable, searchTokens } from './search';

describe('money', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1 + 0.2, 30],
    [1234.565, 123457],
    [99999.99, 9999999],
  ])('toPaise(%s) = %s', (rupees, paise) => expect(toPaise(rupees)).toBe(paise));
  it('formats with Indian grouping and two decimals', () => {
    expect(formatInr(1_00_000_00)).toBe('₹1,00,000.00');
    expect(formatInr(12_34_567_89)).toBe('₹12,34,567.89');
    expect(toRupees(4000)).toBe(40);
  });
  it('refuses NaN and infinity', () => {
    expect(() => toPaise(Number.NaN)).toThrow();
    expect(() => toPaise(Infinity)).toThrow();
  });
});

describe('pricing', () => {
  it.each([
    [{ pricePaise: 1000, discountPricePaise: 800 }, 800],
    [{ pricePaise: 1000, discountPricePaise: 0 }, 1000],
    [{ pricePaise: 1000, discountPricePaise: null }, 1000],
  ])('effective price of %o is %s', (p, expected) => expect(effectivePricePaise(p)).toBe(expected));
  it.each([
    [60_000, 1_00_000, 40],
    [99_999, 1_00_000, 0],
    [1_00_000, 1_00_000, null],
    [1_20_000, 1_00_000, null],
    [50_000, 0, null],
    [50_000, null, null],
    [33_333, 1_00_000, 67],
  ])('discount %% of %s from estimate %s is %s', (selling, estimate, pct) => expect(discountPercent(selling, estimate)).toBe(pct));
  it('is sold out with no sizes or every size below 1', () => {
    expect(isSoldOut([])).toBe(true);
    expect(isSoldOut([{ quantity: 0 }, { quantity: 0 }])).toBe(true);
    expect(isSoldOut([{ quantity: 0 }, { quantity: 1 }])).toBe(false);
  });
});

describe('cart', () => {
  it.each([
    ['no lines', [], { subtotalPaise: 0, saleSubtotalPaise: 0, count: 0 }],
    [
      'two lines',
      [
        { unitPricePaise: 1000, quantity: 2 },
        { unitPricePaise: 250, quantity: 1 },
      ],
      { subtotalPaise: 2250, saleSubtotalPaise: 0, count: 3 },
    ],
    [
      'a line on sale',
      [
        { unitPricePaise: 1000, quantity: 2, onSale: true },
        { unitPricePaise: 250, quantity: 1, onSale: false },
      ],
      { subtotalPaise: 2250, saleSubtotalPaise: 2000, count: 3 },
    ],
  ])('totals price x quantity, the part on sale, and counts quantities: %s', (_, lines, totals) => {
    expect(cartTotals(lines)).toEqual(totals);
    expect(totals.saleSubtotalPaise).toBeLessThanOrEqual(totals.subtotalPaise);
  });
  it.each([
    [3, 0, 3, true],
    [3, 2, 2, false],
    [1, 0, 0, false],
    [5, 0, -1, false],
    [5, 0, 1.5, false],
  ])('stock %s, in cart %s, wanted %s → %s', (stock, inCart, wanted, ok) => expect(canAddQuantity(stock, inCart, wanted)).toBe(ok));
});

describe('order amounts', () => {
  it('adds ₹40 for COD only', () => {
    expect(codFeePaise('cod')).toBe(4000);
    expect(codFeePaise('card')).toBe(0);
  });
  it('subtotal − coupon + shipping + COD − credit, credit capped, parts add up', () => {
    const a = orderAmounts({ subtotalPaise: 100_000, couponDiscountPaise: 10_000, shippingFeePaise: 500, paymentMethod: 'cod', availableCreditPaise: 20_000 });
    expect(a).toEqual({ subtotalPaise: 100_000, couponDiscountPaise: 10_000, shippingPaise: 500, codFeePaise: 4000, creditPaise: 20_000, totalPaise: 74_500 });
    const b = orderAmounts({ subtotalPaise: 5000, couponDiscountPaise: 9000, shippingFeePaise: 0, paymentMethod: 'upi', availableCreditPaise: 100_000 });
    expect(b.couponDiscountPaise).toBe(5000);
    expect(b.creditPaise).toBe(0);
    expect(b.totalPaise).toBe(0);
    for (const x of [a, b]) expect(x.subtotalPaise - x.couponDiscountPaise + x.shippingPaise + x.codFeePaise - x.creditPaise).toBe(x.totalPaise);
  });
  it.each([
    // [case, subtotal, coupon, shipping, method, credit available] → [COD fee, credit used, total]
    ['COD, no credit', 100_000, 0, 0, 'cod', 0, [4000, 0, 104_000]],
    ['COD, credit pays part: the fee is on the cash collected', 100_000, 0, 500, 'cod', 60_000, [4000, 60_000, 44_500]],
    ['COD, credit pays everything: no cash, no fee', 100_000, 0, 500, 'cod', 500_000, [0, 100_500, 0]],
    ['COD, credit exactly the amount: no fee', 100_000, 10_000, 0, 'cod', 90_000, [0, 90_000, 0]],
    ['COD, credit one paisa short: the fee applies', 100_000, 0, 0, 'cod', 99_999, [4000, 99_999, 4001]],
    ['COD, coupon takes everything: nothing to collect', 5000, 9000, 0, 'cod', 0, [0, 0, 0]],
    ['card, never a fee', 100_000, 0, 0, 'card', 0, [0, 0, 100_000]],
  ] as const)('%s', (_, subtotalPaise, couponDiscountPaise, shippingFeePaise, paymentMethod, availableCreditPaise, [fee, credit, total]) => {
    const x = orderAmounts({ subtotalPaise, couponDiscountPaise, shippingFeePaise, paymentMethod, availableCreditPaise });
    expect([x.codFeePaise, x.creditPaise, x.totalPaise]).toEqual([fee, credit, total]);
    expect(x.subtotalPaise - x.couponDiscountPaise + x.shippingPaise + x.codFeePaise - x.creditPaise).toBe(x.totalPaise);
  });
  it.each([
    ['₹30,000, no coupon', 30_000_00, 0, 0, { totalPaise: 30_000_00, weeks: 3, depositPaise: 7_500_00, balancePaise: 22_500_00 }],
    ['with credit, on what is left', 30_000_00, 0, 10_000_00, { totalPaise: 20_000_00, weeks: 2, depositPaise: 5_000_00, balancePaise: 15_000_00 }],
    ['with a coupon', 40_000_00, 10_000_00, 0, { totalPaise: 30_000_00, weeks: 3, depositPaise: 7_500_00, balancePaise: 22_500_00 }],
    ['₹10,000 does not qualify', 10_000_00, 0, 0, null],
  ])('layaway quote %s: on the online total, never with the COD fee', (_, subtotalPaise, couponDiscountPaise, availableCreditPaise, expected) =>
    expect(layawayQuote({ subtotalPaise, couponDiscountPaise, shippingFeePaise: 0, availableCreditPaise })).toEqual(expected),
  );
  it.each([
    ['every piece above ₹10,000, by card', [10_000_01, 25_000_00], 'card', null],
    ['one piece at exactly ₹10,000', [10_000_00, 25_000_00], 'upi', 'Layaway is available for items above ₹10,000 each.'],
    ['cash on delivery', [25_000_00], 'cod', 'Layaway deposits are paid online; please choose card, UPI, netbanking or a wallet.'],
    ['no pieces', [], 'wallet', null],
  ] as const)('layaway eligibility: %s', (_, prices, method, refusal) => expect(layawayRefusal(prices, method)).toBe(refusal));
});

describe('order status', () => {
  it('allows only the table’s moves', () => {
    expect(canTransition('Pending', 'Processing')).toBe(true);
    expect(canTransition('Processing', 'Shipped')).toBe(true);
    expect(canTransition('Shipped', 'Delivered')).toBe(true);
    expect(canTransition('Delivered', 'Cancelled')).toBe(false);
    expect(canTransition('Shipped', 'Cancelled')).toBe(false);
    expect(canTransition('Cancelled', 'Pending')).toBe(false);
    for (const s of ORDER_STATUSES) expect(ORDER_TRANSITIONS[s]).not.toContain(s);
  });
  // Staff send a parcel back to origin only once it has shipped, and nothing leaves Returned to Origin.
  it.each(ORDER_STATUSES)('%s → Returned to Origin by staff only from Shipped', (from) => {
    expect(canStaffTransition(from, 'Returned to Origin')).toBe(from === 'Shipped');
  });
  it.each(ORDER_STATUSES)('Returned to Origin → %s by staff: never', (to) => expect(canStaffTransition('Returned to Origin', to)).toBe(false));
  it('lets staff deliver a shipped parcel', () => expect(canStaffTransition('Shipped', 'Delivered')).toBe(true));
  it('counts a parcel returned to origin, like a cancelled order, as unsold', () => {
    expect(UNSOLD_ORDER_STATUSES).toEqual(expect.arrayContaining(['Cancelled', 'Awaiting Payment', 'Returned to Origin']));
    expect(UNSOLD_ORDER_STATUSES).not.toContain('Delivered');
  });
  it('lets a shopper cancel within 24 hours, before shipping', () => {
    const placed = new Date('2026-11-01T10:00:00Z');
    expect(canShopperCancel('Pending', placed, new Date('2026-11-02T09:59:00Z'), 24)).toBe(true);
    expect(canShopperCancel('Pending', placed, new Date('2026-11-02T10:01:00Z'), 24)).toBe(false);
    expect(canShopperCancel('Shipped', placed, placed, 24)).toBe(false);
  });
});

describe('layaway', () => {
  it.each([
    [10_000_00, null],
    [10_000_01, 2],
    [25_000_00, 2],
    [25_000_01, 3],
    [30_000_00, 3],
    [50_000_00, 3],
    [1_00_000_00, 4],
    [1_00_000_01, 5],
    [50_00_000_00, 5],
  ])('price %s paise → %s weeks', (price, weeks) => expect(layawayWeeks(price)).toBe(weeks));
  it('takes a 25% deposit rounded up and is due weeks later', () => {
    expect(layawayDepositPaise(30_000_00)).toBe(7_500_00);
    expect(layawayDepositPaise(10_001)).toBe(2501);
    expect(layawayDueAt(new Date('2026-11-01T00:00:00Z'), 3).toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('returns', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');
  const item = { itemStatus: 'Delivered', deliveredAt: delivered, wasOnSale: false, hasOpenOrApprovedReturn: false };
  it.each([
    ['within 24 h', item, new Date('2026-11-02T09:00:00Z'), { ok: true }],
    ['after 24 h', item, new Date('2026-11-02T10:01:00Z'), { ok: false, reason: 'WINDOW_CLOSED' }],
    ['a sale item', { ...item, wasOnSale: true }, delivered, { ok: false, reason: 'SALE_ITEM' }],
    ['not delivered', { ...item, itemStatus: 'Shipped', deliveredAt: null }, delivered, { ok: false, reason: 'NOT_DELIVERED' }],
    ['already requested', { ...item, hasOpenOrApprovedReturn: true }, delivered, { ok: false, reason: 'ALREADY_REQUESTED' }],
  ])('%s', (_, candidate, now, expected) => expect(returnEligibility(candidate, now)).toEqual(expected));
});

describe('coupons', () => {
  const base: CouponTerms = { kind: 'percent', value: 25, minOrderPaise: 0, startsAt: null, endsAt: null, usageLimit: null, perUserLimit: null, active: true, excludesSaleItems: false };
  const now = new Date('2026-11-22T00:00:00Z');
  const basket = { subtotalPaise: 100_000, saleSubtotalPaise: 40_000 };
  const use = { totalUses: 0, usesByShopper: 0 };
  it.each([
    ['valid percent', base, use, { ok: true, discountPaise: 25_000 }],
    ['percent excluding sale items', { ...base, excludesSaleItems: true }, use, { ok: true, discountPaise: 15_000 }],
    ['fixed, capped at the basket', { ...base, kind: 'fixed' as const, value: 500_000 }, use, { ok: true, discountPaise: 100_000 }],
    ['disabled', { ...base, active: false }, use, { ok: false, reason: 'COUPON_INVALID' }],
    ['expired', { ...base, endsAt: new Date('2026-11-21T00:00:00Z') }, use, { ok: false, reason: 'COUPON_EXPIRED' }],
    ['not started', { ...base, startsAt: new Date('2026-12-01T00:00:00Z') }, use, { ok: false, reason: 'COUPON_NOT_STARTED' }],
    ['below minimum', { ...base, minOrderPaise: 200_000 }, use, { ok: false, reason: 'COUPON_MIN_ORDER' }],
    ['used up', { ...base, usageLimit: 3 }, { totalUses: 3, usesByShopper: 0 }, { ok: false, reason: 'COUPON_USED_UP' }],
    ['used by this shopper', { ...base, perUserLimit: 1 }, { totalUses: 1, usesByShopper: 1 }, { ok: false, reason: 'COUPON_ALREADY_USED' }],
    ['issued to this address (any case)', { ...base, boundEmail: 'asha@example.com' }, { ...use, shopperEmail: 'Asha@Example.com' }, { ok: true, discountPaise: 25_000 }],
    ['issued to another address', { ...base, boundEmail: 'asha@example.com' }, { ...use, shopperEmail: 'ravi@example.com' }, { ok: false, reason: 'COUPON_NOT_YOURS' }],
    ['first order only, first order', { ...base, firstOrderOnly: true }, { ...use, earlierOrders: 0 }, { ok: true, discountPaise: 25_000 }],
    ['first order only, with an earlier order', { ...base, firstOrderOnly: true }, { ...use, earlierOrders: 1 }, { ok: false, reason: 'COUPON_FIRST_ORDER' }],
  ])('%s', (_, coupon, uses, expected) => expect(evaluateCoupon(coupon, uses, basket, now)).toEqual(expected));
});

describe('store credit', () => {
  const d = (s: string) => new Date(`2026-${s}T00:00:00Z`);
  it('spends the grant that expires first and drops expired grants', () => {
    const entries = [
      { amountPaise: 10_000, createdAt: d('01-01'), expiresAt: d('07-01') },
      { amountPaise: 5_000, createdAt: d('03-01'), expiresAt: d('09-01') },
      { amountPaise: -12_000, createdAt: d('04-01'), expiresAt: null },
    ];
    expect(creditBalance(entries, d('05-01'))).toBe(3_000);
    expect(creditBalance(entries, d('08-01'))).toBe(3_000);
    expect(creditBalance(entries, d('10-01'))).toBe(0);
    expect(creditBalance([{ amountPaise: 10_000, createdAt: d('01-01'), expiresAt: d('07-01') }], d('07-02'))).toBe(0);
  });
});

describe('search', () => {
  it('folds accents and case, and splits on anything but letters and digits', () => {
    expect(foldText('Hermès')).toBe('hermes');
    expect(searchTokens("  Louis-Vuitton  'Speedy' 25; DROP")).toEqual(['louis', 'vuitton', 'speedy', '25', 'drop']);
    expect(searchTokens('%%%')).toEqual([]);
    expect(isSearchable('  ab ')).toBe(false);
    expect(isSearchable('cha')).toBe(true);
  });
});

describe('refunds due when an order closes unsold', () => {
  const p = (id: string, status: 'created' | 'captured' | 'failed' | 'expired', amountPaise: number, refundedPaise = 0) => ({ id, status, amountPaise, refundedPaise });
  it.each([
    ['nothing captured (COD, or a lapsed hold)', [p('a', 'expired', 50_000_00), p('b', 'failed', 50_000_00)], []],
    ['one captured payment, in full', [p('a', 'captured', 6_13_600_00)], [{ paymentId: 'a', amountPaise: 6_13_600_00 }]],
    [
      'a layaway: deposit and balance, each in full',
      [p('d', 'captured', 25_000_00), p('b', 'captured', 75_000_00), p('x', 'expired', 75_000_00)],
      [
        { paymentId: 'd', amountPaise: 25_000_00 },
        { paymentId: 'b', amountPaise: 75_000_00 },
      ],
    ],
    ['already refunded: nothing twice', [p('a', 'captured', 10_000_00, 10_000_00)], []],
    ['partly refunded: the rest, to the paisa', [p('a', 'captured', 10_000_01, 4_000_00)], [{ paymentId: 'a', amountPaise: 6_000_01 }]],
  ] as const)('%s', (_label, payments, expected) => {
    expect(refundsDue(payments)).toEqual(expected);
  });
});
