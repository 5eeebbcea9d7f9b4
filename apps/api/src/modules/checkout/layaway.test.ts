/**
 * Layaway in the shop (issue 13): the deposit at checkout, then any part of the balance at any time
 * before the due date, the order completing when nothing is left, and one reminder mail 3 days
 * before the due date however many times and processes run the job.
 */
import { orderNumber, parseUpiIntent, upiReference } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, type TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { approvedCard as card, createUser, shopperAddress, shopperWithPiece, type TestUser } from '../../../test/factories';
import { openDatabase, type Database } from '../../db/client';
import { runDueWork } from '../jobs/runner';
import { paymentSecret, signCallback } from './payments';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith()));
afterAll(() => t.close());

const DAY = 86_400_000;
const upi = { method: 'upi', upiId: 'ira@okhdfc' };
const addressFor = (u: TestUser) => ({ ...shopperAddress, email: u.email });
const inject = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) => t.app.inject({ method, url, headers: user.auth, payload });
const jobsOn = (database: Database) => runDueWork({ database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {} });
const payInstalment = (u: TestUser, orderId: string, body: object) => inject('POST', `/api/order/${orderId}/layaway/pay`, u, body);
const payAtGateway = (u: TestUser, paymentId: string, details: object) => inject('POST', '/api/payments/gateway/pay', u, { payment_id: paymentId, details });
const mailsFor = async (orderId: string, kind: string) =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE kind = $1 AND subject LIKE $2', [kind, `%#${orderNumber(orderId)}%`]))[0]!.n;

/** A shopper with a ₹30,000 piece on layaway, deposit paid (₹7,500; ₹22,500 left, due in 3 weeks). */
async function layawayOrder() {
  const { shopper } = await shopperWithPiece(t, { price: 30_000 });
  const placed = (await inject('POST', '/api/order/add', shopper, { address: addressFor(shopper), paymentMethod: 'card', layaway: true })).json().data;
  const order = (await payAtGateway(shopper, placed.payment._id, card)).json().data.order;
  expect(order.status).toBe('On Layaway');
  return { shopper, order };
}

describe('layaway at checkout', () => {
  it('the quote shows the deposit, the due date and a weekly schedule that adds up to the total', async () => {
    const { shopper } = await shopperWithPiece(t, { price: 30_000 });
    const quote = (await inject('POST', '/api/checkout/quote', shopper, { paymentMethod: 'upi', layaway: true })).json().data;
    expect(quote.layaway).toMatchObject({ deposit: 7_500, balance: 22_500, weeks: 3 });
    expect(quote.layaway.schedule.map((s: { amount: number }) => s.amount)).toEqual([7_500, 7_500, 7_500, 7_500]);
    expect(quote.layaway.schedule[0]).toMatchObject({ kind: 'deposit', due_at: t.clock.now().toISOString() });
    expect(quote.layaway.schedule.at(-1).due_at).toBe(quote.layaway.due_at);
  });
});

