/**
 * Refunds as records. A refund is written as "due" in the same transaction as what causes it (a
 * paid order cancelled or returned to origin, a capture that arrived after its order closed), then
 * asked of the gateway after that transaction commits; the gateway's answer makes it "done" (with
 * its reference) or "failed". Staff see every refund in the back office and retry a failed one
 * through the gateway, or mark it done with the reference of a refund made by hand.
 */
import {
  PAYMENT_METHOD_NAMES,
  formatInr,
  orderNumber,
  refundsDue,
  toRupees,
  type OrderPayments,
  type PaymentForRefund,
  type PaymentMethod,
  type PaymentRecord,
  type Refund,
  type RefundReason,
  type StaffRefundPage,
  type StaffRefundQuery,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { conflict, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import type { PaymentGateway } from './gateway';
import { recordOrderEvent } from '../orders/history';
import { recordedEmiPlans } from '../upi-emi/service';

/** A refund as read: the columns the API shows under its names, then what mails and history need. */
interface RefundRow {
  _id: string;
  order_id: string;
  payment_id: string;
  provider: string;
  amount_paise: number;
  reason: RefundReason;
  status: Refund['status'];
  reference: string | null;
  failure_reason: string | null;
  attempts: number;
  created_at: Date | string;
  completed_at: Date | string | null;
  method: PaymentMethod;
  payment_reference: string | null;
  customer_email: string;
  first_name: string;
  order_status: string;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

const REFUND_SELECT = sql`SELECT r.id AS _id, r.order_id, r.payment_id, r.provider, r.amount_paise, r.reason, r.status, r.provider_ref AS reference, r.failure_reason,
       r.attempts, r.created_at, r.completed_at, p.method, p.provider_ref AS payment_reference, o.address->>'email' AS customer_email,
       o.address->>'firstName' AS first_name, o.status AS order_status
  FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN orders o ON o.id = r.order_id`;

function toRefundDto({ amount_paise, created_at, completed_at, first_name: _firstName, order_status: _orderStatus, ...refund }: RefundRow): Refund {
  return { ...refund, amount: toRupees(amount_paise), created_at: iso(created_at)!, completed_at: iso(completed_at) };
}

export interface RecordedRefunds {
  /** Everything recorded now, in paise. */
  amountPaise: number;
  /** The methods it goes back to, e.g. ['card']. */
  methods: PaymentMethod[];
}

/**
 * Records a refund due for every captured payment of an order that closes unsold, by the pure rule
 * `refundsDue`. The caller holds the order's row lock, as every writer of refunds does, so two
 * closings never record the same refund twice. A forfeited layaway deposit is not asked for.
 */
export async function recordOrderRefunds(tx: Db, orderId: string, reason: Exclude<RefundReason, 'late-capture'>, now: Date): Promise<RecordedRefunds> {
  const payments = await selectRows<{ id: string; status: PaymentForRefund['status']; amount_paise: number; refunded_paise: number; provider: string; method: PaymentMethod }>(
    tx,
    sql`SELECT p.id, p.status, p.amount_paise, p.provider, p.method,
               (SELECT coalesce(sum(r.amount_paise), 0)::int FROM refunds r WHERE r.payment_id = p.id) AS refunded_paise
          FROM payments p WHERE p.order_id = ${orderId} ORDER BY p.created_at, p.id`,
  );
  const due = refundsDue(payments.map((p) => ({ id: p.id, status: p.status, amountPaise: p.amount_paise, refundedPaise: p.refunded_paise })));
  const methods: PaymentMethod[] = [];
  for (const d of due) {
    const p = payments.find((x) => x.id === d.paymentId)!;
    await tx.execute(
      sql`INSERT INTO refunds (order_id, payment_id, provider, amount_paise, reason, status, created_at, updated_at)
          VALUES (${orderId}, ${d.paymentId}, ${p.provider}, ${d.amountPaise}, ${reason}, 'due', ${now}, ${now})`,
    );
    if (!methods.includes(p.method)) methods.push(p.method);
  }
  return { amountPaise: due.reduce((s, d) => s + d.amountPaise, 0), methods };
}

/** A capture for an order that had already closed: the money is the shopper's, so it is due back in full. */
export async function recordLateCaptureRefund(tx: Db, payment: { id: string; order_id: string; amount_paise: number; provider: string }, now: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO refunds (order_id, payment_id, provider, amount_paise, reason, status, created_at, updated_at)
        VALUES (${payment.order_id}, ${payment.id}, ${payment.provider}, ${payment.amount_paise}, 'late-capture', 'due', ${now}, ${now})`,
  );
}

/** "₹X to your card": for mails. */
export function refundPhrase(r: RecordedRefunds): string {
  return `${formatInr(r.amountPaise)} to your ${r.methods.map((m) => PAYMENT_METHOD_NAMES[m]).join(' and ')}`;
}

async function lockRefund(tx: Db, refundId: string): Promise<RefundRow | undefined> {
  return (await selectRows<RefundRow>(tx, sql`${REFUND_SELECT} WHERE r.id = ${refundId} FOR UPDATE OF r`))[0];
}

/** The refund is done: recorded, told in the order's history and to the shopper by mail. */
async function completeRefund(tx: Db, r: RefundRow, reference: string, actorId: string | null, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE refunds SET status = 'done', provider_ref = ${reference}, failure_reason = NULL, completed_at = ${now}, updated_at = ${now},
               actor_id = ${actorId} WHERE id = ${r._id}`,
  );
  const amount = formatInr(r.amount_paise);
  const method = PAYMENT_METHOD_NAMES[r.method];
  await recordOrderEvent(tx, { orderId: r.order_id, status: r.order_status, note: `Refund of ${amount} to the ${method} done (reference ${reference})`, actorId, createdAt: now });
  const number = orderNumber(r.order_id);
  await queueMail(
    tx,
    {
      to: r.customer_email,
      kind: 'refund-done',
      subject: `Your refund of ${amount} for order #${number}`,
      text:
        `Dear ${r.first_name},\n\nWe have refunded ${amount} to the ${method} you paid with for order #${number} (refund reference ${reference}). ` +
        `Banks usually show it within 5 to 7 working days.\n\nTangerine Luxury`,
    },
    now,
  );
}

/**
 * Asks the gateway for one refund under its row lock, so two processes never ask twice; the
 * refund id is the gateway's idempotency key. A refusal or an error leaves it "failed" with the reason.
 */
async function askGateway(db: Db, gateway: PaymentGateway, refundId: string, actorId: string | null, now: Date): Promise<RefundRow | undefined> {
  return db.transaction(async (tx) => {
    const r = await lockRefund(tx, refundId);
    if (!r || r.status === 'done') return r;
    let answer: Awaited<ReturnType<PaymentGateway['refund']>>;
    try {
      answer = await gateway.refund({ refundId: r._id, paymentId: r.payment_id, paymentReference: r.payment_reference, amountPaise: r.amount_paise });
    } catch (err) {
      answer = { ok: false, reason: `The gateway did not answer: ${(err as Error).message}`.slice(0, 300) };
    }
    await tx.execute(sql`UPDATE refunds SET attempts = attempts + 1, updated_at = ${now} WHERE id = ${r._id}`);
    if (answer.ok) {
      await completeRefund(tx, r, answer.reference, actorId, now);
    } else {
      await tx.execute(sql`UPDATE refunds SET status = 'failed', failure_reason = ${answer.reason} WHERE id = ${r._id}`);
    }
    return (await selectRows<RefundRow>(tx, sql`${REFUND_SELECT} WHERE r.id = ${r._id}`))[0];
  });
}

/** Asks the gateway for every refund still due (of one order, or all of them for the timed work). */
export async function requestDueRefunds(db: Db, gateway: PaymentGateway, now: Date, orderId?: string): Promise<number> {
  const due = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM refunds WHERE status = 'due' AND provider = ${gateway.provider} ${orderId ? sql`AND order_id = ${orderId}` : sql``} ORDER BY created_at LIMIT 100`,
  );
  for (const { id } of due) await askGateway(db, gateway, id, null, now);
  return due.length;
}

async function findRefund(db: Db, refundId: string): Promise<RefundRow> {
  const r = (await selectRows<RefundRow>(db, sql`${REFUND_SELECT} WHERE r.id = ${refundId}`))[0];
  if (!r) throw notFound('NOT_FOUND', 'We could not find that refund.');
  return r;
}

/** Staff ask the gateway again for a refund that is due or failed. */
export async function retryRefund(db: Db, gateway: PaymentGateway, actor: AuthUser, refundId: string, now: Date): Promise<Refund> {
  const before = await findRefund(db, refundId);
  if (before.status === 'done') throw conflict('CONFLICT', 'This refund is already done.');
  if (before.provider !== gateway.provider) throw conflict('CONFLICT', `This refund was taken through ${before.provider}, which the shop no longer uses; refund it by hand and mark it done.`);
  const after = (await askGateway(db, gateway, refundId, actor.id, now))!;
  await audit(db, actor.id, 'refund.retry', 'refund', refundId, { orderId: after.order_id, status: after.status, reference: after.reference, reason: after.failure_reason }, now);
  return toRefundDto(after);
}

/** Staff record a refund made outside the gateway (e.g. a bank transfer) with its reference. */
export async function markRefundDone(db: Db, actor: AuthUser, refundId: string, reference: string, now: Date): Promise<Refund> {
  await findRefund(db, refundId);
  return db.transaction(async (tx) => {
    const r = (await lockRefund(tx, refundId))!;
    if (r.status === 'done') throw conflict('CONFLICT', 'This refund is already done.');
    await completeRefund(tx, r, reference, actor.id, now);
    await audit(tx, actor.id, 'refund.done', 'refund', refundId, { orderId: r.order_id, amount: toRupees(r.amount_paise), reference }, now);
    return toRefundDto((await selectRows<RefundRow>(tx, sql`${REFUND_SELECT} WHERE r.id = ${refundId}`))[0]!);
  });
}

/** Staff's refunds list: due and failed first, then done, newest first within each. */
export async function listRefunds(db: Db, q: StaffRefundQuery): Promise<StaffRefundPage> {
  const where = q.status ? sql`WHERE r.status = ${q.status}` : sql``;
  const rows = await selectRows<RefundRow>(db, sql`${REFUND_SELECT} ${where} ORDER BY (r.status = 'done'), r.created_at DESC, r.id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  const [counts] = await selectRows<{ total: number; outstanding: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM refunds r ${where}) AS total,
               (SELECT coalesce(sum(amount_paise), 0)::bigint FROM refunds WHERE status <> 'done') AS outstanding`,
  );
  const total = counts!.total;
  return { refunds: rows.map(toRefundDto), total, page: q.page, pages: Math.ceil(total / q.limit), outstanding: toRupees(Number(counts!.outstanding)) };
}

/** An order's every payment attempt and refund, for its back-office page. */
export async function orderPayments(db: Db, orderId: string): Promise<OrderPayments> {
  const exists = await selectRows<{ id: string }>(db, sql`SELECT id FROM orders WHERE id = ${orderId}`);
  if (exists.length === 0) throw notFound('ORDER_NOT_FOUND');
  const payments = await selectRows<{
    _id: string;
    provider: string;
    method: PaymentMethod;
    purpose: PaymentRecord['purpose'];
    amount_paise: number;
    status: PaymentRecord['status'];
    reference: string | null;
    failure_reason: string | null;
    created_at: Date | string;
    captured_at: Date | string | null;
  }>(
    db,
    sql`SELECT id AS _id, provider, method, purpose, amount_paise, status, provider_ref AS reference, failure_reason, created_at, captured_at
          FROM payments WHERE order_id = ${orderId} ORDER BY created_at, id`,
  );
  const refunds = await selectRows<RefundRow>(db, sql`${REFUND_SELECT} WHERE r.order_id = ${orderId} ORDER BY r.created_at, r.id`);
  const emi = await recordedEmiPlans(db, [orderId]);
  return {
    payments: payments.map(({ amount_paise, created_at, captured_at, ...payment }) => ({
      ...payment,
      amount: toRupees(amount_paise),
      created_at: iso(created_at)!,
      captured_at: iso(captured_at),
      emi: emi.find((e) => e.paymentId === payment._id)?.plan ?? null,
    })),
    refunds: refunds.map(toRefundDto),
  };
}
