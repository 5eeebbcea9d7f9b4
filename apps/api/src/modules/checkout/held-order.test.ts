/**
 * A shopper changes their mind about how to pay (decision 30): Place Order with an online method
 * holds the pieces; placing again with another method closes that unpaid order in the same
 * transaction and places the new one. Another shopper's hold still blocks, a paid order is never
 * closed, the closed payment's late capture is refunded, and concurrent Place Orders leave one
 * live order. Real database, real HTTP.
 */
import { orderNumber } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, approvedCard as card, createProduct, createUser, dbSnapshot, outboxMails, shopperAddress as address, shopperWithPiece, type TestUser } from '../../../test/factories';
import { coupons } from '../../db/schema';
import { availableCreditPaise, grantCredit } from '../returns/credit';
import { paymentSecret, signCallback } from './payments';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith({ codUpToRupees: ANY_COD })));
afterAll(() => t.close());

const upi = { method: 'upi', upiId: 'success@upi' };
const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const place = (user: TestUser, payload: object) => inject('POST', '/api/order/add', user, { address, ...payload });
const pay = (user: TestUser, paymentId: string, details: object) => inject('POST', '/api/payments/gateway/pay', user, { payment_id: paymentId, details });
const details = async (user: TestUser, orderId: string) => (await inject('GET', `/api/order/details/${orderId}`, user)).json().data;
const stockOf = async (sizeId: string) => (await t.database.query<{ quantity: number }>('SELECT quantity FROM product_sizes WHERE id = $1', [sizeId]))[0]!.quantity;
const paymentRow = async (id: string) => (await t.database.query<{ status: string; failure_reason: string | null }>('SELECT status, failure_reason FROM payments WHERE id = $1', [id]))[0]!;
const couponUses = (code: string) => t.database.query<{ order_id: string }>('SELECT r.order_id FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE c.code = $1', [code]);
const mailsAbout = async (orderId: string, kind: string) => (await outboxMails(t, address.email, kind)).filter((m) => m.subject.includes(orderNumber(orderId)));
const liveOrders = async (user: TestUser) =>
  t.database.query<{ id: string; status: string; payment_method: string; payment_status: string }>(
    "SELECT id, status, payment_method, payment_status FROM orders WHERE user_id = $1 AND status <> 'Cancelled'",
    [user.id],
  );

/** A shopper with one piece in the cart. */
async function pieceInCart(price = 1_20_000) {
  const { shopper, product: piece } = await shopperWithPiece(t, { price });
  return { shopper, piece, sizeId: piece.sizeIds[0]! };
}

async function placed(user: TestUser, payload: object) {
  const res = await place(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order: { _id: string; status: string; total_price: number }; payment: { _id: string } | null };
}

