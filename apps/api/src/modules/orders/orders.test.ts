import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { createProduct, createUser, dbSnapshot, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith({ codUpToRupees: ANY_COD })));
afterAll(() => t.close());

export const address = {
  firstName: 'Kabir',
  lastName: 'Malhotra',
  email: 'kabir@example.com',
  phone: '+91 98765 43210',
  address: '7 Aurangzeb Road',
  city: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  zipCode: '110011',
};

const add = (user: TestUser, productId: string, sizeId: string, quantity = 1) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: user.auth, payload: { product_id: productId, size_id: sizeId, quantity } });
const place = (user: TestUser, payload: object = { address, paymentMethod: 'cod' }, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/order/add', headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) }, payload });
const stockOf = async (sizeId: string) => (await t.database.query<{ quantity: number }>('SELECT quantity FROM product_sizes WHERE id = $1', [sizeId]))[0]!.quantity;

describe('POST /api/order/add', () => {
  it('orders every cart line by COD: total = sum + ₹40, cart emptied, stock lowered by exactly what was bought', async () => {
    const shopper = await createUser(t);
    const a = await createProduct(t, { price: 1_20_000, discountPrice: 99_999.99 });
    const b = await createProduct(t, { price: 45_500.5 });
    const c = await createProduct(t, {
      price: 30_000,
      categoryId: 'men',
      subCategoryId: 'men-clothing',
      subSubCategoryId: 'men-clothing-shirts',
      sizes: [
        { size: 'M', quantity: 3 },
        { size: 'L', quantity: 1 },
      ],
    });
    await add(shopper, a.id, a.sizeIds[0]!);
    await add(shopper, b.id, b.sizeIds[0]!);
    await add(shopper, c.id, c.sizeIds[0]!, 2);
    const res = await place(shopper, { address, paymentMethod: 'cod', total_price: '1', item_id: ['x'] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    const sum = 99_999.99 + 45_500.5 + 2 * 30_000;
    expect(order.subtotal).toBeCloseTo(sum, 2);
    expect(order.cod_fee).toBe(40);
    expect(order.total_price).toBeCloseTo(sum + 40, 2);
    expect(order.order_items).toHaveLength(3);
    expect(order.status).toBe('Pending');
    expect(order.address).toMatchObject({ ...address, _id: expect.any(String) });
    expect(order.history[0]).toMatchObject({ status: 'Pending' });
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart/get-item', headers: shopper.auth });
    expect(cart.json().data).toEqual([]);
    expect(await stockOf(a.sizeIds[0]!)).toBe(0);
    expect(await stockOf(b.sizeIds[0]!)).toBe(0);
    expect(await stockOf(c.sizeIds[0]!)).toBe(1);
    expect(await stockOf(c.sizeIds[1]!)).toBe(1);
    const mails = await t.database.query<{ to_address: string; subject: string }>('SELECT to_address, subject FROM outbox');
    expect(mails).toContainEqual({ to_address: address.email, subject: expect.stringContaining('is placed') });
    const book = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1', [shopper.id]);
    expect(book[0]!.n).toBe(1);
  });

  it('refuses an empty cart with "Your cart is empty" and a missing address with a readable message', async () => {
    const shopper = await createUser(t);
    const empty = await place(shopper);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    const noAddress = await place(shopper, { paymentMethod: 'cod' });
    expect(noAddress.statusCode).toBe(400);
    const badPin = await place(shopper, { address: { ...address, zipCode: '12' }, paymentMethod: 'cod' });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json().message).toBe('Please enter a valid 6-digit PIN code.');
  });

  it('sells a one-of-a-kind bag once when two shoppers check out at the same moment', async () => {
    const bag = await createProduct(t, { name: 'Hermès Birkin 30', price: 12_00_000 });
    const buyers = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    for (const b of buyers) expect((await add(b, bag.id, bag.sizeIds[0]!)).statusCode).toBe(200);
    const results = await Promise.all(buyers.map((b) => place(b)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toContain('Hermès Birkin 30');
    expect(await stockOf(bag.sizeIds[0]!)).toBe(0);
    const sold = await t.database.query<{ n: number }>('SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = $1', [bag.id]);
    expect(sold[0]!.n).toBe(1);
  });

  it('refuses the whole order, naming the item, when one line has sold, and changes nothing', async () => {
    const shopper = await createUser(t);
    const other = await createUser(t);
    const keep = await createProduct(t, { name: 'Dior Saddle Bag' });
    const gone = await createProduct(t, { name: 'Fendi Baguette' });
    await add(shopper, keep.id, keep.sizeIds[0]!);
    await add(shopper, gone.id, gone.sizeIds[0]!);
    await add(other, gone.id, gone.sizeIds[0]!);
    expect((await place(other)).statusCode).toBe(201);
    const before = await dbSnapshot(t);
    const res = await place(shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringContaining('Fendi Baguette') });
    expect(await dbSnapshot(t)).toEqual(before);
    expect(await stockOf(keep.sizeIds[0]!)).toBe(1);
  });

  it('creates one order for two requests with the same Idempotency-Key', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t);
    await add(shopper, p.id, p.sizeIds[0]!);
    const [first, second] = await Promise.all([place(shopper, undefined, 'checkout-attempt-1'), place(shopper, undefined, 'checkout-attempt-1')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.order._id).toBe(second.json().data.order._id);
    const count = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
    expect(count[0]!.n).toBe(1);
  });

  it('ignores a client price and total', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t, { price: 75_000 });
    await t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: shopper.auth, payload: { product_id: p.id, size_id: p.sizeIds[0], quantity: 1, price: 1 } });
    const res = await place(shopper, { address, paymentMethod: 'cod', total_price: '1.00' });
    expect(res.json().data.order.total_price).toBe(75_040);
  });
});

describe('reading and cancelling orders', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let orderId: string;
  let sizeId: string;
  // A new owner and order for each test: one test cancels the order, another places a second one.
  beforeEach(async () => {
    owner = await createUser(t);
    stranger = await createUser(t);
    const p = await createProduct(t);
    sizeId = p.sizeIds[0]!;
    await add(owner, p.id, sizeId);
    orderId = (await place(owner)).json().data.order._id;
  });

  it('lists the shopper’s own orders only', async () => {
    const mine = (await t.app.inject({ method: 'GET', url: '/api/order/getAllOrder', headers: owner.auth })).json().data;
    expect(mine.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/order/getAllOrder', headers: stranger.auth })).json().data;
    expect(theirs).toEqual([]);
  });

  it('shows the details to the owner and 404 to anyone else', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/order/details/${orderId}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: orderId, total: 50_040, status: 'Pending' });
    expect((await t.app.inject({ method: 'GET', url: `/api/order/details/${orderId}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/order/details/garbage', headers: owner.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/details/${orderId}` })).statusCode).toBe(401);
  });

  it('lets only the owner cancel, within 24 hours, and puts the stock back', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/order/cancel/${orderId}`, headers: stranger.auth })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/order/cancel/${orderId}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('Cancelled');
    expect(await stockOf(sizeId)).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/order/cancel/${orderId}`, headers: owner.auth });
    expect(again.statusCode).toBe(409);
  });

  it('refuses cancelling after 24 hours', async () => {
    const p = await createProduct(t);
    await add(owner, p.id, p.sizeIds[0]!);
    const id = (await place(owner)).json().data.order._id;
    t.clock.advance(25 * 3_600_000);
    const res = await t.app.inject({ method: 'POST', url: `/api/order/cancel/${id}`, headers: owner.auth });
    t.clock.advance(-25 * 3_600_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_CANCELLABLE');
  });
});
