/**
 * The back office's overviews, read across features for reporting only: the dashboard's figures,
 * the mail outbox (secrets masked) and the audit log; and saving the shop settings (audited).
 */
import { ORDER_STATUSES, indiaDayAndWeekStart, toRupees, type AuditEntry, type AuditPage, type Dashboard, type OutboxMail, type OutboxPage } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { maskMailSecrets } from '../../lib/mail';
import { putSettings } from '../../lib/settings';

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const { day, week } = indiaDayAndWeekStart(now);
  // Sales count orders that are placed and not cancelled, returned to origin or still waiting for
  // their payment. A layaway order's money counts when it is paid: its deposit and each instalment
  // on the day the payment is captured, never its full total while the balance is open.
  const sold = sql`status NOT IN ('Cancelled', 'Awaiting Payment', 'Returned to Origin')`;
  const [sales] = await selectRows<{ today_orders: number; today_sales: number; week_orders: number; week_sales: number }>(
    db,
    sql`WITH money AS (
          SELECT created_at AS at, total_paise AS paise FROM orders WHERE created_at >= ${week} AND ${sold} AND layaway_weeks IS NULL
          UNION ALL
          SELECT p.updated_at AS at, p.amount_paise AS paise FROM payments p
           WHERE p.purpose LIKE 'layaway%' AND p.status = 'captured' AND p.updated_at >= ${week}
        )
        SELECT (SELECT count(*)::int FROM orders WHERE created_at >= ${day} AND ${sold}) AS today_orders,
               (SELECT coalesce(sum(paise) FILTER (WHERE at >= ${day}), 0)::bigint FROM money) AS today_sales,
               (SELECT count(*)::int FROM orders WHERE created_at >= ${week} AND ${sold}) AS week_orders,
               (SELECT coalesce(sum(paise), 0)::bigint FROM money) AS week_sales`,
  );
  const byStatus = await selectRows<{ status: string; n: number }>(db, sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`);
  const [counts] = await selectRows<{ offers: number; returns: number; inbox: number; out: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM offers WHERE status = 'open') AS offers,
               (SELECT count(*)::int FROM returns WHERE status IN ('requested', 'approved', 'received')) AS returns,
               (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) + (SELECT count(*)::int FROM sell_submissions WHERE handled_at IS NULL)
                 + (SELECT count(*)::int FROM product_requests WHERE handled_at IS NULL) AS inbox,
               (SELECT count(*)::int FROM products p WHERE p.status = 'active' AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)) AS out`,
  );
  const outOfStock = await selectRows<{ id: string; product_name: string; brand_name: string | null }>(
    db,
    sql`SELECT p.id, p.product_name, p.brand_name FROM products p WHERE p.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0) ORDER BY p.updated_at DESC LIMIT 10`,
  );
  return {
    today: { orders: sales!.today_orders, sales: toRupees(Number(sales!.today_sales)) },
    week: { orders: sales!.week_orders, sales: toRupees(Number(sales!.week_sales)) },
    orders_by_status: Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.find((b) => b.status === s)?.n ?? 0])),
    open_offers: counts!.offers,
    open_returns: counts!.returns,
    open_inbox: counts!.inbox,
    out_of_stock: { count: counts!.out, products: outOfStock.map((p) => ({ _id: p.id, product_name: p.product_name, brand: p.brand_name })) },
  };
}

/** A page of the mail outbox, newest first; reset links and codes are masked. */
export async function outboxPage(db: Db, query: { page: number; limit: number; kind?: string }): Promise<OutboxPage> {
  const { page, limit, kind } = query;
  const filter = kind ? sql`WHERE kind = ${kind}` : sql``;
  const mails = await selectRows<OutboxMail>(
    db,
    sql`SELECT id, to_address, subject, body_text, kind, status, attempts, last_error, sent_at, created_at FROM outbox ${filter}
         ORDER BY created_at DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const [{ n }] = (await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM outbox ${filter}`)) as [{ n: number }];
  return { mails: mails.map((m) => ({ ...m, body_text: maskMailSecrets(m.body_text) })), total: n, page, pages: Math.ceil(n / limit) };
}

/** A page of the audit log, newest first, with each actor's e-mail. */
export async function auditPage(db: Db, query: { page: number; limit: number }): Promise<AuditPage> {
  const { page, limit } = query;
  const entries = await selectRows<AuditEntry>(
    db,
    sql`SELECT a.id, a.action, a.entity, a.entity_id, a.details, a.created_at, u.email AS actor
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id ORDER BY a.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const [{ n }] = (await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM audit_log`)) as [{ n: number }];
  return { entries, total: n, page, pages: Math.ceil(n / limit) };
}

/** Saves the shop settings and audits the change, in one transaction. */
export async function saveSettings(db: Db, actorId: string, body: Parameters<typeof putSettings>[1], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await putSettings(tx, body);
    await audit(tx, actorId, 'settings.update', 'settings', null, body, now);
  });
}
