import { describe, expect, it } from 'vitest';
import { emiFrom, emiMonthlyPaise, emiPlanFor, emiPlans, type EmiConfig } from './emi';

const config: EmiConfig = {
  minOrderPaise: 5_000_00,
  plans: [
    { months: 12, annualRatePercent: 15, noCostFromRupees: null },
    { months: 3, annualRatePercent: 13, noCostFromRupees: 25_000 },
    { months: 6, annualRatePercent: 14, noCostFromRupees: 50_000 },
    { months: 9, annualRatePercent: 15, noCostFromRupees: null },
  ],
};

describe('emiMonthlyPaise: the reducing-balance instalment', () => {
  // Checked against an independent computation of the formula (Python, float64).
  const cases: [principal: number, rate: number, months: number, monthly: number][] = [
    [1_00_000_00, 12, 12, 8_884_88], // ₹1,00,000 at 12% for a year → ₹8,884.88 (the textbook figure)
    [1_00_000_00, 15, 12, 9_025_83],
    [10_000_00, 13, 3, 3_405_81],
    [10_000_00, 14, 6, 1_735_38],
    [10_000_00, 15, 9, 1_181_71],
    [10_000_00, 0, 3, 3_333_34], // no interest: the amount in equal parts, rounded up
    [9_00, 0, 3, 3_00],
    [1, 15, 12, 0], // a paisa over a year rounds to nothing a month
  ];
  it.each(cases)('%i paise at %i%% over %i months → %i', (p, r, n, m) => expect(emiMonthlyPaise(p, r, n)).toBe(m));
  it.each([
    [0, 12, 3],
    [-5, 12, 3],
    [100, 12, 0],
    [100.5, 12, 3],
  ])('refuses %s paise, %s%%, %s months', (p, r, n) => expect(() => emiMonthlyPaise(p, r, n)).toThrow(RangeError));
});

describe('emiPlans', () => {
  it('offers nothing below the minimum order', () => {
    expect(emiPlans(4_999_99, config)).toEqual([]);
    expect(emiPlans(0, config)).toEqual([]);
    expect(emiPlans(5_000_00, config)).toHaveLength(4);
  });

  const cases: [name: string, amount: number, noCost: Record<number, boolean>][] = [
    ['₹10,000: every plan bears interest', 10_000_00, { 3: false, 6: false, 9: false, 12: false }],
    ['₹24,999.99: just under the 3-month threshold', 24_999_99, { 3: false, 6: false, 9: false, 12: false }],
    ['₹25,000: 3 months no-cost', 25_000_00, { 3: true, 6: false, 9: false, 12: false }],
    ['₹50,000: 3 and 6 months no-cost', 50_000_00, { 3: true, 6: true, 9: false, 12: false }],
    ['₹5,99,040: 3 and 6 months no-cost', 599_040_00, { 3: true, 6: true, 9: false, 12: false }],
  ];
  it.each(cases)('%s', (_, amount, noCost) => {
    const plans = emiPlans(amount, config);
    expect(plans.map((p) => p.months)).toEqual([3, 6, 9, 12]);
    for (const p of plans) {
      expect(p.noCost).toBe(noCost[p.months]);
      if (p.noCost) {
        expect(p.interestPaise).toBe(0);
        expect(p.totalPaise).toBe(amount);
        expect(p.monthlyPaise).toBe(Math.ceil(amount / p.months));
      } else {
        expect(p.monthlyPaise).toBe(emiMonthlyPaise(amount, p.annualRatePercent, p.months));
        expect(p.totalPaise).toBe(p.monthlyPaise * p.months);
        expect(p.interestPaise).toBe(p.totalPaise - amount);
        expect(p.interestPaise).toBeGreaterThan(0);
      }
    }
  });

  it('₹10,000 in full', () => {
    expect(emiPlans(10_000_00, config)).toEqual([
      { months: 3, annualRatePercent: 13, noCost: false, monthlyPaise: 3_405_81, interestPaise: 217_43, totalPaise: 10_217_43 },
      { months: 6, annualRatePercent: 14, noCost: false, monthlyPaise: 1_735_38, interestPaise: 412_28, totalPaise: 10_412_28 },
      { months: 9, annualRatePercent: 15, noCost: false, monthlyPaise: 1_181_71, interestPaise: 635_39, totalPaise: 10_635_39 },
      { months: 12, annualRatePercent: 15, noCost: false, monthlyPaise: 902_58, interestPaise: 830_96, totalPaise: 10_830_96 },
    ]);
  });

  it('a 0% plan is no-cost whatever the amount', () => {
    expect(emiPlans(6_000_00, { minOrderPaise: 0, plans: [{ months: 6, annualRatePercent: 0, noCostFromRupees: null }] })[0]).toMatchObject({ noCost: true, monthlyPaise: 1_000_00 });
  });
});

describe('emiPlanFor and emiFrom', () => {
  it('finds an offered plan and refuses others', () => {
    expect(emiPlanFor(50_000_00, 6, config)).toMatchObject({ months: 6, noCost: true, monthlyPaise: 8_333_34 });
    expect(emiPlanFor(50_000_00, 24, config)).toBeNull();
    expect(emiPlanFor(1_000_00, 3, config)).toBeNull();
  });
  it('EMI from: the smallest monthly amount (the longest plan)', () => {
    expect(emiFrom(10_000_00, config)).toMatchObject({ months: 12, monthlyPaise: 902_58 });
    expect(emiFrom(4_000_00, config)).toBeNull();
  });
});
