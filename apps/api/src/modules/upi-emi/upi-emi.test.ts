import { ERROR_MESSAGES, SHOP_SETTING_DEFAULTS, parseUpiIntent, upiReference } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createUser, shopperWithPiece, type TestUser } from '../../../test/factories';
import { paymentSecret, signCallback } from '../checkout/payments';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true, codUpToRupees: 50_000 })));
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const address = {
  firstName: 'Aarav',
  lastName: 'Shah',
  email: 'aarav@example.com',
  phone: '9820012345',
  address: '4 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  zipCode: '400020',
};
const card = { method: 'card', cardNumber: '4111111111111111', cardName: 'Aarav Shah', expiryDate: '11/31', cvv: '321' };

/** Puts a piece of `price` rupees in a new shopper's cart and places the order online; returns the shopper, order and payment. */
async function placeOnline(price: number, paymentMethod: 'upi' | 'card') {
  const { shopper } = await shopperWithPiece(t, { price });
  const res = await inject('POST', '/api/order/add', shopper, { address, paymentMethod });
  expect(res.statusCode, res.body).toBe(201);
  const { order, payment } = res.json().data;
  return { shopper, order, payment };
}

describe('UPI by intent', () => {
  it("the intent pays the shop's VPA the order's amount with the payment's reference, as a QR code too", async () => {
    const { shopper, order, payment } = await placeOnline(42_500, 'upi');
    const res = await inject('GET', `/api/payments/${payment._id}/upi`, shopper);
    expect(res.statusCode, res.body).toBe(200);
    const upi = res.json().data;
    expect(upi.amount).toBe(order.total_price);
    expect(upi.amount).toBe(payment.amount);
    const params = parseUpiIntent(upi.intent)!;
    expect(params).toEqual({ pa: 'tangerineluxury@icici', pn: 'Tangerine Luxury', am: order.total_price.toFixed(2), tr: upiReference(payment._id), tn: `Order #${order._id.slice(-6)}`, cu: 'INR' });
    expect(upi.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    expect(upi.qr_svg).not.toMatch(/<script|on\w+=/i);
    expect(upi.expires_at).toBe(payment.expires_at);
  });

  it('tells the shopper, and only them, how the payment stands while they pay in their UPI app: open, then settled by the gateway', async () => {
    const { shopper, order, payment } = await placeOnline(18_000, 'upi');
    const status = () => inject('GET', `/api/payments/${payment._id}`, shopper);
    const open = await status();
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.payment).toMatchObject({ _id: payment._id, status: 'created' });
    expect(open.json().data.order).toMatchObject({ _id: order._id, status: 'Awaiting Payment' });
    expect((await inject('GET', `/api/payments/${payment._id}`, await createUser(t))).statusCode).toBe(404);
    expect((await inject('GET', `/api/payments/${payment._id}`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/payments/not-a-payment', shopper)).statusCode).toBe(400);
    // The UPI app pays: the gateway's signed callback reaches the shop, not this page.
    const body = { payment_id: payment._id, status: 'captured', provider_ref: 'upi_ref_1' } as const;
    const signature = signCallback(await paymentSecret(t.database.db, undefined), body);
    expect((await inject('POST', '/api/payments/callback', undefined, { ...body, signature })).statusCode).toBe(200);
    const paid = (await status()).json().data;
    expect(paid.payment.status).toBe('captured');
    expect(paid.order).toMatchObject({ _id: order._id, payment_status: 'paid' });
    expect(paid.order.status).not.toBe('Awaiting Payment');
  });

  it('follows the VPA and payee name of the settings', async () => {
    expect((await inject('PUT', '/api/admin/settings', admin, { upiVpa: 'Shop.Pay@HDFCBank', upiPayeeName: 'Tangerine Luxury Pvt Ltd' })).statusCode).toBe(200);
    try {
      const { shopper, payment } = await placeOnline(12_000, 'upi');
      const params = parseUpiIntent((await inject('GET', `/api/payments/${payment._id}/upi`, shopper)).json().data.intent)!;
      expect(params.pa).toBe('shop.pay@hdfcbank');
      expect(params.pn).toBe('Tangerine Luxury Pvt Ltd');
      const bad = await inject('PUT', '/api/admin/settings', admin, { upiVpa: 'not a vpa' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/UPI id is name@bank/);
    } finally {
      await inject('PUT', '/api/admin/settings', admin, { upiVpa: 'tangerineluxury@icici', upiPayeeName: 'Tangerine Luxury' });
    }
  });

  it("is paid through the gateway's confirm path; a paid, foreign, card or unknown payment gets no intent", async () => {
    const { shopper, payment } = await placeOnline(15_000, 'upi');
    const stranger = await createUser(t);
    expect((await inject('GET', `/api/payments/${payment._id}/upi`, stranger)).statusCode).toBe(404);
    expect((await inject('GET', `/api/payments/${payment._id}/upi`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/payments/not-a-uuid/upi', shopper)).statusCode).toBe(400);
    expect((await inject('GET', '/api/payments/00000000-0000-4000-8000-000000000000/upi', shopper)).statusCode).toBe(404);

    const paid = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: payment._id, details: { method: 'upi', upiId: 'success@upi' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payment.status).toBe('captured');
    expect(paid.json().data.order.status).toBe('Pending');
    const after = await inject('GET', `/api/payments/${payment._id}/upi`, shopper);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('PAYMENT_EXPIRED');

    const cardOrder = await placeOnline(15_000, 'card');
    const wrong = await inject('GET', `/api/payments/${cardOrder.payment._id}/upi`, cardOrder.shopper);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This payment was started for card, not UPI.');
  });

  it('gives no intent once the 15-minute hold has lapsed', async () => {
    const { shopper, payment } = await placeOnline(9_000, 'upi');
    t.clock.advance(15 * 60_000);
    const res = await inject('GET', `/api/payments/${payment._id}/upi`, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_EXPIRED', message: ERROR_MESSAGES.PAYMENT_EXPIRED });
    // The test gateway refuses it the same way (one check for both: assertPaymentOpen).
    const pay = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: payment._id, details: { method: 'upi', upiId: 'success@upi' } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'PAYMENT_EXPIRED', message: ERROR_MESSAGES.PAYMENT_EXPIRED });
  });
});

describe('card EMI', () => {
  it('records a no-cost plan on the card payment, which is then paid by card as usual', async () => {
    const { shopper, order, payment } = await placeOnline(60_000, 'card');
    const res = await inject('POST', `/api/payments/${payment._id}/emi`, shopper, { months: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ payment_id: payment._id, months: 6, annual_rate_percent: 14, no_cost: true, monthly: 10_000, interest: 0, total: order.total_price });
    // Choosing again replaces the choice.
    const nine = await inject('POST', `/api/payments/${payment._id}/emi`, shopper, { months: 9 });
    expect(nine.json().data).toMatchObject({ months: 9, no_cost: false, annual_rate_percent: 15 });
    expect(nine.json().data.interest).toBeGreaterThan(0);
    const paid = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: payment._id, details: card });
    expect(paid.json().data.payment.status).toBe('captured');
    const rows = await t.database.query<{ months: number; no_cost: boolean; monthly_paise: number }>('SELECT months, no_cost, monthly_paise FROM payment_emi WHERE payment_id = $1', [payment._id]);
    expect(rows).toEqual([{ months: 9, no_cost: false, monthly_paise: Math.round(nine.json().data.monthly * 100) }]);
    // Closed: no more changes.
    expect((await inject('POST', `/api/payments/${payment._id}/emi`, shopper, { months: 3 })).statusCode).toBe(409);
  });

  it('paying in full after choosing EMI drops the plan: the captured payment has none', async () => {
    const { shopper, order, payment } = await placeOnline(60_000, 'card');
    expect((await inject('POST', `/api/payments/${payment._id}/emi`, shopper, { months: 6 })).statusCode).toBe(200);
    // The shopper goes back and chooses to pay in full on the same held payment.
    const stranger = await createUser(t);
    expect((await inject('DELETE', `/api/payments/${payment._id}/emi`, stranger)).statusCode).toBe(404);
    const full = await inject('DELETE', `/api/payments/${payment._id}/emi`, shopper);
    expect(full.statusCode, full.body).toBe(200);
    expect((await inject('DELETE', `/api/payments/${payment._id}/emi`, shopper)).statusCode).toBe(200);
    const paid = await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: payment._id, details: card });
    expect(paid.json().data.payment.status).toBe('captured');
    expect(await t.database.query('SELECT 1 FROM payment_emi WHERE payment_id = $1', [payment._id])).toEqual([]);
    expect((await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data.emi).toBeNull();
    expect((await inject('GET', `/api/admin/orders/${order._id}/payments`, admin)).json().data.payments[0].emi).toBeNull();
    // Closed: the plan can no longer change either way.
    expect((await inject('DELETE', `/api/payments/${payment._id}/emi`, shopper)).json().code).toBe('PAYMENT_EXPIRED');
  });

  it("shows the plan paid in on the shopper's order and on the staff's payment records", async () => {
    const { shopper, order, payment } = await placeOnline(30_000, 'card');
    const plan = (await inject('POST', `/api/payments/${payment._id}/emi`, shopper, { months: 12 })).json().data;
    // Not paid yet: the order shows no plan, staff see it on the open payment.
    expect((await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data.emi).toBeNull();
    expect((await inject('GET', `/api/admin/orders/${order._id}/payments`, admin)).json().data.payments[0]).toMatchObject({ status: 'created', emi: { months: 12 } });
    await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: payment._id, details: card });
    const { payment_id: _, ...shown } = plan;
    expect(shown).toMatchObject({ months: 12, annual_rate_percent: 15, no_cost: false });
    expect(shown.total).toBeCloseTo(shown.monthly * 12, 2);
    expect((await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data.emi).toEqual(shown);
    expect((await inject('GET', '/api/order/getAllOrder', shopper)).json().data[0].emi).toEqual(shown);
    expect((await inject('GET', `/api/admin/orders/${order._id}/payments`, admin)).json().data.payments[0]).toMatchObject({ status: 'captured', emi: shown });
  });

  it('refuses a tenure not offered, an amount under the minimum and a payment not by card', async () => {
    const big = await placeOnline(30_000, 'card');
    const odd = await inject('POST', `/api/payments/${big.payment._id}/emi`, big.shopper, { months: 24 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toMatch(/3, 6, 9 or 12 months/);
    const small = await placeOnline(3_000, 'card');
    const under = await inject('POST', `/api/payments/${small.payment._id}/emi`, small.shopper, { months: 3 });
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({ code: 'EMI_NOT_AVAILABLE' });
    const upi = await placeOnline(30_000, 'upi');
    const notCard = await inject('POST', `/api/payments/${upi.payment._id}/emi`, upi.shopper, { months: 3 });
    expect(notCard.statusCode).toBe(400);
    expect(notCard.json().message).toMatch(/EMI is paid by card/);
    expect((await t.database.query('SELECT 1 FROM payment_emi WHERE payment_id = ANY($1)', [[small.payment._id, upi.payment._id, big.payment._id]])).length).toBe(0);
  });

  it('follows the EMI settings: a changed rate and minimum order', async () => {
    const res = await inject('PUT', '/api/admin/settings', admin, {
      emiMinOrder: 40_000,
      emiPlans: [
        { months: 3, annualRatePercent: 12, noCostFromRupees: null },
        { months: 12, annualRatePercent: 0, noCostFromRupees: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const under = await placeOnline(39_000, 'card');
      expect((await inject('POST', `/api/payments/${under.payment._id}/emi`, under.shopper, { months: 3 })).json().code).toBe('EMI_NOT_AVAILABLE');
      const over = await placeOnline(48_000, 'card');
      expect((await inject('POST', `/api/payments/${over.payment._id}/emi`, over.shopper, { months: 12 })).json().data).toMatchObject({ no_cost: true, monthly: 4_000 });
      expect((await inject('POST', `/api/payments/${over.payment._id}/emi`, over.shopper, { months: 6 })).json().code).toBe('EMI_NOT_AVAILABLE');
      const bad = await inject('PUT', '/api/admin/settings', admin, { emiPlans: [{ months: 3, annualRatePercent: 50, noCostFromRupees: null }] });
      expect(bad.statusCode).toBe(400);
    } finally {
      // Back to the shop's defaults, for the other tests of this file.
      const { emiMinOrder, emiPlans } = SHOP_SETTING_DEFAULTS;
      await inject('PUT', '/api/admin/settings', admin, { emiMinOrder, emiPlans });
    }
  });
});
