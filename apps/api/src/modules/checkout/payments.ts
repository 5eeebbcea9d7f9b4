/**
 * Payments, shaped like India's payment gateways: the shop creates a payment for an order, the
 * shopper pays at the gateway, and the gateway confirms with a signed callback (webhook). The
 * built-in test gateway decides by documented test data; card details are checked (Luhn, expiry,
 * CVV) and never stored or logged.
 */
import { PAYMENT_METHOD_NAMES, formatInr, layawayDueAt, layawayInstalmentRefusal, toPaise, toRupees, orderNumber, type GatewayPayBody, type Payment, type PaymentCallbackBody } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { queueMail } from '../../lib/mail';
import { invoiceAttachment, issueInvoice } from '../invoices/service';
import { cancelLockedOrder, lockOrder, type LockedOrder } from '../orders/service';
import type { PaymentGateway } from './gateway';
import { recordLateCaptureRefund, requestDueRefunds } from './refunds';
import { orderPlacedMail } from './order-placed-mail';
import { TestGateway, testGatewayDecision } from './test-gateway';
import { assertPaymentOpen, loadOwnPayment, loadPayment, type PaymentRow } from './payment-rows';
import { recordOrderEvent } from '../orders/history';

export { paymentSecret, signCallback, testGatewayDecision } from './test-gateway';

export function toPaymentDto(p: Pick<PaymentRow, 'id' | 'method' | 'purpose' | 'amount_paise' | 'status' | 'failure_reason' | 'hold_expires_at'>): Payment {
  return {
    _id: p.id,
    method: p.method as Payment['method'],
    amount: toRupees(p.amount_paise),
    status: p.status,
    purpose: p.purpose,
    expires_at: p.purpose === 'layaway_balance' ? null : p.hold_expires_at ? new Date(p.hold_expires_at).toISOString() : null,
    failure_reason: p.failure_reason,
  };
}

export async function getPayment(db: Db, paymentId: string): Promise<Payment> {
  const p = await loadPayment(db, paymentId, false);
  if (!p) throw notFound('NOT_FOUND', 'We could not find that payment.');
  return toPaymentDto(p);
}

/**
 * The shopper's own payment and its order's id, as the UPI step asks while the shopper pays in their
 * UPI app (the gateway's callback, not this page, confirms it). Another shopper's is not found.
 */
export async function shopperPayment(db: Db, user: AuthUser, paymentId: string): Promise<{ orderId: string; payment: Payment }> {
  const payment = await loadOwnPayment(db, user, paymentId);
  return { orderId: payment.order_id, payment: toPaymentDto(payment) };
}

/**
 * The shopper pays a created payment at the test gateway. The gateway checks the details, decides,
 * and sends the shop its signed callback, which is processed exactly like a real webhook.
 */
export async function payAtTestGateway(database: Database, gateway: PaymentGateway, user: AuthUser, body: GatewayPayBody, now: Date): Promise<{ orderId: string; payment: Payment }> {
  if (!(gateway instanceof TestGateway)) throw notFound('NOT_FOUND', 'The test gateway is not in use.');
  const payment = await loadOwnPayment(database.db, user, body.payment_id);
  assertPaymentOpen(payment, now);
  if (payment.method !== body.details.method) throw badRequest('PAYMENT_INVALID', `This payment was started for ${payment.method}; please pay with ${payment.method} or start checkout again.`);
  const decision = testGatewayDecision(body.details, now);
  const callback = {
    payment_id: payment.id,
    status: decision.approved ? ('captured' as const) : ('failed' as const),
    provider_ref: gateway.newReference(),
    ...(decision.approved ? {} : { reason: decision.reason }),
  };
  const result = await confirmPayment(database, gateway, { ...callback, signature: await gateway.sign(callback) }, now);
  return { orderId: payment.order_id, payment: result };
}

