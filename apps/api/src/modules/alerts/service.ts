/**
 * Alerts for shoppers: saved searches (the shop's listing query, for a daily digest), which alert
 * mails someone wants, and the one-click unsubscribe. The mails themselves are made by the timed
 * work in jobs.ts.
 */
import {
  ALERT_KIND_LABELS,
  MAX_SAVED_SEARCHES,
  SavedSearchQuerySchema,
  type AlertKind,
  type CreateSavedSearchBody,
  type MailPreferences,
  type MailPreferencesBody,
  type SavedSearch,
  type SavedSearchQuery,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { readUnsubscribeToken } from './tokens';

const DAY_MS = 86_400_000;

/** Who a preference row belongs to: a shopper by id, or someone without an account by address. */
export const userSubject = (userId: string) => `user:${userId}`;
export const emailSubject = (email: string) => `email:${email.trim().toLowerCase()}`;

// ---- saved searches ------------------------------------------------------------------------

interface SavedSearchRow {
  id: string;
  name: string;
  query: unknown;
  created_at: Date | string;
  last_digest_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A stored query read back through the shared schema (a query stored by an older shape loses only what no longer parses). */
export function storedQuery(value: unknown): SavedSearchQuery {
  const parsed = SavedSearchQuerySchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

function toSavedSearch(r: SavedSearchRow): SavedSearch {
  return { _id: r.id, name: r.name, query: storedQuery(r.query), createdAt: iso(r.created_at), lastDigestAt: r.last_digest_at ? iso(r.last_digest_at) : null };
}

/** The query as stored: empty values left out and keys in one order, so the same search compares equal. */
function canonical(q: SavedSearchQuery): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(q).sort() as (keyof SavedSearchQuery)[]) {
    const v = q[key];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[key] = Array.isArray(v) ? [...v].sort() : v;
  }
  return out;
}

const COLUMNS = sql`id, name, query, created_at, last_digest_at`;

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await selectRows<SavedSearchRow>(db, sql`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ${userId} ORDER BY created_at DESC, id`);
  return rows.map(toSavedSearch);
}

/**
 * Saves a search; saving the same filters again answers the search already kept (created: false).
 * The first digest comes a day later and lists pieces listed after now.
 */
export async function createSavedSearch(db: Db, userId: string, body: CreateSavedSearchBody, now: Date): Promise<{ search: SavedSearch; created: boolean }> {
  const query = canonical(body.query);
  return db.transaction(async (tx) => {
    // The shopper's row is the lock that makes the count and the insert one step.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const existing = await selectRows<SavedSearchRow & { query: unknown }>(tx, sql`SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ${userId}`);
    const same = existing.find((r) => JSON.stringify(canonical(storedQuery(r.query))) === JSON.stringify(query));
    if (same) return { search: toSavedSearch(same), created: false };
    if (existing.length >= MAX_SAVED_SEARCHES) throw new AppError(409, 'SAVED_SEARCH_LIMIT', `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Please delete one first.`);
    const rows = await selectRows<SavedSearchRow>(
      tx,
      sql`INSERT INTO saved_searches (user_id, name, query, created_at, updated_at, digested_until, next_digest_at)
          VALUES (${userId}, ${body.name}, ${JSON.stringify(query)}::jsonb, ${now}, ${now}, ${now}, ${new Date(now.getTime() + DAY_MS)})
          RETURNING ${COLUMNS}`,
    );
    return { search: toSavedSearch(rows[0]!), created: true };
  });
}

export async function renameSavedSearch(db: Db, userId: string, id: string, name: string, now: Date): Promise<SavedSearch> {
  const rows = await selectRows<SavedSearchRow>(db, sql`UPDATE saved_searches SET name = ${name}, updated_at = ${now} WHERE id = ${id} AND user_id = ${userId} RETURNING ${COLUMNS}`);
  if (!rows[0]) throw notFound('SAVED_SEARCH_NOT_FOUND');
  return toSavedSearch(rows[0]);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const rows = await selectRows<{ id: string }>(db, sql`DELETE FROM saved_searches WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  if (!rows[0]) throw notFound('SAVED_SEARCH_NOT_FOUND');
}

// ---- preferences and unsubscribe -------------------------------------------------------------

const DEFAULT_PREFERENCES: MailPreferences = { price_drop: true, sold: true, saved_search: true, product_request: true };

async function preferencesOf(db: Db, subject: string): Promise<MailPreferences> {
  const rows = await selectRows<MailPreferences>(db, sql`SELECT price_drop, sold, saved_search, product_request FROM mail_preferences WHERE subject = ${subject}`);
  return rows[0] ?? DEFAULT_PREFERENCES;
}

/** Whether someone wants a kind of alert mail (everyone does until they say otherwise). */
export async function wantsMail(db: Db, subject: string, kind: AlertKind): Promise<boolean> {
  return (await preferencesOf(db, subject))[kind];
}

export async function getMailPreferences(db: Db, userId: string): Promise<MailPreferences> {
  return preferencesOf(db, userSubject(userId));
}

async function storePreferences(db: Db, subject: string, change: MailPreferencesBody, now: Date): Promise<MailPreferences> {
  const next = { ...(await preferencesOf(db, subject)), ...change };
  const rows = await selectRows<MailPreferences>(
    db,
    sql`INSERT INTO mail_preferences (subject, price_drop, sold, saved_search, product_request, updated_at)
        VALUES (${subject}, ${next.price_drop}, ${next.sold}, ${next.saved_search}, ${next.product_request}, ${now})
        ON CONFLICT (subject) DO UPDATE SET
          price_drop = ${change.price_drop ?? sql`mail_preferences.price_drop`},
          sold = ${change.sold ?? sql`mail_preferences.sold`},
          saved_search = ${change.saved_search ?? sql`mail_preferences.saved_search`},
          product_request = ${change.product_request ?? sql`mail_preferences.product_request`},
          updated_at = EXCLUDED.updated_at
        RETURNING price_drop, sold, saved_search, product_request`,
  );
  return rows[0]!;
}

export async function updateMailPreferences(db: Db, userId: string, body: MailPreferencesBody, now: Date): Promise<MailPreferences> {
  return storePreferences(db, userSubject(userId), body, now);
}

/** Turns off the kind of mail a signed unsubscribe link names; no sign-in needed. Using a link twice is fine. */
export async function unsubscribe(db: Db, secret: string, token: string | undefined, now: Date): Promise<{ kind: AlertKind; label: string }> {
  const read = token ? readUnsubscribeToken(secret, token) : null;
  if (!read) throw badRequest('UNSUBSCRIBE_INVALID');
  await storePreferences(db, read.subject, { [read.kind]: false }, now);
  return { kind: read.kind, label: ALERT_KIND_LABELS[read.kind] };
}
