/** Issue 20, PIN codes: the state check at checkout and in the address book, cash on delivery by limit and PIN code, the delivery estimate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createProduct, createUser, dbSnapshot, shopperAddress, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true })));
afterAll(() => t.close());

const address = { ...shopperAddress, city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser | null, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, payload });
const add = (user: TestUser, productId: string, sizeId: string) => call('POST', '/api/cart/add-item', user, { product_id: productId, size_id: sizeId, quantity: 1 });
const place = (user: TestUser, payload: object) => call('POST', '/api/order/add', user, { address, paymentMethod: 'cod', ...payload });
const settings = (body: object) => call('PUT', '/api/admin/settings', admin, body);

async function shopperWith(pricePaiseRupees: number) {
  const shopper = await createUser(t);
  const p = await createProduct(t, { price: pricePaiseRupees });
  expect((await add(shopper, p.id, p.sizeIds[0]!)).statusCode).toBe(200);
  return shopper;
}

describe('a PIN code of another state', () => {
  it('is refused when placing an order, naming the field, and changes nothing', async () => {
    const shopper = await shopperWith(20_000);
    const before = await dbSnapshot(t);
    const res = await place(shopper, { address: { ...address, zipCode: '110001' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('PIN code 110001 is in Delhi, not Karnataka');
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'body.address.zipCode' })]);
    expect(await dbSnapshot(t)).toEqual(before);
    // A state nobody can deliver to is named as the field to correct.
    const unknown = await place(shopper, { address: { ...address, state: 'Karnatka' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ path: 'body.address.state', message: 'Please enter an Indian state or union territory.' })]);
    // The same address with its own state is accepted.
    expect((await place(shopper, {})).statusCode).toBe(201);
  });

  it('is refused in the saved addresses (add and edit), and an old inconsistent saved address cannot be ordered to', async () => {
    const shopper = await shopperWith(20_000);
    const before = await dbSnapshot(t);
    const added = await call('POST', '/api/user/addresses', shopper, { ...address, zipCode: '110001' });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json().details).toEqual([expect.objectContaining({ path: 'body.zipCode' })]);
    expect(await dbSnapshot(t)).toEqual(before);

    const saved = (await call('POST', '/api/user/addresses', shopper, address)).json().data;
    const edited = await call('PUT', `/api/user/addresses/${saved._id}`, shopper, { ...address, state: 'Delhi' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().details).toEqual([expect.objectContaining({ path: 'body.zipCode' })]);

    // An address saved before the check (written straight to the table) is refused at checkout.
    await t.database.query(`UPDATE addresses SET zip_code = '110001' WHERE id = $1`, [saved._id]);
    const beforeOrder = await dbSnapshot(t);
    const res = await call('POST', '/api/order/add', shopper, { address_id: saved._id, paymentMethod: 'cod' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('PIN code 110001 is in Delhi, not Karnataka');
    expect(await dbSnapshot(t)).toEqual(beforeOrder);
  });
});

describe('cash on delivery', () => {
  it('is refused above the limit (₹50,000 by default) and the quote says why; online payment is still offered', async () => {
    const shopper = await shopperWith(5_99_040);
    const quote = (await call('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod', zipCode: '560001', country: 'India' })).json().data;
    expect(quote.cod).toEqual({ available: false, reason: 'Cash on delivery is available for orders up to ₹50,000. Please pay online.', limit: 50_000 });
    const before = await dbSnapshot(t);
    const res = await place(shopper, {});
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE', message: 'Cash on delivery is available for orders up to ₹50,000. Please pay online.' });
    expect(await dbSnapshot(t)).toEqual(before);
    expect((await place(shopper, { paymentMethod: 'card' })).statusCode).toBe(201);
  });

  it('is allowed up to the limit, and the limit is a setting', async () => {
    const shopper = await shopperWith(50_000);
    expect((await call('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod' })).json().data.cod.available).toBe(true);
    expect((await settings({ codLimit: 40_000 })).statusCode).toBe(200);
    try {
      expect((await place(shopper, {})).json().code).toBe('COD_NOT_AVAILABLE');
      expect((await settings({ codLimit: 60_000 })).statusCode).toBe(200);
      const placed = await place(shopper, {});
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().data.order).toMatchObject({ payment_status: 'cod', total_price: 50_040 });
    } finally {
      await settings({ codLimit: 50_000 });
    }
  });

  it('is refused to a PIN prefix the settings exclude, and allowed elsewhere', async () => {
    const saved = await settings({ codBlockedPinPrefixes: ['744', ' 682 ', '744'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.codBlockedPinPrefixes).toEqual(['744', '682']);
    try {
      const islander = await shopperWith(10_000);
      const andaman = { ...address, city: 'Port Blair', state: 'Andaman and Nicobar Islands', zipCode: '744101' };
      const before = await dbSnapshot(t);
      const res = await place(islander, { address: andaman });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE', message: 'Cash on delivery is not available for PIN code 744101. Please pay online.' });
      expect(await dbSnapshot(t)).toEqual(before);
      expect((await call('GET', '/api/pincode/744101', null)).json().data.cod).toMatchObject({ available: false });
      expect((await place(islander, { address: andaman, paymentMethod: 'upi' })).statusCode).toBe(201);

      const mainland = await shopperWith(10_000);
      expect((await place(mainland, {})).statusCode).toBe(201);
    } finally {
      await settings({ codBlockedPinPrefixes: [] });
    }
  });

  it('refuses settings that are not PIN prefixes or day ranges', async () => {
    for (const body of [{ codBlockedPinPrefixes: ['07'] }, { metroPinPrefixes: ['abc'] }, { deliveryDaysMetro: { min: 5, max: 2 } }, { deliveryDaysOther: { min: 0, max: 2 } }, { codLimit: -1 }]) {
      expect((await settings(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /api/pincode/{pin}', () => {
  it('answers the state, the district and the delivery dates (working days, Sundays skipped, by the settings)', async () => {
    // The test clock is Sunday 22 November 2026, 15:30 in India.
    const metro = await call('GET', '/api/pincode/560001', null);
    expect(metro.statusCode, metro.body).toBe(200);
    expect(metro.json().data).toMatchObject({
      pin: '560001',
      state: 'Karnataka',
      district: 'Bangalore',
      city: 'Bangalore',
      delivery: { metro: true, earliest: '2026-11-30', latest: '2026-12-03' },
      cod: { available: true, reason: null, limit: 50_000 },
    });
    expect((await call('GET', '/api/pincode/110001', null)).json().data).toMatchObject({ state: 'Delhi', district: 'Central Delhi', city: 'Delhi' });
    expect((await call('GET', '/api/pincode/570001', null)).json().data).toMatchObject({
      state: 'Karnataka',
      district: 'Mysore',
      delivery: { metro: false, earliest: '2026-12-02', latest: '2026-12-07' },
    });

    await settings({ deliveryDaysMetro: { min: 2, max: 3 }, metroPinPrefixes: ['560', '570'] });
    try {
      expect((await call('GET', '/api/pincode/570001', null)).json().data.delivery).toEqual({ metro: true, earliest: '2026-11-24', latest: '2026-11-25' });
      const shopper = await shopperWith(10_000);
      const quote = (await call('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod', zipCode: '560001', country: 'India' })).json().data;
      expect(quote.delivery).toEqual({ metro: true, earliest: '2026-11-24', latest: '2026-11-25' });
    } finally {
      await settings({ deliveryDaysMetro: { min: 7, max: 10 }, metroPinPrefixes: ['110', '400', '560', '600', '700', '500', '411', '380'] });
    }
  });

  it('refuses what is not a PIN code (400) and a PIN code no state has (404)', async () => {
    expect((await call('GET', '/api/pincode/012345', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/pincode/56000', null)).statusCode).toBe(400);
    const none = await call('GET', '/api/pincode/999999', null);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('999999 is not a PIN code we deliver to. Please check it.');
  });
});
