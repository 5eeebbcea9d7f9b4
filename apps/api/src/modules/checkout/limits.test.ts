/**
 * Limits that must hold when shoppers race (issue 13 defects 8, 10; issue 14 defects 2, 8): store
 * credit, offers used once, the COD fee, the layaway quote and the dashboard, the Idempotency-Key
 * body hash and the layaway balance. Coupon limits are in coupon-limits.test.ts. Races go over
 * real HTTP with Promise.all, on PGlite and (TEST_DB=pg) PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { approvedCard, createProduct, createUser, shopperWithPiece, type TestUser } from '../../../test/factories';
import { racingShop } from '../../../test/racing-shop';
import { grantCredit } from '../returns/credit';

const shop = racingShop();

describe('store credit under concurrency', () => {
  it('four orders at once spend a shopper’s ₹50,000 of credit once, never more', async () => {
    const shopper = await createUser(shop.t);
    await grantCredit(shop.t.database.db, shopper.id, 50_000_00, 'Test grant', shop.t.clock.now());
    await shop.add(shopper, await createProduct(shop.t, { price: 40_000, sizes: [{ size: 'One Size', quantity: 4 }] }));
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => shop.placeHttp(shopper, { paymentMethod: 'card', useCredit: true }, `credit-race-${i}`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    // Each order closed the unpaid one before it and got its credit back: one live order spent ₹40,000.
    const live = await shop.liveOrderIds(shopper);
    expect(live).toHaveLength(1);
    expect(results.find((r) => r.body.data.order._id === live[0])!.body.data.order.credit_used).toBe(40_000);
    const balance = (await shop.inject('GET', '/api/credit', shopper)).json().data.balance;
    expect(balance).toBe(10_000);
  });
});

describe('an agreed offer prices one unit, once', () => {
  async function acceptedOffer(shopper: TestUser, product: { id: string }, price: number) {
    const made = await shop.inject('POST', '/api/offers', shopper, { product_id: product.id, name: 'Meera Iyer', email: shopper.email, phone: '9876543210', price });
    expect(made.statusCode, made.body).toBe(201);
    const accepted = await shop.inject('POST', `/api/admin/offers/${made.json().data._id}/accept`, shop.admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return made.json().data._id as string;
  }

  it('a cart of two prices one unit at the offer; the order consumes the offer; the next order pays the list price', async () => {
    const shopper = await createUser(shop.t);
    const scarf = await createProduct(shop.t, { price: 20_000, sizes: [{ size: 'One Size', quantity: 3 }] });
    const offerId = await acceptedOffer(shopper, scarf, 15_000);
    await shop.add(shopper, scarf, 2);
    const quote = (await shop.inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'card' })).json().data;
    expect(quote.subtotal).toBe(35_000);
    const first = await shop.placeHttp(shopper, { paymentMethod: 'cod' });
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data.order.order_items.map((i) => [i.price, i.quantity]).sort()).toEqual([
      [15_000, 1],
      [20_000, 1],
    ]);
    const used = await shop.t.database.query<{ order_id: string }>('SELECT order_id FROM offers WHERE id = $1', [offerId]);
    expect(used[0]!.order_id).toBe(first.body.data.order._id);
    expect((await shop.inject('GET', `/api/offers/mine?product_id=${scarf.id}`, shopper)).json().data[0]).toMatchObject({ agreed_price: null });

    await shop.add(shopper, scarf, 1);
    expect((await shop.inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'card' })).json().data).toMatchObject({ subtotal: 20_000, offers_applied: [] });
    const second = await shop.placeHttp(shopper, { paymentMethod: 'cod' });
    expect(second.body.data.order.order_items).toMatchObject([{ price: 20_000, quantity: 1 }]);
  });

  it('three orders at once: exactly one gets the offer price', async () => {
    const shopper = await createUser(shop.t);
    const belt = await createProduct(shop.t, { price: 30_000, sizes: [{ size: '85', quantity: 3 }] });
    await acceptedOffer(shopper, belt, 25_000);
    await shop.add(shopper, belt, 1);
    const results = await Promise.all(Array.from({ length: 3 }, (_, i) => shop.placeHttp(shopper, { paymentMethod: 'upi' }, `offer-race-${i}`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    // Each order closed the unpaid one before it (decision 30), which gave the offer back: the one live order has it.
    const live = await shop.liveOrderIds(shopper);
    expect(live).toHaveLength(1);
    expect(results.find((r) => r.body.data.order._id === live[0])!.body.data.order.order_items[0]!.price).toBe(25_000);
    const used = await shop.t.database.query<{ order_id: string }>('SELECT order_id FROM offers WHERE user_id = $1 AND order_id IS NOT NULL', [shopper.id]);
    expect(used).toEqual([{ order_id: live[0] }]);
  });

  it('an order that is cancelled gives the offer back', async () => {
    const shopper = await createUser(shop.t);
    const bag = await createProduct(shop.t, { price: 50_000 });
    await acceptedOffer(shopper, bag, 45_000);
    await shop.add(shopper, bag, 1);
    const first = await shop.placeHttp(shopper, { paymentMethod: 'cod' });
    expect(first.body.data.order.total_price).toBe(45_040);
    const cancelled = await shop.inject('POST', `/api/order/cancel/${first.body.data.order._id}`, shopper);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await shop.add(shopper, bag, 1);
    expect((await shop.inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod' })).json().data.subtotal).toBe(45_000);
  });

  it('no offer on a piece that is sold out or held by a checkout: 409 with a readable message', async () => {
    const shopper = await createUser(shop.t);
    const body = (productId: string) => ({ product_id: productId, name: 'Meera Iyer', email: shopper.email, phone: '9876543210', price: 10_000 });
    const soldOut = await createProduct(shop.t, { price: 20_000, sizes: [{ size: 'One Size', quantity: 0 }] });
    const res = await shop.inject('POST', '/api/offers', shopper, body(soldOut.id));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OFFER_UNAVAILABLE', message: 'This piece is sold out, so we cannot take an offer on it.' });

    const held = await createProduct(shop.t, { price: 20_000 });
    const buyer = await createUser(shop.t);
    await shop.add(buyer, held);
    expect((await shop.placeHttp(buyer, { paymentMethod: 'card' })).status).toBe(201);
    const onHold = await shop.inject('POST', '/api/offers', shopper, body(held.id));
    expect(onHold.statusCode).toBe(409);
    expect(onHold.json().message).toBe('This piece is reserved while another shopper completes their payment, so we cannot take an offer on it now.');
    const offers = await shop.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM offers WHERE product_id = ANY($1::uuid[])', [[soldOut.id, held.id]]);
    expect(offers[0]!.n).toBe(0);
  });

  it('staff cannot accept an offer once the piece has sold', async () => {
    const shopper = await createUser(shop.t);
    const ring = await createProduct(shop.t, { price: 80_000 });
    const made = await shop.inject('POST', '/api/offers', shopper, { product_id: ring.id, name: 'Meera Iyer', email: shopper.email, phone: '9876543210', price: 70_000 });
    const buyer = await createUser(shop.t);
    await shop.add(buyer, ring);
    expect((await shop.placeHttp(buyer, { paymentMethod: 'cod' })).status).toBe(201);
    const accept = await shop.inject('POST', `/api/admin/offers/${made.json().data._id}/accept`, shop.admin);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This piece is sold out, so it cannot be offered to the shopper now. Decline the offer instead.');
  });
});

describe('the COD fee, the layaway quote and the dashboard', () => {
  it('an order paid wholly by store credit has nothing to collect and takes no COD fee', async () => {
    const shopper = await createUser(shop.t);
    await grantCredit(shop.t.database.db, shopper.id, 1_00_000_00, 'Test grant', shop.t.clock.now());
    await shop.add(shopper, await createProduct(shop.t, { price: 30_000 }));
    const res = await shop.placeHttp(shopper, { paymentMethod: 'cod', useCredit: true });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.order).toMatchObject({ cod_fee: 0, credit_used: 30_000, total_price: 0 });
    expect((await shop.inject('GET', '/api/credit', shopper)).json().data.balance).toBe(70_000);
  });

  it('credit that leaves cash to collect keeps the fee on that cash', async () => {
    const shopper = await createUser(shop.t);
    await grantCredit(shop.t.database.db, shopper.id, 10_000_00, 'Test grant', shop.t.clock.now());
    await shop.add(shopper, await createProduct(shop.t, { price: 30_000 }));
    const res = await shop.placeHttp(shopper, { paymentMethod: 'cod', useCredit: true });
    expect(res.body.data.order).toMatchObject({ cod_fee: 40, credit_used: 10_000, total_price: 20_040 });
  });

  it('the layaway deposit quoted while COD is selected is on the online total, without the COD fee', async () => {
    const { shopper } = await shopperWithPiece(shop.t, { price: 30_000 });
    const quote = (await shop.inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod' })).json().data;
    expect(quote.cod_fee).toBe(40);
    expect(quote.layaway).toMatchObject({ available: true, deposit: 7_500, balance: 22_500, weeks: 3 });
  });

  it('the dashboard counts a layaway’s money when it is paid, not its full total', async () => {
    const today = async () => (await shop.inject('GET', '/api/admin/dashboard', shop.admin)).json().data.today.sales as number;
    const before = await today();
    const { shopper } = await shopperWithPiece(shop.t, { price: 40_000 });
    const placed = await shop.placeHttp(shopper, { paymentMethod: 'card', layaway: true });
    expect(placed.status, placed.body.message).toBe(201);
    expect(await today()).toBe(before);
    expect((await shop.pay(shopper, placed.body.data.payment!._id)).json().data.order.status).toBe('On Layaway');
    expect(await today()).toBe(before + 10_000);
    const balance = await shop.inject('POST', `/api/order/${placed.body.data.order._id}/layaway/pay`, shopper, { paymentMethod: 'card' });
    expect((await shop.pay(shopper, balance.json().data._id)).json().data.payment.status).toBe('captured');
    expect(await today()).toBe(before + 40_000);
  });
});

describe('Idempotency-Key', () => {
  it('same key and same body replays the order; same key and another body answers 422', async () => {
    const { shopper } = await shopperWithPiece(shop.t, { price: 60_000 });
    const first = await shop.placeHttp(shopper, { paymentMethod: 'card' }, 'checkout-key-0001');
    expect(first.status).toBe(201);
    const replay = await shop.placeHttp(shopper, { paymentMethod: 'card' }, 'checkout-key-0001');
    expect(replay.status).toBe(200);
    expect(replay.body.data.order._id).toBe(first.body.data.order._id);
    const other = await shop.placeHttp(shopper, { paymentMethod: 'upi' }, 'checkout-key-0001');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used with a different request body. Use a new key for a new order.',
    });
    const orders = await shop.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [shopper.id]);
    expect(orders[0]!.n).toBe(1);
  });
});

describe('layaway balance under concurrency', () => {
  it('paying the balance while a new balance payment is started: no error, the balance is paid once', async () => {
    for (let round = 0; round < 4; round++) {
      const { shopper } = await shopperWithPiece(shop.t, { price: 40_000 });
      const placed = await shop.placeHttp(shopper, { paymentMethod: 'card', layaway: true });
      expect((await shop.pay(shopper, placed.body.data.payment!._id)).statusCode).toBe(200);
      const orderId = placed.body.data.order._id;
      const first = (await shop.inject('POST', `/api/order/${orderId}/layaway/pay`, shopper, { paymentMethod: 'card' })).json().data._id as string;
      const post = (url: string, payload: object) => shop.post<{ data: { _id?: string; payment?: { status: string } } }>(shopper, url, payload);
      const results = await Promise.all([
        post('/api/payments/gateway/pay', { payment_id: first, details: approvedCard }),
        post(`/api/order/${orderId}/layaway/pay`, { paymentMethod: 'card' }),
        post('/api/payments/gateway/pay', { payment_id: first, details: approvedCard }),
      ]);
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
      const [row] = await shop.t.database.query<{ paid_paise: number; total_paise: number; captured: number }>(
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
