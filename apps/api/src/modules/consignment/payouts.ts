/**
 * A consigned piece's sale and payout (issue 18). When its order is delivered the piece is sold and
 * a payout waits for the return window; the timed job makes it due when the window has passed
 * without a return (a return inside the window cancels it). Staff mark it paid with the bank's UTR.
 * The seller's ledger is the record of what they have earned: every movement is a line, the balance
 * is the sum (a due payout +, a withdrawal fee −, a payout cancelled after it fell due −).
 */
import { formatInr, payoutDueAt, payoutPayBy, toRupees, type ConsignmentPayout } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { selectRows, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { csvLine } from '../../lib/csv';
import { recordStep, type SubmissionRow } from './common';

type Ts = string | Date;
interface PayoutRow {
  id: string;
  submission_id: string;
  seller_id: string;
  order_id: string;
  amount_paise: number;
  status: ConsignmentPayout['status'];
  delivered_at: Ts;
  due_at: Ts;
  paid_at: Ts | null;
  utr: string | null;
  house: string;
  product_name: string;
  email: string;
  first_name: string;
  last_name: string;
}

const PAYOUT_SELECT = sql`SELECT p.*, s.house, s.product_name, u.email, u.first_name, u.last_name
  FROM consignment_payouts p JOIN consignment_submissions s ON s.id = p.submission_id JOIN users u ON u.id = p.seller_id`;

function toPayoutDto(r: PayoutRow): ConsignmentPayout {
  return {
    _id: r.id,
    submission_id: r.submission_id,
    product_name: `${r.house} ${r.product_name}`,
    seller: { _id: r.seller_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    order_id: r.order_id,
    amount: toRupees(r.amount_paise),
    status: r.status,
    delivered_at: new Date(r.delivered_at).toISOString(),
    due_at: new Date(r.due_at).toISOString(),
    pay_by: payoutPayBy(new Date(r.due_at)).toISOString(),
    paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    utr: r.utr,
  };
}

async function lockedSubmission(tx: Db, id: string): Promise<SubmissionRow> {
  return (
    await selectRows<SubmissionRow>(tx, sql`SELECT s.*, u.email, u.first_name, u.last_name FROM consignment_submissions s JOIN users u ON u.id = s.seller_id WHERE s.id = ${id} FOR UPDATE OF s`)
  )[0]!;
}

/**
 * Called by the orders module when an order is delivered, in its transaction: each consigned piece in
 * it is sold, and its payout (the agreed amount, whatever the buyer paid) waits for the return window.
 */
export async function recordConsignedSales(tx: Db, orderId: string, now: Date): Promise<number> {
  const items = await selectRows<{ order_item_id: string; submission_id: string }>(
    tx,
    sql`SELECT i.id AS order_item_id, p.consignment_id AS submission_id FROM order_items i JOIN products p ON p.id = i.product_id
         WHERE i.order_id = ${orderId} AND p.consignment_id IS NOT NULL AND i.status = 'Delivered'`,
  );
  for (const item of items) {
    const sub = await lockedSubmission(tx, item.submission_id);
    if (sub.status !== 'listed' || sub.payout_paise === null) continue;
    const dueAt = payoutDueAt(now);
    const inserted = await selectRows<{ id: string }>(
      tx,
      sql`INSERT INTO consignment_payouts (submission_id, seller_id, order_id, order_item_id, amount_paise, status, delivered_at, due_at, created_at)
          VALUES (${sub.id}, ${sub.seller_id}, ${orderId}, ${item.order_item_id}, ${sub.payout_paise}, 'pending', ${now}, ${dueAt}, ${now})
          ON CONFLICT (order_item_id) DO NOTHING RETURNING id`,
    );
    if (inserted.length === 0) continue;
    await tx.execute(sql`UPDATE consignment_submissions SET status = 'sold', updated_at = ${now} WHERE id = ${sub.id}`);
    await recordStep(
      tx,
      sub,
      'sold',
      `Sold and delivered; your payout of ${formatInr(sub.payout_paise)} falls due once the buyer's return window has passed`,
      {
        kind: 'sold',
        subject: 'Your piece has sold',
        body: `Good news: your piece has sold and reached its buyer. Once the buyer's ${24}-hour return window has passed, your payout of ${formatInr(sub.payout_paise)} is due and paid within 24 hours.`,
      },
      null,
      now,
    );
  }
  return items.length;
}

/**
 * Called by the returns module when a buyer asks to return an order item (only possible inside the
 * window), in its transaction: the pending payout is cancelled and the piece is listed again.
 */
export async function cancelPayoutForReturn(tx: Db, orderItemId: string, now: Date): Promise<boolean> {
  const payout = (
    await selectRows<{ id: string; submission_id: string; status: string; amount_paise: number; seller_id: string }>(
      tx,
      sql`SELECT * FROM consignment_payouts WHERE order_item_id = ${orderItemId} FOR UPDATE`,
    )
  )[0];
  if (!payout || (payout.status !== 'pending' && payout.status !== 'due')) return false;
  const sub = await lockedSubmission(tx, payout.submission_id);
  await tx.execute(sql`UPDATE consignment_payouts SET status = 'cancelled' WHERE id = ${payout.id}`);
  if (payout.status === 'due') {
    await tx.execute(
      sql`INSERT INTO consignment_ledger (seller_id, submission_id, payout_id, kind, amount_paise, note, created_at)
          VALUES (${payout.seller_id}, ${payout.submission_id}, ${payout.id}, 'reversal', ${-payout.amount_paise}, ${`Payout cancelled, the buyer returned ${sub.house} ${sub.product_name}`}, ${now})`,
    );
  }
  if (sub.status === 'sold') await tx.execute(sql`UPDATE consignment_submissions SET status = 'listed', updated_at = ${now} WHERE id = ${sub.id}`);
  await recordStep(
    tx,
    sub,
    'listed',
    'The buyer returned the piece within the return window; the payout is cancelled and the piece goes back on sale once it is back',
    {
      kind: 'sale-returned',
      subject: 'The buyer is returning your piece',
      body: 'The buyer of your piece asked to return it within the return window, so the payout for this sale is cancelled. Once the piece is back and inspected it goes on sale again.',
    },
    null,
    now,
  );
  return true;
}

/** The timed job: pending payouts whose return window has passed become due, each with its ledger line. */
export async function sweepDuePayouts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await selectRows<{ id: string; submission_id: string; seller_id: string; amount_paise: number; order_item_id: string }>(
      tx,
      sql`SELECT id, submission_id, seller_id, amount_paise, order_item_id FROM consignment_payouts
           WHERE status = 'pending' AND due_at <= ${now} ORDER BY due_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
    );
    let made = 0;
    for (const p of due) {
      // A return asked inside the window cancels the payout (the returns module tells us); this is the safety net.
      const returned = (await selectRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM returns WHERE order_item_id = ${p.order_item_id} AND status <> 'rejected'`))[0]!.n > 0;
      if (returned) {
        await cancelPayoutForReturn(tx, p.order_item_id, now);
        continue;
      }
      const sub = await lockedSubmission(tx, p.submission_id);
      await tx.execute(sql`UPDATE consignment_payouts SET status = 'due' WHERE id = ${p.id}`);
      await tx.execute(
        sql`INSERT INTO consignment_ledger (seller_id, submission_id, payout_id, kind, amount_paise, note, created_at)
            VALUES (${p.seller_id}, ${p.submission_id}, ${p.id}, 'sale', ${p.amount_paise}, ${`Sale of ${sub.house} ${sub.product_name}`}, ${now})`,
      );
      await recordStep(
        tx,
        sub,
        'sold',
        `Return window passed: payout of ${formatInr(p.amount_paise)} is due`,
        {
          kind: 'payout-due',
          subject: 'Your payout is due',
          body: `The buyer's return window has passed. Your payout of ${formatInr(p.amount_paise)} is due and reaches your bank account within 24 hours.`,
        },
        null,
        now,
      );
      made += 1;
    }
    return made;
  });
}

