/**
 * Payments and refunds as records: a capture that arrives after its order closed, a paid order
 * cancelled, a parcel returned to origin, and staff reconciling refunds. Real database, real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, approvedCard as card, createProduct, createUser, shopperAddress as address, type TestUser } from '../../../test/factories';
import { runDueWork } from '../jobs/runner';
import { availableCreditPaise, grantCredit } from '../returns/credit';
import { paymentSecret, signCallback } from './payments';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD })));
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const jobs = () => runDueWork({ database: t.database, clock: t.clock, cache: t.app.deps.cache, gateway: t.app.deps.paymentGateway, transport: null, mailFrom: 'shop@example.com', log: () => {} });
const stockOf = async (sizeId: string) => (await t.database.query<{ quantity: number }>('SELECT quantity FROM product_sizes WHERE id = $1', [sizeId]))[0]!.quantity;
const mailsTo = async (email: string, kind: string) =>
  (await t.database.query<{ subject: string; body_text: string }>('SELECT subject, body_text FROM outbox WHERE to_address = $1 AND kind = $2 ORDER BY created_at', [email, kind])).map(
    (m) => m.body_text,
  );

async function order(user: TestUser, paymentMethod: string, price = 1_20_000, extra: object = {}) {
  const p = await createProduct(t, { price });
  await addToCart(t, user, p);
  const res = await inject('POST', '/api/order/add', user, { address, paymentMethod, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { order: { _id: string; total_price: number }; payment: { _id: string } | null };
  return { product: p, orderId: data.order._id, total: data.order.total_price, paymentId: data.payment?._id ?? null };
}
const move = async (orderId: string, status: string) => inject('POST', `/api/admin/orders/${orderId}/status`, admin, { status });
const refundsOf = async (orderId: string) => (await inject('GET', `/api/admin/orders/${orderId}/payments`, admin)).json().data;

describe('a capture that arrives after the order closed (defect 3)', () => {
  it('is recorded with its reference, becomes a refund, and staff see it', async () => {
    const shopper = await createUser(t);
    const { product, orderId, total, paymentId } = await order(shopper, 'upi', 95_000);
    await jobs();
    t.clock.advance(16 * 60_000);
    expect((await jobs()).holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.sizeIds[0]!)).toBe(1);

    const secret = await paymentSecret(t.database.db, undefined);
    const body = { payment_id: paymentId!, status: 'captured', provider_ref: 'tg_late_upi_1' } as const;
    const res = await inject('POST', '/api/payments/callback', undefined, { ...body, signature: signCallback(secret, body) });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await t.database.query<{ status: string; provider_ref: string; captured_at: Date | null }>('SELECT status, provider_ref, captured_at FROM payments WHERE id = $1', [paymentId]);
    expect(rows[0]).toMatchObject({ status: 'captured', provider_ref: 'tg_late_upi_1' });
    expect(rows[0]!.captured_at).not.toBeNull();

    // The order stays cancelled and its piece stays on sale.
    const after = (await inject('GET', `/api/order/details/${orderId}`, shopper)).json().data;
    expect(after).toMatchObject({ status: 'Cancelled', payment_status: 'refunded' });
    expect(await stockOf(product.sizeIds[0]!)).toBe(1);

    const list = (await inject('GET', '/api/admin/refunds', admin)).json().data;
    const refund = list.refunds.find((r: { order_id: string }) => r.order_id === orderId);
    expect(refund).toMatchObject({ reason: 'late-capture', amount: total, method: 'upi', payment_reference: 'tg_late_upi_1', status: 'done', attempts: 1 });
    expect(refund.reference).toMatch(/^tgr_/);
    const onOrder = await refundsOf(orderId);
    expect(onOrder.payments).toEqual([expect.objectContaining({ _id: paymentId, status: 'captured', reference: 'tg_late_upi_1', amount: total })]);
    expect(onOrder.refunds).toHaveLength(1);
    expect((await mailsTo(address.email, 'payment-late')).some((m) => m.includes('refunding it in full'))).toBe(true);

    // The gateway repeats its callback: nothing is recorded twice.
    await inject('POST', '/api/payments/callback', undefined, { ...body, signature: signCallback(secret, body) });
    expect((await refundsOf(orderId)).refunds).toHaveLength(1);
  });

  it('a late capture on a cancelled order is refunded too; a declined refund stays for staff, who settle it by hand', async () => {
    const shopper = await createUser(t);
    const { orderId, total, paymentId } = await order(shopper, 'netbanking', 40_000);
    expect((await inject('POST', `/api/order/cancel/${orderId}`, shopper)).statusCode).toBe(200);
    const secret = await paymentSecret(t.database.db, undefined);
    const body = { payment_id: paymentId!, status: 'captured', provider_ref: 'tg_late_nb_norefund' } as const;
    expect((await inject('POST', '/api/payments/callback', undefined, { ...body, signature: signCallback(secret, body) })).statusCode).toBe(200);

    const [refund] = (await refundsOf(orderId)).refunds;
    expect(refund).toMatchObject({ status: 'failed', amount: total, payment_reference: 'tg_late_nb_norefund', attempts: 1 });
    const due = (await inject('GET', '/api/admin/refunds?status=failed', admin)).json().data;
    expect(due.refunds.map((r: { _id: string }) => r._id)).toContain(refund._id);
    expect(due.outstanding).toBeGreaterThanOrEqual(total);

    const retried = await inject('POST', `/api/admin/refunds/${refund._id}/retry`, admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'failed', attempts: 2 });
    expect(retried.json().message).toBe('The gateway did not make the refund: The test gateway declined the refund (test data: the payment reference ends in _norefund).');

    expect((await inject('POST', `/api/admin/refunds/${refund._id}/done`, admin, { reference: '  ' })).statusCode).toBe(400);
    expect((await inject('POST', `/api/admin/refunds/${refund._id}/done`, shopper, { reference: 'NEFT-1' })).statusCode).toBe(403);
    const done = await inject('POST', `/api/admin/refunds/${refund._id}/done`, admin, { reference: 'NEFT-20261122-7' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', reference: 'NEFT-20261122-7' });
    expect((await inject('POST', `/api/admin/refunds/${refund._id}/done`, admin, { reference: 'again' })).statusCode).toBe(409);
    expect((await inject('POST', `/api/admin/refunds/${refund._id}/retry`, admin)).statusCode).toBe(409);
    expect((await inject('POST', '/api/admin/refunds/not-an-id/retry', admin)).statusCode).toBe(404);

    const audit = await t.database.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'refund' AND entity_id = $1 ORDER BY created_at, id", [refund._id]);
    expect(audit.map((a) => a.action)).toEqual(['refund.retry', 'refund.done']);
    expect((await mailsTo(address.email, 'refund-done')).some((m) => m.includes('NEFT-20261122-7'))).toBe(true);
  });

  it('a capture after a decline is kept and refunded, not lost', async () => {
    const shopper = await createUser(t);
    const { orderId, total, paymentId } = await order(shopper, 'upi', 33_000);
    const declined = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: paymentId, details: { method: 'upi', upiId: 'failure@upi' } });
    expect(declined.json().data.order.status).toBe('Cancelled');
    const secret = await paymentSecret(t.database.db, undefined);
    const body = { payment_id: paymentId!, status: 'captured', provider_ref: 'tg_upi_after_decline' } as const;
    expect((await inject('POST', '/api/payments/callback', undefined, { ...body, signature: signCallback(secret, body) })).json().data.status).toBe('captured');
    const { payments, refunds } = await refundsOf(orderId);
    expect(payments[0]).toMatchObject({ status: 'captured', reference: 'tg_upi_after_decline' });
    expect(refunds).toEqual([expect.objectContaining({ reason: 'late-capture', status: 'done', amount: total })]);
  });
});

describe('cancelling a paid online order (defect 4)', () => {
  it('refunds the payment through the gateway, gives the store credit back as a ledger line, and says so', async () => {
    const shopper = await createUser(t);
    await grantCredit(t.database.db, shopper.id, 10_000_00, 'Goodwill', t.clock.now());
    const { orderId, total, paymentId } = await order(shopper, 'card', 70_000, { useCredit: true });
    expect(total).toBe(60_000);
    expect(await availableCreditPaise(t.database.db, shopper.id, t.clock.now())).toBe(0);
    expect((await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: paymentId, details: card })).json().data.payment.status).toBe('captured');

    const cancelled = await inject('POST', `/api/order/cancel/${orderId}`, shopper);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.payment_status).toBe('refunded');

    const { payments, refunds } = await refundsOf(orderId);
    expect(payments).toEqual([expect.objectContaining({ status: 'captured', amount: 60_000, reference: expect.stringMatching(/^tg_/) })]);
    expect(refunds).toEqual([
      expect.objectContaining({ reason: 'cancelled', status: 'done', amount: 60_000, method: 'card', payment_reference: payments[0].reference, reference: expect.stringMatching(/^tgr_/) }),
    ]);

    expect(await availableCreditPaise(t.database.db, shopper.id, t.clock.now())).toBe(10_000_00);
    const ledger = await t.database.query<{ amount_paise: number; reason: string }>('SELECT amount_paise, reason FROM store_credits WHERE order_id = $1 ORDER BY amount_paise', [orderId]);
    expect(ledger).toEqual([
      { amount_paise: -10_000_00, reason: 'Spent at checkout' },
      { amount_paise: 10_000_00, reason: 'Returned from a cancelled order' },
    ]);

    const [mail] = await mailsTo(address.email, 'order-cancelled').then((m) => m.filter((x) => x.includes(`#`)).slice(-1));
    expect(mail).toContain('refund ₹60,000.00 to your card');
    expect(mail).toContain('₹10,000.00 of store credit');
    expect((await mailsTo(address.email, 'refund-done')).some((m) => m.includes('₹60,000.00') && m.includes(refunds[0].reference))).toBe(true);
    const history = (await inject('GET', `/api/order/details/${orderId}`, shopper)).json().data.history;
    expect(history.some((h: { note: string | null }) => h.note?.startsWith('Refund of ₹60,000.00 to the card done'))).toBe(true);
  });

  it('staff cancelling a paid order refund it the same way, once', async () => {
    const shopper = await createUser(t);
    const { orderId, total, paymentId } = await order(shopper, 'wallet', 52_000);
    await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: paymentId, details: { method: 'wallet', wallet: 'Paytm' } });
    expect((await move(orderId, 'Processing')).statusCode).toBe(200);
    expect((await move(orderId, 'Cancelled')).statusCode).toBe(200);
    expect((await refundsOf(orderId)).refunds).toEqual([expect.objectContaining({ reason: 'cancelled', status: 'done', amount: total, method: 'wallet' })]);
    expect((await jobs()).refundsRequested).toBe(0);
    expect((await refundsOf(orderId)).refunds).toHaveLength(1);
  });
});

describe('returned to origin (defect 6)', () => {
  const dashboard = async () => (await inject('GET', '/api/admin/dashboard', admin)).json().data;

  it('a refused cash-on-delivery parcel: stock back, nothing collected, not a sale', async () => {
    const shopper = await createUser(t);
    const before = await dashboard();
    const { product, orderId, total } = await order(shopper, 'cod', 2_40_000);
    expect((await dashboard()).today.sales).toBe(before.today.sales + total);
    expect(await stockOf(product.sizeIds[0]!)).toBe(0);
    for (const s of ['Processing', 'Shipped']) expect((await move(orderId, s)).statusCode).toBe(200);

    const res = await move(orderId, 'Returned to Origin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Returned to Origin', payment_status: 'not_collected' });
    expect(res.json().data.order_items.every((i: { status: string; can_return: boolean }) => i.status === 'Returned to Origin' && !i.can_return)).toBe(true);
    expect(await stockOf(product.sizeIds[0]!)).toBe(1);
    const [row] = await t.database.query<{ paid_paise: number }>('SELECT paid_paise FROM orders WHERE id = $1', [orderId]);
    expect(row!.paid_paise).toBe(0);
    expect((await refundsOf(orderId)).refunds).toEqual([]);
    const now = await dashboard();
    expect(now.today.sales).toBe(before.today.sales);
    expect(now.orders_by_status['Returned to Origin']).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(address.email, 'order-returned-to-origin')).some((m) => m.includes('nothing is owed'))).toBe(true);
    // It cannot then be delivered, and only a shipped order can come back.
    expect((await move(orderId, 'Delivered')).statusCode).toBe(409);
  });

  it('a prepaid parcel that comes back is refunded through the gateway', async () => {
    const shopper = await createUser(t);
    const { product, orderId, total, paymentId } = await order(shopper, 'card', 1_10_000);
    await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: paymentId, details: card });
    expect((await move(orderId, 'Processing')).statusCode).toBe(200);
    expect((await move(orderId, 'Returned to Origin')).statusCode).toBe(409);
    expect((await move(orderId, 'Shipped')).statusCode).toBe(200);
    const res = await move(orderId, 'Returned to Origin');
    expect(res.json().data).toMatchObject({ status: 'Returned to Origin', payment_status: 'refunded' });
    expect(await stockOf(product.sizeIds[0]!)).toBe(1);
    expect((await refundsOf(orderId)).refunds).toEqual([expect.objectContaining({ reason: 'returned-to-origin', status: 'done', amount: total, method: 'card' })]);
    const audit = await t.database.query<{ details: { to: string } }>("SELECT details FROM audit_log WHERE action = 'order.status' AND entity_id = $1", [orderId]);
    expect(audit.map((a) => a.details.to)).toContain('Returned to Origin');
  });
});

describe('the gateway says what it is', () => {
  it('names the test gateway for the storefront', async () => {
    const res = await inject('GET', '/api/payments/gateway');
    expect(res.json().data).toEqual({ provider: 'test-gateway', name: 'Test gateway', test: true });
  });
});
