import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { addToCart, createProduct, createUser, shopperAddress, shopperWithPiece, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith()));
afterAll(() => t.close());

const home = shopperAddress;
const office = { ...home, address: '3 Camac Street, 14th floor', zipCode: '700017' };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser, payload?: object) => t.app.inject({ method, url, headers: user.auth, payload });
const list = async (u: TestUser) => (await call('GET', '/api/user/addresses', u)).json().data as { _id: string; address: string; isDefault: boolean }[];

describe('the address book', () => {
  it('adds, lists (default first), edits, sets the default and deletes', async () => {
    const shopper = await createUser(t);
    expect(await list(shopper)).toEqual([]);
    const a = await call('POST', '/api/user/addresses', shopper, home);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().data).toMatchObject({ ...home, isDefault: false });
    const b = (await call('POST', '/api/user/addresses', shopper, { ...office, isDefault: true })).json().data;
    expect((await list(shopper)).map((x) => [x.address, x.isDefault])).toEqual([
      [office.address, true],
      [home.address, false],
    ]);

    const edited = await call('PUT', `/api/user/addresses/${a.json().data._id}`, shopper, { ...home, address: '14 Carmichael Road' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.address).toBe('14 Carmichael Road');

    const made = await call('POST', `/api/user/addresses/${a.json().data._id}/default`, shopper);
    expect(made.statusCode).toBe(200);
    expect((await list(shopper)).map((x) => [x.address, x.isDefault])).toEqual([
      ['14 Carmichael Road', true],
      [office.address, false],
    ]);

    expect((await call('DELETE', `/api/user/addresses/${b._id}`, shopper)).statusCode).toBe(200);
    expect((await list(shopper)).map((x) => x.address)).toEqual(['14 Carmichael Road']);
  });

  it('checks the fields with the shared schema: a PIN code is 6 digits not starting with 0', async () => {
    const shopper = await createUser(t);
    for (const [body, message] of [
      [{ ...home, zipCode: '012345' }, 'Please enter a valid 6-digit PIN code.'],
      [{ ...home, zipCode: '40002' }, 'Please enter a valid 6-digit PIN code.'],
      [{ ...home, phone: 'call me' }, 'phone'],
      [{ ...home, city: '' }, 'City'],
    ] as const) {
      const res = await call('POST', '/api/user/addresses', shopper, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    const mine = (await call('POST', '/api/user/addresses', shopper, home)).json().data;
    expect((await call('PUT', `/api/user/addresses/${mine._id}`, shopper, { ...home, zipCode: '000001' })).statusCode).toBe(400);
    expect((await list(shopper)).map((x) => x.address)).toEqual([home.address]);
  });

  it('another shopper’s address is not found: not listed, not edited, not made default, not deleted', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = (await call('POST', '/api/user/addresses', owner, { ...home, isDefault: true })).json().data;
    expect(await list(other)).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/api/user/addresses/${mine._id}`, office],
      ['POST', `/api/user/addresses/${mine._id}/default`, undefined],
      ['DELETE', `/api/user/addresses/${mine._id}`, undefined],
      ['DELETE', '/api/user/addresses/not-a-uuid', undefined],
    ] as const) {
      const res = await call(method, url, other, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('That address is not in your address book.');
    }
    expect((await list(owner)).map((x) => [x.address, x.isDefault])).toEqual([[home.address, true]]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/addresses' })).statusCode).toBe(401);
  });

  it('the address used at checkout is saved to the book, and a saved one can be ordered to', async () => {
    const { shopper } = await shopperWithPiece(t, { price: 5_000 });
    expect((await call('POST', '/api/order/add', shopper, { address: home })).statusCode).toBe(201);
    const saved = await list(shopper);
    expect(saved.map((x) => x.address)).toEqual([home.address]);
    const p2 = await createProduct(t, { price: 5_000 });
    await addToCart(t, shopper, p2);
    const again = await call('POST', '/api/order/add', shopper, { address_id: saved[0]!._id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.order.address).toMatchObject({ address: home.address, zipCode: home.zipCode });
  });
});
