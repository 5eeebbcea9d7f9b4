/** The shop's tables: GST tax invoices and credit notes (modules/invoices, migration 0010). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { uuidPk, requiredRef } from './columns';
import { orders, returns } from './orders';

/** The last number issued in each gapless series ('invoice' or 'credit-note') per financial year. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    kind: text().notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_series_pk', columns: [t.kind, t.financialYear] }), check('invoice_series_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`)],
);

/** An invoice (one per confirmed order) or a credit note (one per credited return), with everything printed on it. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidPk(),
    kind: text().notNull(),
    /** TL/2026-27/000123 or TL/CN/2026-27/000001. */
    number: text().notNull().unique('invoices_number_unique'),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    orderId: requiredRef(() => orders.id),
    returnId: uuid().references(() => returns.id),
    /** A credit note's invoice. */
    invoiceId: uuid().references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    seller: jsonb().notNull(),
    buyer: jsonb().notNull(),
    delivery: jsonb().notNull(),
    intraState: boolean().notNull(),
    lines: jsonb().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`),
    unique('invoices_series_unique').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_per_return')
      .on(t.returnId)
      .where(sql`kind = 'credit-note'`),
    index('invoices_order_idx').on(t.orderId),
  ],
);
