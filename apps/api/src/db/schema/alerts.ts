/** The shop's tables: alerts (migration 0012). Written only by modules/alerts and its capture triggers. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, timestamps, requiredRef, ownedRow, ownerPk } from './columns';
import { productRequests } from './inbox';
import { products } from './products';
import { users } from './users';

/** A price drop or the last unit taken of a wishlisted piece, one row per shopper, recorded by a trigger. */
export const alertEvents = pgTable(
  'alert_events',
  {
    ...ownedRow('userId', () => users.id),
    productId: requiredRef(() => products.id, { onDelete: 'cascade' }),
    /** 'price_drop' or 'unavailable' (sold or held, decided when mailed). */
    kind: text().notNull(),
    oldPricePaise: integer().notNull(),
    newPricePaise: integer().notNull(),
    createdAt: createdAt(),
    /** When the timed work first saw it (its clock): the batch window starts here. */
    seenAt: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    outcome: text(),
  },
  (t) => [
    index('alert_events_pending_idx')
      .on(t.kind, t.seenAt)
      .where(sql`done_at IS NULL`),
    index('alert_events_user_idx').on(t.userId, t.createdAt.desc()),
    index('alert_events_done_idx')
      .on(t.doneAt)
      .where(sql`done_at IS NOT NULL`),
    uniqueIndex('alert_events_unavailable_key')
      .on(t.userId, t.productId)
      .where(sql`kind = 'unavailable' AND done_at IS NULL`),
  ],
);

/** Every new listing, queued by a trigger for matching against open product requests; deleted when claimed. */
export const alertNewListings = pgTable(
  'alert_new_listings',
  {
    productId: ownerPk(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [index('alert_new_listings_created_idx').on(t.createdAt)],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    ...ownedRow('userId', () => users.id),
    name: text().notNull(),
    /** SavedSearchQuery of @shop/shared. */
    query: jsonb().notNull(),
    ...timestamps(),
    /** Pieces listed after this are new to the next digest. */
    digestedUntil: timestamp({ withTimezone: true }).notNull(),
    lastDigestAt: timestamp({ withTimezone: true }),
    nextDigestAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), index('saved_searches_due_idx').on(t.nextDigestAt)],
);

/** Which alert mails someone wants; subject 'user:<id>' or 'email:<address>'. */
export const mailPreferences = pgTable('mail_preferences', {
  subject: text().primaryKey(),
  priceDrop: boolean().notNull().default(true),
  sold: boolean().notNull().default(true),
  savedSearch: boolean().notNull().default(true),
  productRequest: boolean().notNull().default(true),
  updatedAt: updatedAt(),
});

/** A product request answered (or passed over) once. */
export const alertRequestMatches = pgTable('alert_request_matches', {
  requestId: ownerPk(() => productRequests.id),
  productId: uuid().references(() => products.id, { onDelete: 'set null' }),
  outcome: text().notNull(),
  createdAt: createdAt(),
});
