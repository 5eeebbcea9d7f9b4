/**
 * Timed work, run inside the server: lapsed payment holds, lapsed layaways, expired offers and the
 * mail outbox. Every due item is claimed with a row lock (FOR UPDATE SKIP LOCKED) and re-checked
 * under it, so when several processes share one PostgreSQL each item is handled exactly once.
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import type { CatalogueCache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { deliverOutbox, type MailTransport } from '../../lib/mail';
import { sweepRateLimits } from '../../lib/rate-limit';
import { cancelLockedOrder, lockOrder, type CancelReason } from '../orders/service';

export interface JobDeps {
  database: Database;
  clock: Clock;
  cache: CatalogueCache;
  transport: MailTransport | null;
  mailFrom: string;
  log: (line: string) => void;
}

export interface JobReport {
  holdsReleased: number;
  layawaysLapsed: number;
  offersExpired: number;
  mailsDelivered: number;
}

async function cancelDue(deps: JobDeps, status: 'Awaiting Payment' | 'On Layaway', reason: CancelReason, now: Date): Promise<number> {
  const column = status === 'Awaiting Payment' ? sql`hold_expires_at` : sql`layaway_due_at`;
  return deps.database.db.transaction(async (tx) => {
    const due = await selectRows<{ id: string }>(
      tx,
      sql`SELECT id FROM orders WHERE status = ${status} AND ${column} <= ${now} ORDER BY ${column} LIMIT 50 FOR UPDATE SKIP LOCKED`,
    );
    for (const { id } of due) {
      const order = await lockOrder(tx, id);
      if (order && order.status === status) await cancelLockedOrder(tx, order, reason, null, now);
    }
    return due.length;
  });
}

/** Runs every kind of due work once; returns what was done. */
export async function runDueWork(deps: JobDeps): Promise<JobReport> {
  const now = deps.clock.now();
  const holdsReleased = await cancelDue(deps, 'Awaiting Payment', 'payment-expired', now);
  const layawaysLapsed = await cancelDue(deps, 'On Layaway', 'layaway-lapsed', now);
  if (holdsReleased + layawaysLapsed > 0) await deps.cache.settle(deps.database);
  const expired = await deps.database.db.transaction((tx) =>
    selectRows<{ id: string }>(
      tx,
      sql`UPDATE offers SET status = 'expired' WHERE id IN (
            SELECT id FROM offers WHERE status IN ('accepted', 'countered') AND valid_until <= ${now} FOR UPDATE SKIP LOCKED)
          RETURNING id`,
    ),
  );
  await sweepRateLimits(deps.database.db, now);
  const mailsDelivered = await deliverOutbox(deps.database.db, deps.transport, deps.mailFrom, now, deps.log);
  return { holdsReleased, layawaysLapsed, offersExpired: expired.length, mailsDelivered };
}

/** Runs the work every `intervalMs` until stopped; a run never overlaps the previous one. */
export function startJobs(deps: JobDeps, intervalMs: number, onError: (err: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runDueWork(deps)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 1000).unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
