import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createProduct, createUser, dbSnapshot, type TestUser } from '../../../test/factories';

let t: TestApp;
let bob: TestUser;
let dress: { id: string; sizeIds: string[] };
let bag: { id: string; sizeIds: string[] };

beforeAll(async () => {
  ({ t } = await shopWith());
  bob = await createUser(t);
  dress = await createProduct(t, {
    name: 'Valentino Lace Cocktail Dress',
    categoryId: 'women',
    subCategoryId: 'women-clothing',
    subSubCategoryId: 'women-clothing-dresses-and-gowns',
    price: 80_000,
    discountPrice: 64_000,
    sizes: [
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: 1 },
      { size: 'L', quantity: 0 },
    ],
  });
  bag = await createProduct(t, { name: 'Hermès Kelly 28 Handbag', price: 9_50_000 });
});
afterAll(() => t.close());

const add = (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: user.auth, payload });
/** A new shopper whose cart holds the given lines of the dress (size index, quantity): each test makes its own. */
async function shopperWith(lines: [number, number][] = []): Promise<TestUser> {
  const shopper = await createUser(t);
  for (const [size, quantity] of lines) expect((await add(shopper, { product_id: dress.id, size_id: dress.sizeIds[size], quantity })).statusCode).toBe(200);
  return shopper;
}
const cartOf = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/cart/get-item', headers: user.auth })).json().data;

describe('cart', () => {
  it('adds a line at the server’s price, ignoring a price the client sends', async () => {
    const res = await add(await shopperWith(), { product_id: dress.id, size_id: dress.sizeIds[0], size: 'S', quantity: 1, price: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json().data;
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ product_id: dress.id, size: 'S', quantity: 1, price: 64_000, available: 2, product: { product_name: 'Valentino Lace Cocktail Dress' } });
  });

  it('adds quantity to the same product and size, and a new line for another size', async () => {
    const shopper = await shopperWith([[0, 1]]);
    await add(shopper, { product_id: dress.id, size_id: dress.sizeIds[0], quantity: 1 });
    await add(shopper, { product_id: dress.id, size_id: dress.sizeIds[1], quantity: 1 });
    const cart = await cartOf(shopper);
    expect(cart.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['S', 2],
      ['M', 1],
    ]);
  });

  it('refuses going beyond stock with a message that says why, and changes nothing', async () => {
    const carol = await shopperWith([[0, 2]]);
    const before = await dbSnapshot(t);
    const more = await add(carol, { product_id: dress.id, size_id: dress.sizeIds[0], quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Your cart already holds all 2 of Valentino Lace Cocktail Dress in size S.' });
    const soldOut = await add(carol, { product_id: dress.id, size_id: dress.sizeIds[2], quantity: 1 });
    expect(soldOut.json().message).toBe('Sorry, Valentino Lace Cocktail Dress (size L) is sold out.');
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }, 400],
    ['a negative quantity', { quantity: -3 }, 400],
    ['a fractional quantity', { quantity: 1.5 }, 400],
    ['a string quantity', { quantity: '2' }, 400],
    ['a NaN-like quantity', { quantity: null }, 400],
    ['an unknown product', { product_id: '00000000-0000-4000-8000-000000000000', size_id: '00000000-0000-4000-8000-000000000000' }, 404],
    ['a size of another product', { size_id: 'BAG' }, 400],
    ['a malformed id', { product_id: 'abc' }, 400],
    ['an unknown field', { user_id: 'x' }, 400],
  ])('refuses %s', async (_, patch, status) => {
    const before = await dbSnapshot(t);
    const payload: Record<string, unknown> = { product_id: dress.id, size_id: dress.sizeIds[1], quantity: 1, ...patch };
    if (payload.size_id === 'BAG') payload.size_id = bag.sizeIds[0];
    const res = await add(bob, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('changes a line’s quantity within stock', async () => {
    const alice = await shopperWith([[0, 2]]);
    const line = (await cartOf(alice))[0];
    const down = await t.app.inject({ method: 'PUT', url: `/api/cart/update-item/${line._id}`, headers: alice.auth, payload: { quantity: 1 } });
    expect(down.statusCode).toBe(200);
    expect(down.json().data[0].quantity).toBe(1);
    const tooMany = await t.app.inject({ method: 'PUT', url: `/api/cart/update-item/${line._id}`, headers: alice.auth, payload: { quantity: 3 } });
    expect(tooMany.statusCode).toBe(409);
    const zero = await t.app.inject({ method: 'PUT', url: `/api/cart/update-item/${line._id}`, headers: alice.auth, payload: { quantity: 0 } });
    expect(zero.statusCode).toBe(400);
  });

  it("keeps each shopper's cart to themselves", async () => {
    const [alice, bob] = [await shopperWith([[0, 1]]), await shopperWith()];
    const line = (await cartOf(alice))[0];
    expect(await cartOf(bob)).toEqual([]);
    const before = await dbSnapshot(t);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove-item/${line._id}`, headers: bob.auth });
    expect(remove.statusCode).toBe(404);
    const update = await t.app.inject({ method: 'PUT', url: `/api/cart/update-item/${line._id}`, headers: bob.auth, payload: { quantity: 1 } });
    expect(update.statusCode).toBe(404);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('removes a line', async () => {
    const alice = await shopperWith([
      [0, 1],
      [1, 1],
    ]);
    const [first] = await cartOf(alice);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove-item/${first._id}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/cart/remove-item/${first._id}`, headers: alice.auth });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart/remove-item/not-an-id', headers: alice.auth })).statusCode).toBe(404);
  });

  it('answers 401 without a token on every cart route', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart/get-item'],
      ['POST', '/api/cart/add-item'],
      ['PUT', '/api/cart/update-item/x'],
      ['DELETE', '/api/cart/remove-item/x'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
