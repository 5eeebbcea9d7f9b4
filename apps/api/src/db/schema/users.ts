/** The shop's tables: users and sessions. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, uuidPk, requiredRef, ownedRow, personColumns, contactColumns } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    /** The email is stored lower-cased; unique. */
    ...personColumns(),
    passwordHash: text().notNull(),
    /** '1' administrator, '2' customer (storefront §6). */
    roleId: text().notNull().default('2'),
    /** Set while staff have disabled the account: sign-in is refused and no session works. */
    disabledAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** A token given to a user (a session, a password reset): stored as its SHA-256 only, never itself, and valid until it expires. */
const userTokenColumns = () => ({
  tokenHash: text().primaryKey(),
  userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    ...userTokenColumns(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    ...ownedRow('userId', () => users.id),
    ...contactColumns(),
    city: text().notNull(),
    state: text().notNull(),
    country: text().notNull(),
    zipCode: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The shopper's default address (at most one each). */
    isDefault: boolean().notNull().default(false),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.lastUsedAt.desc()),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`is_default`),
  ],
);
