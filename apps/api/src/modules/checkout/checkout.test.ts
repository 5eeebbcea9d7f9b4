import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, type TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { createProduct, createUser, dbSnapshot, shopperAddress, type TestUser } from '../../../test/factories';
import { coupons } from '../../db/schema';
import { openDatabase } from '../../db/client';
import { runDueWork } from '../jobs/runner';
import { paymentSecret, signCallback } from './payments';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith({ codUpToRupees: ANY_COD })));
afterAll(() => t.close());

const address = shopperAddress;
const approvedCard = { method: 'card', cardNumber: '4111 1111 1111 1111', cardName: 'Nisha Rao', expiryDate: '12/30', cvv: '123' };
const declinedCard = { ...approvedCard, cardNumber: '4000 0000 0000 0002' };

const add = (user: TestUser, productId: string, sizeId: string, quantity = 1) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: user.auth, payload: { product_id: productId, size_id: sizeId, quantity } });
const place = (user: TestUser, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/order/add', headers: { ...user.auth, ...(key ? { 'idempotency-key': key } : {}) }, payload: { address, ...payload } });
const pay = (user: TestUser, paymentId: string, details: object) => t.app.inject({ method: 'POST', url: '/api/payments/gateway/pay', headers: user.auth, payload: { payment_id: paymentId, details } });
const stockOf = async (sizeId: string) => (await t.database.query<{ quantity: number }>('SELECT quantity FROM product_sizes WHERE id = $1', [sizeId]))[0]!.quantity;
const cartOf = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/cart/get-item', headers: user.auth })).json().data;
const jobs = () => runDueWork({ database: t.database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {} });

describe('online payment through the test gateway', () => {
  it('holds the stock while awaiting payment, and an approved card pays the order and empties the cart', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t, { price: 2_00_000 });
    await add(shopper, p.id, p.sizeIds[0]!);
    const res = await place(shopper, { paymentMethod: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    const { order, payment } = res.json().data;
    expect(order).toMatchObject({ status: 'Awaiting Payment', payment_status: 'pending', cod_fee: 0, total_price: 2_00_000 });
    expect(payment).toMatchObject({ status: 'created', amount: 2_00_000, method: 'card', purpose: 'order' });
    expect(await stockOf(p.sizeIds[0]!)).toBe(0);
    expect(await cartOf(shopper)).toHaveLength(1);
    const paid = await pay(shopper, payment._id, approvedCard);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payment.status).toBe('captured');
    expect(paid.json().data.order).toMatchObject({ status: 'Pending', payment_status: 'paid' });
    expect(await cartOf(shopper)).toEqual([]);
    const again = await pay(shopper, payment._id, approvedCard);
    expect(again.statusCode).toBe(409);
  });

  it('a declined card leaves the stock as it was and the cart intact', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t, { price: 80_000 });
    await add(shopper, p.id, p.sizeIds[0]!);
    const { payment } = (await place(shopper, { paymentMethod: 'card' })).json().data;
    const res = await pay(shopper, payment._id, declinedCard);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment).toMatchObject({ status: 'failed', failure_reason: 'The card was declined by the bank.' });
    expect(res.json().data.order.status).toBe('Cancelled');
    expect(await stockOf(p.sizeIds[0]!)).toBe(1);
    expect((await cartOf(shopper)).map((l: { product_id: string }) => l.product_id)).toEqual([p.id]);
  });

  it('checks card number (Luhn), expiry, CVV and UPI id before anything happens', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t);
    await add(shopper, p.id, p.sizeIds[0]!);
    const { payment } = (await place(shopper, { paymentMethod: 'card' })).json().data;
    for (const [details, message] of [
      [{ ...approvedCard, cardNumber: '4111 1111 1111 1112' }, 'Please enter a valid card number.'],
      [{ ...approvedCard, expiryDate: '13/30' }, 'Expiry must be MM/YY.'],
      [{ ...approvedCard, cvv: '12' }, 'CVV must be 3 digits.'],
      [{ method: 'upi', upiId: 'not-an-upi-id' }, 'Please enter a valid UPI ID, like name@bank.'],
    ] as const) {
      const res = await pay(shopper, payment._id, details);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const expired = await pay(shopper, payment._id, { ...approvedCard, expiryDate: '01/20' });
    expect(expired.json().data.payment.failure_reason).toBe('The card has expired.');
  });

  it('pays by UPI, netbanking and wallet; the documented failing ids decline', async () => {
    for (const [method, ok, bad] of [
      ['upi', { method: 'upi', upiId: 'success@upi' }, { method: 'upi', upiId: 'failure@upi' }],
      ['netbanking', { method: 'netbanking', bank: 'HDFC Bank' }, { method: 'netbanking', bank: 'Test Bank (declines)' }],
      ['wallet', { method: 'wallet', wallet: 'Paytm' }, { method: 'wallet', wallet: 'Test Wallet (declines)' }],
    ] as const) {
      const shopper = await createUser(t);
      const a = await createProduct(t);
      await add(shopper, a.id, a.sizeIds[0]!);
      const first = (await place(shopper, { paymentMethod: method })).json().data.payment;
      expect((await pay(shopper, first._id, bad)).json().data.payment.status, method).toBe('failed');
      const second = (await place(shopper, { paymentMethod: method })).json().data.payment;
      expect((await pay(shopper, second._id, ok)).json().data.payment.status, method).toBe('captured');
    }
  });

  it("refuses paying someone else's payment", async () => {
    const owner = await createUser(t);
    const thief = await createUser(t);
    const p = await createProduct(t);
    await add(owner, p.id, p.sizeIds[0]!);
    const { payment } = (await place(owner, { paymentMethod: 'card' })).json().data;
    expect((await pay(thief, payment._id, approvedCard)).statusCode).toBe(404);
  });

  it('an abandoned payment’s hold lapses after 15 minutes: stock back, cart intact, paying later is refused', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t);
    await add(shopper, p.id, p.sizeIds[0]!);
    const { order, payment } = (await place(shopper, { paymentMethod: 'upi' })).json().data;
    await jobs(); // earlier tests' open holds lapse here too
    t.clock.advance(14 * 60_000);
    expect((await jobs()).holdsReleased).toBe(0);
    expect(await stockOf(p.sizeIds[0]!)).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await jobs()).holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await stockOf(p.sizeIds[0]!)).toBe(1);
    const after = (await t.app.inject({ method: 'GET', url: `/api/order/details/${order._id}`, headers: shopper.auth })).json().data;
    expect(after).toMatchObject({ status: 'Cancelled', payment_status: 'expired' });
    expect(await cartOf(shopper)).toHaveLength(1);
    const late = await pay(shopper, payment._id, { method: 'upi', upiId: 'success@upi' });
    expect(late.statusCode).toBe(409);
    expect((await jobs()).holdsReleased).toBe(0);
  });

  it('takes a signed gateway callback once and refuses a forged one', async () => {
    const shopper = await createUser(t);
    const p = await createProduct(t);
    await add(shopper, p.id, p.sizeIds[0]!);
    const { payment } = (await place(shopper, { paymentMethod: 'wallet' })).json().data;
    const secret = await paymentSecret(t.database.db, undefined);
    const body = { payment_id: payment._id, status: 'captured', provider_ref: 'tg_ref_1' } as const;
    const forged = await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { ...body, signature: 'a'.repeat(64) } });
    expect(forged.statusCode).toBe(401);
    const signed = { ...body, signature: signCallback(secret, body) };
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: signed });
    expect(first.json().data.status).toBe('captured');
    const replay = await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: signed });
    expect(replay.json().data.status).toBe('captured');
    const orders = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM order_events WHERE order_id = (SELECT order_id FROM payments WHERE id = $1) AND note LIKE 'Paid%'", [
      payment._id,
    ]);
    expect(orders[0]!.n).toBe(1);
  });
});