describe('paying a layaway in instalments', () => {
  it('two instalments of any size complete the order; the lines move with it', async () => {
    const { shopper, order } = await layawayOrder();
    const first = await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 10_000.5 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ amount: 10_000.5, purpose: 'layaway_balance', status: 'created' });
    const paid = (await payAtGateway(shopper, first.json().data._id, upi)).json().data;
    expect(paid.payment.status).toBe('captured');
    expect(paid.order).toMatchObject({ status: 'On Layaway', payment_status: 'deposit_paid' });
    expect(paid.order.layaway).toMatchObject({ paid: 17_500.5, balance: 12_499.5 });
    expect(paid.order.order_items.map((i: { status: string }) => i.status)).toEqual(['On Layaway']);
    expect(paid.order.history.at(-1).note).toBe('Instalment of ₹10,000.50 paid; ₹12,499.50 left to pay');
    const receipt = await t.database.query<{ subject: string }>("SELECT subject FROM outbox WHERE kind = 'layaway-instalment' AND to_address = $1", [shopper.email]);
    expect(receipt.map((r) => r.subject)).toEqual([`We received ₹10,000.50 for order #${orderNumber(order._id)}`]);

    t.clock.advance(3 * DAY);
    const second = await payInstalment(shopper, order._id, { paymentMethod: 'card', amount: 12_499.5 });
    expect(second.statusCode, second.body).toBe(201);
    const done = (await payAtGateway(shopper, second.json().data._id, card)).json().data;
    expect(done.order).toMatchObject({ status: 'Pending', payment_status: 'paid' });
    expect(done.order.layaway).toMatchObject({ paid: 30_000, balance: 0 });
    expect(done.order.order_items.map((i: { status: string }) => i.status)).toEqual(['Pending']);
    expect(await mailsFor(order._id, 'layaway-complete')).toBe(1);
    const more = await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 1 });
    expect(more.statusCode).toBe(409);
  });

  it('without an amount the whole balance is asked for (as before)', async () => {
    const { shopper, order } = await layawayOrder();
    const res = await payInstalment(shopper, order._id, { paymentMethod: 'netbanking' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.amount).toBe(22_500);
  });

  it('refuses less than ₹1, more than the balance, a third decimal and someone else’s order, creating no payment', async () => {
    const { shopper, order } = await layawayOrder();
    const stranger = await createUser(t);
    const payments = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [order._id]))[0]!.n;
    const before = await payments();
    for (const [amount, status, message] of [
      [0.99, 400, 'The smallest instalment is ₹1.'],
      [0, 400, 'The smallest instalment is ₹1.'],
      [22_500.01, 400, 'Only ₹22,500.00 is left to pay; please pay at most that.'],
      [10.005, 400, 'Amount can have at most two decimals.'],
      [-5, 400, 'Amount cannot be negative.'],
    ] as const) {
      const res = await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount });
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await payInstalment(stranger, order._id, { paymentMethod: 'upi', amount: 100 })).statusCode).toBe(404);
    expect(await payments()).toBe(before);
  });

  it('refuses an instalment once the due date has passed', async () => {
    const { shopper, order } = await layawayOrder();
    t.clock.set(new Date(new Date(order.layaway.due_at).getTime() + 60_000));
    const res = await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The due date has passed, so this layaway can no longer be paid.');
    await jobsOn(t.database); // the lapsed layaway is cancelled, so later tests start clean
  });

  it('a second open payment replaces the first, so two instalments can never together pay more than the balance', async () => {
    const { shopper, order } = await layawayOrder();
    const a = (await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 20_000 })).json().data;
    const b = (await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 20_000 })).json().data;
    expect((await payAtGateway(shopper, a._id, upi)).statusCode).toBe(409);
    const paid = (await payAtGateway(shopper, b._id, upi)).json().data;
    expect(paid.order.layaway).toMatchObject({ paid: 27_500, balance: 2_500 });
  });
});

describe('an instalment by UPI', () => {
  it('is paid by intent as at checkout: the QR code and link ask for the instalment, the signed callback confirms it', async () => {
    const { shopper, order } = await layawayOrder();
    const started = (await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 5_000 })).json().data;
    const res = await inject('GET', `/api/payments/${started._id}/upi`, shopper);
    expect(res.statusCode, res.body).toBe(200);
    const upiStep = res.json().data;
    expect(upiStep).toMatchObject({ payment_id: started._id, amount: 5_000, reference: upiReference(started._id), expires_at: null });
    expect(parseUpiIntent(upiStep.intent)).toMatchObject({ am: '5000.00', tr: upiReference(started._id), tn: `Order #${orderNumber(order._id)}`, cu: 'INR' });
    expect(upiStep.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A later instalment replaces this one: its intent is closed.
    const next = (await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 6_000 })).json().data;
    expect((await inject('GET', `/api/payments/${started._id}/upi`, shopper)).json().code).toBe('PAYMENT_EXPIRED');

    const secret = await paymentSecret(t.database.db, undefined);
    const body = { payment_id: next._id, status: 'captured', provider_ref: 'upi_ref_instalment' } as const;
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { ...body, signature: signCallback(secret, body) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data;
    expect(after.layaway).toMatchObject({ paid: 13_500, balance: 16_500 });
    expect(after.history.at(-1).note).toBe('Instalment of ₹6,000.00 paid; ₹16,500.00 left to pay');
    expect((await inject('GET', `/api/payments/${next._id}/upi`, shopper)).statusCode).toBe(409);
  });
});

