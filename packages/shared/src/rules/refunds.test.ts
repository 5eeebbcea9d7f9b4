import { describe, expect, it } from 'vitest';
import { orderAmounts, type PaymentMethod } from './checkout';
import { evaluateCoupon, type CouponTerms } from './coupons';
import { lineRefundPaise, lineRefunds, prorate, type RefundLine } from './refunds';
import { canReturnTransition, RETURN_STATUSES, RETURN_TRANSITIONS, type ReturnStatus } from './returns';

const coupon = (kind: 'percent' | 'fixed', value: number, excludesSaleItems = false): CouponTerms => ({
  kind,
  value,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: null,
  active: true,
  excludesSaleItems,
});

interface Case {
  name: string;
  lines: (RefundLine & { onSale?: boolean })[];
  coupon: CouponTerms | null;
  availableCreditPaise: number;
  shippingPaise: number;
  method: PaymentMethod;
  /** Expected per line: [coupon share, refund, credit share], paise. */
  expected: [number, number, number][];
}

/** Prices the order the way checkout does (the coupon rule, then the amounts rule). */
function placeOrder(c: Pick<Case, 'lines' | 'coupon' | 'availableCreditPaise' | 'shippingPaise' | 'method'>) {
  const subtotalPaise = c.lines.reduce((a, l) => a + l.pricePaise, 0);
  const saleSubtotalPaise = c.lines.reduce((a, l) => a + (l.onSale ? l.pricePaise : 0), 0);
  const verdict = c.coupon ? evaluateCoupon(c.coupon, { totalUses: 0, usesByShopper: 0 }, { subtotalPaise, saleSubtotalPaise }, new Date()) : null;
  const amounts = orderAmounts({
    subtotalPaise,
    couponDiscountPaise: verdict?.ok ? verdict.discountPaise : 0,
    shippingFeePaise: c.shippingPaise,
    paymentMethod: c.method,
    availableCreditPaise: c.availableCreditPaise,
  });
  const lines = c.lines.map((l) => ({ id: l.id, pricePaise: l.pricePaise, couponApplies: !(c.coupon?.excludesSaleItems && l.onSale) }));
  const refunds = lineRefunds({ lines, couponDiscountPaise: amounts.couponDiscountPaise, creditPaise: amounts.creditPaise });
  // What the shopper paid for the goods, in money and credit: everything but shipping and the COD fee.
  const paidForGoods = amounts.totalPaise + amounts.creditPaise - amounts.shippingPaise - amounts.codFeePaise;
  return { amounts, refunds, paidForGoods };
}

/** A line of a priced order and what it should give back: id, price, then [coupon share, refund, credit share], paise; a sale piece is marked. */
type LineRow = [id: string, pricePaise: number, couponSharePaise: number, refundPaise: number, creditSharePaise: number, sale?: 'on sale'];

/** One priced order: its coupon, store credit, shipping and method, and its lines with what each gives back. */
const order = (name: string, terms: Partial<Pick<Case, 'coupon' | 'availableCreditPaise' | 'shippingPaise'>> & Pick<Case, 'method'>, rows: LineRow[]): Case => ({
  name,
  lines: rows.map(([id, pricePaise, , , , sale]) => ({ id, pricePaise, ...(sale ? { onSale: true } : {}) })),
  coupon: null,
  availableCreditPaise: 0,
  shippingPaise: 0,
  ...terms,
  expected: rows.map(([, , couponShare, refund, creditShare]) => [couponShare, refund, creditShare]),
});

