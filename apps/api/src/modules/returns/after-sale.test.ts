import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, approvedCard as card, createProduct, createUser, dbSnapshot, signIn, waitForMail, shopperAddress as address, shopperWithPiece, type TestUser } from '../../../test/factories';
import { runDueWork } from '../jobs/runner';
import { availableCreditPaise } from './credit';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD })));
afterAll(() => t.close());

const HOUR = 3_600_000;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const buy = async (user: TestUser, product: { id: string; sizeIds: string[] }, extra: object = {}) => {
  await addToCart(t, user, product);
  const res = await inject('POST', '/api/order/add', user, { address, paymentMethod: 'cod', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order: { _id: string; total_price: number; order_items: { _id: string }[] }; payment: { _id: string } | null };
};
const deliver = async (orderId: string) => {
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const res = await inject('POST', `/api/admin/orders/${orderId}/status`, admin, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const stockOf = async (sizeId: string) => (await t.database.query<{ quantity: number }>('SELECT quantity FROM product_sizes WHERE id = $1', [sizeId]))[0]!.quantity;
const jobs = () => runDueWork({ database: t.database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {} });

describe('returns and store credit', () => {
  it('return → approval → credit → spent at checkout, and the balance is right', async () => {
    const shopper = await createUser(t);
    const bag = await createProduct(t, { price: 60_000 });
    const { order } = await buy(shopper, bag);
    await deliver(order._id);
    const itemId = order.order_items[0]!._id;
    const mine = (await inject('GET', '/api/order/getAllOrder', shopper)).json().data[0];
    expect(mine.order_items[0]).toMatchObject({ status: 'Delivered', can_return: true });

    t.clock.advance(2 * HOUR);
    const asked = await inject('POST', '/api/returns', shopper, { order_item_id: itemId, reason: 'The colour is not as pictured.' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((await inject('POST', '/api/returns', shopper, { order_item_id: itemId, reason: 'Again' })).statusCode).toBe(409);
    const list = (await inject('GET', '/api/admin/returns?status=requested', admin)).json().data;
    const requested = list.find((r: { order_item_id: string }) => r.order_item_id === itemId);
    const approved = await inject('POST', `/api/admin/returns/${requested._id}/approve`, admin, { instructions: 'Our courier collects it tomorrow.' });
    expect(approved.json().data, approved.body).toMatchObject({ status: 'approved', credit: null });
    expect((await inject('POST', `/api/admin/returns/${requested._id}/receive`, admin, { restock: true })).statusCode).toBe(200);
    const credited = await inject('POST', `/api/admin/returns/${requested._id}/credit`, admin);
    expect(credited.json().data, credited.body).toMatchObject({ status: 'credited', credit: 60_000 });
    const credit = await inject('GET', '/api/credit', shopper);
    expect(credit.statusCode, credit.body).toBe(200);
    expect((await inject('GET', '/api/credit', shopper)).json().data.balance).toBe(60_000);

    const next = await createProduct(t, { price: 45_000 });
    const { order: second } = await buy(shopper, next, { useCredit: true });
    expect(second.total_price).toBe(0); // ₹45,000 all paid by credit: no cash to collect, so no COD fee
    expect((await inject('GET', '/api/credit', shopper)).json().data.balance).toBe(60_000 - 45_000);

    // Cancelling the order gives the credit back.
    expect((await inject('POST', `/api/order/cancel/${second._id}`, shopper)).statusCode).toBe(200);
    expect((await inject('GET', '/api/credit', shopper)).json().data.balance).toBe(60_000);

    // Credit expires six months after it was issued (sessions end sooner, so ask the ledger directly).
    expect(await availableCreditPaise(t.database.db, shopper.id, new Date(t.clock.now().getTime() + 170 * 24 * HOUR))).toBe(60_000_00);
    expect(await availableCreditPaise(t.database.db, shopper.id, new Date(t.clock.now().getTime() + 185 * 24 * HOUR))).toBe(0);
    t.clock.advance(-2 * HOUR);
  });

  it('refuses a sale item and a request after 24 hours, changing nothing', async () => {
    const shopper = await createUser(t);
    const sale = await createProduct(t, { price: 50_000, discountPrice: 40_000 });
    const full = await createProduct(t, { price: 50_000 });
    const { order: a } = await buy(shopper, sale);
    const { order: b } = await buy(shopper, full);
    await deliver(a._id);
    await deliver(b._id);
    const before = await dbSnapshot(t);
    const saleRes = await inject('POST', '/api/returns', shopper, { order_item_id: a.order_items[0]!._id, reason: 'Changed my mind' });
    expect(saleRes.statusCode).toBe(409);
    expect(saleRes.json()).toMatchObject({ code: 'RETURN_NOT_ALLOWED', message: 'Sale items cannot be returned.' });
    t.clock.advance(25 * HOUR);
    const late = await inject('POST', '/api/returns', shopper, { order_item_id: b.order_items[0]!._id, reason: 'Changed my mind' });
    t.clock.advance(-25 * HOUR);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Returns must be requested within 24 hours of delivery.');
    const notYours = await inject('POST', '/api/returns', admin, { order_item_id: b.order_items[0]!._id, reason: 'x' });
    expect(notYours.statusCode).toBe(404);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('lets staff reject a return with a reason', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t, { price: 30_000 });
    const { order } = await buy(shopper, p);
    await deliver(order._id);
    await inject('POST', '/api/returns', shopper, { order_item_id: order.order_items[0]!._id, reason: 'Scratch' });
    const r = (await inject('GET', '/api/admin/returns?status=requested', admin)).json().data.find((x: { order_id: string }) => x.order_id === order._id);
    const res = await inject('POST', `/api/admin/returns/${r._id}/reject`, admin, { reason: 'The scratch is shown in the listing photos.' });
    expect(res.json().data).toMatchObject({ status: 'rejected', decision_note: 'The scratch is shown in the listing photos.' });
    expect((await inject('GET', '/api/credit', shopper)).json().data.balance).toBe(0);
  });
});

describe('layaway', () => {
  it('a ₹30,000 item: 25% deposit, due in 3 weeks; paying the balance completes the order', async () => {
    const { shopper, product: bag } = await shopperWithPiece(t, { price: 30_000 });
    const quote = (await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'card', layaway: true })).json().data;
    expect(quote.layaway).toMatchObject({ available: true, deposit: 7_500, balance: 22_500, weeks: 3 });
    const placed = (await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'card', layaway: true })).json().data;
    expect(placed.payment).toMatchObject({ amount: 7_500, purpose: 'layaway_deposit' });
    const deposit = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: placed.payment._id, details: card });
    const order = deposit.json().data.order;
    expect(order.status).toBe('On Layaway');
    expect(order.layaway).toMatchObject({ deposit: 7_500, paid: 7_500, balance: 22_500, weeks: 3 });
    expect(new Date(order.layaway.due_at).getTime() - t.clock.now().getTime()).toBe(21 * 24 * HOUR);
    expect(await stockOf(bag.sizeIds[0]!)).toBe(0);

    const balance = await inject('POST', `/api/order/${order._id}/layaway/pay`, shopper, { paymentMethod: 'upi' });
    expect(balance.statusCode, balance.body).toBe(201);
    expect(balance.json().data).toMatchObject({ amount: 22_500, purpose: 'layaway_balance' });
    const done = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: balance.json().data._id, details: { method: 'upi', upiId: 'ira@okhdfc' } });
    expect(done.json().data.order).toMatchObject({ status: 'Pending', payment_status: 'paid' });
    expect(done.json().data.order.layaway).toMatchObject({ paid: 30_000, balance: 0 });
  });

  it('a lapsed layaway is cancelled by the job, keeps the deposit, and the item is for sale again', async () => {
    const { shopper, product: bag } = await shopperWithPiece(t, { price: 20_000 });
    const placed = (await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'card', layaway: true })).json().data;
    const order = (await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: placed.payment._id, details: card })).json().data.order;
    expect(order.layaway.weeks).toBe(2);
    try {
      t.clock.advance(2 * 7 * 24 * HOUR - HOUR);
      await jobs();
      expect((await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data.status).toBe('On Layaway');
      t.clock.advance(2 * HOUR);
      expect((await jobs()).layawaysLapsed).toBe(1);
    } finally {
      t.clock.advance(-2 * 7 * 24 * HOUR - HOUR);
    }
    const after = (await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data;
    expect(after).toMatchObject({ status: 'Cancelled', payment_status: 'deposit_forfeited' });
    expect(await stockOf(bag.sizeIds[0]!)).toBe(1);
    const listed = (await inject('GET', `/api/product/${bag.id}`)).json().data;
    expect(listed.sold_out).toBe(false);
  });

  it('refuses layaway for items of ₹10,000 or less and for cash on delivery', async () => {
    const { shopper } = await shopperWithPiece(t, { price: 10_000 });
    const res = await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'card', layaway: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Layaway is available for items above ₹10,000 each.');
    const cod = await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'cod', layaway: true });
    expect(cod.statusCode).toBe(400);
  });
});