describe('changing the payment method after closing the payment step', () => {
  it('UPI then cash on delivery: the held order closes (stock, coupon use and credit back, a history line, no mail) and the COD order is placed', async () => {
    await t.database.db.insert(coupons).values({ code: 'ONCEPERSHOPPER', kind: 'fixed', value: 5_000_00, perUserLimit: 1 });
    const { shopper, sizeId } = await pieceInCart(1_20_000);
    await grantCredit(t.database.db, shopper.id, 10_000_00, 'Test grant', t.clock.now());
    const held = await placed(shopper, { paymentMethod: 'upi', couponCode: 'ONCEPERSHOPPER', useCredit: true });
    expect(held.order.status).toBe('Awaiting Payment');
    expect(await stockOf(sizeId)).toBe(0);

    // The quote prices the next order as placing would (coupon and credit free again) and changes nothing.
    const before = await dbSnapshot(t);
    const quote = await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'cod', couponCode: 'ONCEPERSHOPPER', useCredit: true });
    expect(quote.json().data).toMatchObject({ discount: 5_000, credit_available: 10_000, credit_used: 10_000, coupon: { applied: true } });
    expect(await dbSnapshot(t)).toEqual(before);
    expect((await details(shopper, held.order._id)).status).toBe('Awaiting Payment');
    expect(await availableCreditPaise(t.database.db, shopper.id, t.clock.now())).toBe(0);
    expect(await couponUses('ONCEPERSHOPPER')).toEqual([{ order_id: held.order._id }]);

    const cod = await placed(shopper, { paymentMethod: 'cod', couponCode: 'ONCEPERSHOPPER', useCredit: true });
    expect(cod.order).toMatchObject({ status: 'Pending', total_price: 1_20_000 - 5_000 - 10_000 + 40 });
    const closed = await details(shopper, held.order._id);
    expect(closed).toMatchObject({ status: 'Cancelled', payment_status: 'cancelled' });
    expect(closed.history.map((h: { note: string }) => h.note).join('\n')).toContain('placed the order again with another payment method');
    expect(await paymentRow(held.payment!._id)).toMatchObject({ status: 'expired' });
    expect(await stockOf(sizeId)).toBe(0);
    expect(await liveOrders(shopper)).toEqual([expect.objectContaining({ id: cod.order._id, payment_method: 'cod' })]);
    expect(await availableCreditPaise(t.database.db, shopper.id, t.clock.now())).toBe(0);
    expect(await couponUses('ONCEPERSHOPPER')).toEqual([{ order_id: cod.order._id }]);
    expect(await mailsAbout(held.order._id, 'order-cancelled')).toEqual([]);
    // The closed UPI payment cannot be paid any more.
    expect((await pay(shopper, held.payment!._id, upi)).statusCode).toBe(409);
  });

  it('card then UPI: the card order closes, the UPI order holds the piece and is paid', async () => {
    const { shopper, sizeId } = await pieceInCart();
    const first = await placed(shopper, { paymentMethod: 'card' });
    const second = await placed(shopper, { paymentMethod: 'upi' });
    expect(second.order.status).toBe('Awaiting Payment');
    expect((await details(shopper, first.order._id)).status).toBe('Cancelled');
    expect(await stockOf(sizeId)).toBe(0);
    const late = await pay(shopper, first.payment!._id, card);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_EXPIRED');
    const paid = await pay(shopper, second.payment!._id, upi);
    expect(paid.json().data.order).toMatchObject({ status: 'Pending', payment_status: 'paid' });
    expect(await liveOrders(shopper)).toEqual([expect.objectContaining({ id: second.order._id, payment_status: 'paid' })]);
  });

  it("another shopper's hold still blocks: 409, and both shoppers' orders stay as they were", async () => {
    const { shopper: holder, piece, sizeId } = await pieceInCart();
    const held = await placed(holder, { paymentMethod: 'upi' });
    const other = await createUser(t);
    expect((await inject('POST', '/api/cart/add-item', other, { product_id: piece.id, size_id: sizeId, quantity: 1 })).statusCode).toBe(409);
    // The piece was in the other shopper's cart before the hold.
    const { shopper: early, piece: bag, sizeId: bagSize } = await pieceInCart();
    const laterBuyer = await createUser(t);
    expect((await inject('POST', '/api/cart/add-item', laterBuyer, { product_id: bag.id, size_id: bagSize, quantity: 1 })).statusCode).toBe(200);
    await placed(early, { paymentMethod: 'card' });
    const before = await dbSnapshot(t);
    const refused = await place(laterBuyer, { paymentMethod: 'cod' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: expect.stringContaining('has just been sold') });
    expect(await dbSnapshot(t)).toEqual(before);
    expect((await details(holder, held.order._id)).status).toBe('Awaiting Payment');
    expect((await liveOrders(early)).map((o) => o.status)).toEqual(['Awaiting Payment']);
  });

  it('the cart of a shopper who wants a piece another is paying for says it is held and until when, not sold; a sold piece says sold', async () => {
    const cartOf = async (user: TestUser) => (await inject('GET', '/api/cart/get-item', user)).json().data as { size_id: string; available: number; held_until: string | null }[];
    const { shopper: payer, piece, sizeId } = await pieceInCart();
    const { shopper: buyer, piece: sold, sizeId: soldSize } = await pieceInCart();
    const waiting = await createUser(t);
    for (const [p, s] of [
      [piece.id, sizeId],
      [sold.id, soldSize],
    ] as const) {
      expect((await inject('POST', '/api/cart/add-item', waiting, { product_id: p, size_id: s, quantity: 1 })).statusCode).toBe(200);
    }
    expect((await cartOf(waiting)).map((l) => l.held_until)).toEqual([null, null]);
    const held = await placed(payer, { paymentMethod: 'upi' });
    await placed(buyer, { paymentMethod: 'cod' });
    const expires = (await details(payer, held.order._id)).hold_expires_at as string;
    expect(new Date(expires).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await cartOf(waiting)).toEqual([
      expect.objectContaining({ size_id: sizeId, available: 0, held_until: expires }),
      expect.objectContaining({ size_id: soldSize, available: 0, held_until: null }),
    ]);
    // Past the hold (before the job that closes it runs) the cart no longer promises it back.
    const start = t.clock.now();
    t.clock.set(new Date(new Date(expires).getTime() + 1000));
    try {
      expect((await cartOf(waiting)).map((l) => l.held_until)).toEqual([null, null]);
    } finally {
      t.clock.set(start);
    }
  });

  it('a paid order is never closed by the next Place Order', async () => {
    const { shopper } = await pieceInCart();
    const first = await placed(shopper, { paymentMethod: 'card' });
    expect((await pay(shopper, first.payment!._id, card)).json().data.order.status).toBe('Pending');
    const next = await createProduct(t, { price: 30_000 });
    await addToCart(t, shopper, next);
    await placed(shopper, { paymentMethod: 'cod' });
    expect((await details(shopper, first.order._id)).status).toBe('Pending');
    expect(await liveOrders(shopper)).toHaveLength(2);
  });

  it("the gateway's late capture of the closed payment does not pay the closed order: it is refunded", async () => {
    const { shopper, sizeId } = await pieceInCart(95_000);
    const held = await placed(shopper, { paymentMethod: 'upi' });
    const cod = await placed(shopper, { paymentMethod: 'cod' });
    const secret = await paymentSecret(t.database.db, undefined);
    const body = { payment_id: held.payment!._id, status: 'captured', provider_ref: 'tg_late_after_switch' } as const;
    const res = await inject('POST', '/api/payments/callback', undefined, { ...body, signature: signCallback(secret, body) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'captured', failure_reason: 'Arrived after the order closed' });
    expect(await details(shopper, held.order._id)).toMatchObject({ status: 'Cancelled', payment_status: 'refunded' });
    const refunds = await t.database.query<{ amount_paise: number; reason: string }>('SELECT amount_paise, reason FROM refunds WHERE order_id = $1', [held.order._id]);
    expect(refunds).toEqual([{ amount_paise: 95_000_00, reason: 'late-capture' }]);
    expect(await details(shopper, cod.order._id)).toMatchObject({ status: 'Pending', payment_status: 'cod' });
    expect(await stockOf(sizeId)).toBe(0);
    expect(await mailsAbout(held.order._id, 'payment-late')).toHaveLength(1);
  });

  it('a hold that lapsed before the timed work reached it closes as expired', async () => {
    const { shopper } = await pieceInCart();
    const held = await placed(shopper, { paymentMethod: 'netbanking' });
    t.clock.advance(16 * 60_000);
    await placed(shopper, { paymentMethod: 'cod' });
    expect(await details(shopper, held.order._id)).toMatchObject({ status: 'Cancelled', payment_status: 'expired' });
  });
});

