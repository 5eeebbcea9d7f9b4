/** The shop's tables: mail, settings, audit, limits. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidPk } from './columns';

export const outbox = pgTable(
  'outbox',
  {
    id: uuidPk(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    kind: text().notNull(),
    /** 'queued', 'sent', 'failed'; without SMTP a mail is 'logged' (kept here and written to the log). */
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** Made when the mail is sent (lib/mail.ts MailAttachmentRef): [{ kind: 'invoice', id, filename }]. */
    attachments: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post), migration 0012. */
    headers: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** An HTML part beside the text (an alert's pictures), migration 0012. */
    bodyHtml: text(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('outbox_created_idx').on(t.createdAt.desc()),
  ],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: uuid(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** Fixed-window counters shared by every API process (issue 9). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);
