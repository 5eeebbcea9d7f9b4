/**
 * Shipping with a carrier and tracking number (issue 13), and an order's lines never disagreeing
 * with the order's status, on every move.
 */
import { orderNumber } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, approvedCard as card, createProduct, createUser, shopperAddress as address, type TestUser } from '../../../test/factories';
import { runDueWork } from '../jobs/runner';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD })));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) => t.app.inject({ method, url, headers: user.auth, payload });
const move = (orderId: string, body: object) => call('POST', `/api/admin/orders/${orderId}/status`, admin, body);

/** Every order whose lines carry a status other than the order's. */
const disagreements = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.status <> o.status'))[0]!.n;

async function placed(paymentMethod: 'cod' | 'card', lines = 2, layaway = false) {
  const shopper = await createUser(t);
  for (let i = 0; i < lines; i += 1) {
    const p = await createProduct(t, { price: 30_000 });
    await addToCart(t, shopper, p);
  }
  const res = await call('POST', '/api/order/add', shopper, { address, paymentMethod, ...(layaway ? { layaway: true } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, ...(res.json().data as { order: { _id: string; status: string; order_items: { status: string }[] }; payment: { _id: string } | null }) };
}

describe('an order and its lines agree', () => {
  it('when placed, paid, put on layaway, moved by staff, cancelled and lapsed', async () => {
    const cod = await placed('cod');
    expect(cod.order.status).toBe('Pending');
    expect(cod.order.order_items.map((i) => i.status)).toEqual(['Pending', 'Pending']);

    const online = await placed('card');
    expect(online.order.order_items.map((i) => i.status)).toEqual(['Awaiting Payment', 'Awaiting Payment']);
    const paid = (await call('POST', '/api/payments/gateway/pay', online.shopper, { payment_id: online.payment!._id, details: card })).json().data.order;
    expect(paid.order_items.map((i: { status: string }) => i.status)).toEqual(['Pending', 'Pending']);

    const layaway = await placed('card', 1, true);
    const deposit = (await call('POST', '/api/payments/gateway/pay', layaway.shopper, { payment_id: layaway.payment!._id, details: card })).json().data.order;
    expect(deposit.status).toBe('On Layaway');
    expect(deposit.order_items.map((i: { status: string }) => i.status)).toEqual(['On Layaway']);

    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      const res = await move(cod.order._id, { status });
      expect(res.json().data.order_items.map((i: { status: string }) => i.status)).toEqual([status, status]);
    }
    const cancelled = (await move(paid._id, { status: 'Cancelled' })).json().data;
    expect(cancelled.order_items.map((i: { status: string }) => i.status)).toEqual(['Cancelled', 'Cancelled']);

    await placed('card'); // left unpaid: its hold lapses
    t.clock.advance(16 * 60_000);
    await runDueWork({ database: t.database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {} });
    expect(await disagreements()).toBe(0);
  });

  it('whatever code moves the order, the lines follow (the database keeps them together)', async () => {
    const { order } = await placed('cod');
    await t.database.query(`UPDATE orders SET status = 'Processing' WHERE id = $1`, [order._id]);
    const items = await t.database.query<{ status: string }>('SELECT status FROM order_items WHERE order_id = $1', [order._id]);
    expect(items.map((i) => i.status)).toEqual(['Processing', 'Processing']);
    expect(await disagreements()).toBe(0);
  });
});

describe('shipping with tracking', () => {
  it('staff enter the carrier and number; the shopper sees them with a link, in the order and in the mail', async () => {
    const { shopper, order } = await placed('cod', 1);
    await move(order._id, { status: 'Processing' });
    const shipped = await move(order._id, { status: 'Shipped', carrier: 'Delhivery', tracking_number: ' DL-20261123-77 ' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const expected = { carrier: 'Delhivery', number: 'DL-20261123-77', url: 'https://www.delhivery.com/track/package/DL-20261123-77' };
    expect(shipped.json().data.tracking).toEqual(expected);
    const mine = (await call('GET', `/api/order/details/${order._id}`, shopper)).json().data;
    expect(mine.tracking).toEqual(expected);
    const mail = (await t.database.query<{ text: string }>("SELECT body_text AS text FROM outbox WHERE kind = 'order-shipped' AND subject LIKE $1", [`%#${orderNumber(order._id)}%`]))[0]!;
    expect(mail.text).toContain('Carrier: Delhivery');
    expect(mail.text).toContain('Tracking number: DL-20261123-77');
    expect(mail.text).toContain('Track it: https://www.delhivery.com/track/package/DL-20261123-77');
  });

  it('refuses an unknown carrier, a malformed number, half of the pair, or tracking on another move, changing nothing', async () => {
    const { order } = await placed('cod', 1);
    await move(order._id, { status: 'Processing' });
    for (const [body, message] of [
      [{ status: 'Shipped', carrier: 'Pigeon Post', tracking_number: 'PP123456' }, 'Please choose a carrier from the list.'],
      [{ status: 'Shipped', carrier: 'Blue Dart', tracking_number: 'x1' }, 'A tracking number is 6 to 30 letters, digits or hyphens.'],
      [{ status: 'Shipped', carrier: 'Blue Dart' }, 'Please enter both the carrier and the tracking number.'],
      [{ status: 'Delivered', carrier: 'Blue Dart', tracking_number: '12345678' }, 'A carrier and tracking number go with the move to Shipped.'],
    ] as const) {
      const res = await move(order._id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    const now = (await call('GET', `/api/admin/orders/${order._id}`, admin)).json().data;
    expect(now).toMatchObject({ status: 'Processing', tracking: null });
  });
});
