import { describe, expect, it } from 'vitest';
import {
  CONSIGNMENT_STATUSES,
  CONSIGNMENT_TRANSITIONS,
  canConsignmentTransition,
  CONSIGNMENT_DEFAULTS,
  commissionRateBp,
  commissionTiersProblem,
  consignmentTerms,
  isQuoteOpen,
  payoutDueAt,
  payoutState,
  priceDropProposal,
  quoteExpiresAt,
  withdrawalFeePaise,
  type CommissionTier,
} from './consignment';

const day = 86_400_000;

describe('commission tiers and payout', () => {
  // [listing price ₹, rate bp, commission paise, payout paise]
  const cases: [number, number, number, number][] = [
    [1, 3000, 30, 70],
    [10_000, 3000, 3_000_00, 7_000_00],
    [50_000, 3000, 15_000_00, 35_000_00],
    [50_000.01, 2500, 12_500_00, 37_500_01],
    [1_20_000, 2500, 30_000_00, 90_000_00],
    [2_00_000, 2500, 50_000_00, 1_50_000_00],
    [2_00_000.01, 2000, 40_000_00, 1_60_000_01],
    [5_00_000, 2000, 1_00_000_00, 4_00_000_00],
  ];
  it.each(cases)('₹%s → %s bp, commission %s paise, payout %s paise', (rupees, bp, commission, payout) => {
    const price = Math.round(rupees * 100);
    expect(commissionRateBp(price)).toBe(bp);
    expect(consignmentTerms(price)).toEqual({ listingPricePaise: price, rateBp: bp, commissionPaise: commission, payoutPaise: payout });
  });

  it('rounds the commission half up to the paisa, and payout + commission is always the price', () => {
    // ₹49,999.99 at 30 %: 1,499,999.7 paise → 1,500,000 commission.
    expect(consignmentTerms(49_99_999)).toEqual({ listingPricePaise: 49_99_999, rateBp: 3000, commissionPaise: 15_00_000, payoutPaise: 34_99_999 });
    for (const price of [1, 3, 7, 99, 12_345, 50_00_001, 1_99_99_999, 9_99_99_999]) {
      const t = consignmentTerms(price);
      expect(t.commissionPaise + t.payoutPaise).toBe(price);
      expect(t.payoutPaise).toBeGreaterThan(0);
    }
  });

  it('reads the tiers from the settings', () => {
    const tiers: CommissionTier[] = [
      { upToPaise: 1_000_00, rateBp: 4000 },
      { upToPaise: null, rateBp: 1500 },
    ];
    expect(consignmentTerms(1_000_00, tiers).payoutPaise).toBe(600_00);
    expect(consignmentTerms(1_000_01, tiers).rateBp).toBe(1500);
  });

  it('refuses a price that is not a positive whole number of paise', () => {
    for (const bad of [0, -100, 10.5, Number.NaN]) expect(() => consignmentTerms(bad)).toThrow(RangeError);
  });
});

describe('price drop', () => {
  const listedAt = new Date('2026-01-01T00:00:00Z');
  const piece = { status: 'listed', listedAt, listingPricePaise: 60_000_00 };
  const cases: { name: string; piece: typeof piece; price: number; days: number; expected: string }[] = [
    { name: 'before the period', piece, price: 55_000_00, days: 89, expected: 'TOO_EARLY' },
    { name: 'at the period, lower', piece, price: 45_000_00, days: 90, expected: 'ok' },
    { name: 'not lower', piece, price: 60_000_00, days: 120, expected: 'NOT_LOWER' },
    { name: 'higher', piece, price: 70_000_00, days: 120, expected: 'NOT_LOWER' },
    { name: 'not listed', piece: { ...piece, status: 'sold' }, price: 40_000_00, days: 120, expected: 'NOT_LISTED' },
  ];
  it.each(cases)('$name → $expected', ({ piece: p, price, days, expected }) => {
    const verdict = priceDropProposal(p, price, new Date(listedAt.getTime() + days * day));
    expect(verdict.ok ? 'ok' : verdict.reason).toBe(expected);
  });
  it('recomputes the payout at the tier of the new price', () => {
    const verdict = priceDropProposal(piece, 45_000_00, new Date(listedAt.getTime() + 100 * day));
    expect(verdict).toEqual({ ok: true, terms: { listingPricePaise: 45_000_00, rateBp: 3000, commissionPaise: 13_500_00, payoutPaise: 31_500_00 } });
  });
});

describe('withdrawal fee', () => {
  const listedAt = new Date('2026-01-01T00:00:00Z');
  const cases: [string, string, Date | null, number, number][] = [
    ['listed, early', 'listed', listedAt, 10, 2_000_00],
    ['listed, after the period', 'listed', listedAt, 90, 0],
    ['authenticated, not yet listed', 'authenticated', null, 0, 0],
  ];
  it.each(cases)('%s', (_name, status, at, days, fee) => {
    expect(withdrawalFeePaise({ status, listedAt: at }, new Date(listedAt.getTime() + days * day))).toBe(fee);
  });
  it('uses the fee setting', () => {
    expect(withdrawalFeePaise({ status: 'listed', listedAt }, listedAt, { periodDays: 30, withdrawalFeePaise: 500_00 })).toBe(500_00);
  });
});

