/**
 * The consignment settings (issue 18): staff read and replace the `consignment` setting; bad input
 * gets a readable 400 and changes nothing; a shopper gets 403; a new quote uses the new tiers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { createUser, multipartBody, testPicture, type TestUser } from '../../../test/factories';
import { shopWith } from '../../../test/shop';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => ({ t, admin, shopper } = await shopWith({ admin: true, shopper: true })));
afterAll(() => t.close());

const url = '/api/admin/consignment/settings';
const get = (user: TestUser = admin) => t.app.inject({ method: 'GET', url, headers: user.auth });
const put = (payload: object, user: TestUser = admin) => t.app.inject({ method: 'PUT', url, headers: user.auth, payload });
const stored = async () => (await t.database.query<{ value: unknown }>("SELECT value FROM settings WHERE key = 'consignment'"))[0]?.value ?? null;
const good = {
  tiers: [
    { up_to: 25_000, percent: 35 },
    { up_to: 1_00_000.5, percent: 27.5 },
    { up_to: null, percent: 18 },
  ],
  period_days: 60,
  quote_valid_days: 10,
  withdrawal_fee: 1_500.25,
};

describe('GET /api/admin/consignment/settings', () => {
  it('answers the defaults in rupees and percent, with the return window for reference', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      tiers: [
        { up_to: 50_000, percent: 30 },
        { up_to: 2_00_000, percent: 25 },
        { up_to: null, percent: 20 },
      ],
      period_days: 90,
      quote_valid_days: 7,
      withdrawal_fee: 2_000,
      return_window_hours: 24,
    });
  });
});

describe('PUT /api/admin/consignment/settings', () => {
  it('stores good settings in paise and basis points, audits them, and a new quote uses them', async () => {
    const res = await put(good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...good, return_window_hours: 24 });
    expect(await stored()).toEqual({
      tiers: [
        { upToPaise: 25_000_00, rateBp: 3500 },
        { upToPaise: 1_00_000_50, rateBp: 2750 },
        { upToPaise: null, rateBp: 1800 },
      ],
      periodDays: 60,
      quoteValidDays: 10,
      withdrawalFeePaise: 1_500_25,
    });
    expect((await get()).json().data).toEqual({ ...good, return_window_hours: 24 });
    const audits = await t.database.query<{ action: string }>("SELECT action FROM audit_log WHERE action = 'consignment.settings'");
    expect(audits).toHaveLength(1);

    // ₹30,000 is in the second tier now (27.5 %): payout ₹21,750; the quote is open for 10 days.
    const seller = await createUser(t);
    const jpeg = await testPicture('jpeg', 64, 80, '#888');
    const body = multipartBody([{ field: 'photos', filename: 'a.jpg', type: 'image/jpeg', data: jpeg }], {
      house: 'Gucci',
      productName: 'Jackie 1961',
      category: 'handbags',
      condition: 'good',
      askingPrice: '30000',
      phone: '9811122233',
      pickupAddress: 'Pune',
    });
    const sub = await t.app.inject({ method: 'POST', url: '/api/seller/submissions', headers: { ...seller.auth, ...body.headers }, payload: body.payload });
    expect(sub.statusCode, sub.body).toBe(201);
    const quoted = await t.app.inject({ method: 'POST', url: `/api/admin/consignment/submissions/${sub.json().data._id}/quote`, headers: admin.auth, payload: { listing_price: 30_000 } });
    expect(quoted.json().data.quote).toMatchObject({ commission_percent: 27.5, payout: 21_750 });
    expect(new Date(quoted.json().data.quote.expires_at).getTime() - t.clock.now().getTime()).toBe(10 * 86_400_000);
  });

  it('refuses bad settings with a readable 400 and changes nothing', async () => {
    const before = await stored();
    const cases: [object, string][] = [
      [{ ...good, tiers: [good.tiers[1], good.tiers[0], good.tiers[2]] }, 'tiers go from the lowest price up'],
      [{ ...good, tiers: [{ up_to: 25_000, percent: 101 }, good.tiers[2]] }, 'from 0 to 100'],
      [{ ...good, tiers: [{ up_to: 25_000, percent: -5 }, good.tiers[2]] }, 'from 0 to 100'],
      [{ ...good, tiers: [{ up_to: 25_000.001, percent: 30 }, good.tiers[2]] }, 'whole paise'],
      [{ ...good, tiers: [{ up_to: null, percent: 30 }, good.tiers[2]] }, 'only the last tier is open-ended'],
      [{ ...good, tiers: [{ up_to: 25_000, percent: 30 }] }, 'no upper price'],
      [{ ...good, tiers: [] }, 'at least one'],
      [{ ...good, withdrawal_fee: 10.005 }, 'whole paise'],
      [{ ...good, withdrawal_fee: -1 }, 'cannot be negative'],
      [{ ...good, period_days: 0 }, 'at least 1 day'],
      [{ ...good, quote_valid_days: 2.5 }, 'whole number of days'],
      [{ ...good, period_days: '90' }, 'number of days'],
      [{ ...good, return_window_hours: 48 }, 'return_window_hours'],
      [{ tiers: good.tiers }, 'consignment period'],
    ];
    for (const [payload, words] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message, JSON.stringify(payload)).toContain(words);
    }
    expect(await stored()).toEqual(before);
  });

  it('is for staff only: 403 for a shopper, 401 without a session', async () => {
    const before = await stored();
    expect((await get(shopper)).statusCode).toBe(403);
    expect((await put(good, shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, payload: good })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
