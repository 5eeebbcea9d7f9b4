/**
 * The UPI and card EMI settings as the back-office form edits them (text in inputs), and the body it
 * saves: checked here with the server's rules and messages, so staff see a readable reason before
 * anything is sent (the server checks again).
 */
import { EMI_TENURES, UPI_VPA, type EmiTenure, type ShopSettings, type ShopSettingsBody } from '@shop/shared';

export interface EmiPlanDraft {
  months: EmiTenure;
  offered: boolean;
  rate: string;
  noCost: boolean;
  noCostFrom: string;
}

export interface PaymentSettingsDraft {
  upiVpa: string;
  upiPayeeName: string;
  emiMinOrder: string;
  plans: EmiPlanDraft[];
}

export type PaymentSettingsBody = Required<Pick<ShopSettingsBody, 'upiVpa' | 'upiPayeeName' | 'emiMinOrder' | 'emiPlans'>>;

export function toPaymentDraft(s: Pick<ShopSettings, 'upiVpa' | 'upiPayeeName' | 'emiMinOrder' | 'emiPlans'>): PaymentSettingsDraft {
  return {
    upiVpa: s.upiVpa,
    upiPayeeName: s.upiPayeeName,
    emiMinOrder: String(s.emiMinOrder),
    plans: EMI_TENURES.map((months) => {
      const plan = s.emiPlans.find((p) => p.months === months);
      return {
        months,
        offered: plan !== undefined,
        rate: plan ? String(plan.annualRatePercent) : '',
        noCost: plan?.noCostFromRupees != null,
        noCostFrom: plan?.noCostFromRupees != null ? String(plan.noCostFromRupees) : '',
      };
    }),
  };
}

const hasPaiseOnly = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** Rupees typed in a field, or the reason it is not an amount. */
function rupeesOf(text: string, what: string): number | string {
  const v = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(v)) return `${what} is an amount in rupees.`;
  if (v < 0) return `${what} cannot be negative.`;
  if (!hasPaiseOnly(v)) return `${what} is in rupees and paise: at most two decimals.`;
  return v;
}

/** The body to save, or the first problem in words. */
export function paymentSettingsBody(d: PaymentSettingsDraft): { ok: true; body: PaymentSettingsBody } | { ok: false; problem: string } {
  const vpa = d.upiVpa.trim();
  if (!UPI_VPA.test(vpa)) return { ok: false, problem: 'The UPI id is name@bank, for example tangerine@icici.' };
  const payee = d.upiPayeeName.trim().replace(/\s+/g, ' ');
  if (!payee || payee.length > 50) return { ok: false, problem: 'The payee name is 1 to 50 characters.' };
  const minOrder = rupeesOf(d.emiMinOrder, 'The EMI minimum order');
  if (typeof minOrder === 'string') return { ok: false, problem: minOrder };
  const emiPlans: PaymentSettingsBody['emiPlans'] = [];
  for (const p of d.plans.filter((x) => x.offered)) {
    const where = `${p.months} months`;
    const rate = Number(p.rate.trim());
    if (p.rate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 36) return { ok: false, problem: `${where}: the interest is 0 to 36 percent a year.` };
    if (!hasPaiseOnly(rate)) return { ok: false, problem: `${where}: the interest has at most two decimals.` };
    let noCostFromRupees: number | null = null;
    if (p.noCost) {
      const from = rupeesOf(p.noCostFrom, 'The no-cost threshold');
      if (typeof from === 'string') return { ok: false, problem: `${where}: ${from.charAt(0).toLowerCase()}${from.slice(1)}` };
      noCostFromRupees = from;
    }
    emiPlans.push({ months: p.months, annualRatePercent: rate, noCostFromRupees });
  }
  return { ok: true, body: { upiVpa: vpa, upiPayeeName: payee, emiMinOrder: minOrder, emiPlans } };
}