export async function listPayouts(db: Db, filter: { status?: string; sellerId?: string }) {
  const rows = await selectRows<PayoutRow>(
    db,
    sql`${PAYOUT_SELECT} WHERE true ${filter.status ? sql`AND p.status = ${filter.status}` : sql``} ${filter.sellerId ? sql`AND p.seller_id = ${filter.sellerId}` : sql``}
         ORDER BY p.due_at DESC LIMIT 1000`,
  );
  return rows.map(toPayoutDto);
}

export const PAYOUT_NOT_FOUND = 'We could not find that payout.';
export const SELLER_NOT_FOUND = 'We could not find that seller.';

export async function markPayoutPaid(db: Db, actor: AuthUser, payoutId: string, utr: string, now: Date) {
  return db.transaction(async (tx) => {
    const p = (
      await selectRows<{ id: string; status: string; submission_id: string; amount_paise: number }>(
        tx,
        sql`SELECT id, status, submission_id, amount_paise FROM consignment_payouts WHERE id = ${payoutId} FOR UPDATE`,
      )
    )[0];
    if (!p) throw notFound('NOT_FOUND', PAYOUT_NOT_FOUND);
    if (p.status !== 'due') throw new AppError(409, 'INVALID_TRANSITION', p.status === 'paid' ? 'This payout is already paid.' : 'Only a due payout can be marked paid.');
    const sub = await lockedSubmission(tx, p.submission_id);
    await tx.execute(sql`UPDATE consignment_payouts SET status = 'paid', paid_at = ${now}, utr = ${utr} WHERE id = ${payoutId}`);
    if (sub.status === 'sold') await tx.execute(sql`UPDATE consignment_submissions SET status = 'paid', updated_at = ${now} WHERE id = ${sub.id}`);
    await recordStep(
      tx,
      sub,
      'paid',
      `Paid ${formatInr(p.amount_paise)} to your bank (UTR ${utr})`,
      { kind: 'paid', subject: 'Your payout is on its way', body: `We have paid ${formatInr(p.amount_paise)} to your bank account. The bank's reference (UTR) is ${utr}.` },
      actor.id,
      now,
    );
    await audit(tx, actor.id, 'consignment.payout-paid', 'consignment-payout', payoutId, { utr, amount_paise: p.amount_paise }, now);
    return toPayoutDto((await selectRows<PayoutRow>(tx, sql`${PAYOUT_SELECT} WHERE p.id = ${payoutId}`))[0]!);
  });
}