describe('quote lapse and payout timing', () => {
  const quotedAt = new Date('2026-03-01T10:00:00Z');
  it('a quote lapses 7 days after it is sent', () => {
    const expires = quoteExpiresAt(quotedAt);
    expect(expires.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(isQuoteOpen(expires, new Date(expires.getTime() - 1))).toBe(true);
    expect(isQuoteOpen(expires, expires)).toBe(false);
  });
  const deliveredAt = new Date('2026-03-10T12:00:00Z');
  const cases: [string, boolean, number, string][] = [
    ['inside the window', false, 23, 'pending'],
    ['window passed', false, 24, 'due'],
    ['return inside the window', true, 10, 'cancelled'],
    ['return, then the window passes', true, 48, 'cancelled'],
  ];
  it.each(cases)('%s → %s', (_n, returnRequested, hours, expected) => {
    expect(payoutState({ deliveredAt, returnRequested }, new Date(deliveredAt.getTime() + hours * 3_600_000))).toBe(expected);
  });
  it('the payout falls due when the 24-hour return window has passed', () => {
    expect(payoutDueAt(deliveredAt).toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });
});

describe('the submission state machine', () => {
  it('every target is a known status, and the end states lead nowhere', () => {
    for (const s of CONSIGNMENT_STATUSES) for (const to of CONSIGNMENT_TRANSITIONS[s]) expect(CONSIGNMENT_STATUSES).toContain(to);
    for (const end of ['paid', 'withdrawn', 'declined', 'quote_declined', 'quote_lapsed', 'auth_failed'] as const) expect(CONSIGNMENT_TRANSITIONS[end]).toEqual([]);
  });
  const moves: [Parameters<typeof canConsignmentTransition>[0], Parameters<typeof canConsignmentTransition>[1], boolean][] = [
    ['submitted', 'quoted', true],
    ['quoted', 'accepted', true],
    ['quote_lapsed', 'accepted', false],
    ['accepted', 'received', false],
    ['received', 'auth_failed', true],
    ['auth_failed', 'listed', false],
    ['authenticated', 'listed', true],
    ['sold', 'listed', true],
    ['sold', 'paid', true],
    ['paid', 'listed', false],
  ];
  it.each(moves)('%s → %s: %s', (from, to, ok) => expect(canConsignmentTransition(from, to)).toBe(ok));
});

describe('commission tier tables', () => {
  const open = (rateBp: number): CommissionTier => ({ upToPaise: null, rateBp });
  const upTo = (rupees: number, rateBp: number): CommissionTier => ({ upToPaise: Math.round(rupees * 100), rateBp });
  // [tiers, the tier the problem is about (null: good), words of the message]
  const cases: [string, CommissionTier[], number | null, string][] = [
    ['the defaults', CONSIGNMENT_DEFAULTS.tiers, null, ''],
    ['one open-ended tier', [open(2500)], null, ''],
    ['0 % and 100 % are rates', [upTo(1_000, 0), open(10_000)], null, ''],
    ['no tier', [], 0, 'at least one'],
    ['falling bounds', [upTo(2_00_000, 2500), upTo(50_000, 3000), open(2000)], 1, 'must be above tier 1’s (₹2,00,000.00)'],
    ['equal bounds', [upTo(50_000, 3000), upTo(50_000, 2500), open(2000)], 1, 'tiers go from the lowest price up'],
    ['an open tier before the last', [open(3000), open(2000)], 0, 'only the last tier is open-ended'],
    ['a bounded last tier', [upTo(50_000, 3000)], 0, 'no upper price'],
    ['a rate above 100 %', [open(10_001)], 0, 'from 0 to 100'],
    ['a negative rate', [upTo(1_000, -1), open(2000)], 0, 'from 0 to 100'],
    ['a fraction of a basis point', [open(2500.5)], 0, 'two decimals'],
    ['a bound of ₹0', [upTo(0, 3000), open(2000)], 0, 'above ₹0'],
    ['a fraction of a paisa', [{ upToPaise: 100.5, rateBp: 3000 }, open(2000)], 0, 'whole paise'],
    ['eleven tiers', [...Array.from({ length: 10 }, (_, i) => upTo((i + 1) * 1_000, 3000)), open(2000)], 10, 'at most 10'],
  ];
  it.each(cases)('%s', (_name, tiers, tier, words) => {
    const problem = commissionTiersProblem(tiers);
    if (tier === null) expect(problem).toBeNull();
    else {
      expect(problem?.tier).toBe(tier);
      expect(problem?.message).toContain(words);
    }
  });
});
