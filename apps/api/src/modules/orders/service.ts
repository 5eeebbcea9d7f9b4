/**
 * Orders after they are placed: the shopper's list and details, cancelling (by the shopper, by a
 * lapsed payment hold or layaway, or by staff) and moving along the status table.
 */
import { recordConsignedSales } from '../consignment/payouts';
import {
  POLICY,
  canShopperCancel,
  cancelledPaymentStatus,
  isStaff,
  returnedToOriginPaymentStatus,
  type CancelReason,
  type ClosingOrder,
  formatInr,
  orderNumber,
  canStaffTransition,
  trackingUrl,
  type Order,
  type OrderStatus,
  type StaffOrderPage,
  type StaffOrderQuery,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import type { PaymentGateway } from '../checkout/gateway';
import { recordOrderRefunds, refundPhrase, requestDueRefunds, type RecordedRefunds } from '../checkout/refunds';
import { issueOrderCreditNote } from '../invoices/service';
import { releaseCredit } from '../returns/credit';
import { toOrderDto, type OrderEventRow, type OrderItemRow, type OrderRow } from './dto';
import { putBackStock } from '../catalogue/stock';
import { recordOrderEvent } from './history';
import { forgetCouponUses } from '../checkout/coupons';
import { closeOpenPayments, hasCapturedPayment } from '../checkout/payments';
import { recordedEmiPlans } from '../upi-emi/service';

/** Puts back the stock of every item of an order (through the catalogue's stock functions). */
async function releaseStock(tx: Db, orderId: string): Promise<void> {
  const lines = await selectRows<{ size_id: string; quantity: number }>(
    tx,
    sql`SELECT size_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ${orderId} AND size_id IS NOT NULL GROUP BY size_id`,
  );
  await putBackStock(
    tx,
    lines.map((l) => ({ sizeId: l.size_id, quantity: l.quantity })),
  );
}

export interface LockedOrder {
  id: string;
  user_id: string;
  status: OrderStatus;
  payment_status: string;
  payment_method: string;
  credit_paise: number;
  total_paise: number;
  paid_paise: number;
  layaway_deposit_paise: number | null;
  layaway_weeks: number | null;
  created_at: string;
  address: { email: string; firstName: string };
}

/** Reads and locks an order row for the rest of the transaction. */
export async function lockOrder(tx: Db, orderId: string): Promise<LockedOrder | undefined> {
  return (
    await selectRows<LockedOrder>(
      tx,
      sql`SELECT id, user_id, status, payment_status, payment_method, credit_paise, total_paise, paid_paise, layaway_deposit_paise,
                 layaway_weeks, created_at, address FROM orders WHERE id = ${orderId} FOR UPDATE`,
    )
  )[0];
}

export type { CancelReason };

const CANCEL_NOTES: Record<CancelReason, string> = {
  shopper: 'Cancelled by the shopper',
  staff: 'Cancelled by the shop',
  'payment-declined': 'Payment declined; the items were released',
  'payment-expired': `Payment not completed within ${POLICY.payment.holdMinutes} minutes; the items were released`,
  'payment-replaced': 'Not paid: the shopper placed the order again with another payment method; the items were released',
  'layaway-lapsed': 'Layaway balance not paid by the due date; the deposit is kept and the items were released',
};

function closingOrder(order: LockedOrder): ClosingOrder {
  return { paymentMethod: order.payment_method, paymentStatus: order.payment_status, paidPaise: order.paid_paise };
}

/** What a closing order gave back, in words for the shopper's mail. */
function givenBackText(refunds: RecordedRefunds, creditPaise: number): string {
  const lines: string[] = [];
  if (refunds.amountPaise > 0) lines.push(`We have asked our payment gateway to refund ${refundPhrase(refunds)}; we will email you when the refund is done.`);
  if (creditPaise > 0) lines.push(`The ${formatInr(creditPaise)} of store credit used on this order is back in your account.`);
  return lines.length ? `\n\n${lines.join(' ')}` : '';
}

/**
 * Cancels a locked order: stock back, coupon use and store credit given back, open payments
 * closed, every captured payment recorded as a refund due (asked of the gateway by the caller after
 * commit: `requestDueRefunds`), history and a mail. The caller has checked that cancelling is allowed.
 */
export async function cancelLockedOrder(tx: Db, order: LockedOrder, reason: CancelReason, actorId: string | null, now: Date): Promise<void> {
  await releaseStock(tx, order.id);
  // A lapsed layaway keeps its deposit (the policy); anything else captured goes back.
  const refunds: RecordedRefunds = reason === 'layaway-lapsed' ? { amountPaise: 0, methods: [] } : await recordOrderRefunds(tx, order.id, 'cancelled', now);
  const paymentStatus = cancelledPaymentStatus(closingOrder(order), reason, refunds.amountPaise);
  await tx.execute(sql`UPDATE orders SET status = 'Cancelled', payment_status = ${paymentStatus}, hold_expires_at = NULL, updated_at = ${now} WHERE id = ${order.id}`);
  await tx.execute(sql`UPDATE order_items SET status = 'Cancelled' WHERE order_id = ${order.id}`);
  await closeOpenPayments(tx, order.id, reason === 'payment-declined' ? 'failed' : 'expired', now);
  await forgetCouponUses(tx, order.id);
  await releaseCredit(tx, order.user_id, order.credit_paise, order.id, now);
  // An order invoiced when cash on delivery was accepted: its invoice is cancelled by a credit note.
  await issueOrderCreditNote(tx, order.id, now);
  await recordOrderEvent(tx, { orderId: order.id, status: 'Cancelled', note: CANCEL_NOTES[reason], actorId, createdAt: now });
  // Replaced at checkout: the shopper was never told this order was placed (online orders are mailed
  // when paid) and is placing it again right now, so a cancellation mail would only alarm them.
  if (reason === 'payment-replaced') return;
  const number = orderNumber(order.id);
  await queueMail(
    tx,
    {
      to: order.address.email,
      kind: 'order-cancelled',
      subject: `Your order #${number} is cancelled`,
      text: `Dear ${order.address.firstName},\n\nYour order #${number} has been cancelled. ${CANCEL_NOTES[reason]}.${givenBackText(refunds, order.credit_paise)}\n\nTangerine Luxury`,
    },
    now,
  );
}

/**
 * Closes the shopper's own unpaid online orders (Awaiting Payment, stock held), so the order they
 * place now is not refused for the pieces they hold themselves (decision 30). Checkout calls it under
 * its per-shopper lock before it prices the cart. Each order is locked first, so a payment being
 * confirmed finishes before and the order is then no longer awaiting payment; an order with money
 * captured is never closed here. A late capture of a closed payment becomes a refund
 * (`confirmPayment`). Returns the ids closed.
 */
export async function closeHeldOrders(tx: Db, userId: string, now: Date): Promise<string[]> {
  const held = await selectRows<{ id: string; hold_expires_at: Date | string | null }>(
    tx,
    sql`SELECT id, hold_expires_at FROM orders WHERE user_id = ${userId} AND status = 'Awaiting Payment' ORDER BY id`,
  );
  const closed: string[] = [];
  for (const h of held) {
    const order = await lockOrder(tx, h.id);
    if (!order || order.status !== 'Awaiting Payment' || order.paid_paise > 0) continue;
    if (await hasCapturedPayment(tx, h.id)) continue;
    // A hold that has lapsed but that the timed work has not reached yet closes as it would have.
    const lapsed = h.hold_expires_at !== null && new Date(h.hold_expires_at) <= now;
    await cancelLockedOrder(tx, order, lapsed ? 'payment-expired' : 'payment-replaced', lapsed ? null : userId, now);
    closed.push(h.id);
  }
  return closed;
}

/**
 * A shipped parcel came back (refused at the door, undeliverable): the stock comes back for every
 * line, a cash-on-delivery order collects nothing, a prepaid order's payments are recorded as
 * refunds due (asked of the gateway by the caller after commit), the coupon use and store credit
 * go back, and the order no longer counts as a sale.
 */
async function returnLockedOrderToOrigin(tx: Db, order: LockedOrder, actorId: string, note: string | undefined, now: Date): Promise<void> {
  await releaseStock(tx, order.id);
  const refunds = await recordOrderRefunds(tx, order.id, 'returned-to-origin', now);
  const paymentStatus = returnedToOriginPaymentStatus(closingOrder(order), refunds.amountPaise);
  await tx.execute(sql`UPDATE orders SET status = 'Returned to Origin', payment_status = ${paymentStatus}, hold_expires_at = NULL, updated_at = ${now} WHERE id = ${order.id}`);
  await tx.execute(sql`UPDATE order_items SET status = 'Returned to Origin' WHERE order_id = ${order.id} AND status <> 'Cancelled'`);
  await forgetCouponUses(tx, order.id);
  await releaseCredit(tx, order.user_id, order.credit_paise, order.id, now);
  const what = order.payment_method === 'cod' ? 'Returned to origin; nothing was collected' : 'Returned to origin';
  await issueOrderCreditNote(tx, order.id, now);
  await recordOrderEvent(tx, { orderId: order.id, status: 'Returned to Origin', note: note ? `${what}. ${note}` : what, actorId, createdAt: now });
  const number = orderNumber(order.id);
  const cod = order.payment_method === 'cod' ? ' As it was cash on delivery, nothing is owed.' : '';
  await queueMail(
    tx,
    {
      to: order.address.email,
      kind: 'order-returned-to-origin',
      subject: `Your order #${number} came back to us`,
      text:
        `Dear ${order.address.firstName},\n\nThe courier could not deliver your order #${number} and has brought it back to us, so the order is closed.${cod}` +
        `${givenBackText(refunds, order.credit_paise)}\n\nIf you still would like the pieces, please order them again or write to us.\n\nTangerine Luxury`,
    },
    now,
  );
}

async function loadOrders(database: Database, orderRows: OrderRow[], now: Date): Promise<Order[]> {
  if (orderRows.length === 0) return [];
  const ids = orderRows.map((o) => o.id);
  const [items, events] = await Promise.all([
    database.query<OrderItemRow>(
      `SELECT i.id, i.order_id, i.product_id, i.product_name, i.size, i.image_url, i.unit_price_paise, i.quantity,
              i.was_on_sale, i.status, i.delivered_at, r.id AS return_id, r.status AS return_status, r.instructions AS return_instructions,
              r.decision_note AS return_decision_note, r.credit_paise AS return_credit_paise
         FROM order_items i
         LEFT JOIN LATERAL (SELECT * FROM returns r WHERE r.order_item_id = i.id ORDER BY r.created_at DESC LIMIT 1) r ON true
        WHERE i.order_id = ANY($1::uuid[]) ORDER BY i.id`,
      [ids],
    ),
    database.query<OrderEventRow>(`SELECT order_id, status, note, created_at FROM order_events WHERE order_id = ANY($1::uuid[]) ORDER BY id`, [ids]),
  ]);
  // The plan the order was paid in: its captured card payment's (a plan chosen on a payment never made is not shown).
  const emi = await recordedEmiPlans(database.db, ids);
  return orderRows.map((o) =>
    toOrderDto(
      o,
      items.filter((i) => i.order_id === o.id),
      events.filter((e) => e.order_id === o.id),
      now,
      emi.findLast((e) => e.orderId === o.id && e.captured)?.plan ?? null,
    ),
  );
}

const ORDER_COLUMNS = `id, user_id, status, payment_method, payment_status, subtotal_paise, coupon_discount_paise, shipping_paise,
  cod_fee_paise, credit_paise, total_paise, coupon_code, shipping_method, address, hold_expires_at, layaway_deposit_paise, layaway_weeks,
  layaway_due_at, paid_paise, carrier, tracking_number, created_at,
  (SELECT v.number FROM invoices v WHERE v.order_id = orders.id AND v.kind = 'invoice') AS invoice_number`;

/** The shopper's orders, newest first. */
export async function listOrders(database: Database, user: AuthUser, now: Date): Promise<Order[]> {
  const rows = await database.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200`, [user.id]);
  return loadOrders(database, rows, now);
}

/** One order: its owner sees it; staff see any; anyone else gets 404 (not 403), so ids do not leak. */
export async function getOrder(database: Database, user: AuthUser, orderId: string, now: Date): Promise<Order> {
  const rows = await database.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [orderId]);
  const row = rows[0];
  if (!row || (row.user_id !== user.id && !isStaff(user.roleId))) throw notFound('ORDER_NOT_FOUND');
  return (await loadOrders(database, [row], now))[0]!;
}

/** The shopper cancels within 24 hours of purchase, before shipping; the stock goes back and a paid order is refunded. */
export async function cancelOrder(database: Database, gateway: PaymentGateway, user: AuthUser, orderId: string, now: Date): Promise<Order> {
  await database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.user_id !== user.id) throw notFound('ORDER_NOT_FOUND');
    if (!canShopperCancel(order.status, new Date(order.created_at), now, POLICY.returns.cancellationHours)) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
    await cancelLockedOrder(tx, order, 'shopper', user.id, now);
  });
  await requestDueRefunds(database.db, gateway, now, orderId);
  return getOrder(database, user, orderId, now);
}

/** Staff's order table: by status and date, newest first, with the shopper's name and email. */
export async function listOrdersForStaff(database: Database, f: StaffOrderQuery): Promise<StaffOrderPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.status) where.push(`o.status = ${add(f.status)}`);
  if (f.from) where.push(`o.created_at >= ${add(f.from)}`);
  if (f.to) where.push(`o.created_at < ${add(f.to)}`);
  if (f.search) where.push(`(u.email ILIKE ${add(`%${f.search.replace(/[%_\\]/g, '\\$&')}%`)} OR o.id::text LIKE ${add(`%${f.search.toLowerCase().replace(/[%_\\]/g, '')}`)})`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await database.query<{ id: string; status: string; created_at: Date; total_paise: number; payment_method: string; payment_status: string; email: string; name: string; items: number }>(
    `SELECT o.id, o.status, o.created_at, o.total_paise, o.payment_method, o.payment_status, u.email, u.first_name || ' ' || u.last_name AS name,
            (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items
       FROM orders o JOIN users u ON u.id = o.user_id ${clause}
      ORDER BY o.created_at DESC LIMIT ${add(f.limit)} OFFSET ${add((f.page - 1) * f.limit)}`,
    params,
  );
  const total = (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id ${clause}`, params.slice(0, -2)))[0]!.n;
  return {
    orders: rows.map((r) => ({
      _id: r.id,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      total_price: r.total_paise / 100,
      payment_method: r.payment_method,
      payment_status: r.payment_status,
      customer: { name: r.name, email: r.email },
      items: r.items,
    })),
    total,
    page: f.page,
    pages: Math.ceil(total / f.limit),
  };
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

function trackingLines(shipment: Shipment | undefined): string {
  if (!shipment) return '';
  const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
  return `\n\nCarrier: ${shipment.carrier}\nTracking number: ${shipment.trackingNumber}${url ? `\nTrack it: ${url}` : ''}`;
}

const STATUS_MAILS: Partial<Record<OrderStatus, (n: string, shipment?: Shipment) => { subject: string; text: string }>> = {
  Shipped: (n, shipment) => ({
    subject: `Your order #${n} has shipped`,
    text: `Your order #${n} is on its way. Domestic deliveries arrive within ${POLICY.shipping.domesticDeliveryMaxDays} days of dispatch.${trackingLines(shipment)}`,
  }),
  Delivered: (n) => ({
    subject: `Your order #${n} has been delivered`,
    text: `Your order #${n} has been delivered. If something is not right, you can request a return from My Orders within ${POLICY.returns.noticeHours} hours.`,
  }),
};

/**
 * Staff move an order along the status table; the shopper sees it in My Orders and gets a mail.
 * Moving to Shipped records the carrier and tracking number when given. The lines follow the
 * order's status (a database trigger, migration 0006).
 */
export async function setOrderStatus(db: Db, gateway: PaymentGateway, actor: AuthUser, orderId: string, to: OrderStatus, note: string | undefined, now: Date, shipment?: Shipment): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (!canStaffTransition(order.status, to)) throw new AppError(409, 'INVALID_TRANSITION', `An order that is ${order.status} cannot be moved to ${to}.`);
    if (to === 'Cancelled') {
      await cancelLockedOrder(tx, order, 'staff', actor.id, now);
    } else if (to === 'Returned to Origin') {
      await returnLockedOrderToOrigin(tx, order, actor.id, note, now);
    } else {
      await tx.execute(
        sql`UPDATE orders SET status = ${to}, updated_at = ${now} ${to === 'Delivered' && order.payment_method === 'cod' ? sql`, payment_status = 'paid', paid_paise = total_paise` : sql``}
              ${to === 'Shipped' && shipment ? sql`, carrier = ${shipment.carrier}, tracking_number = ${shipment.trackingNumber}` : sql``} WHERE id = ${orderId}`,
      );
      await tx.execute(sql`UPDATE order_items SET status = ${to} ${to === 'Delivered' ? sql`, delivered_at = ${now}` : sql``} WHERE order_id = ${orderId} AND status <> 'Cancelled'`);
      await recordOrderEvent(tx, { orderId, status: to, note: note ?? null, actorId: actor.id, createdAt: now });
      // Consignment (issue 18): a delivered consigned piece is sold; its payout waits for the return window.
      if (to === 'Delivered') await recordConsignedSales(tx, orderId, now);
      const mail = STATUS_MAILS[to]?.(orderNumber(orderId), shipment);
      if (mail)
        await queueMail(tx, { to: order.address.email, kind: `order-${to.toLowerCase()}`, subject: mail.subject, text: `Dear ${order.address.firstName},\n\n${mail.text}\n\nTangerine Luxury` }, now);
    }
    await audit(
      tx,
      actor.id,
      'order.status',
      'order',
      orderId,
      { from: order.status, to, note: note ?? null, ...(shipment ? { carrier: shipment.carrier, tracking_number: shipment.trackingNumber } : {}) },
      now,
    );
  });
  if (to === 'Cancelled' || to === 'Returned to Origin') await requestDueRefunds(db, gateway, now, orderId);
}
