/**
 * Payments, shaped like India's payment gateways: the shop creates a payment for an order, the
 * shopper pays at the gateway, and the gateway confirms with a signed callback (webhook). The
 * built-in test gateway decides by documented test data; card details are checked (Luhn, expiry,
 * CVV) and never stored or logged.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TEST_GATEWAY,
  expiryValid,
  layawayDueAt,
  toRupees,
  orderNumber,
  type GatewayPayBody,
  type Payment,
  type PaymentCallbackBody,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { orderEvents } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { queueMail } from '../../lib/mail';
import { cancelLockedOrder, lockOrder } from '../orders/service';
import { orderPlacedMail } from './service';

const SECRET_KEY = 'paymentSecret';

/** The callback signing secret: PAYMENT_SECRET, or one generated once and shared by every process through the database. */
export async function paymentSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.execute(
    sql`INSERT INTO settings (key, value) VALUES (${SECRET_KEY}, ${JSON.stringify(randomBytes(32).toString('hex'))}::jsonb) ON CONFLICT (key) DO NOTHING`,
  );
  const rows = await selectRows<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = ${SECRET_KEY}`);
  return rows[0]!.value;
}

export function signCallback(secret: string, c: Pick<PaymentCallbackBody, 'payment_id' | 'status' | 'provider_ref'>): string {
  return createHmac('sha256', secret).update(`${c.payment_id}|${c.status}|${c.provider_ref}`).digest('hex');
}

function signatureValid(secret: string, c: PaymentCallbackBody): boolean {
  const expected = Buffer.from(signCallback(secret, c), 'hex');
  const given = Buffer.from(c.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface PaymentRow {
  id: string;
  order_id: string;
  method: string;
  purpose: 'order' | 'layaway_deposit' | 'layaway_balance';
  amount_paise: number;
  status: 'created' | 'captured' | 'failed' | 'expired';
  failure_reason: string | null;
  user_id: string;
  order_status: string;
  hold_expires_at: string | null;
}

async function loadPayment(db: Db, paymentId: string, lock: boolean): Promise<PaymentRow | undefined> {
  return (
    await selectRows<PaymentRow>(
      db,
      sql`SELECT p.id, p.order_id, p.method, p.purpose, p.amount_paise, p.status, p.failure_reason, o.user_id, o.status AS order_status,
                 o.hold_expires_at
            FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${paymentId} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
    )
  )[0];
}

export function toPaymentDto(p: Pick<PaymentRow, 'id' | 'method' | 'purpose' | 'amount_paise' | 'status' | 'failure_reason' | 'hold_expires_at'>): Payment {
  return {
    _id: p.id,
    method: p.method as Payment['method'],
    amount: toRupees(p.amount_paise),
    status: p.status,
    purpose: p.purpose,
    expires_at: p.purpose === 'layaway_balance' ? null : (p.hold_expires_at ? new Date(p.hold_expires_at).toISOString() : null),
    failure_reason: p.failure_reason,
  };
}

export async function getPayment(db: Db, paymentId: string): Promise<Payment> {
  const p = await loadPayment(db, paymentId, false);
  if (!p) throw notFound('NOT_FOUND', 'We could not find that payment.');
  return toPaymentDto(p);
}

/** The test gateway's decision for the details given; documented in docs/payments.md. */
export function testGatewayDecision(details: GatewayPayBody['details'], now: Date): { approved: true } | { approved: false; reason: string } {
  switch (details.method) {
    case 'card': {
      if (!expiryValid(details.expiryDate, now)) return { approved: false, reason: 'The card has expired.' };
      const number = details.cardNumber.replace(/[\s-]/g, '');
      if (TEST_GATEWAY.declinedCards.some((c) => c.replace(/\s/g, '') === number)) return { approved: false, reason: 'The card was declined by the bank.' };
      return { approved: true };
    }
    case 'upi':
      return details.upiId.toLowerCase() === TEST_GATEWAY.declinedUpi ? { approved: false, reason: 'The UPI payment was declined.' } : { approved: true };
    case 'netbanking':
      return details.bank.includes('declines') ? { approved: false, reason: 'The bank declined the payment.' } : { approved: true };
    case 'wallet':
      return details.wallet.includes('declines') ? { approved: false, reason: 'The wallet declined the payment.' } : { approved: true };
  }
}