const cases: Case[] = [
  order('1 line, no coupon, COD: the price, not the ₹40 fee', { method: 'cod' }, [['a', 45_000_00, 0, 45_000_00, 0]]),
  order('1 line, 20 % coupon: the ₹7,67,000 watch bought for ₹6,13,600 gives back ₹6,13,600', { coupon: coupon('percent', 20), method: 'card' }, [['watch', 7_67_000_00, 1_53_400_00, 6_13_600_00, 0]]),
  order(
    '1 line, fixed coupon, store credit covers part of it, ₹500 shipping not refunded',
    { coupon: coupon('fixed', 2_000_00), availableCreditPaise: 5_000_00, shippingPaise: 500_00, method: 'upi' },
    [['a', 30_000_00, 2_000_00, 28_000_00, 5_000_00]],
  ),
  order('2 lines, 10 % coupon with a rounding paisa: it goes to the last line', { coupon: coupon('percent', 10), method: 'card' }, [
    ['a', 1_000_01, 9_999, 90_002, 0],
    ['b', 2_000_03, 20_001, 1_80_002, 0],
  ]),
  order('2 lines, store credit pays everything including the COD fee: the fee is not refunded', { availableCreditPaise: 60_000_00, method: 'cod' }, [
    ['a', 20_000_00, 0, 20_000_00, 20_000_00],
    ['b', 25_000_00, 0, 25_000_00, 25_000_00],
  ]),
  order('3 equal lines, fixed ₹100 coupon: 33.33, 33.33 and 33.34', { coupon: coupon('fixed', 100_00), method: 'card' }, [
    ['a', 100_00, 33_33, 66_67, 0],
    ['b', 100_00, 33_33, 66_67, 0],
    ['c', 100_00, 33_34, 66_66, 0],
  ]),
  order('3 lines, fixed ₹25,000 coupon and ₹10,000.01 of store credit', { coupon: coupon('fixed', 25_000_00), availableCreditPaise: 10_000_01, shippingPaise: 250_00, method: 'netbanking' }, [
    ['a', 45_000_00, 16_666_54, 28_333_46, 6_666_62],
    ['b', 12_500_50, 4_629_78, 7_870_72, 1_851_91],
    ['c', 9_999_99, 3_703_68, 6_296_31, 1_481_48],
  ]),
  order('3 lines, 25 % coupon that excludes sale items: the sale line keeps its price and takes no share', { coupon: coupon('percent', 25, true), availableCreditPaise: 1_000_00, method: 'cod' }, [
    ['a', 10_000_00, 2_500_00, 7_500_00, 197_36],
    ['sale', 8_000_00, 0, 8_000_00, 210_52, 'on sale'],
    ['c', 30_000_00, 7_500_00, 22_500_00, 592_12],
  ]),
];

