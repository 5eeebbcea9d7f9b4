/**
 * Limits that must hold when shoppers race (issue 13 defects 1, 7, 8, 10; issue 14 defects 2, 8):
 * coupon usage limits, store credit, offers used once, the welcome coupon, the COD fee, the
 * layaway quote and the dashboard, the Idempotency-Key body hash and coupon validation codes.
 * Races go over real HTTP with Promise.all, on PGlite and (TEST_DB=pg) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { approvedCard, createProduct, createUser, signIn, shopperAddress, type TestUser } from '../../../test/factories';
import { coupons } from '../../db/schema';
import { grantCredit } from '../returns/credit';

let t: TestApp;
let admin: TestUser;
let base: string;
beforeAll(async () => {
  ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD }));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const address = { ...shopperAddress, firstName: 'Meera', lastName: 'Iyer' };
const card = approvedCard;

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(user?.auth ?? {}), ...headers }, ...(payload ? { payload } : {}) });
const add = async (user: TestUser, product: { id: string; sizeIds: string[] }, quantity = 1) => {
  const res = await inject('POST', '/api/cart/add-item', user, { product_id: product.id, size_id: product.sizeIds[0], quantity });
  expect(res.statusCode, res.body).toBe(200);
};
const liveOrderIds = async (user: TestUser) => (await t.database.query<{ id: string }>("SELECT id FROM orders WHERE user_id = $1 AND status <> 'Cancelled'", [user.id])).map((o) => o.id);
/** Places an order over real HTTP (so concurrent calls really run at once). */
const placeHttp = async (user: TestUser, payload: object, key?: string) => {
  const res = await fetch(`${base}/api/order/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ address, ...payload }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      code?: string;
      message: string;
      data: { order: { _id: string; discount: number; credit_used: number; total_price: number; order_items: { price: number; quantity: number }[] }; payment: { _id: string } | null };
    },
  };
};
const pay = (user: TestUser, paymentId: string) => inject('POST', '/api/payments/gateway/pay', user, { payment_id: paymentId, details: card });

/** Signs up an account with this exact email. */
async function userWithEmail(email: string): Promise<TestUser> {
  const password = 'Correct-Horse-9';
  const res = await inject('POST', '/api/user/signup', undefined, { first_name: 'Asha', last_name: 'Menon', email, password, confirmPassword: password });
  expect(res.statusCode, res.body).toBe(201);
  return signIn(t.app, email, password);
}

describe('coupon usage limits under concurrency', () => {
  it.each([1, 3])('20 shoppers race for a coupon limited to %i use(s): exactly that many discounted orders', async (limit) => {
    const code = `HALF${limit}RACE`;
    const [coupon] = await t.database.db.insert(coupons).values({ code, kind: 'percent', value: 50, usageLimit: limit, description: '50% off' }).returning({ id: coupons.id });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    for (const s of shoppers) await add(s, await createProduct(t, { price: 2_50_000 }));
    const results = await Promise.all(shoppers.map((s) => placeHttp(s, { paymentMethod: 'cod', couponCode: code })));
    const discounted = results.filter((r) => r.status === 201);
    expect(discounted).toHaveLength(limit);
    for (const r of discounted) expect(r.body.data.order.discount).toBe(1_25_000);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(20 - limit);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'COUPON_USED_UP', message: 'This coupon has been fully used.' });
    const stored = await t.database.query<{ orders: number; uses: number }>(
      'SELECT (SELECT count(*)::int FROM orders WHERE coupon_id = $1) AS orders, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS uses',
      [coupon!.id],
    );
    expect(stored[0]).toEqual({ orders: limit, uses: limit });
  });

  it('one shopper sending five orders at once uses a once-per-shopper coupon once', async () => {
    const [coupon] = await t.database.db.insert(coupons).values({ code: 'ONEEACH', kind: 'fixed', value: 10_000_00, perUserLimit: 1 }).returning({ id: coupons.id });
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 1_00_000, sizes: [{ size: 'One Size', quantity: 5 }] }));
    // Card orders keep the cart until paid, so each of the five finds the bag in it; each closes the
    // unpaid order placed before it (decision 30), whose coupon use is forgotten.
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => placeHttp(shopper, { paymentMethod: 'card', couponCode: 'ONEEACH' }, `one-each-${i}`)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const live = await liveOrderIds(shopper);
    expect(live).toHaveLength(1);
    const uses = await t.database.query<{ order_id: string }>('SELECT order_id FROM coupon_redemptions WHERE coupon_id = $1', [coupon!.id]);
    expect(uses).toEqual([{ order_id: live[0] }]);
  });
});

describe('store credit under concurrency', () => {
  it('four orders at once spend a shopper’s ₹50,000 of credit once, never more', async () => {
    const shopper = await createUser(t);
    await grantCredit(t.database.db, shopper.id, 50_000_00, 'Test grant', t.clock.now());
    await add(shopper, await createProduct(t, { price: 40_000, sizes: [{ size: 'One Size', quantity: 4 }] }));
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => placeHttp(shopper, { paymentMethod: 'card', useCredit: true }, `credit-race-${i}`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    // Each order closed the unpaid one before it and got its credit back: one live order spent ₹40,000.
    const live = await liveOrderIds(shopper);
    expect(live).toHaveLength(1);
    expect(results.find((r) => r.body.data.order._id === live[0])!.body.data.order.credit_used).toBe(40_000);
    const balance = (await inject('GET', '/api/credit', shopper)).json().data.balance;
    expect(balance).toBe(10_000);
  });
});

describe('an agreed offer prices one unit, once', () => {
  async function acceptedOffer(shopper: TestUser, product: { id: string }, price: number) {
    const made = await inject('POST', '/api/offers', shopper, { product_id: product.id, name: 'Meera Iyer', email: shopper.email, phone: '9876543210', price });
    expect(made.statusCode, made.body).toBe(201);
    const accepted = await inject('POST', `/api/admin/offers/${made.json().data._id}/accept`, admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return made.json().data._id as string;
  }

  it('a cart of two prices one unit at the offer; the order consumes the offer; the next order pays the list price', async () => {
    const shopper = await createUser(t);
    const scarf = await createProduct(t, { price: 20_000, sizes: [{ size: 'One Size', quantity: 3 }] });
    const offerId = await acceptedOffer(shopper, scarf, 15_000);
    await add(shopper, scarf, 2);
    const quote = (await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'card' })).json().data;
    expect(quote.subtotal).toBe(35_000);
    const first = await placeHttp(shopper, { paymentMethod: 'cod' });
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data.order.order_items.map((i) => [i.price, i.quantity]).sort()).toEqual([
      [15_000, 1],
      [20_000, 1],
    ]);
    const used = await t.database.query<{ order_id: string }>('SELECT order_id FROM offers WHERE id = $1', [offerId]);
    expect(used[0]!.order_id).toBe(first.body.data.order._id);
    expect((await inject('GET', `/api/offers/mine?product_id=${scarf.id}`, shopper)).json().data[0]).toMatchObject({ agreed_price: null });

    await add(shopper, scarf, 1);
    expect((await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'card' })).json().data).toMatchObject({ subtotal: 20_000, offers_applied: [] });
    const second = await placeHttp(shopper, { paymentMethod: 'cod' });
    expect(second.body.data.order.order_items).toMatchObject([{ price: 20_000, quantity: 1 }]);
  });

  it('three orders at once: exactly one gets the offer price', async () => {
    const shopper = await createUser(t);
    const belt = await createProduct(t, { price: 30_000, sizes: [{ size: '85', quantity: 3 }] });
    await acceptedOffer(shopper, belt, 25_000);
    await add(shopper, belt, 1);
    const results = await Promise.all(Array.from({ length: 3 }, (_, i) => placeHttp(shopper, { paymentMethod: 'upi' }, `offer-race-${i}`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    // Each order closed the unpaid one before it (decision 30), which gave the offer back: the one live order has it.
    const live = await liveOrderIds(shopper);
    expect(live).toHaveLength(1);
    expect(results.find((r) => r.body.data.order._id === live[0])!.body.data.order.order_items[0]!.price).toBe(25_000);
    const used = await t.database.query<{ order_id: string }>('SELECT order_id FROM offers WHERE user_id = $1 AND order_id IS NOT NULL', [shopper.id]);
    expect(used).toEqual([{ order_id: live[0] }]);
  });

  it('an order that is cancelled gives the offer back', async () => {
    const shopper = await createUser(t);
    const bag = await createProduct(t, { price: 50_000 });
    await acceptedOffer(shopper, bag, 45_000);
    await add(shopper, bag, 1);
    const first = await placeHttp(shopper, { paymentMethod: 'cod' });
    expect(first.body.data.order.total_price).toBe(45_040);
    const cancelled = await inject('POST', `/api/order/cancel/${first.body.data.order._id}`, shopper);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await add(shopper, bag, 1);
    expect((await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod' })).json().data.subtotal).toBe(45_000);
  });

  it('no offer on a piece that is sold out or held by a checkout: 409 with a readable message', async () => {
    const shopper = await createUser(t);
    const body = (productId: string) => ({ product_id: productId, name: 'Meera Iyer', email: shopper.email, phone: '9876543210', price: 10_000 });
    const soldOut = await createProduct(t, { price: 20_000, sizes: [{ size: 'One Size', quantity: 0 }] });
    const res = await inject('POST', '/api/offers', shopper, body(soldOut.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OFFER_UNAVAILABLE', message: 'This piece is sold out, so we cannot take an offer on it.' });

    const held = await createProduct(t, { price: 20_000 });
    const buyer = await createUser(t);
    await add(buyer, held);
    expect((await placeHttp(buyer, { paymentMethod: 'card' })).status).toBe(201);
    const onHold = await inject('POST', '/api/offers', shopper, body(held.id));
    expect(onHold.statusCode).toBe(409);
    expect(onHold.json().message).toBe('This piece is reserved while another shopper completes their payment, so we cannot take an offer on it now.');
    const offers = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM offers WHERE product_id = ANY($1::uuid[])', [[soldOut.id, held.id]]);
    expect(offers[0]!.n).toBe(0);
  });

  it('staff cannot accept an offer once the piece has sold', async () => {
    const shopper = await createUser(t);
    const ring = await createProduct(t, { price: 80_000 });
    const made = await inject('POST', '/api/offers', shopper, { product_id: ring.id, name: 'Meera Iyer', email: shopper.email, phone: '9876543210', price: 70_000 });
    const buyer = await createUser(t);
    await add(buyer, ring);
    expect((await placeHttp(buyer, { paymentMethod: 'cod' })).status).toBe(201);
    const accept = await inject('POST', `/api/admin/offers/${made.json().data._id}/accept`, admin);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This piece is sold out, so it cannot be offered to the shopper now. Decline the offer instead.');
  });
});

describe('the welcome coupon belongs to one subscriber', () => {
  async function subscribe(email: string): Promise<{ code: string; value: number }> {
    const res = await inject('POST', '/api/newsletter', undefined, { email, source: 'popup' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.database.query<{ body_text: string; subject: string }>("SELECT body_text, subject FROM outbox WHERE kind = 'newsletter-welcome' AND to_address = $1", [email]);
    const code = /use the code (WELCOME-[A-Z0-9]+) at checkout/.exec(mail!.body_text)?.[1];
    expect(code).toBeDefined();
    const [coupon] = await t.database.query<{ value: number }>('SELECT value FROM coupons WHERE code = $1', [code]);
    expect(mail!.subject).toContain(`${coupon!.value}% off your first order`);
    expect(mail!.body_text).toContain(`here is ${coupon!.value}% off your first order`);
    return { code: code!, value: coupon!.value };
  }

  it('subscribing issues a unique code; only that address’s account may use it, once', async () => {
    const a = await subscribe('asha.welcome@example.com');
    const b = await subscribe('ravi.welcome@example.com');
    expect(a.code).not.toBe(b.code);
    expect(a.value).toBe(25);

    const stranger = await createUser(t);
    await add(stranger, await createProduct(t, { price: 40_000 }));
    const stolen = await placeHttp(stranger, { paymentMethod: 'cod', couponCode: a.code });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ code: 'COUPON_NOT_YOURS', message: 'This coupon was issued to another email address.' });

    const asha = await userWithEmail('asha.welcome@example.com');
    await add(asha, await createProduct(t, { price: 40_000 }));
    const used = await placeHttp(asha, { paymentMethod: 'cod', couponCode: a.code.toLowerCase() });
    expect(used.status, used.body.message).toBe(201);
    expect(used.body.data.order.discount).toBe(10_000);

    await add(asha, await createProduct(t, { price: 40_000 }));
    const again = await placeHttp(asha, { paymentMethod: 'cod', couponCode: a.code });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('COUPON_USED_UP');
  });

  it('a shopper who has ordered before cannot use it', async () => {
    const { code } = await subscribe('old.customer@example.com');
    const shopper = await userWithEmail('old.customer@example.com');
    await add(shopper, await createProduct(t, { price: 30_000 }));
    expect((await placeHttp(shopper, { paymentMethod: 'cod' })).status).toBe(201);
    await add(shopper, await createProduct(t, { price: 30_000 }));
    const res = await placeHttp(shopper, { paymentMethod: 'cod', couponCode: code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'COUPON_FIRST_ORDER', message: 'This coupon is for a first order only.' });
  });
});

describe('the COD fee, the layaway quote and the dashboard', () => {
  it('an order paid wholly by store credit has nothing to collect and takes no COD fee', async () => {
    const shopper = await createUser(t);
    await grantCredit(t.database.db, shopper.id, 1_00_000_00, 'Test grant', t.clock.now());
    await add(shopper, await createProduct(t, { price: 30_000 }));
    const res = await placeHttp(shopper, { paymentMethod: 'cod', useCredit: true });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.order).toMatchObject({ cod_fee: 0, credit_used: 30_000, total_price: 0 });
    expect((await inject('GET', '/api/credit', shopper)).json().data.balance).toBe(70_000);
  });

  it('credit that leaves cash to collect keeps the fee on that cash', async () => {
    const shopper = await createUser(t);
    await grantCredit(t.database.db, shopper.id, 10_000_00, 'Test grant', t.clock.now());
    await add(shopper, await createProduct(t, { price: 30_000 }));
    const res = await placeHttp(shopper, { paymentMethod: 'cod', useCredit: true });
    expect(res.body.data.order).toMatchObject({ cod_fee: 40, credit_used: 10_000, total_price: 20_040 });
  });

  it('the layaway deposit quoted while COD is selected is on the online total, without the COD fee', async () => {
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 30_000 }));
    const quote = (await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod' })).json().data;
    expect(quote.cod_fee).toBe(40);
    expect(quote.layaway).toMatchObject({ available: true, deposit: 7_500, balance: 22_500, weeks: 3 });
  });

  it('the dashboard counts a layaway’s money when it is paid, not its full total', async () => {
    const today = async () => (await inject('GET', '/api/admin/dashboard', admin)).json().data.today.sales as number;
    const before = await today();
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 40_000 }));
    const placed = await placeHttp(shopper, { paymentMethod: 'card', layaway: true });
    expect(placed.status, placed.body.message).toBe(201);
    expect(await today()).toBe(before);
    expect((await pay(shopper, placed.body.data.payment!._id)).json().data.order.status).toBe('On Layaway');
    expect(await today()).toBe(before + 10_000);
    const balance = await inject('POST', `/api/order/${placed.body.data.order._id}/layaway/pay`, shopper, { paymentMethod: 'card' });
    expect((await pay(shopper, balance.json().data._id)).json().data.payment.status).toBe('captured');
    expect(await today()).toBe(before + 40_000);
  });
});

describe('Idempotency-Key', () => {
  it('same key and same body replays the order; same key and another body answers 422', async () => {
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 60_000 }));
    const first = await placeHttp(shopper, { paymentMethod: 'card' }, 'checkout-key-0001');
    expect(first.status).toBe(201);
    const replay = await placeHttp(shopper, { paymentMethod: 'card' }, 'checkout-key-0001');
    expect(replay.status).toBe(200);
    expect(replay.body.data.order._id).toBe(first.body.data.order._id);
    const other = await placeHttp(shopper, { paymentMethod: 'upi' }, 'checkout-key-0001');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with a different request body. Use a new key for a new order.',
    });
    const orders = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
    expect(orders[0]!.n).toBe(1);
  });
});

describe('coupon validation and the order’s shipping method', () => {
  beforeAll(async () => {
    await t.database.db.insert(coupons).values([
      { code: 'GONE', kind: 'percent', value: 10, endsAt: new Date('2026-01-01T00:00:00Z') },
      { code: 'SOON', kind: 'percent', value: 10, startsAt: new Date('2027-01-01T00:00:00Z') },
      { code: 'BIGONLY', kind: 'fixed', value: 5_000_00, minOrderPaise: 5_00_000_00 },
      { code: 'USEDUP', kind: 'fixed', value: 1_000_00, usageLimit: 0 },
      { code: 'FINE', kind: 'percent', value: 10, description: '10% off' },
    ]);
  });

  it.each([
    ['NOPE', 'COUPON_INVALID', 'This coupon code is not valid.'],
    ['GONE', 'COUPON_EXPIRED', 'This coupon has expired.'],
    ['SOON', 'COUPON_NOT_STARTED', 'This coupon is not active yet.'],
    ['BIGONLY', 'COUPON_MIN_ORDER', 'Your order does not reach this coupon’s minimum amount.'],
    ['USEDUP', 'COUPON_USED_UP', 'This coupon has been fully used.'],
  ])('POST /api/coupon/validate %s answers %s, as ordering does', async (code, errorCode, message) => {
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 50_000 }));
    const res = await inject('POST', '/api/coupon/validate', shopper, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errorCode, message });
    const order = await placeHttp(shopper, { paymentMethod: 'cod', couponCode: code });
    expect(order.body).toMatchObject({ code: errorCode, message });
  });

  it('a valid code answers its discount', async () => {
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 50_000 }));
    const res = await inject('POST', '/api/coupon/validate', shopper, { code: 'fine' });
    expect(res.json()).toMatchObject({ success: true, data: { code: 'FINE', discount: 5_000, description: '10% off' } });
  });

  it('an order records its shipping method, standard', async () => {
    const shopper = await createUser(t);
    await add(shopper, await createProduct(t, { price: 50_000 }));
    const placed = await placeHttp(shopper, { paymentMethod: 'cod' });
    expect(placed.body.data.order).toMatchObject({ shipping_method: 'standard' });
    const details = await inject('GET', `/api/order/details/${placed.body.data.order._id}`, shopper);
    expect(details.json().data.shipping_method).toBe('standard');
    const stored = await t.database.query<{ shipping_method: string }>('SELECT shipping_method FROM orders WHERE id = $1', [placed.body.data.order._id]);
    expect(stored[0]!.shipping_method).toBe('standard');
  });
});

describe('layaway balance under concurrency', () => {
  it('paying the balance while a new balance payment is started: no error, the balance is paid once', async () => {
    for (let round = 0; round < 4; round++) {
      const shopper = await createUser(t);
      await add(shopper, await createProduct(t, { price: 40_000 }));
      const placed = await placeHttp(shopper, { paymentMethod: 'card', layaway: true });
      expect((await pay(shopper, placed.body.data.payment!._id)).statusCode).toBe(200);
      const orderId = placed.body.data.order._id;
      const first = (await inject('POST', `/api/order/${orderId}/layaway/pay`, shopper, { paymentMethod: 'card' })).json().data._id as string;
      const post = (url: string, payload: object) =>
        fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` }, body: JSON.stringify(payload) }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { data: { _id?: string; payment?: { status: string } } },
        }));
      const results = await Promise.all([
        post('/api/payments/gateway/pay', { payment_id: first, details: card }),
        post(`/api/order/${orderId}/layaway/pay`, { paymentMethod: 'card' }),
        post('/api/payments/gateway/pay', { payment_id: first, details: card }),
      ]);
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
      const [row] = await t.database.query<{ paid_paise: number; total_paise: number; captured: number }>(
        // Captured money less what is being refunded (a capture of a payment replaced meanwhile is refunded in full).
        `SELECT paid_paise, total_paise,
                (SELECT coalesce(sum(amount_paise), 0)::int FROM payments WHERE order_id = $1 AND status = 'captured')
                - (SELECT coalesce(sum(amount_paise), 0)::int FROM refunds WHERE order_id = $1) AS captured
           FROM orders WHERE id = $1`,
        [orderId],
      );
      expect(row!.captured).toBe(row!.paid_paise);
      expect(row!.paid_paise).toBeLessThanOrEqual(row!.total_paise);
    }
  });
});

describe('the back office’s coupon list', () => {
  it('lists the shop’s codes, not one welcome coupon per subscriber', async () => {
    await t.database.db.insert(coupons).values({ code: 'SHOPWIDE', kind: 'percent', value: 5 });
    await inject('POST', '/api/newsletter', undefined, { email: 'list.check@example.com', source: 'band' });
    const list = (await inject('GET', '/api/admin/coupons', admin)).json().data as { code: string }[];
    expect(list.map((c) => c.code)).toContain('SHOPWIDE');
    expect(list.filter((c) => c.code.startsWith('WELCOME-'))).toEqual([]);
  });
});