describe('coupons', () => {
  let shopper: TestUser;
  beforeAll(async () => {
    await t.database.db.insert(coupons).values([
      { code: 'TEN', kind: 'percent', value: 10, description: '10% off' },
      { code: 'OLD', kind: 'percent', value: 10, endsAt: new Date('2026-01-01T00:00:00Z') },
      { code: 'BIGSPEND', kind: 'fixed', value: 5_000_00, minOrderPaise: 5_00_000_00 },
      { code: 'ONCE', kind: 'fixed', value: 1_000_00, usageLimit: 1 },
    ]);
    shopper = await createUser(t);
    const p = await createProduct(t, { price: 1_00_000 });
    await add(shopper, p.id, p.sizeIds[0]!);
  });
  const quote = (user: TestUser, code: string) => t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: user.auth, payload: { paymentMethod: 'cod', couponCode: code } });

  it.each([
    ['unknown', 'NOPE', 'This coupon code is not valid.'],
    ['expired', 'OLD', 'This coupon has expired.'],
    ['below minimum', 'BIGSPEND', 'Your order does not reach this coupon’s minimum amount.'],
  ])('refuses a %s code with its reason', async (_, code, message) => {
    const res = await quote(shopper, code);
    expect(res.json().data.coupon).toMatchObject({ applied: false, message });
    expect(res.json().data.discount).toBe(0);
    const before = await dbSnapshot(t);
    const order = await place(shopper, { paymentMethod: 'cod', couponCode: code });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(message);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('applies a valid code, in any case: the server computes the discount and the total', async () => {
    const res = await quote(shopper, 'ten');
    expect(res.json().data).toMatchObject({ subtotal: 1_00_000, discount: 10_000, cod_fee: 40, total: 90_040, coupon: { applied: true, message: 'Coupon applied successfully!' } });
    const validate = await t.app.inject({ method: 'POST', url: '/api/coupon/validate', headers: shopper.auth, payload: { code: '' } });
    expect(validate.json().message).toBe('Please enter a coupon code.');
  });

  it('refuses a code that is used up', async () => {
    const first = await createUser(t);
    const a = await createProduct(t);
    await add(first, a.id, a.sizeIds[0]!);
    const used = await place(first, { paymentMethod: 'cod', couponCode: 'ONCE' });
    expect(used.statusCode).toBe(201);
    expect(used.json().data.order).toMatchObject({ discount: 1_000, coupon_code: 'ONCE' });
    const res = await quote(shopper, 'ONCE');
    expect(res.json().data.coupon).toMatchObject({ applied: false, message: 'This coupon has been fully used.' });
  });
});

