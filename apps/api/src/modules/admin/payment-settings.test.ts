/**
 * The UPI and card EMI settings of the back office (issue 20): staff only, saved and read back, and
 * every bad value refused with a readable message and nothing changed.
 */
import { SHOP_SETTING_DEFAULTS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import type { TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => ({ t, admin, shopper } = await shopWith({ admin: true, shopper: true })));
afterAll(() => t.close());

const put = (user: TestUser | undefined, payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: user?.auth ?? {}, payload });
const paymentSettings = async () => {
  const { upiVpa, upiPayeeName, emiMinOrder, emiPlans } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })).json().data;
  return { upiVpa, upiPayeeName, emiMinOrder, emiPlans };
};
const DEFAULTS = {
  upiVpa: SHOP_SETTING_DEFAULTS.upiVpa,
  upiPayeeName: SHOP_SETTING_DEFAULTS.upiPayeeName,
  emiMinOrder: SHOP_SETTING_DEFAULTS.emiMinOrder,
  emiPlans: SHOP_SETTING_DEFAULTS.emiPlans,
};

describe('PUT /api/admin/settings: UPI and EMI', () => {
  it('is for staff only', async () => {
    expect((await put(undefined, { upiVpa: 'thief@okaxis' })).statusCode).toBe(401);
    const res = await put(shopper, { upiVpa: 'thief@okaxis', emiPlans: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await paymentSettings()).toEqual(DEFAULTS);
  });

  it('saves the UPI payee, the EMI minimum, the plans and which are no-cost; the shop reads them back', async () => {
    const changed = {
      upiVpa: 'tangerine.pay@hdfcbank',
      upiPayeeName: 'Tangerine Luxury Pvt Ltd',
      emiMinOrder: 7_500.5,
      emiPlans: [
        { months: 3, annualRatePercent: 0, noCostFromRupees: null },
        { months: 6, annualRatePercent: 12.75, noCostFromRupees: 40_000.25 },
        { months: 12, annualRatePercent: 16, noCostFromRupees: null },
      ],
    };
    const res = await put(admin, changed);
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect(await paymentSettings()).toEqual(changed);
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data).toMatchObject({ emiMinOrder: 7_500.5, emiPlans: changed.emiPlans });
      const audit = await t.database.query<{ actor_id: string; details: { upiVpa?: string } }>("SELECT actor_id, details FROM audit_log WHERE action = 'settings.update' ORDER BY id DESC LIMIT 1");
      expect(audit[0]).toMatchObject({ actor_id: admin.id, details: { upiVpa: changed.upiVpa } });
      // No plans at all: EMI is not offered.
      expect((await put(admin, { emiPlans: [] })).statusCode).toBe(200);
      expect((await paymentSettings()).emiPlans).toEqual([]);
    } finally {
      expect((await put(admin, DEFAULTS)).statusCode).toBe(200);
    }
  });

  const plan = (patch: object) => ({ emiPlans: [{ months: 3, annualRatePercent: 13, noCostFromRupees: null, ...patch }] });
  it.each([
    [{ upiVpa: 'tangerine' }, 'A UPI id is name@bank, for example tangerine@icici.'],
    [{ upiVpa: 'tangerine@1cici' }, 'A UPI id is name@bank, for example tangerine@icici.'],
    [{ upiVpa: 42 }, 'A UPI id is name@bank, for example tangerine@icici.'],
    [{ upiPayeeName: '   ' }, /Payee name/],
    [{ upiPayeeName: 'x'.repeat(51) }, /Payee name/],
    [{ emiMinOrder: 5_000.005 }, 'The EMI minimum order is in rupees and paise: at most two decimals.'],
    [{ emiMinOrder: -1 }, 'The EMI minimum order cannot be negative.'],
    [{ emiMinOrder: '5000' }, 'The EMI minimum order is an amount in rupees.'],
    [plan({ annualRatePercent: 36.5 }), 'The interest is 0 to 36 percent a year.'],
    [plan({ annualRatePercent: -2 }), 'The interest is 0 to 36 percent a year.'],
    [plan({ annualRatePercent: 12.345 }), 'The interest has at most two decimals.'],
    [plan({ annualRatePercent: '13%' }), 'The interest is a number of percent.'],
    [plan({ months: 24 }), 'EMI runs 3, 6, 9 or 12 months.'],
    [plan({ noCostFromRupees: 25_000.001 }), 'The no-cost threshold is in rupees and paise: at most two decimals.'],
    [plan({ noCostFromRupees: -5 }), 'The no-cost threshold cannot be negative.'],
    [{ emiPlans: [...plan({}).emiPlans, ...plan({ annualRatePercent: 14 }).emiPlans] }, 'Each tenure has at most one plan.'],
    [{ emiPlans: 'all' }, 'The EMI plans are a list of tenures.'],
  ])('refuses %o with a readable message and changes nothing', async (body, message) => {
    const res = await put(admin, { upiPayeeName: 'Changed Name', ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toMatch(message);
    expect(await paymentSettings()).toEqual(DEFAULTS);
  });
});
