/**
 * Card EMI (issue 20): plans of 3, 6, 9 and 12 months on the order total, each with the annual
 * interest its bank charges (settings) and "no cost" above a threshold, where the shop bears the
 * interest so the shopper pays the price and nothing more. The monthly amount is the usual
 * reducing-balance instalment, `P·r·(1+r)^n / ((1+r)^n − 1)` with r the monthly rate, rounded to
 * the paisa. Pure: the product page ("EMI from ₹X a month"), checkout and the server use the same.
 */

export const EMI_TENURES = [3, 6, 9, 12] as const;
export type EmiTenure = (typeof EMI_TENURES)[number];

/** One tenure as the settings keep it (rupees at the edge, as every setting). */
export interface EmiPlanSetting {
  months: EmiTenure;
  /** The bank's yearly interest, in percent (0–36). */
  annualRatePercent: number;
  /** From this order total (rupees) the plan is no-cost; null: never. */
  noCostFromRupees: number | null;
}

export interface EmiConfig {
  /** EMI is offered from this order total, in paise. */
  minOrderPaise: number;
  plans: readonly EmiPlanSetting[];
}

export interface EmiPlan {
  months: EmiTenure;
  annualRatePercent: number;
  noCost: boolean;
  /** What the card is charged each month (the last month of a no-cost plan may be a few paise less). */
  monthlyPaise: number;
  /** The interest over the plan (0 when no-cost). */
  interestPaise: number;
  /** Everything paid over the plan: the amount plus the interest. */
  totalPaise: number;
}

/** The reducing-balance instalment of `principalPaise` over `months` at `annualRatePercent`, to the paisa (half up). */
export function emiMonthlyPaise(principalPaise: number, annualRatePercent: number, months: number): number {
  if (!Number.isSafeInteger(principalPaise) || principalPaise <= 0) throw new RangeError('An EMI is taken on a positive whole number of paise');
  if (!Number.isInteger(months) || months <= 0) throw new RangeError('An EMI runs a whole number of months');
  if (annualRatePercent === 0) return Math.ceil(principalPaise / months);
  const r = annualRatePercent / 1200;
  const growth = (1 + r) ** months;
  return Math.round((principalPaise * r * growth) / (growth - 1));
}

/** The plans offered on an amount, shortest first; none below the minimum order. */
export function emiPlans(amountPaise: number, config: EmiConfig): EmiPlan[] {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise < config.minOrderPaise) return [];
  return [...config.plans]
    .filter((p) => (EMI_TENURES as readonly number[]).includes(p.months))
    .sort((a, b) => a.months - b.months)
    .map((p) => {
      const noCost = p.noCostFromRupees !== null && amountPaise >= Math.round(p.noCostFromRupees * 100);
      if (noCost || p.annualRatePercent === 0) {
        return { months: p.months, annualRatePercent: p.annualRatePercent, noCost: true, monthlyPaise: Math.ceil(amountPaise / p.months), interestPaise: 0, totalPaise: amountPaise };
      }
      const monthlyPaise = emiMonthlyPaise(amountPaise, p.annualRatePercent, p.months);
      const totalPaise = monthlyPaise * p.months;
      return { months: p.months, annualRatePercent: p.annualRatePercent, noCost: false, monthlyPaise, interestPaise: totalPaise - amountPaise, totalPaise };
    });
}

/** The plan of `months` on an amount, or null when it is not offered (below the minimum, an unknown tenure). */
export function emiPlanFor(amountPaise: number, months: number, config: EmiConfig): EmiPlan | null {
  return emiPlans(amountPaise, config).find((p) => p.months === months) ?? null;
}

/** The smallest monthly amount of any plan ("EMI from ₹X a month"), or null when EMI is not offered. */
export function emiFrom(amountPaise: number, config: EmiConfig): EmiPlan | null {
  const plans = emiPlans(amountPaise, config);
  return plans.reduce<EmiPlan | null>((best, p) => (best === null || p.monthlyPaise < best.monthlyPaise ? p : best), null);
}
