import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createProduct, createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let products: { id: string }[];

beforeAll(async () => {
  ({ t } = await shopWith());
  products = [];
  for (let i = 0; i < 15; i++) products.push(await createProduct(t, { name: `Viewed piece ${i}` }));
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth, payload });
const view = async (user: TestUser, id: string) => {
  const res = await inject('POST', '/api/user/recently-viewed', user, { product_id: id });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(1000);
};
const mine = async (user: TestUser) => ((await inject('GET', '/api/user/recently-viewed', user)).json().data as { _id: string }[]).map((p) => p._id);
const rows = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM recently_viewed'))[0]!.n;

describe('recently viewed', () => {
  it('keeps the last 12 pieces a shopper opened, most recent first, each once', async () => {
    const shopper = await createUser(t);
    for (const p of products) await view(shopper, p.id);
    await view(shopper, products[5]!.id);
    const list = await mine(shopper);
    expect(list).toHaveLength(12);
    expect(list[0]).toBe(products[5]!.id);
    expect(list.slice(1)).toEqual(
      products
        .slice(3)
        .reverse()
        .map((p) => p.id)
        .filter((id) => id !== products[5]!.id)
        .slice(0, 11),
    );
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM recently_viewed r JOIN users u ON u.id = r.user_id WHERE u.email = $1', [shopper.email]))[0]!.n).toBe(12);
    // Another shopper's list is their own.
    expect(await mine(await createUser(t))).toEqual([]);
  });

  it('merges the pieces viewed before signing in ahead of the account’s, skipping unknown ones', async () => {
    const shopper = await createUser(t);
    await view(shopper, products[0]!.id);
    await view(shopper, products[1]!.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await inject('POST', '/api/user/recently-viewed/merge', shopper, { product_ids: [products[9]!.id, unknown, products[0]!.id] });
    expect(res.statusCode, res.body).toBe(200);
    const merged = (res.json().data as { _id: string }[]).map((p) => p._id);
    expect(merged).toEqual([products[9]!.id, products[0]!.id, products[1]!.id]);
    expect(await mine(shopper)).toEqual(merged);
  });

  it('answers a visitor’s cards by id in the order asked, without the pieces no longer in the shop', async () => {
    const res = await inject('GET', `/api/recently-viewed/products?ids=${products[3]!.id},00000000-0000-4000-8000-000000000000,${products[2]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { _id: string }) => p._id)).toEqual([products[3]!.id, products[2]!.id]);
    expect(res.json().data[0]).toMatchObject({ product_name: 'Viewed piece 3', price: expect.any(Number) });
  });

  it('refuses bad input with a 4xx and records nothing', async () => {
    const shopper = await createUser(t);
    const before = await rows();
    expect((await inject('POST', '/api/user/recently-viewed', undefined, { product_id: products[0]!.id })).statusCode).toBe(401);
    expect((await inject('POST', '/api/user/recently-viewed', shopper, { product_id: 'nope' })).statusCode).toBe(400);
    expect((await inject('POST', '/api/user/recently-viewed', shopper, { product_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await inject('POST', '/api/user/recently-viewed/merge', shopper, { product_ids: products.map((p) => p.id) })).statusCode).toBe(400);
    expect((await inject('GET', `/api/recently-viewed/products?ids=${products.map((p) => p.id).join(',')}`)).statusCode).toBe(400);
    expect((await inject('GET', '/api/user/recently-viewed')).statusCode).toBe(401);
    expect(await rows()).toBe(before);
  });
});