describe('refund rule', () => {
  it.each(cases)('$name', (c) => {
    const { refunds, paidForGoods } = placeOrder(c);
    expect(refunds.map((r) => [r.couponSharePaise, r.refundPaise, r.creditSharePaise])).toEqual(c.expected);
    // Returning every line gives back exactly what was paid for the goods, to the paisa.
    expect(refunds.reduce((a, r) => a + r.refundPaise, 0)).toBe(paidForGoods);
  });

  it('a return refunds its own line', () => {
    const order = {
      lines: [
        { id: 'a', pricePaise: 100_00 },
        { id: 'b', pricePaise: 100_00 },
        { id: 'c', pricePaise: 100_00 },
      ],
      couponDiscountPaise: 100_00,
      creditPaise: 0,
    };
    expect(['a', 'b', 'c'].map((id) => lineRefundPaise(order, id))).toEqual([66_67, 66_67, 66_66]);
    expect(() => lineRefundPaise(order, 'x')).toThrow(RangeError);
  });

  it('prorate: parts sum to the total and never exceed their weight', () => {
    expect(prorate(0, [5, 5])).toEqual([0, 0]);
    expect(prorate(3, [0, 0])).toEqual([0, 3]);
    expect(prorate(2, [1, 1, 1])).toEqual([0, 1, 1]);
    expect(prorate(5, [2, 1, 2])).toEqual([2, 1, 2]);
    // The last line (1 paisa) cannot take the rounding paise; they move to the line before it.
    expect(prorate(99, [50, 49, 1])).toEqual([49, 49, 1]);
    expect(prorate(7_67_000_00, [7_67_000_00, 7_67_000_00])).toEqual([3_83_500_00, 3_83_500_00]);
    expect(() => prorate(-1, [1])).toThrow(RangeError);
    expect(() => prorate(1.5, [1])).toThrow(RangeError);
    expect(() => prorate(1, [])).toThrow(RangeError);
  });

  it('holds its invariants on 5,000 random orders (1–6 lines, coupons, credit, shipping, COD)', () => {
    // A seeded generator, so a failure can be replayed.
    let seed = 20261123;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
    const methods: PaymentMethod[] = ['cod', 'card', 'upi', 'netbanking', 'wallet'];
    const broken: string[] = [];
    for (let n = 0; n < 5_000; n++) {
      const lines = Array.from({ length: int(1, 6) }, (_, i) => ({
        id: `l${i}`,
        // From 1 paisa to ₹1 crore, mostly realistic prices.
        pricePaise: rand() < 0.1 ? int(1, 500) : int(100_00, 1_00_00_000_00),
        onSale: rand() < 0.2,
      }));
      const kind = rand() < 0.5 ? 'percent' : 'fixed';
      const c = rand() < 0.2 ? null : coupon(kind, kind === 'percent' ? int(1, 100) : int(1, 2_00_000_00), rand() < 0.3);
      const order = { lines, coupon: c, availableCreditPaise: rand() < 0.5 ? 0 : int(0, 2_00_000_00), shippingPaise: rand() < 0.5 ? 0 : int(0, 1_000_00), method: methods[int(0, 4)]! };
      const { amounts, refunds, paidForGoods } = placeOrder(order);
      // Plain checks, the broken ones collected (20 expects per order would make this 100,000 of them).
      const sum = (pick: (r: (typeof refunds)[number]) => number) => refunds.reduce((a, r) => a + pick(r), 0);
      const checks: [string, boolean][] = [
        ['refunds add up to what was paid for the goods', sum((r) => r.refundPaise) === paidForGoods],
        ['coupon shares add up to the discount', sum((r) => r.couponSharePaise) === amounts.couponDiscountPaise],
        ['credit shares add up to the credit spent on goods', sum((r) => r.creditSharePaise) === Math.min(amounts.creditPaise, paidForGoods)],
        ...refunds.flatMap((r, i): [string, boolean][] => [
          [`line ${i}: no negative share`, r.couponSharePaise >= 0 && r.refundPaise >= 0 && r.creditSharePaise >= 0],
          [`line ${i}: refund + coupon share = price`, r.refundPaise + r.couponSharePaise === lines[i]!.pricePaise],
          [`line ${i}: credit share within the refund`, r.creditSharePaise <= r.refundPaise],
          [`line ${i}: no coupon share on an excluded sale item`, !(c?.excludesSaleItems && lines[i]!.onSale && amounts.couponDiscountPaise > 0) || r.couponSharePaise === 0],
        ]),
      ];
      for (const [what, holds] of checks) if (!holds && broken.length < 5) broken.push(`${what}: ${JSON.stringify(order)}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('return steps', () => {
  // Every move is checked: from each status, exactly these steps are allowed (in RETURN_STATUSES order).
  const steps: [ReturnStatus, ReturnStatus[]][] = [
    ['requested', ['approved', 'rejected']],
    ['approved', ['received', 'rejected']],
    ['received', ['credited', 'rejected']],
    ['credited', []],
    ['rejected', []],
  ];
  it.each(steps)('from %s the steps are %j', (from, allowed) => expect(RETURN_STATUSES.filter((to) => canReturnTransition(from, to))).toEqual(allowed));
  it('credit is issued only after the goods are received', () => {
    const before = RETURN_STATUSES.filter((s) => RETURN_TRANSITIONS[s].includes('credited'));
    expect(before).toEqual(['received']);
    expect(RETURN_TRANSITIONS.credited).toEqual([]);
    expect(RETURN_TRANSITIONS.rejected).toEqual([]);
  });
});