describe('concurrent Place Orders of one shopper', () => {
  it('with a held order, COD and UPI at once: one live order, the piece taken once', async () => {
    const { shopper, sizeId } = await pieceInCart();
    await placed(shopper, { paymentMethod: 'upi' });
    const results = await Promise.all([place(shopper, { paymentMethod: 'cod' }), place(shopper, { paymentMethod: 'upi' }), place(shopper, { paymentMethod: 'card' })]);
    for (const r of results) expect([201, 400], r.body).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    expect(await liveOrders(shopper)).toHaveLength(1);
    expect(await stockOf(sizeId)).toBe(0);
    const items = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.size_id = $1 AND o.status <> 'Cancelled'", [sizeId]);
    expect(items[0]!.n).toBe(1);
  });

  it('paying the held order while placing COD: never two live orders, a paid order stays paid', async () => {
    const { shopper, sizeId } = await pieceInCart();
    const held = await placed(shopper, { paymentMethod: 'upi' });
    const [paid, cod] = await Promise.all([pay(shopper, held.payment!._id, upi), place(shopper, { paymentMethod: 'cod' })]);
    const live = await liveOrders(shopper);
    expect(live).toHaveLength(1);
    expect(await stockOf(sizeId)).toBe(0);
    if (live[0]!.id === held.order._id) {
      // The payment came first: the order is paid and the COD order found the cart empty.
      expect(live[0]).toMatchObject({ status: 'Pending', payment_status: 'paid' });
      expect(cod.statusCode).toBe(400);
    } else {
      // Place Order came first: the UPI payment is refused, or kept and refunded if its capture got through.
      expect(cod.statusCode).toBe(201);
      expect(live[0]).toMatchObject({ payment_method: 'cod' });
      expect((await details(shopper, held.order._id)).status).toBe('Cancelled');
      expect([409, 200]).toContain(paid.statusCode);
    }
  });
});
