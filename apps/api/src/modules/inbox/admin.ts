/**
 * The back office's inbox work: contact messages, sell-with-us submissions with their photos,
 * product requests and newsletter sign-ups, listed, marked handled (audited) and exported.
 */
import type { InboxItem, InboxKind } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { csvLine } from '../../lib/csv';
import { notFound } from '../../lib/errors';

const KINDS = {
  contact: { table: sql`contact_messages`, columns: sql`id, name, email, message, product_id, handled_at, created_at` },
  'sell-with-us': {
    table: sql`sell_submissions`,
    columns: sql`id, first_name, last_name, email, phone, address, item_type, brand, product_name, product_condition, description,
                 selling_price_paise / 100.0 AS selling_price, estimated_retail_price_paise / 100.0 AS estimated_retail_price, photos, handled_at, created_at`,
  },
  'product-requests': {
    table: sql`product_requests`,
    columns: sql`id, product_name, brand, description, image_url, price_range, contact_email, contact_phone, additional_info, handled_at, created_at`,
  },
  newsletter: { table: sql`newsletter_subscribers`, columns: sql`id, email, source, handled_at, created_at` },
} satisfies Record<InboxKind, { table: SQL; columns: SQL }>;

/** One kind's items, newest first: open ones, handled ones or all. */
export async function listInbox(db: Db, kind: InboxKind, handled: 'true' | 'false' | 'all'): Promise<InboxItem[]> {
  const { table, columns } = KINDS[kind];
  const filter = handled === 'all' ? sql`` : handled === 'true' ? sql`WHERE handled_at IS NOT NULL` : sql`WHERE handled_at IS NULL`;
  return selectRows<InboxItem>(db, sql`SELECT ${columns} FROM ${table} ${filter} ORDER BY created_at DESC LIMIT 1000`);
}

/** Marks an item handled (or open again); 404 when there is no such item. */
export async function markInboxItem(db: Db, actorId: string, kind: InboxKind, id: string, handled: boolean, now: Date): Promise<InboxItem> {
  const { table, columns } = KINDS[kind];
  const item = await db.transaction(async (tx) => {
    const updated = await selectRows<InboxItem>(tx, sql`UPDATE ${table} SET handled_at = ${handled ? now : null} WHERE id = ${id} RETURNING ${columns}`);
    if (updated[0]) await audit(tx, actorId, handled ? 'inbox.handled' : 'inbox.reopened', kind, id, null, now);
    return updated[0];
  });
  if (!item) throw notFound();
  return item;
}

/** The newsletter sign-ups as a CSV file (formula-safe cells). */
export async function newsletterCsv(db: Db): Promise<string> {
  const rows = await selectRows<{ email: string; source: string; created_at: string }>(db, sql`SELECT email, source, created_at FROM newsletter_subscribers ORDER BY created_at`);
  return [csvLine(['email', 'source', 'subscribed_at']), ...rows.map((r) => csvLine([r.email, r.source, new Date(r.created_at).toISOString()]))].join('');
}
