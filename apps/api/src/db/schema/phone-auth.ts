/** The shop's tables: phone sign-in codes, verified phones (modules/phone-auth) and EMI plans of card payments (modules/upi-emi); migration 0014. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk, ownerPk } from './columns';
import { payments } from './orders';
import { users } from './users';

/** A shopper's verified mobile number (E.164); one account per number. */
export const userPhones = pgTable(
  'user_phones',
  {
    userId: ownerPk(() => users.id),
    phone: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('user_phones_phone_key').on(t.phone)],
);

/** A one-time code sent by SMS: its HMAC, expiry, tries and use. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuidPk(),
    phone: text().notNull(),
    purpose: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt.desc()),
    check('phone_codes_purpose_check', sql`${t.purpose} in ('signin', 'verify')`),
    check('phone_codes_verify_user_check', sql`${t.purpose} = 'signin' OR ${t.userId} IS NOT NULL`),
  ],
);

/** The EMI plan a card payment is taken in. */
export const paymentEmi = pgTable(
  'payment_emi',
  {
    paymentId: ownerPk(() => payments.id),
    months: integer().notNull(),
    annualRatePercent: numeric({ precision: 5, scale: 2 }).notNull(),
    noCost: boolean().notNull(),
    monthlyPaise: integer().notNull(),
    interestPaise: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('payment_emi_months_check', sql`${t.months} in (3, 6, 9, 12)`)],
);
