import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createProduct, createUser, dbSnapshot, type TestUser } from '../../../test/factories';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let product: { id: string };

beforeAll(async () => {
  ({ t } = await shopWith());
  alice = await createUser(t);
  bob = await createUser(t);
  product = await createProduct(t, { name: 'Cartier Love Bracelet', categoryId: 'women', subCategoryId: 'women-jewellery', subSubCategoryId: 'women-jewellery-charms-and-bracelets', price: 5_40_000 });
});
afterAll(() => t.close());

const wish = (method: 'POST' | 'DELETE', user: TestUser, payload: object) => t.app.inject({ method, url: '/api/product/wishlist', headers: user.auth, payload });
const listOf = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/wishlist/list', headers: user.auth })).json().data.wishlists;

describe('wishlist', () => {
  it('adds, lists with product details in rupees, and removes', async () => {
    expect((await wish('POST', alice, { user_id: alice.id, product_id: product.id })).statusCode).toBe(200);
    expect((await wish('POST', alice, { user_id: alice.id, product_id: product.id })).statusCode).toBe(200);
    const list = await listOf(alice);
    expect(list).toHaveLength(1);
    expect(list[0].productDetails).toMatchObject({ _id: product.id, product_name: 'Cartier Love Bracelet', price: 540000, description: expect.any(String) });
    expect((await wish('DELETE', alice, { user_id: alice.id, product_id: product.id })).statusCode).toBe(200);
    expect(await listOf(alice)).toEqual([]);
    expect((await wish('DELETE', alice, { user_id: alice.id, product_id: product.id })).statusCode).toBe(404);
  });

  it("answers 403 when the body names another user, and touches nobody's wishlist", async () => {
    await wish('POST', alice, { user_id: alice.id, product_id: product.id });
    const before = await dbSnapshot(t);
    expect((await wish('POST', bob, { user_id: alice.id, product_id: product.id })).statusCode).toBe(403);
    expect((await wish('DELETE', bob, { user_id: alice.id, product_id: product.id })).statusCode).toBe(403);
    expect(await dbSnapshot(t)).toEqual(before);
    expect(await listOf(bob)).toEqual([]);
  });

  it('answers 404 for an unknown product, 400 for bad ids, 401 without a token', async () => {
    expect((await wish('POST', bob, { user_id: bob.id, product_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await wish('POST', bob, { user_id: bob.id, product_id: 'nope' })).statusCode).toBe(400);
    expect((await wish('POST', bob, { user_id: bob.id })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist/list' })).statusCode).toBe(401);
  });
});