/**
 * The shopper pays a created payment at the test gateway. The gateway checks the details, decides,
 * and sends the shop its signed callback, which is processed exactly like a real webhook.
 */
export async function payAtTestGateway(database: Database, secret: string, user: AuthUser, body: GatewayPayBody, now: Date): Promise<{ orderId: string; payment: Payment }> {
  const payment = await loadPayment(database.db, body.payment_id, false);
  if (!payment || payment.user_id !== user.id) throw notFound('NOT_FOUND', 'We could not find that payment.');
  if (payment.status !== 'created') throw new AppError(409, 'PAYMENT_EXPIRED', 'This payment is already complete or closed.');
  if (payment.method !== body.details.method) throw badRequest('PAYMENT_INVALID', `This payment was started for ${payment.method}; please pay with ${payment.method} or start checkout again.`);
  const holdOver = payment.purpose !== 'layaway_balance' && (payment.order_status !== 'Awaiting Payment' || (payment.hold_expires_at && new Date(payment.hold_expires_at) <= now));
  if (holdOver) throw new AppError(409, 'PAYMENT_EXPIRED');
  const decision = testGatewayDecision(body.details, now);
  const callback = {
    payment_id: payment.id,
    status: decision.approved ? ('captured' as const) : ('failed' as const),
    provider_ref: `tg_${randomBytes(9).toString('base64url')}`,
    ...(decision.approved ? {} : { reason: decision.reason }),
  };
  const result = await confirmPayment(database, secret, { ...callback, signature: signCallback(secret, callback) }, now);
  return { orderId: payment.order_id, payment: result };
}

/**
 * Processes the gateway's signed confirmation. Idempotent: a repeated callback changes nothing.
 * Captured: the order is paid (or the layaway starts or completes), the ordered lines leave the
 * cart. Failed: the order is cancelled and its stock released; the cart is untouched.
 */
