/**
 * Coupon limits that must hold when shoppers race (issue 13 defects 1, 7): usage limits, the
 * welcome coupon that belongs to one subscriber, the codes coupon validation answers (the same as
 * ordering), and the back office's list. Races go over real HTTP with Promise.all, on PGlite and
 * (TEST_DB=pg) PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, shopperWithPiece } from '../../../test/factories';
import { racingShop } from '../../../test/racing-shop';
import { coupons } from '../../db/schema';

const shop = racingShop();

describe('coupon usage limits under concurrency', () => {
  it.each([1, 3])('20 shoppers race for a coupon limited to %i use(s): exactly that many discounted orders', async (limit) => {
    const code = `HALF${limit}RACE`;
    const [coupon] = await shop.t.database.db.insert(coupons).values({ code, kind: 'percent', value: 50, usageLimit: limit, description: '50% off' }).returning({ id: coupons.id });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => createUser(shop.t)));
    for (const s of shoppers) await shop.add(s, await createProduct(shop.t, { price: 2_50_000 }));
    const results = await Promise.all(shoppers.map((s) => shop.placeHttp(s, { paymentMethod: 'cod', couponCode: code })));
    const discounted = results.filter((r) => r.status === 201);
    expect(discounted).toHaveLength(limit);
    for (const r of discounted) expect(r.body.data.order.discount).toBe(1_25_000);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(20 - limit);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'COUPON_USED_UP', message: 'This coupon has been fully used.' });
    const stored = await shop.t.database.query<{ orders: number; uses: number }>(
      'SELECT (SELECT count(*)::int FROM orders WHERE coupon_id = $1) AS orders, (SELECT count(*)::int FROM coupon_redemptions WHERE coupon_id = $1) AS uses',
      [coupon!.id],
    );
    expect(stored[0]).toEqual({ orders: limit, uses: limit });
  });

  it('one shopper sending five orders at once uses a once-per-shopper coupon once', async () => {
    const [coupon] = await shop.t.database.db.insert(coupons).values({ code: 'ONEEACH', kind: 'fixed', value: 10_000_00, perUserLimit: 1 }).returning({ id: coupons.id });
    const { shopper } = await shopperWithPiece(shop.t, { price: 1_00_000, sizes: [{ size: 'One Size', quantity: 5 }] });
    // Card orders keep the cart until paid, so each of the five finds the bag in it; each closes the
    // unpaid order placed before it (decision 30), whose coupon use is forgotten.
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => shop.placeHttp(shopper, { paymentMethod: 'card', couponCode: 'ONEEACH' }, `one-each-${i}`)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const live = await shop.liveOrderIds(shopper);
    expect(live).toHaveLength(1);
    const uses = await shop.t.database.query<{ order_id: string }>('SELECT order_id FROM coupon_redemptions WHERE coupon_id = $1', [coupon!.id]);
    expect(uses).toEqual([{ order_id: live[0] }]);
  });
});

describe('the welcome coupon belongs to one subscriber', () => {
  async function subscribe(email: string): Promise<{ code: string; value: number }> {
    const res = await shop.inject('POST', '/api/newsletter', undefined, { email, source: 'popup' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await shop.t.database.query<{ body_text: string; subject: string }>("SELECT body_text, subject FROM outbox WHERE kind = 'newsletter-welcome' AND to_address = $1", [email]);
    const code = /use the code (WELCOME-[A-Z0-9]+) at checkout/.exec(mail!.body_text)?.[1];
    expect(code).toBeDefined();
    const [coupon] = await shop.t.database.query<{ value: number }>('SELECT value FROM coupons WHERE code = $1', [code]);
    expect(mail!.subject).toContain(`${coupon!.value}% off your first order`);
    expect(mail!.body_text).toContain(`here is ${coupon!.value}% off your first order`);
    return { code: code!, value: coupon!.value };
  }

  it('subscribing issues a unique code; only that address’s account may use it, once', async () => {
    const a = await subscribe('asha.welcome@example.com');
    const b = await subscribe('ravi.welcome@example.com');
    expect(a.code).not.toBe(b.code);
    expect(a.value).toBe(25);

    const { shopper: stranger } = await shopperWithPiece(shop.t, { price: 40_000 });
    const stolen = await shop.placeHttp(stranger, { paymentMethod: 'cod', couponCode: a.code });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ code: 'COUPON_NOT_YOURS', message: 'This coupon was issued to another email address.' });

    const asha = await shop.userWithEmail('asha.welcome@example.com');
    await shop.add(asha, await createProduct(shop.t, { price: 40_000 }));
    const used = await shop.placeHttp(asha, { paymentMethod: 'cod', couponCode: a.code.toLowerCase() });
    expect(used.status, used.body.message).toBe(201);
    expect(used.body.data.order.discount).toBe(10_000);

    await shop.add(asha, await createProduct(shop.t, { price: 40_000 }));
    const again = await shop.placeHttp(asha, { paymentMethod: 'cod', couponCode: a.code });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('COUPON_USED_UP');
  });

  it('a shopper who has ordered before cannot use it', async () => {
    const { code } = await subscribe('old.customer@example.com');
    const shopper = await shop.userWithEmail('old.customer@example.com');
    await shop.add(shopper, await createProduct(shop.t, { price: 30_000 }));
    expect((await shop.placeHttp(shopper, { paymentMethod: 'cod' })).status).toBe(201);
    await shop.add(shopper, await createProduct(shop.t, { price: 30_000 }));
    const res = await shop.placeHttp(shopper, { paymentMethod: 'cod', couponCode: code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'COUPON_FIRST_ORDER', message: 'This coupon is for a first order only.' });
  });
});

describe('coupon validation and the order’s shipping method', () => {
  beforeAll(async () => {
    await shop.t.database.db.insert(coupons).values([
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
    const { shopper } = await shopperWithPiece(shop.t, { price: 50_000 });
    const res = await shop.inject('POST', '/api/coupon/validate', shopper, { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: errorCode, message });
    const order = await shop.placeHttp(shopper, { paymentMethod: 'cod', couponCode: code });
    expect(order.body).toMatchObject({ code: errorCode, message });
  });

  it('a valid code answers its discount', async () => {
    const { shopper } = await shopperWithPiece(shop.t, { price: 50_000 });
    const res = await shop.inject('POST', '/api/coupon/validate', shopper, { code: 'fine' });
    expect(res.json()).toMatchObject({ success: true, data: { code: 'FINE', discount: 5_000, description: '10% off' } });
  });

  it('an order records its shipping method, standard', async () => {
    const { shopper } = await shopperWithPiece(shop.t, { price: 50_000 });
    const placed = await shop.placeHttp(shopper, { paymentMethod: 'cod' });
    expect(placed.body.data.order).toMatchObject({ shipping_method: 'standard' });
    const details = await shop.inject('GET', `/api/order/details/${placed.body.data.order._id}`, shopper);
    expect(details.json().data.shipping_method).toBe('standard');
    const stored = await shop.t.database.query<{ shipping_method: string }>('SELECT shipping_method FROM orders WHERE id = $1', [placed.body.data.order._id]);
    expect(stored[0]!.shipping_method).toBe('standard');
  });
});

describe('the back office’s coupon list', () => {
  it('lists the shop’s codes, not one welcome coupon per subscriber', async () => {
    await shop.t.database.db.insert(coupons).values({ code: 'SHOPWIDE', kind: 'percent', value: 5 });
    await shop.inject('POST', '/api/newsletter', undefined, { email: 'list.check@example.com', source: 'band' });
    const list = (await shop.inject('GET', '/api/admin/coupons', shop.admin)).json().data as { code: string }[];
    expect(list.map((c) => c.code)).toContain('SHOPWIDE');
    expect(list.filter((c) => c.code.startsWith('WELCOME-'))).toEqual([]);
  });
});