export const PAYOUT_CSV_COLUMNS = ['payout_id', 'seller_name', 'seller_email', 'piece', 'amount_inr', 'status', 'due_at', 'pay_by', 'paid_at', 'utr', 'order_id'] as const;

/** The payouts as CSV for the bank: one row per payout, every cell formula-safe. */
export async function payoutsCsv(db: Db, status: string | undefined): Promise<Readable> {
  const rows = await listPayouts(db, { status });
  const lines = [csvLine(PAYOUT_CSV_COLUMNS)];
  for (const p of rows) lines.push(csvLine([p._id, p.seller.name, p.seller.email, p.product_name, p.amount.toFixed(2), p.status, p.due_at, p.pay_by, p.paid_at, p.utr, p.order_id]));
  return Readable.from([lines.join('')]);
}

export async function sellerLedger(db: Db, sellerId: string) {
  const entries = await selectRows<{ id: string; kind: string; amount_paise: number; note: string; submission_id: string | null; created_at: Ts }>(
    db,
    sql`SELECT id, kind, amount_paise, note, submission_id, created_at FROM consignment_ledger WHERE seller_id = ${sellerId} ORDER BY created_at DESC, seq DESC`,
  );
  const paid = (await selectRows<{ total: number }>(db, sql`SELECT coalesce(sum(amount_paise), 0)::int AS total FROM consignment_payouts WHERE seller_id = ${sellerId} AND status = 'paid'`))[0]!.total;
  return {
    balance: toRupees(entries.reduce((a, e) => a + e.amount_paise, 0)),
    paid_out: toRupees(paid),
    entries: entries.map((e) => ({ _id: e.id, kind: e.kind, amount: toRupees(e.amount_paise), note: e.note, submission_id: e.submission_id, createdAt: new Date(e.created_at).toISOString() })),
  };
}

/** A seller's id from the staff's path; an unknown id is simply not found. */
export async function assertSeller(db: Db, sellerId: string): Promise<void> {
  if ((await selectRows(db, sql`SELECT 1 FROM users WHERE id = ${sellerId}`)).length === 0) throw notFound('NOT_FOUND', SELLER_NOT_FOUND);
}