describe('Quote Your Price', () => {
  it('an offer accepted by staff is that shopper’s price; others still pay the list price', async () => {
    const shopper = await createUser(t);
    const other = await createUser(t);
    const bag = await createProduct(t, { name: 'Celine Triomphe Shoulder Bag', price: 2_40_000 });
    const made = await inject('POST', '/api/offers', shopper, { product_id: bag.id, name: 'Ira Sen', email: shopper.email, phone: '9811122233', price: 2_00_000, message: 'Is this possible?' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ message: 'Your price quote request has been submitted successfully!', data: { status: 'open', price: 2_00_000 } });
    const mail = await t.database.query<{ subject: string }>("SELECT subject FROM outbox WHERE kind = 'offer-received' ORDER BY created_at DESC LIMIT 1");
    expect(mail[0]!.subject).toContain('Celine Triomphe Shoulder Bag');

    expect((await inject('POST', `/api/admin/offers/${made.json().data._id}/accept`, shopper)).statusCode).toBe(403);
    const accepted = await inject('POST', `/api/admin/offers/${made.json().data._id}/accept`, admin);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', agreed_price: 2_00_000 });
    expect((await inject('GET', `/api/offers/mine?product_id=${bag.id}`, shopper)).json().data[0]).toMatchObject({ agreed_price: 2_00_000 });

    for (const [user, expected] of [
      [shopper, 2_00_000],
      [other, 2_40_000],
    ] as const) {
      await addToCart(t, user, bag);
      expect((await inject('POST', '/api/checkout/quote', user, { paymentMethod: 'card' })).json().data.subtotal).toBe(expected);
    }
    const order = (await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'cod' })).json().data.order;
    expect(order.total_price).toBe(2_00_040);
    expect(order.order_items[0].price).toBe(2_00_000);
  });

  it('a counter-offer is the shopper’s price for 48 hours, then the list price again', async () => {
    const shopper = await createUser(t);
    const shoes = await createProduct(t, { price: 90_000 });
    const offer = (await inject('POST', '/api/offers', undefined, { product_id: shoes.id, name: 'Guest', email: shopper.email, phone: '9811122233', price: 60_000 })).json().data;
    const bad = await inject('POST', `/api/admin/offers/${offer._id}/counter`, admin, { price: 95_000 });
    expect(bad.statusCode).toBe(400);
    const countered = await inject('POST', `/api/admin/offers/${offer._id}/counter`, admin, { price: 75_000 });
    expect(countered.json().data).toMatchObject({ status: 'countered', counter_price: 75_000, agreed_price: 75_000 });
    await addToCart(t, shopper, shoes);
    expect((await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'upi' })).json().data.subtotal).toBe(75_000);
    t.clock.advance(49 * HOUR);
    try {
      expect((await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'upi' })).json().data.subtotal).toBe(90_000);
      expect((await jobs()).offersExpired).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-49 * HOUR);
    }
  });

  it('refuses a quote at or above the price, without a phone, or for an unknown product', async () => {
    const p = await createProduct(t, { price: 10_000 });
    const base = { product_id: p.id, name: 'A', email: 'a@example.com', phone: '9811122233', price: 9_000 };
    expect((await inject('POST', '/api/offers', undefined, { ...base, price: 10_000 })).statusCode).toBe(400);
    expect((await inject('POST', '/api/offers', undefined, { ...base, price: 0 })).json().message).toBe('Your price must be at least ₹1.');
    expect((await inject('POST', '/api/offers', undefined, { ...base, phone: undefined })).statusCode).toBe(400);
    expect((await inject('POST', '/api/offers', undefined, { ...base, product_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('password reset', () => {
  it('works once through the link in the outbox; the old password and old tokens stop working', async () => {
    const user = await createUser(t);
    const other = await signIn(t.app, user.email, user.password);
    const unknown = await inject('POST', '/api/user/forgot-password', undefined, { email: 'nobody-here@example.com' });
    const known = await inject('POST', '/api/user/forgot-password', undefined, { email: user.email.toUpperCase() });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await waitForMail(t, user.email, 'password-reset');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;

    const mismatch = await inject('POST', '/api/user/reset-password', undefined, { token, password: 'New-Password-1', confirmPassword: 'Other' });
    expect(mismatch.json().message).toBe('Passwords do not match');
    const short = await inject('POST', '/api/user/reset-password', undefined, { token, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);

    const reset = await inject('POST', '/api/user/reset-password', undefined, { token, password: 'New-Password-1', confirmPassword: 'New-Password-1' });
    expect(reset.statusCode).toBe(200);
    for (const session of [user, other]) expect((await inject('GET', `/api/user/details/${user.id}`, session)).statusCode).toBe(401);
    expect((await inject('POST', '/api/user/signin', undefined, { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await inject('POST', '/api/user/signin', undefined, { email: user.email, password: 'New-Password-1' })).statusCode).toBe(200);
    const again = await inject('POST', '/api/user/reset-password', undefined, { token, password: 'Another-Pass-2', confirmPassword: 'Another-Pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a link older than an hour', async () => {
    const user = await createUser(t);
    await inject('POST', '/api/user/forgot-password', undefined, { email: user.email });
    const mail = await waitForMail(t, user.email, 'password-reset');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;
    t.clock.advance(61 * 60_000);
    const res = await inject('POST', '/api/user/reset-password', undefined, { token, password: 'New-Password-1', confirmPassword: 'New-Password-1' });
    t.clock.advance(-61 * 60_000);
    expect(res.statusCode).toBe(400);
  });
});
