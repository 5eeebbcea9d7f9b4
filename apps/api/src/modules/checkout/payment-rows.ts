/**
 * Reading a payment with what its order says about it (owner, status, hold): the one query for
 * checkout's payment steps and for the UPI and EMI step (modules/upi-emi). A module of its own,
 * importing nothing of checkout's, so a reader of payments does not import checkout's refunds.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';

/** A payment with what its order says about it (owner, status, hold). */
export interface PaymentRow {
  id: string;
  order_id: string;
  method: string;
  purpose: 'order' | 'layaway_deposit' | 'layaway_balance';
  provider: string;
  amount_paise: number;
  status: 'created' | 'captured' | 'failed' | 'expired';
  failure_reason: string | null;
  user_id: string;
  order_status: string;
  hold_expires_at: string | null;
}

export async function loadPayment(db: Db, paymentId: string, lock: boolean): Promise<PaymentRow | undefined> {
  return (
    await selectRows<PaymentRow>(
      db,
      sql`SELECT p.id, p.order_id, p.method, p.purpose, p.provider, p.amount_paise, p.status, p.failure_reason, o.user_id, o.status AS order_status,
                 o.hold_expires_at
            FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ${paymentId} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
    )
  )[0];
}

/** The shopper's own payment (locked with `lock`, inside a transaction); another shopper's, or none, is not found. */
export async function loadOwnPayment(db: Db, user: AuthUser, paymentId: string, lock = false): Promise<PaymentRow> {
  const payment = await loadPayment(db, paymentId, lock);
  if (!payment || payment.user_id !== user.id) throw notFound('NOT_FOUND', 'We could not find that payment.');
  return payment;
}

/**
 * Refuses a payment the shopper can no longer pay: it is no longer `created`, or (an order's or a
 * deposit's; a layaway balance has no hold) its order has left Awaiting Payment or its hold has
 * lapsed. For every path that takes a shopper's money or shows how to pay (the test gateway, the
 * UPI intent, the EMI choice).
 */
export function assertPaymentOpen(p: PaymentRow, now: Date): void {
  if (p.status !== 'created') throw new AppError(409, 'PAYMENT_EXPIRED', 'This payment is already complete or closed.');
  const holdOver = p.purpose !== 'layaway_balance' && (p.order_status !== 'Awaiting Payment' || (p.hold_expires_at !== null && new Date(p.hold_expires_at) <= now));
  if (holdOver) throw new AppError(409, 'PAYMENT_EXPIRED');
}
