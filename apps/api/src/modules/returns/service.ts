/**
 * Returns: a shopper asks within 24 hours of delivery (never for sale items); staff approve it,
 * which issues store credit valid for six months, or reject it with a reason.
 */
import { RETURN_REFUSAL_MESSAGES, formatInr, returnEligibility, toRupees } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { orderEvents, returns } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { queueMail } from '../../lib/mail';
import { availableCreditPaise, creditLedger, grantCredit } from './credit';

interface ReturnRow {
  id: string;
  order_item_id: string;
  status: 'requested' | 'approved' | 'rejected';
  reason: string;
  decision_note: string | null;
  credit_paise: number | null;
  created_at: string;
}

export function toReturnDto(r: ReturnRow) {
  return {
    _id: r.id,
    order_item_id: r.order_item_id,
    status: r.status,
    reason: r.reason,
    decision_note: r.decision_note,
    credit: r.credit_paise === null ? null : toRupees(r.credit_paise),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function requestReturn(db: Db, user: AuthUser, orderItemId: string, reason: string, shopEmail: string, now: Date) {
  return db.transaction(async (tx) => {
    const item = (
      await selectRows<{ id: string; order_id: string; user_id: string; status: string; delivered_at: string | null; was_on_sale: boolean; product_name: string; open_returns: number }>(
        tx,
        sql`SELECT i.id, i.order_id, o.user_id, i.status, i.delivered_at, i.was_on_sale, i.product_name,
                   (SELECT count(*)::int FROM returns r WHERE r.order_item_id = i.id AND r.status IN ('requested', 'approved')) AS open_returns
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
    await tx.insert(orderEvents).values({ orderId: item.order_id, status: 'Delivered', note: `Return requested for ${item.product_name}`, actorId: user.id, createdAt: now });
    await queueMail(
      tx,
      { to: shopEmail, kind: 'return-requested', subject: `Return requested: ${item.product_name}`, text: `${user.firstName} ${user.lastName} (${user.email}) asks to return ${item.product_name}.\n\nReason: ${reason}\n\nAnswer it from the back office: Returns.` },
      now,
    );
    return toReturnDto({ id: row.id, order_item_id: orderItemId, status: 'requested', reason, decision_note: null, credit_paise: null, created_at: now.toISOString() });
  });
}

export async function listReturns(db: Db, status: string | undefined) {
  const rows = await selectRows<ReturnRow & { product_name: string; order_id: string; email: string; amount_paise: number }>(
    db,
    sql`SELECT r.id, r.order_item_id, r.status, r.reason, r.decision_note, r.credit_paise, r.created_at, i.product_name, i.order_id, u.email,
               i.unit_price_paise * i.quantity AS amount_paise
          FROM returns r JOIN order_items i ON i.id = r.order_item_id JOIN users u ON u.id = r.user_id
         ${status ? sql`WHERE r.status = ${status}` : sql``} ORDER BY r.created_at DESC LIMIT 500`,
  );
  return rows.map((r) => ({ ...toReturnDto(r), product_name: r.product_name, order_id: r.order_id, email: r.email, amount: toRupees(r.amount_paise) }));
}

/** Staff decide a requested return. Approval issues store credit for what the item cost. */
export async function decideReturn(db: Db, actor: AuthUser, returnId: string, decision: { approve: true } | { approve: false; reason: string }, now: Date) {
  if (!isUuid(returnId)) throw notFound('NOT_FOUND', 'We could not find that return.');
  return db.transaction(async (tx) => {
    const r = (
      await selectRows<ReturnRow & { user_id: string; order_id: string; product_name: string; amount_paise: number; email: string; first_name: string }>(
        tx,
        sql`SELECT r.*, i.order_id, i.product_name, i.unit_price_paise * i.quantity AS amount_paise, u.email, u.first_name
              FROM returns r JOIN order_items i ON i.id = r.order_item_id JOIN users u ON u.id = r.user_id
             WHERE r.id = ${returnId} FOR UPDATE OF r`,
      )
    )[0];
    if (!r) throw notFound('NOT_FOUND', 'We could not find that return.');
    if (r.status !== 'requested') throw new AppError(409, 'CONFLICT', `This return has already been ${r.status}.`);
    if (decision.approve) {
      await tx.execute(sql`UPDATE returns SET status = 'approved', credit_paise = ${r.amount_paise}, decided_by = ${actor.id}, decided_at = ${now} WHERE id = ${returnId}`);
      await grantCredit(tx, r.user_id, r.amount_paise, `Return of ${r.product_name}`, now, { orderId: r.order_id, returnId });
      await tx.insert(orderEvents).values({ orderId: r.order_id, status: 'Delivered', note: `Return approved for ${r.product_name}: ${formatInr(r.amount_paise)} store credit`, actorId: actor.id, createdAt: now });
      await queueMail(
        tx,
        {
          to: r.email,
          kind: 'return-approved',
          subject: `Your return of ${r.product_name} is approved`,
          text: `Dear ${r.first_name},\n\nWe have approved your return of ${r.product_name}. ${formatInr(r.amount_paise)} of store credit is now in your account, valid for 6 months and usable at checkout.\n\nTangerine Luxury`,
        },
        now,
      );
    } else {
      await tx.execute(sql`UPDATE returns SET status = 'rejected', decision_note = ${decision.reason}, decided_by = ${actor.id}, decided_at = ${now} WHERE id = ${returnId}`);
      await queueMail(
        tx,
        { to: r.email, kind: 'return-rejected', subject: `About your return of ${r.product_name}`, text: `Dear ${r.first_name},\n\nWe are unable to accept the return of ${r.product_name}.\n\nReason: ${decision.reason}\n\nTangerine Luxury` },
        now,
      );
    }
    await audit(tx, actor.id, decision.approve ? 'return.approve' : 'return.reject', 'return', returnId, decision.approve ? { credit: toRupees(r.amount_paise) } : { reason: decision.reason }, now);
    const updated = (await selectRows<ReturnRow>(tx, sql`SELECT * FROM returns WHERE id = ${returnId}`))[0]!;
    return toReturnDto(updated);
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