/**
 * Processes the gateway's signed confirmation. Idempotent: a repeated callback changes nothing.
 * Captured: the order is paid (or the layaway starts or completes), the ordered lines leave the
 * cart. Failed: the order is cancelled and its stock released; the cart is untouched. A capture
 * that arrives after the order closed (the hold lapsed, the payment was declined, the order was
 * cancelled, a newer balance payment replaced it) is recorded with its reference and becomes a refund due, asked of the
 * gateway once this transaction commits.
 */
export async function confirmPayment(database: Database, gateway: PaymentGateway, callback: PaymentCallbackBody, now: Date): Promise<Payment> {
  if (!(await gateway.verifyCallback(callback))) throw new AppError(401, 'UNAUTHENTICATED', 'The payment callback signature is not valid.');
  if (!isUuid(callback.payment_id)) throw notFound('NOT_FOUND', 'We could not find that payment.');
  const result = await database.db.transaction(async (tx) => {
    // Lock the order before its payment, in the same order as every other path (starting a layaway
    // balance, cancelling, the hold job), so two of them cannot deadlock.
    const target = await loadPayment(tx, callback.payment_id, false);
    if (!target) throw notFound('NOT_FOUND', 'We could not find that payment.');
    await lockOrder(tx, target.order_id);
    const payment = await loadPayment(tx, callback.payment_id, true);
    if (!payment) throw notFound('NOT_FOUND', 'We could not find that payment.');
    // A capture after the payment lapsed or was declined (UPI and netbanking can confirm late) is money taken: keep it.
    const lateCapture = (payment.status === 'expired' || payment.status === 'failed') && callback.status === 'captured';
    if (payment.status !== 'created' && !lateCapture) return { dto: toPaymentDto(payment), refund: false };
    const order = (await lockOrder(tx, payment.order_id))!;
    if (callback.status === 'failed') {
      await tx.execute(
        sql`UPDATE payments SET status = 'failed', failure_reason = ${callback.reason ?? 'Declined'}, provider_ref = ${callback.provider_ref}, updated_at = ${now} WHERE id = ${payment.id}`,
      );
      if (payment.purpose !== 'layaway_balance' && order.status === 'Awaiting Payment') await cancelLockedOrder(tx, order, 'payment-declined', null, now);
      return { dto: toPaymentDto({ ...payment, status: 'failed', failure_reason: callback.reason ?? 'Declined' }), refund: false };
    }
    const stillPayable =
      !lateCapture && (payment.purpose === 'layaway_balance' ? order.status === 'On Layaway' && payment.amount_paise <= order.total_paise - order.paid_paise : order.status === 'Awaiting Payment');
    if (!stillPayable) {
      // The money arrived after the order closed: the items may be sold to someone else. The capture is
      // kept with its reference and the whole amount becomes a refund due.
      const note = 'Arrived after the order closed';
      await tx.execute(
        sql`UPDATE payments SET status = 'captured', failure_reason = ${note}, provider_ref = ${callback.provider_ref}, captured_at = ${now}, updated_at = ${now}
             WHERE id = ${payment.id}`,
      );
      await recordLateCaptureRefund(tx, payment, now);
      await tx.execute(sql`UPDATE orders SET payment_status = 'refunded', updated_at = ${now} WHERE id = ${order.id} AND status = 'Cancelled'`);
      const amount = formatInr(payment.amount_paise);
      await recordOrderEvent(tx, {
        orderId: order.id,
        status: order.status,
        note: `A ${PAYMENT_METHOD_NAMES[payment.method as Payment['method']]} payment of ${amount} arrived after the order closed; it is being refunded`,
        createdAt: now,
      });
      const number = orderNumber(order.id);
      await queueMail(
        tx,
        {
          to: order.address.email,
          kind: 'payment-late',
          subject: `Your payment of ${amount} for order #${number} is being refunded`,
          text:
            `Dear ${order.address.firstName},\n\nYour payment of ${amount} for order #${number} reached us after the order had closed, so we are refunding it in full ` +
            `to the ${PAYMENT_METHOD_NAMES[payment.method as Payment['method']]} you paid with. We will email you when the refund is done.\n\nTangerine Luxury`,
        },
        now,
      );
      return { dto: toPaymentDto({ ...payment, status: 'captured', failure_reason: note }), refund: true };
    }
    await tx.execute(sql`UPDATE payments SET status = 'captured', provider_ref = ${callback.provider_ref}, captured_at = ${now}, updated_at = ${now} WHERE id = ${payment.id}`);
    const paid = order.paid_paise + payment.amount_paise;
    if (payment.purpose === 'layaway_deposit') {
      const dueAt = layawayDueAt(now, order.layaway_weeks ?? 2);
      await tx.execute(
        sql`UPDATE orders SET status = 'On Layaway', payment_status = 'deposit_paid', paid_paise = ${paid}, hold_expires_at = NULL,
                   layaway_due_at = ${dueAt}, updated_at = ${now} WHERE id = ${order.id}`,
      );
      await recordOrderEvent(tx, { orderId: order.id, status: 'On Layaway', note: `Deposit paid; balance due by ${dueAt.toDateString()}`, createdAt: now });
    } else if (payment.purpose === 'layaway_balance' && paid < order.total_paise) {
      await recordInstalment(tx, order, payment.amount_paise, paid, now);
      return { dto: toPaymentDto({ ...payment, status: 'captured' }), refund: false };
    } else {
      await tx.execute(sql`UPDATE orders SET status = 'Pending', payment_status = 'paid', paid_paise = ${paid}, hold_expires_at = NULL, updated_at = ${now} WHERE id = ${order.id}`);
      await recordOrderEvent(tx, {
        orderId: order.id,
        status: 'Pending',
        note: payment.purpose === 'layaway_balance' ? 'Layaway balance paid; the order is complete' : `Paid by ${payment.method}`,
        createdAt: now,
      });
    }
    // The paid lines leave the cart; anything added since stays.
    if (payment.purpose !== 'layaway_balance') {
      await tx.execute(sql`DELETE FROM cart_items c USING order_items i WHERE i.order_id = ${order.id} AND c.user_id = ${order.user_id} AND c.size_id = i.size_id`);
    }
    // Paid in full (an order, or a layaway's last instalment): the order is confirmed and invoiced. The
    // invoice series' row is locked until commit, so nothing that takes another lock comes after it.
    const invoice = payment.purpose === 'layaway_deposit' ? null : await issueInvoice(tx, order.id, now);
    if (payment.purpose !== 'layaway_balance') {
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
          invoice,
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
          text: `Dear ${order.address.firstName},\n\nThank you: the balance is paid and your order #${orderNumber(order.id)} will now be prepared for shipping.${invoice ? ` Your GST tax invoice ${invoice.number} is attached.` : ''}\n\nTangerine Luxury`,
          ...(invoice ? { attachments: [invoiceAttachment(invoice)] } : {}),
        },
        now,
      );
    }
    return { dto: toPaymentDto({ ...payment, status: 'captured' }), refund: false };
  });
  if (result.refund) await requestDueRefunds(database.db, gateway, now, (await loadPayment(database.db, callback.payment_id, false))!.order_id);
  return result.dto;
}

