import { SHOP_SETTING_DEFAULTS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { paymentSettingsBody, toPaymentDraft, type PaymentSettingsDraft } from './payment-settings-draft';

const defaults = toPaymentDraft(SHOP_SETTING_DEFAULTS);
const withPlan = (months: number, patch: Partial<PaymentSettingsDraft['plans'][number]>): PaymentSettingsDraft => ({
  ...defaults,
  plans: defaults.plans.map((p) => (p.months === months ? { ...p, ...patch } : p)),
});

describe('the UPI and EMI settings form', () => {
  it('round-trips the saved settings: every tenure offered, no-cost where a threshold is set', () => {
    const checked = paymentSettingsBody(defaults);
    expect(checked).toEqual({
      ok: true,
      body: { upiVpa: SHOP_SETTING_DEFAULTS.upiVpa, upiPayeeName: SHOP_SETTING_DEFAULTS.upiPayeeName, emiMinOrder: SHOP_SETTING_DEFAULTS.emiMinOrder, emiPlans: SHOP_SETTING_DEFAULTS.emiPlans },
    });
  });

  it('leaves out a tenure not offered, and a threshold once no-cost is unticked', () => {
    const draft = withPlan(9, { offered: false });
    draft.plans[0] = { ...draft.plans[0]!, noCost: false };
    const body = paymentSettingsBody(draft);
    expect(body.ok && body.body.emiPlans).toEqual([
      { months: 3, annualRatePercent: 13, noCostFromRupees: null },
      { months: 6, annualRatePercent: 14, noCostFromRupees: 50_000 },
      { months: 12, annualRatePercent: 15, noCostFromRupees: null },
    ]);
  });

  it.each([
    [{ ...defaults, upiVpa: 'tangerine' }, 'The UPI id is name@bank, for example tangerine@icici.'],
    [{ ...defaults, upiPayeeName: '  ' }, 'The payee name is 1 to 50 characters.'],
    [{ ...defaults, emiMinOrder: '' }, 'The EMI minimum order is an amount in rupees.'],
    [{ ...defaults, emiMinOrder: '5000.505' }, 'The EMI minimum order is in rupees and paise: at most two decimals.'],
    [{ ...defaults, emiMinOrder: '-1' }, 'The EMI minimum order cannot be negative.'],
    [withPlan(6, { rate: '40' }), '6 months: the interest is 0 to 36 percent a year.'],
    [withPlan(6, { rate: '' }), '6 months: the interest is 0 to 36 percent a year.'],
    [withPlan(6, { rate: '12.345' }), '6 months: the interest has at most two decimals.'],
    [withPlan(3, { noCostFrom: '' }), '3 months: the no-cost threshold is an amount in rupees.'],
    [withPlan(3, { noCostFrom: '100.001' }), '3 months: the no-cost threshold is in rupees and paise: at most two decimals.'],
  ])('refuses %o: %s', (draft, problem) => {
    expect(paymentSettingsBody(draft)).toEqual({ ok: false, problem });
  });
});
