/**
 * Timed work, run inside the server: lapsed payment holds, lapsed layaways, layaway reminders,
 * expired offers, refunds still due (asked of the gateway again) and the mail outbox. Every due
 * item is claimed with a row lock (FOR UPDATE SKIP LOCKED) and re-checked
 * under it, so when several processes share one PostgreSQL each item is handled exactly once.
 */
import { POLICY, formatInr, orderNumber } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import type { CatalogueCache } from '../../lib/cache';
import type { Clock } from '../../lib/clock';
import { formatIndianDate } from '../../lib/dates';
import { deliverOutbox, queueMail, type MailTransport } from '../../lib/mail';
import { runAlertWork, type AlertJobOptions } from '../alerts/jobs';
import { renderMailAttachment } from '../invoices/service';
import { sweepRateLimits } from '../../lib/rate-limit';
import type { PaymentGateway } from '../checkout/gateway';
import { requestDueRefunds } from '../checkout/refunds';
import { cancelLockedOrder, lockOrder, type CancelReason } from '../orders/service';
import { sweepDuePayouts } from '../consignment/payouts';

export interface JobDeps {
  database: Database;
  clock: Clock;
  cache: CatalogueCache;
  /** The payment gateway refunds still due are asked of; without it they wait for staff. */
  gateway?: PaymentGateway;
  transport: MailTransport | null;
  mailFrom: string;
  log: (line: string) => void;
  /** Price-drop, sold, saved-search and product-request mails (modules/alerts); off when absent. */
  alerts?: AlertJobOptions;
}

export interface JobReport {
  holdsReleased: number;
  layawaysLapsed: number;
  layawayReminders: number;
  offersExpired: number;
  refundsRequested: number;
  alertMails: number;
  mailsDelivered: number;
  consignmentPayoutsDue: number;
}

async function cancelDue(deps: JobDeps, status: 'Awaiting Payment' | 'On Layaway', reason: CancelReason, now: Date): Promise<number> {
  const column = status === 'Awaiting Payment' ? sql`hold_expires_at` : sql`layaway_due_at`;
  return deps.database.db.transaction(async (tx) => {
    const due = await selectRows<{ id: string }>(tx, sql`SELECT id FROM orders WHERE status = ${status} AND ${column} <= ${now} ORDER BY ${column} LIMIT 50 FOR UPDATE SKIP LOCKED`);
    for (const { id } of due) {
      const order = await lockOrder(tx, id);
      if (order && order.status === status) await cancelLockedOrder(tx, order, reason, null, now);
    }
    return due.length;
  });
}

/**
 * The layaway reminder, once per order, when its balance falls due within the next 3 days. The
 * order is claimed by setting its sent-at column in the same transaction as the mail is queued,
 * under FOR UPDATE SKIP LOCKED: a second run or another process finds it claimed and sends nothing.
 */
async function remindLayaways(deps: JobDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + POLICY.layaway.reminderDaysBefore * 86_400_000);
  return deps.database.db.transaction(async (tx) => {
    const claimed = await selectRows<{ id: string; address: { email: string; firstName: string }; total_paise: number; paid_paise: number; layaway_due_at: Date | string }>(
      tx,
      sql`UPDATE orders SET layaway_reminder_sent_at = ${now} WHERE id IN (
            SELECT id FROM orders WHERE status = 'On Layaway' AND layaway_reminder_sent_at IS NULL AND layaway_due_at > ${now} AND layaway_due_at <= ${horizon}
             ORDER BY layaway_due_at LIMIT 50 FOR UPDATE SKIP LOCKED)
          RETURNING id, address, total_paise, paid_paise, layaway_due_at`,
    );
    for (const o of claimed) {
      const number = orderNumber(o.id);
      const balance = formatInr(o.total_paise - o.paid_paise);
      const due = formatIndianDate(new Date(o.layaway_due_at), 'day');
      await queueMail(
        tx,
        {
          to: o.address.email,
          kind: 'layaway-reminder',
          subject: `Your layaway balance for order #${number} is due on ${due}`,
          text: `Dear ${o.address.firstName},\n\n${balance} is left to pay on your layaway, order #${number}, by ${due}. Pay all of it or any part of it from My Orders. If the balance is not paid by then, the layaway is cancelled, the deposit is kept and the piece goes back on sale.\n\nTangerine Luxury`,
        },
        now,
      );
    }
    return claimed.length;
  });
}

/** Runs every kind of due work once; returns what was done. */
export async function runDueWork(deps: JobDeps): Promise<JobReport> {
  const now = deps.clock.now();
  const holdsReleased = await cancelDue(deps, 'Awaiting Payment', 'payment-expired', now);
  const layawaysLapsed = await cancelDue(deps, 'On Layaway', 'layaway-lapsed', now);
  if (holdsReleased + layawaysLapsed > 0) await deps.cache.settle(deps.database);
  const layawayReminders = await remindLayaways(deps, now);
  const expired = await deps.database.db.transaction((tx) =>
    selectRows<{ id: string }>(
      tx,
      sql`UPDATE offers SET status = 'expired' WHERE id IN (
            SELECT id FROM offers WHERE status IN ('accepted', 'countered') AND valid_until <= ${now} FOR UPDATE SKIP LOCKED)
          RETURNING id`,
    ),
  );
  // A refund is asked of the gateway right after it is recorded; one still due here was interrupted (a restart, a timeout).
  const refundsRequested = deps.gateway ? await requestDueRefunds(deps.database.db, deps.gateway, now) : 0;
  // Consignment (issue 18): sold pieces whose return window has passed without a return; their payouts fall due.
  const consignmentPayoutsDue = await sweepDuePayouts(deps.database.db, now);
  await sweepRateLimits(deps.database.db, now);
  const alerts = deps.alerts ? await runAlertWork(deps.database, deps.alerts, now) : null;
  const alertMails = alerts ? alerts.priceDropMails + alerts.unavailableMails + alerts.digestMails + alerts.requestMails : 0;
  const mailsDelivered = await deliverOutbox(deps.database.db, deps.transport, deps.mailFrom, now, deps.log, 20, renderMailAttachment);
  return { holdsReleased, layawaysLapsed, layawayReminders, offersExpired: expired.length, refundsRequested, alertMails, mailsDelivered, consignmentPayoutsDue };
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
