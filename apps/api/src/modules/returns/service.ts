/**
 * Returns, in steps (rules/returns.ts RETURN_TRANSITIONS): a shopper asks within 24 hours of
 * delivery (never for sale items); staff approve it with a return label or pickup details, mark the
 * piece received after inspecting it (back on sale, stock +1 for its size, or not), then issue the
 * store credit; or reject it with a reason. The credit is the line's share of what was paid for the
 * goods (rules/refunds.ts), issued only once the piece is back.
 */
import { RETURN_REFUSAL_MESSAGES, canReturnTransition, formatInr, lineRefunds, orderNumber, returnEligibility, toRupees, type ReturnStatus, type StaffReturnReceiveBody } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { returns } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { cancelPayoutForReturn } from '../consignment/payouts';
import { invoiceAttachment, issueCreditNote } from '../invoices/service';
import { availableCreditPaise, creditLedger, grantCredit } from './credit';
import { restockPiece } from '../catalogue/stock';
import { recordOrderEvent } from '../orders/history';

interface ReturnRow {
  id: string;
  order_item_id: string;
  status: ReturnStatus;
  reason: string;
  decision_note: string | null;
  instructions: string | null;
  restocked: boolean | null;
  inspection_note: string | null;
  credit_paise: number | null;
  created_at: string | Date;
  approved_at: string | Date | null;
  received_at: string | Date | null;
  credited_at: string | Date | null;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

export function toReturnDto(r: ReturnRow) {
  return {
    _id: r.id,
    order_item_id: r.order_item_id,
    status: r.status,
    reason: r.reason,
    decision_note: r.decision_note,
    instructions: r.instructions,
    restocked: r.restocked,
    inspection_note: r.inspection_note,
    credit: r.credit_paise === null ? null : toRupees(r.credit_paise),
    createdAt: new Date(r.created_at).toISOString(),
    approved_at: iso(r.approved_at),
    received_at: iso(r.received_at),
    credited_at: iso(r.credited_at),
  };
}

/**
 * What each line of these orders gives back when returned, paise, by order item id. Lines are taken
 * in id order (as the orders' pages list them), so the rounding paise always land on the same line.
 */
async function refundsByItem(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await selectRows<{ id: string; order_id: string; line_paise: number; was_on_sale: boolean; coupon_discount_paise: number; credit_paise: number; excludes_sale_items: boolean | null }>(
    db,
    sql`SELECT i.id, i.order_id, i.unit_price_paise * i.quantity AS line_paise, i.was_on_sale, o.coupon_discount_paise, o.credit_paise, c.excludes_sale_items
          FROM order_items i JOIN orders o ON o.id = i.order_id LEFT JOIN coupons c ON c.id = o.coupon_id
         WHERE i.order_id IN (${ids}) ORDER BY i.order_id, i.id`,
  );
  const byOrder = new Map<string, typeof rows>();
  for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
  const out = new Map<string, number>();
  for (const lines of byOrder.values()) {
    const first = lines[0]!;
    const refunds = lineRefunds({
      lines: lines.map((l) => ({ id: l.id, pricePaise: Number(l.line_paise), couponApplies: !(first.excludes_sale_items && l.was_on_sale) })),
      couponDiscountPaise: first.coupon_discount_paise,
      creditPaise: first.credit_paise,
    });
    for (const r of refunds) out.set(r.id, r.refundPaise);
  }
  return out;
}

export async function requestReturn(db: Db, user: AuthUser, orderItemId: string, reason: string, shopEmail: string, now: Date) {
  return db.transaction(async (tx) => {
    const item = (
      await selectRows<{ id: string; order_id: string; user_id: string; status: string; delivered_at: string | null; was_on_sale: boolean; product_name: string; open_returns: number }>(
        tx,
        sql`SELECT i.id, i.order_id, o.user_id, i.status, i.delivered_at, i.was_on_sale, i.product_name,
                   (SELECT count(*)::int FROM returns r WHERE r.order_item_id = i.id AND r.status <> 'rejected') AS open_returns
              FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = ${orderItemId} FOR UPDATE OF i`,
      )
    )[0];
    if (!item || item.user_id !== user.id) throw notFound('NOT_FOUND', 'We could not find that item in your orders.');
    const verdict = returnEligibility(
      { itemStatus: item.status, deliveredAt: item.delivered_at ? new Date(item.delivered_at) : null, wasOnSale: item.was_on_sale, hasOpenOrApprovedReturn: item.open_returns > 0 },
      now,
    );
    if (!verdict.ok) throw new AppError(409, 'RETURN_NOT_ALLOWED', RETURN_REFUSAL_MESSAGES[verdict.reason]);
    const row = (await tx.insert(returns).values({ orderItemId, userId: user.id, reason, createdAt: now }).returning())[0]!;
    await recordOrderEvent(tx, { orderId: item.order_id, status: 'Delivered', note: `Return requested for ${item.product_name}`, actorId: user.id, createdAt: now });
    // Consignment (issue 18): a return inside the window cancels a consigned piece's pending payout.
    await cancelPayoutForReturn(tx, orderItemId, now);
    await queueMail(
      tx,
      {
        to: shopEmail,
        kind: 'return-requested',
        subject: `Return requested: ${item.product_name}`,
        text: `${user.firstName} ${user.lastName} (${user.email}) asks to return ${item.product_name}.\n\nReason: ${reason}\n\nAnswer it from the back office: Returns.`,
      },
      now,
    );
    await queueMail(
      tx,
      {
        to: user.email,
        kind: 'return-requested',
        subject: `We have your return request for ${item.product_name}`,
        text: `Dear ${user.firstName},\n\nWe have your request to return ${item.product_name} (order #${orderNumber(item.order_id)}) and will answer within 24 hours. Please keep the piece with its tags and packaging until then.\n\nTangerine Luxury`,
      },
      now,
    );
    return toReturnDto({
      id: row.id,
      order_item_id: orderItemId,
      status: 'requested',
      reason,
      decision_note: null,
      instructions: null,
      restocked: null,
      inspection_note: null,
      credit_paise: null,
      created_at: now,
      approved_at: null,
      received_at: null,
      credited_at: null,
    });
  });
}

export async function listReturns(db: Db, status: string | undefined) {
  const rows = await selectRows<ReturnRow & { product_name: string; size: string; order_id: string; email: string; price_paise: number }>(
    db,
    sql`SELECT r.id, r.order_item_id, r.status, r.reason, r.decision_note, r.instructions, r.restocked, r.inspection_note, r.credit_paise,
               r.created_at, r.approved_at, r.received_at, r.credited_at, i.product_name, i.size, i.order_id, u.email,
               i.unit_price_paise * i.quantity AS price_paise
          FROM returns r JOIN order_items i ON i.id = r.order_item_id JOIN users u ON u.id = r.user_id
         ${status ? sql`WHERE r.status = ${status}` : sql``} ORDER BY r.created_at DESC LIMIT 500`,
  );
  const refunds = await refundsByItem(db, [...new Set(rows.map((r) => r.order_id))]);
  return rows.map((r) => ({
    ...toReturnDto(r),
    product_name: r.product_name,
    size: r.size,
    order_id: r.order_id,
    email: r.email,
    price: toRupees(Number(r.price_paise)),
    amount: toRupees(r.credit_paise ?? refunds.get(r.order_item_id) ?? 0),
  }));
}

interface LockedReturn extends ReturnRow {
  user_id: string;
  order_id: string;
  product_id: string;
  size_id: string | null;
  size: string;
  quantity: number;
  product_name: string;
  email: string;
  first_name: string;
}

/** Locks the return and checks that it may move to `to`; 404 for an unknown id, 409 for a step out of turn. */
async function lockForStep(tx: Db, returnId: string, to: ReturnStatus): Promise<LockedReturn> {
  const r = (
    await selectRows<LockedReturn>(
      tx,
      sql`SELECT r.*, i.order_id, i.product_id, i.size_id, i.size, i.quantity, i.product_name, u.email, u.first_name
            FROM returns r JOIN order_items i ON i.id = r.order_item_id JOIN users u ON u.id = r.user_id
           WHERE r.id = ${returnId} FOR UPDATE OF r`,
    )
  )[0];
  if (!r) throw notFound('NOT_FOUND', 'We could not find that return.');
  if (!canReturnTransition(r.status, to)) throw new AppError(409, 'INVALID_TRANSITION', STEP_REFUSED[to](r.status));
  return r;
}

const STEP_REFUSED: Record<ReturnStatus, (from: ReturnStatus) => string> = {
  requested: () => 'A return cannot go back to requested.',
  approved: (from) => `Only a requested return can be approved; this one is ${from}.`,
  received: (from) => (from === 'requested' ? 'Approve the return before marking the piece received.' : `This return is ${from}; the piece cannot be received again.`),
  credited: (from) => (from === 'approved' || from === 'requested' ? 'Credit is issued only once the piece has been received and inspected.' : `This return is ${from}; no credit can be issued.`),
  rejected: (from) => `This return is ${from}; it can no longer be rejected.`,
};

async function afterStep(tx: Db, returnId: string) {
  return toReturnDto((await selectRows<ReturnRow>(tx, sql`SELECT * FROM returns WHERE id = ${returnId}`))[0]!);
}

/** Staff approve a requested return and give the shopper the return label or pickup details. No credit yet. */
export async function approveReturn(db: Db, actor: AuthUser, returnId: string, instructions: string, now: Date) {
  return db.transaction(async (tx) => {
    const r = await lockForStep(tx, returnId, 'approved');
    await tx.execute(sql`UPDATE returns SET status = 'approved', instructions = ${instructions}, approved_at = ${now}, decided_by = ${actor.id}, decided_at = ${now} WHERE id = ${returnId}`);
    await recordOrderEvent(tx, { orderId: r.order_id, status: 'Delivered', note: `Return approved for ${r.product_name}: awaiting the piece`, actorId: actor.id, createdAt: now });
    await queueMail(
      tx,
      {
        to: r.email,
        kind: 'return-approved',
        subject: `Your return of ${r.product_name} is approved: how to send it back`,
        text: `Dear ${r.first_name},\n\nWe have approved your return of ${r.product_name}. Please send it back with its tags and packaging:\n\n${instructions}\n\nOnce the piece reaches us and we have inspected it, your store credit is issued and we write to you again.\n\nTangerine Luxury`,
      },
      now,
    );
    await audit(tx, actor.id, 'return.approve', 'return', returnId, { instructions }, now);
    return afterStep(tx, returnId);
  });
}

/**
 * Staff mark the piece received and inspected. Back on sale: its size's stock goes up by the
 * returned quantity in the same transaction (one conditional UPDATE). Not back on sale: the note
 * says why (damage found).
 */
export async function receiveReturn(db: Db, actor: AuthUser, returnId: string, body: StaffReturnReceiveBody, now: Date) {
  return db.transaction(async (tx) => {
    const r = await lockForStep(tx, returnId, 'received');
    let productArchived = false;
    if (body.restock) {
      const restocked = r.size_id ? await restockPiece(tx, r.product_id, r.size_id, r.quantity) : null;
      if (!restocked)
        throw new AppError(
          409,
          'SIZE_NOT_FOUND',
          `Size ${r.size} of ${r.product_name} no longer exists, so the piece cannot go back on sale. Add the size in Products first, or receive it as not for sale.`,
        );
      productArchived = !restocked.productActive;
    }
    await tx.execute(sql`UPDATE returns SET status = 'received', received_at = ${now}, restocked = ${body.restock}, inspection_note = ${body.note ?? null} WHERE id = ${returnId}`);
    await recordOrderEvent(tx, {
      orderId: r.order_id,
      status: 'Delivered',
      note: `Returned ${r.product_name} received and inspected${body.restock ? '; back on sale' : '; not for sale'}`,
      actorId: actor.id,
      createdAt: now,
    });
    await queueMail(
      tx,
      {
        to: r.email,
        kind: 'return-received',
        subject: `We have received ${r.product_name}`,
        text: `Dear ${r.first_name},\n\nYour returned ${r.product_name} has reached us and has been inspected. Your store credit follows shortly; we will write to you when it is in your account.\n\nTangerine Luxury`,
      },
      now,
    );
    await audit(tx, actor.id, 'return.receive', 'return', returnId, { restock: body.restock, note: body.note ?? null, size: r.size, quantity: r.quantity }, now);
    return { data: await afterStep(tx, returnId), productArchived };
  });
}

/** Staff issue the store credit for a received return: the line's share of what was paid for the goods. */
export async function creditReturn(db: Db, actor: AuthUser, returnId: string, now: Date) {
  return db.transaction(async (tx) => {
    const r = await lockForStep(tx, returnId, 'credited');
    const amountPaise = (await refundsByItem(tx, [r.order_id])).get(r.order_item_id)!;
    await tx.execute(sql`UPDATE returns SET status = 'credited', credit_paise = ${amountPaise}, credited_at = ${now} WHERE id = ${returnId}`);
    await grantCredit(tx, r.user_id, amountPaise, `Return of ${r.product_name}`, now, { orderId: r.order_id, returnId });
    // The tax side of the return: a credit note against the order's invoice, from its own gapless series.
    const creditNote = await issueCreditNote(tx, returnId, now);
    await recordOrderEvent(tx, { orderId: r.order_id, status: 'Delivered', note: `Return of ${r.product_name}: ${formatInr(amountPaise)} store credit issued`, actorId: actor.id, createdAt: now });
    await queueMail(
      tx,
      {
        to: r.email,
        kind: 'return-credited',
        subject: `${formatInr(amountPaise)} of store credit for your return of ${r.product_name}`,
        text: `Dear ${r.first_name},\n\n${formatInr(amountPaise)} of store credit is now in your account for the return of ${r.product_name}: what you paid for it, less its share of any coupon (shipping and the cash-on-delivery fee are not refunded). It is valid for 6 months and usable at checkout.${creditNote ? `\n\nOur GST credit note ${creditNote.number} is attached.` : ''}\n\nTangerine Luxury`,
        ...(creditNote ? { attachments: [invoiceAttachment(creditNote)] } : {}),
      },
      now,
    );
    await audit(tx, actor.id, 'return.credit', 'return', returnId, { credit: toRupees(amountPaise) }, now);
    return afterStep(tx, returnId);
  });
}

/** Staff reject a return with a reason the shopper reads: before approval, a parcel that never came, or a piece that failed inspection. */
export async function rejectReturn(db: Db, actor: AuthUser, returnId: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const r = await lockForStep(tx, returnId, 'rejected');
    if (r.restocked) throw new AppError(409, 'INVALID_TRANSITION', 'This piece was put back on sale when it was received; issue the credit instead.');
    await tx.execute(sql`UPDATE returns SET status = 'rejected', decision_note = ${reason}, decided_by = ${actor.id}, decided_at = ${now} WHERE id = ${returnId}`);
    await recordOrderEvent(tx, { orderId: r.order_id, status: 'Delivered', note: `Return of ${r.product_name} declined`, actorId: actor.id, createdAt: now });
    await queueMail(
      tx,
      {
        to: r.email,
        kind: 'return-rejected',
        subject: `About your return of ${r.product_name}`,
        text: `Dear ${r.first_name},\n\nWe are unable to accept the return of ${r.product_name}.\n\nReason: ${reason}\n\nTangerine Luxury`,
      },
      now,
    );
    await audit(tx, actor.id, 'return.reject', 'return', returnId, { reason, from: r.status }, now);
    return afterStep(tx, returnId);
  });
}

export async function storeCredit(db: Db, user: AuthUser, now: Date) {
  const [balance, ledger] = await Promise.all([availableCreditPaise(db, user.id, now), creditLedger(db, user.id)]);
  return {
    balance: toRupees(balance),
    entries: ledger
      .reverse()
      .map((e) => ({ amount: toRupees(e.amount_paise), reason: e.reason, expires_at: e.expires_at ? new Date(e.expires_at).toISOString() : null, createdAt: new Date(e.created_at).toISOString() })),
  };
}