/**
 * Starts paying a layaway: any part of the balance (an instalment, at least ₹1) or, with no
 * amount, all of it, before the due date. One open balance payment at a time.
 */
export async function startLayawayBalance(database: Database, gateway: PaymentGateway, user: AuthUser, orderId: string, method: string, amountRupees: number | undefined, now: Date): Promise<Payment> {
  const payment = await database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.user_id !== user.id) throw notFound('ORDER_NOT_FOUND');
    if (order.status !== 'On Layaway') throw new AppError(409, 'LAYAWAY_NOT_ALLOWED', 'This order has no layaway balance to pay.');
    const balancePaise = order.total_paise - order.paid_paise;
    const amountPaise = amountRupees === undefined ? balancePaise : toPaise(amountRupees);
    const dueAt = (await selectRows<{ layaway_due_at: Date | string }>(tx, sql`SELECT layaway_due_at FROM orders WHERE id = ${orderId}`))[0]!.layaway_due_at;
    const refusal = layawayInstalmentRefusal(amountPaise, balancePaise, new Date(dueAt), now);
    if (refusal) throw badRequest('LAYAWAY_NOT_ALLOWED', refusal, [{ path: 'body.amount', message: refusal }]);
    await tx.execute(sql`UPDATE payments SET status = 'expired', updated_at = ${now} WHERE order_id = ${orderId} AND status = 'created'`);
    const row = (
      await selectRows<PaymentRow>(
        tx,
        sql`INSERT INTO payments (order_id, provider, method, purpose, amount_paise, status, created_at, updated_at)
            VALUES (${orderId}, ${gateway.provider}, ${method}, 'layaway_balance', ${amountPaise}, 'created', ${now}, ${now})
            RETURNING id, method, purpose, amount_paise, status, failure_reason, NULL::timestamptz AS hold_expires_at`,
      )
    )[0]!;
    return toPaymentDto(row);
  });
  await openAtGateway(database.db, gateway, payment._id, now);
  return payment;
}

