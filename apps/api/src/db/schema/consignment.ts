/**
 * The shop's tables: consignment (modules/consignment, migration 0011). The migration also adds
 * nullable consignor columns to products (consignment_id, consignor_id, consignor_payout_paise,
 * consignor_commission_bp), written by the catalogue's consignor.ts for modules/consignment and read with SQL.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, uuidPk, requiredRef } from './columns';
import { orderItems, orders } from './orders';
import { products } from './products';
import { users } from './users';

export const consignmentSubmissions = pgTable(
  'consignment_submissions',
  {
    id: uuidPk(),
    sellerId: requiredRef(() => users.id),
    status: text().notNull().default('submitted'),
    house: text().notNull(),
    productName: text().notNull(),
    category: text().notNull(),
    condition: text().notNull(),
    included: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    purchaseYear: integer(),
    askingPricePaise: integer().notNull(),
    description: text().notNull().default(''),
    photos: jsonb().$type<string[]>().notNull().default([]),
    phone: text().notNull(),
    pickupAddress: text().notNull(),
    listingPricePaise: integer(),
    commissionBp: integer(),
    payoutPaise: integer(),
    quoteNote: text(),
    quotedAt: timestamp({ withTimezone: true }),
    quoteExpiresAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    pickupAt: timestamp({ withTimezone: true }),
    pickupNote: text(),
    receivedAt: timestamp({ withTimezone: true }),
    authResult: text(),
    authNotes: text(),
    authenticatedAt: timestamp({ withTimezone: true }),
    /** Photos staff took when authenticating (migration 0015), -full.webp URLs. */
    authPhotos: jsonb().$type<string[]>().notNull().default([]),
    productId: uuid().references(() => products.id),
    listedAt: timestamp({ withTimezone: true }),
    dropPricePaise: integer(),
    dropPayoutPaise: integer(),
    dropCommissionBp: integer(),
    dropStatus: text(),
    dropProposedAt: timestamp({ withTimezone: true }),
    withdrawalFeePaise: integer(),
    ...timestamps(),
  },
  (t) => [
    index('consignment_submissions_seller_idx').on(t.sellerId, t.createdAt),
    index('consignment_submissions_status_idx').on(t.status, t.createdAt),
    uniqueIndex('consignment_submissions_product_unique')
      .on(t.productId)
      .where(sql`${t.productId} IS NOT NULL`),
    check('consignment_submissions_auth_check', sql`${t.authResult} IS NULL OR ${t.authResult} in ('pass', 'fail')`),
    check('consignment_submissions_drop_check', sql`${t.dropStatus} IS NULL OR ${t.dropStatus} in ('proposed', 'accepted', 'declined')`),
    check('consignment_submissions_money_check', sql`${t.askingPricePaise} > 0 AND (${t.payoutPaise} IS NULL OR ${t.payoutPaise} >= 0)`),
  ],
);

export const consignmentEvents = pgTable(
  'consignment_events',
  {
    id: uuidPk(),
    submissionId: requiredRef(() => consignmentSubmissions.id),
    status: text().notNull(),
    text: text().notNull(),
    /** Photos shown with the line (the authentication's; migration 0015). */
    photos: jsonb().$type<string[]>().notNull().default([]),
    actorId: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Insertion order, for lines written at the same instant. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('consignment_events_submission_idx').on(t.submissionId, t.createdAt)],
);

export const consignmentPayouts = pgTable(
  'consignment_payouts',
  {
    id: uuidPk(),
    submissionId: requiredRef(() => consignmentSubmissions.id),
    sellerId: requiredRef(() => users.id),
    orderId: requiredRef(() => orders.id),
    orderItemId: requiredRef(() => orderItems.id),
    amountPaise: integer().notNull(),
    status: text().notNull().default('pending'),
    deliveredAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    utr: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('consignment_payouts_item_unique').on(t.orderItemId),
    index('consignment_payouts_status_idx').on(t.status, t.dueAt),
    check('consignment_payouts_status_check', sql`${t.status} in ('pending', 'due', 'paid', 'cancelled')`),
    check('consignment_payouts_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);

export const consignmentLedger = pgTable(
  'consignment_ledger',
  {
    id: uuidPk(),
    sellerId: requiredRef(() => users.id),
    submissionId: uuid().references(() => consignmentSubmissions.id),
    payoutId: uuid().references(() => consignmentPayouts.id),
    kind: text().notNull(),
    amountPaise: integer().notNull(),
    note: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('consignment_ledger_seller_idx').on(t.sellerId, t.createdAt)],
);