describe('20 buyers of one bag over real HTTP', () => {
  it('sells it exactly once; 19 clear refusals; stock 0, never below', async () => {
    const bag = await createProduct(t, { name: 'Chanel Classic Double Flap Bag', price: 6_50_000 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    for (const b of buyers) expect((await add(b, bag.id, bag.sizeIds[0]!)).statusCode).toBe(200);
    const address_ = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const results = await Promise.all(
      buyers.map((b, i) =>
        fetch(`${address_}/api/order/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}`, 'idempotency-key': `race-attempt-${i}` },
          body: JSON.stringify({ address, paymentMethod: 'cod' }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } })),
      ),
    );
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.message).toContain('Chanel Classic Double Flap Bag');
    expect(await stockOf(bag.sizeIds[0]!)).toBe(0);
    const sold = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.product_id = $1 AND o.status <> 'Cancelled'", [bag.id]);
    expect(sold[0]!.n).toBe(1);
  });
});

describe.runIf(onPostgres)('timed work shared by two processes', () => {
  it('releases each lapsed hold exactly once when two job runners race', async () => {
    const other = await openDatabase({ url: t.config.databaseUrl, dataDir: 'memory://', poolSize: 4 });
    try {
      t.clock.advance(16 * 60_000);
      await jobs(); // holds left by earlier tests lapse first
      const products = await Promise.all(Array.from({ length: 6 }, () => createProduct(t)));
      for (const p of products) {
        const shopper = await createUser(t);
        await add(shopper, p.id, p.sizeIds[0]!);
        expect((await place(shopper, { paymentMethod: 'card' })).statusCode).toBe(201);
      }
      t.clock.advance(16 * 60_000);
      const common = { clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'x@example.com', log: () => {} };
      const [a, b] = await Promise.all([runDueWork({ ...common, database: t.database }), runDueWork({ ...common, database: other })]);
      expect(a.holdsReleased + b.holdsReleased).toBe(6);
      for (const p of products) expect(await stockOf(p.sizeIds[0]!)).toBe(1);
      const events = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM order_events e JOIN order_items i ON i.order_id = e.order_id WHERE e.note LIKE 'Payment not completed%' AND i.product_id = ANY($1::uuid[])",
        [products.map((p) => p.id)],
      );
      expect(events[0]!.n).toBe(6);
    } finally {
      await other.close();
    }
  });
});