/** Opens a created payment at the gateway and keeps the gateway's reference for it. */
export async function openAtGateway(db: Db, gateway: PaymentGateway, paymentId: string, now: Date): Promise<void> {
  const p = (await selectRows<{ order_id: string; amount_paise: number; method: string }>(db, sql`SELECT order_id, amount_paise, method FROM payments WHERE id = ${paymentId}`))[0];
  if (!p) return;
  const { reference } = await gateway.createPayment({ paymentId, orderId: p.order_id, amountPaise: p.amount_paise, method: p.method });
  if (reference) await db.execute(sql`UPDATE payments SET gateway_order_ref = ${reference}, updated_at = ${now} WHERE id = ${paymentId}`);
}

/** A captured instalment that leaves a balance: the layaway goes on, with its history and a receipt by mail. */
async function recordInstalment(tx: Db, order: LockedOrder, amountPaise: number, paidPaise: number, now: Date): Promise<void> {
  const balance = formatInr(order.total_paise - paidPaise);
  await tx.execute(sql`UPDATE orders SET paid_paise = ${paidPaise}, updated_at = ${now} WHERE id = ${order.id}`);
  await recordOrderEvent(tx, { orderId: order.id, status: 'On Layaway', note: `Instalment of ${formatInr(amountPaise)} paid; ${balance} left to pay`, createdAt: now });
  await queueMail(
    tx,
    {
      to: order.address.email,
      kind: 'layaway-instalment',
      subject: `We received ${formatInr(amountPaise)} for order #${orderNumber(order.id)}`,
      text: `Dear ${order.address.firstName},\n\nThank you: we received your instalment of ${formatInr(amountPaise)} for order #${orderNumber(order.id)}. ${balance} is left to pay; pay any part of it from My Orders before the due date.\n\nTangerine Luxury`,
    },
    now,
  );
}

/** An order closed before its payment arrived: the payments still open are marked failed or expired. */
export async function closeOpenPayments(tx: Db, orderId: string, status: 'failed' | 'expired', now: Date): Promise<void> {
  await tx.execute(sql`UPDATE payments SET status = ${status}, updated_at = ${now} WHERE order_id = ${orderId} AND status = 'created'`);
}

/** Whether any payment of the order has been captured (money taken). */
export async function hasCapturedPayment(db: Db, orderId: string): Promise<boolean> {
  return (await selectRows(db, sql`SELECT 1 FROM payments WHERE order_id = ${orderId} AND status = 'captured' LIMIT 1`)).length > 0;
}