export async function confirmPayment(database: Database, secret: string, callback: PaymentCallbackBody, now: Date): Promise<Payment> {
  if (!signatureValid(secret, callback)) throw new AppError(401, 'UNAUTHENTICATED', 'The payment callback signature is not valid.');
  if (!isUuid(callback.payment_id)) throw notFound('NOT_FOUND', 'We could not find that payment.');
  return database.db.transaction(async (tx) => {
    const payment = await loadPayment(tx, callback.payment_id, true);
    if (!payment) throw notFound('NOT_FOUND', 'We could not find that payment.');
    if (payment.status !== 'created') return toPaymentDto(payment);
    const order = (await lockOrder(tx, payment.order_id))!;
    if (callback.status === 'failed') {
      await tx.execute(sql`UPDATE payments SET status = 'failed', failure_reason = ${callback.reason ?? 'Declined'}, provider_ref = ${callback.provider_ref}, updated_at = ${now} WHERE id = ${payment.id}`);
      if (payment.purpose !== 'layaway_balance' && order.status === 'Awaiting Payment') await cancelLockedOrder(tx, order, 'payment-declined', null, now);
      return toPaymentDto({ ...payment, status: 'failed', failure_reason: callback.reason ?? 'Declined' });
    }
    const stillPayable = payment.purpose === 'layaway_balance' ? order.status === 'On Layaway' : order.status === 'Awaiting Payment';
    if (!stillPayable) {
      // The hold lapsed before the money arrived: the items may be sold to someone else, so the gateway refunds.
      await tx.execute(sql`UPDATE payments SET status = 'expired', failure_reason = 'Arrived after the order closed; refunded', provider_ref = ${callback.provider_ref}, updated_at = ${now} WHERE id = ${payment.id}`);
      return toPaymentDto({ ...payment, status: 'expired', failure_reason: 'Arrived after the order closed; refunded' });
    }
    await tx.execute(sql`UPDATE payments SET status = 'captured', provider_ref = ${callback.provider_ref}, updated_at = ${now} WHERE id = ${payment.id}`);
    const paid = order.paid_paise + payment.amount_paise;
    if (payment.purpose === 'layaway_deposit') {
      const dueAt = layawayDueAt(now, order.layaway_weeks ?? 2);
      await tx.execute(
        sql`UPDATE orders SET status = 'On Layaway', payment_status = 'deposit_paid', paid_paise = ${paid}, hold_expires_at = NULL,
                   layaway_due_at = ${dueAt}, updated_at = ${now} WHERE id = ${order.id}`,
      );
      await tx.insert(orderEvents).values({ orderId: order.id, status: 'On Layaway', note: `Deposit paid; balance due by ${dueAt.toDateString()}`, createdAt: now });
    } else {
      await tx.execute(
        sql`UPDATE orders SET status = 'Pending', payment_status = 'paid', paid_paise = ${paid}, hold_expires_at = NULL, updated_at = ${now} WHERE id = ${order.id}`,
      );
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: 'Pending',
        note: payment.purpose === 'layaway_balance' ? 'Layaway balance paid; the order is complete' : `Paid by ${payment.method}`,
        createdAt: now,
      });
    }
    if (payment.purpose !== 'layaway_balance') {
      // The paid lines leave the cart; anything added since stays.
      await tx.execute(sql`DELETE FROM cart_items c USING order_items i WHERE i.order_id = ${order.id} AND c.user_id = ${order.user_id} AND c.size_id = i.size_id`);
      const lines = await selectRows<{ product_name: string; size: string; quantity: number; unit_price_paise: number }>(
        tx,
        sql`SELECT product_name, size, quantity, unit_price_paise FROM order_items WHERE order_id = ${order.id}`,
      );
      const amounts = (
        await selectRows<{ subtotal_paise: number; coupon_discount_paise: number; shipping_paise: number; cod_fee_paise: number; credit_paise: number; total_paise: number }>(
          tx,
          sql`SELECT subtotal_paise, coupon_discount_paise, shipping_paise, cod_fee_paise, credit_paise, total_paise FROM orders WHERE id = ${order.id}`,
        )
      )[0]!;
      await queueMail(
        tx,
        orderPlacedMail(
          { id: order.id, address: order.address },
          lines.map((l) => ({ name: l.product_name, size: l.size, quantity: l.quantity, unitPricePaise: l.unit_price_paise })),
          {
            subtotalPaise: amounts.subtotal_paise,
            couponDiscountPaise: amounts.coupon_discount_paise,
            shippingPaise: amounts.shipping_paise,
            codFeePaise: amounts.cod_fee_paise,
            creditPaise: amounts.credit_paise,
            totalPaise: amounts.total_paise,
          },
        ),
        now,
      );
    } else {
      await queueMail(
        tx,
        {
          to: order.address.email,
          kind: 'layaway-complete',
          subject: `Your layaway for order #${orderNumber(order.id)} is complete`,
          text: `Dear ${order.address.firstName},\n\nThank you: the balance is paid and your order #${orderNumber(order.id)} will now be prepared for shipping.\n\nTangerine Luxury`,
        },
        now,
      );
    }
    return toPaymentDto({ ...payment, status: 'captured' });
  });
}

/** Starts paying a layaway's balance: one open balance payment at a time. */
export async function startLayawayBalance(database: Database, user: AuthUser, orderId: string, method: string, now: Date): Promise<Payment> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  return database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.user_id !== user.id) throw notFound('ORDER_NOT_FOUND');
    if (order.status !== 'On Layaway') throw new AppError(409, 'LAYAWAY_NOT_ALLOWED', 'This order has no layaway balance to pay.');
    await tx.execute(sql`UPDATE payments SET status = 'expired', updated_at = ${now} WHERE order_id = ${orderId} AND status = 'created'`);
    const amountPaise = order.total_paise - order.paid_paise;
    const row = (
      await selectRows<PaymentRow>(
        tx,
        sql`INSERT INTO payments (order_id, provider, method, purpose, amount_paise, status, created_at, updated_at)
            VALUES (${orderId}, 'test-gateway', ${method}, 'layaway_balance', ${amountPaise}, 'created', ${now}, ${now})
            RETURNING id, method, purpose, amount_paise, status, failure_reason, NULL::timestamptz AS hold_expires_at`,
      )
    )[0]!;
    return toPaymentDto(row);
  });
}
