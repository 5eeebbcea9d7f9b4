/**
 * Store credit as a ledger (store_credits): grants from approved returns (+, expiring after six
 * months), spends at checkout (−), and releases when an order that spent credit is cancelled (+).
 */
import { creditBalance, creditExpiresAt } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { storeCredits } from '../../db/schema';

interface LedgerRow {
  amount_paise: number;
  reason: string;
  expires_at: string | null;
  created_at: string;
}

export async function creditLedger(db: Db, userId: string): Promise<LedgerRow[]> {
  return selectRows<LedgerRow>(db, sql`SELECT amount_paise, reason, expires_at, created_at FROM store_credits WHERE user_id = ${userId} ORDER BY created_at, id`);
}

/** Credit the shopper can spend now, in paise. */
export async function availableCreditPaise(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await creditLedger(db, userId);
  return creditBalance(
    rows.map((r) => ({ amountPaise: r.amount_paise, createdAt: new Date(r.created_at), expiresAt: r.expires_at ? new Date(r.expires_at) : null })),
    now,
  );
}

export async function grantCredit(db: Db, userId: string, amountPaise: number, reason: string, now: Date, refs: { orderId?: string; returnId?: string } = {}): Promise<void> {
  await db.insert(storeCredits).values({ userId, amountPaise, reason, expiresAt: creditExpiresAt(now), createdAt: now, orderId: refs.orderId ?? null, returnId: refs.returnId ?? null });
}

export async function spendCredit(db: Db, userId: string, amountPaise: number, orderId: string, now: Date): Promise<void> {
  if (amountPaise <= 0) return;
  await db.insert(storeCredits).values({ userId, amountPaise: -amountPaise, reason: 'Spent at checkout', orderId, createdAt: now });
}

/**
 * Gives back credit an order spent (cancelled or unpaid order). The released credit keeps the
 * latest expiry the shopper's grants had, so a cancellation never shortens it.
 */
export async function releaseCredit(db: Db, userId: string, amountPaise: number, orderId: string, now: Date): Promise<void> {
  if (amountPaise <= 0) return;
  const latest = await selectRows<{ expires_at: string | null }>(db, sql`SELECT max(expires_at) AS expires_at FROM store_credits WHERE user_id = ${userId} AND amount_paise > 0`);
  const expiresAt = latest[0]?.expires_at ? new Date(latest[0].expires_at) : creditExpiresAt(now);
  await db.insert(storeCredits).values({ userId, amountPaise, reason: 'Returned from a cancelled order', orderId, expiresAt, createdAt: now });
}