describe('instalments racing', () => {
  it('two shoppers’ tabs paying the whole balance at once: one is captured, the order is paid exactly once', async () => {
    const { shopper, order } = await layawayOrder();
    const flow = async () => {
      const started = await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 22_500 });
      if (started.statusCode !== 201) return started.statusCode;
      return (await payAtGateway(shopper, started.json().data._id, upi)).statusCode;
    };
    const codes = await Promise.all([flow(), flow(), flow()]);
    expect(
      codes.every((c) => c === 200 || c === 409),
      codes.join(),
    ).toBe(true);
    // A tab whose payment was replaced while the shopper paid it is still money taken: it is kept as
    // a capture with a refund of all of it, so what the shop keeps is the balance, once.
    const captured = await t.database.query<{ n: number; kept: number; unrefunded: number }>(
      `SELECT count(*)::int AS n,
              coalesce(sum(p.amount_paise - coalesce(r.refunded, 0)), 0)::int AS kept,
              count(*) FILTER (WHERE coalesce(r.refunded, 0) = 0)::int AS unrefunded
         FROM payments p
         LEFT JOIN (SELECT payment_id, sum(amount_paise) AS refunded FROM refunds GROUP BY payment_id) r ON r.payment_id = p.id
        WHERE p.order_id = $1 AND p.purpose = 'layaway_balance' AND p.status = 'captured'`,
      [order._id],
    );
    expect(captured[0]).toMatchObject({ kept: 22_500_00, unrefunded: 1 });
    const after = (await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data;
    expect(after).toMatchObject({ status: 'Pending', layaway: { paid: 30_000, balance: 0 } });
  });

  it('a capture arriving while the next instalment starts never fails (no deadlock)', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { shopper, order } = await layawayOrder();
      const first = (await payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 100 })).json().data;
      const [paid, next] = await Promise.all([payAtGateway(shopper, first._id, upi), payInstalment(shopper, order._id, { paymentMethod: 'upi', amount: 100 })]);
      expect([200, 409], paid.body).toContain(paid.statusCode);
      expect(next.statusCode, next.body).toBe(201);
    }
  });
});

describe('the layaway reminder', () => {
  it('goes once, 3 days before the due date, however often the job runs', async () => {
    const { order } = await layawayOrder();
    const due = new Date(order.layaway.due_at).getTime();
    t.clock.set(new Date(due - 3 * DAY - 60_000));
    await jobsOn(t.database);
    expect(await mailsFor(order._id, 'layaway-reminder')).toBe(0);
    t.clock.set(new Date(due - 3 * DAY + 60_000));
    await Promise.all([jobsOn(t.database), jobsOn(t.database)]);
    await jobsOn(t.database);
    expect(await mailsFor(order._id, 'layaway-reminder')).toBe(1);
    const mail = (await t.database.query<{ text: string }>("SELECT body_text AS text FROM outbox WHERE kind = 'layaway-reminder' AND subject LIKE $1", [`%#${orderNumber(order._id)}%`]))[0]!;
    expect(mail.text).toContain('₹22,500.00 is left to pay');
    expect(mail.text).toContain('My Orders');
    t.clock.set(new Date(due + 60_000));
    await jobsOn(t.database);
  });

  it.runIf(onPostgres)('two processes racing send each reminder exactly once', async () => {
    const other = await openDatabase({ url: t.config.databaseUrl, dataDir: 'memory://', poolSize: 4 });
    try {
      const orders = [];
      for (let i = 0; i < 5; i += 1) orders.push((await layawayOrder()).order);
      const due = Math.min(...orders.map((o) => new Date(o.layaway.due_at).getTime()));
      t.clock.set(new Date(due - 2 * DAY));
      const [a, b] = await Promise.all([jobsOn(t.database), jobsOn(other)]);
      expect(a.layawayReminders + b.layawayReminders).toBeGreaterThanOrEqual(5);
      for (const o of orders) expect(await mailsFor(o._id, 'layaway-reminder')).toBe(1);
    } finally {
      await other.close();
    }
  });
});
