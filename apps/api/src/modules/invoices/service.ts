/**
 * GST tax invoices and credit notes (issue 20). An invoice is issued once per order when the order
 * is confirmed (cash on delivery accepted, an online payment captured, a layaway's balance paid),
 * and a credit note once per return when its credit is issued — each inside the transaction that
 * makes that change, by the checkout and returns services. Each document snapshots the seller,
 * buyer, delivery address and lines, so a later change of settings or prices never rewrites it.
 *
 * Numbers come from gapless series per financial year: the counter row of the series is updated
 * (and so locked) in the issuing transaction; a rollback gives the number back, and a concurrent
 * issuer waits for the commit. The tax itself is the pure rules' (packages/shared/src/rules/gst.ts).
 */
import {
  amountInWords,
  financialYear,
  gstRateFor,
  invoiceNumber,
  lineRefunds,
  principalRate,
  sameState,
  taxInvoiceLines,
  type Address,
  type InvoiceLine,
  type InvoiceLineInput,
  type InvoiceTotals,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { MailAttachment, MailAttachmentRef } from '../../lib/mail';
import { getSettings } from '../../lib/settings';
import { renderInvoicePdf } from './pdf';

/** When a category has no row in the table: leather goods at 18%. */
const FALLBACK_RATE = { hsn: '4202', ratePercent: 18 };

export interface Party {
  name: string;
  address: string;
  city?: string;
  state: string;
  zipCode?: string;
  country?: string;
  gstin?: string;
  email?: string;
  phone?: string;
}

export interface StoredLine extends InvoiceLine {
  /** The order line it invoices (null for shipping and the COD fee). */
  orderItemId: string | null;
}

export interface Invoice {
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  financialYear: string;
  orderId: string;
  returnId: string | null;
  /** A credit note's invoice number. */
  invoiceNumber: string | null;
  issuedAt: Date;
  seller: Party;
  buyer: Party;
  delivery: Party;
  intraState: boolean;
  lines: StoredLine[];
  totals: InvoiceTotals;
  totalInWords: string;
}

/** The next number of a series, under the lock of its counter row until the transaction ends. */
async function nextInSeries(tx: Db, kind: 'invoice' | 'credit-note', year: string): Promise<number> {
  const row = await selectRows<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_series (kind, financial_year, last_number) VALUES (${kind}, ${year}, 1)
        ON CONFLICT (kind, financial_year) DO UPDATE SET last_number = invoice_series.last_number + 1
        RETURNING last_number`,
  );
  return row[0]!.last_number;
}

function party(a: Address): Party {
  return {
    name: `${a.firstName} ${a.lastName}`.trim(),
    address: a.address,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    email: a.email,
    phone: a.phone,
  };
}

/**
 * Issues the order's tax invoice (once: a second call returns the first). Call it inside the
 * transaction that confirms the order, after the order's rows are written.
 */
export async function issueInvoice(tx: Db, orderId: string, now: Date): Promise<{ id: string; number: string }> {
  const existing = await selectRows<{ id: string; number: string }>(tx, sql`SELECT id, number FROM invoices WHERE order_id = ${orderId} AND kind = 'invoice'`);
  if (existing[0]) return existing[0];
  const order = (
    await selectRows<{ address: Address; coupon_discount_paise: number; credit_paise: number; shipping_paise: number; cod_fee_paise: number; excludes_sale_items: boolean | null }>(
      tx,
      sql`SELECT o.address, o.coupon_discount_paise, o.credit_paise, o.shipping_paise, o.cod_fee_paise, c.excludes_sale_items
            FROM orders o LEFT JOIN coupons c ON c.id = o.coupon_id WHERE o.id = ${orderId}`,
    )
  )[0];
  if (!order) throw new Error(`Order ${orderId} not found`);
  const items = await selectRows<{
    id: string;
    product_name: string;
    brand_name: string | null;
    size: string;
    quantity: number;
    line_paise: number;
    was_on_sale: boolean;
    category_id: string;
    sub_category_id: string | null;
    sub_sub_category_id: string | null;
  }>(
    tx,
    sql`SELECT i.id, i.product_name, i.brand_name, i.size, i.quantity, i.unit_price_paise * i.quantity AS line_paise, i.was_on_sale,
               p.category_id, p.sub_category_id, p.sub_sub_category_id
          FROM order_items i JOIN products p ON p.id = i.product_id
         WHERE i.order_id = ${orderId} ORDER BY i.id`,
  );
  const settings = await getSettings(tx);
  // What each line sells for: its price less its share of the coupon (the same split as a return's refund).
  // Store credit is a way of paying, not a discount, so it does not lower the taxable value.
  const shares = lineRefunds({
    lines: items.map((i) => ({ id: i.id, pricePaise: Number(i.line_paise), couponApplies: !(order.excludes_sale_items && i.was_on_sale) })),
    couponDiscountPaise: order.coupon_discount_paise,
    creditPaise: order.credit_paise,
  });
  const goods: (InvoiceLineInput & { orderItemId: string | null })[] = items.map((item, n) => {
    const grossPaise = shares[n]!.refundPaise;
    const rate = gstRateFor(
      settings.gstRates,
      { categoryId: item.category_id, subCategoryId: item.sub_category_id, subSubCategoryId: item.sub_sub_category_id },
      Math.round(grossPaise / item.quantity),
      FALLBACK_RATE,
    );
    const description = [item.brand_name, item.product_name].filter(Boolean).join(' ') + (item.size && item.size !== 'One Size' ? ` (size ${item.size})` : '');
    return { orderItemId: item.id, description, hsn: rate.hsn, ratePercent: rate.ratePercent, quantity: item.quantity, grossPaise };
  });
  // Shipping and the COD fee are part of a composite supply: taxed at the rate of its principal supply.
  const principal = principalRate(goods) ?? FALLBACK_RATE;
  const charges = [
    { description: 'Shipping', grossPaise: order.shipping_paise },
    { description: 'Cash on delivery fee', grossPaise: order.cod_fee_paise },
  ]
    .filter((c) => c.grossPaise > 0)
    .map((c) => ({ ...c, orderItemId: null, hsn: principal.hsn, ratePercent: principal.ratePercent, quantity: 1 }));
  const inputs = [...goods, ...charges];
  const intraState = sameState(settings.gstState, order.address.state);
  const { lines, totals } = taxInvoiceLines(inputs, intraState);
  const stored: StoredLine[] = lines.map((l, n) => ({ ...l, orderItemId: inputs[n]!.orderItemId }));
  const seller: Party = { name: settings.gstLegalName, address: settings.gstAddress, state: settings.gstState, gstin: settings.gstin, email: settings.businessEmail, phone: settings.businessPhone };
  const buyer = party(order.address);
  return insertDocument(tx, { kind: 'invoice', orderId, returnId: null, invoiceId: null, seller, buyer, delivery: buyer, intraState, lines: stored, totals }, now);
}

/** A document before it is numbered: what it says, and the invoice a credit note corrects. */
type NewDocument = Pick<Invoice, 'kind' | 'orderId' | 'returnId' | 'seller' | 'buyer' | 'delivery' | 'intraState' | 'lines' | 'totals'> & { invoiceId: string | null };

async function insertDocument(tx: Db, doc: NewDocument, now: Date): Promise<{ id: string; number: string }> {
  // Taken last, so the series' row stays locked for as short a time as the transaction allows.
  const year = financialYear(now);
  const sequence = await nextInSeries(tx, doc.kind, year);
  const number = invoiceNumber(doc.kind, year, sequence);
  const row = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO invoices (kind, number, financial_year, sequence, order_id, return_id, invoice_id, issued_at, seller, buyer, delivery, intra_state, lines,
                              taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
        VALUES (${doc.kind}, ${number}, ${year}, ${sequence}, ${doc.orderId}, ${doc.returnId}, ${doc.invoiceId}, ${now}, ${JSON.stringify(doc.seller)}::jsonb,
                ${JSON.stringify(doc.buyer)}::jsonb, ${JSON.stringify(doc.delivery)}::jsonb, ${doc.intraState}, ${JSON.stringify(doc.lines)}::jsonb,
                ${doc.totals.taxablePaise}, ${doc.totals.cgstPaise}, ${doc.totals.sgstPaise}, ${doc.totals.igstPaise}, ${doc.totals.grossPaise})
        RETURNING id`,
  );
  return { id: row[0]!.id, number };
}

/**
 * Issues the credit note of a return whose credit is being issued: the returned line as invoiced,
 * with the same rate and split. None when the order has no invoice (orders placed before invoices).
 */
export async function issueCreditNote(tx: Db, returnId: string, now: Date): Promise<{ id: string; number: string } | null> {
  const existing = await selectRows<{ id: string; number: string }>(tx, sql`SELECT id, number FROM invoices WHERE return_id = ${returnId} AND kind = 'credit-note'`);
  if (existing[0]) return existing[0];
  const found = await selectRows<{ order_item_id: string; invoice_id: string; seller: Party; buyer: Party; delivery: Party; intra_state: boolean; lines: StoredLine[]; order_id: string }>(
    tx,
    sql`SELECT r.order_item_id, v.id AS invoice_id, v.seller, v.buyer, v.delivery, v.intra_state, v.lines, v.order_id
          FROM returns r JOIN order_items i ON i.id = r.order_item_id JOIN invoices v ON v.order_id = i.order_id AND v.kind = 'invoice'
         WHERE r.id = ${returnId}`,
  );
  const inv = found[0];
  if (!inv) return null;
  const line = inv.lines.find((l) => l.orderItemId === inv.order_item_id);
  if (!line) return null;
  const { lines, totals } = taxInvoiceLines([{ description: line.description, hsn: line.hsn, ratePercent: line.ratePercent, quantity: line.quantity, grossPaise: line.grossPaise }], inv.intra_state);
  return insertDocument(
    tx,
    {
      kind: 'credit-note',
      orderId: inv.order_id,
      returnId,
      invoiceId: inv.invoice_id,
      seller: inv.seller,
      buyer: inv.buyer,
      delivery: inv.delivery,
      intraState: inv.intra_state,
      lines: lines.map((l) => ({ ...l, orderItemId: line.orderItemId })),
      totals,
    },
    now,
  );
}

/**
 * Cancels an invoiced order's supply for tax: a credit note for every invoiced line not already
 * credited by a return (an order cancelled after cash on delivery was accepted, or a parcel
 * returned to origin). None when the order was never invoiced or nothing is left to credit.
 */
export async function issueOrderCreditNote(tx: Db, orderId: string, now: Date): Promise<{ id: string; number: string } | null> {
  const existing = await selectRows<{ id: string; number: string }>(tx, sql`SELECT id, number FROM invoices WHERE order_id = ${orderId} AND kind = 'credit-note' AND return_id IS NULL`);
  if (existing[0]) return existing[0];
  const inv = (
    await selectRows<{ id: string; seller: Party; buyer: Party; delivery: Party; intra_state: boolean; lines: StoredLine[] }>(
      tx,
      sql`SELECT id, seller, buyer, delivery, intra_state, lines FROM invoices WHERE order_id = ${orderId} AND kind = 'invoice'`,
    )
  )[0];
  if (!inv) return null;
  const credited = await selectRows<{ lines: StoredLine[] }>(tx, sql`SELECT lines FROM invoices WHERE order_id = ${orderId} AND kind = 'credit-note'`);
  const done = new Set(credited.flatMap((c) => c.lines.map((l) => l.orderItemId)).filter((id) => id !== null));
  const left = inv.lines.filter((l) => l.orderItemId === null || !done.has(l.orderItemId));
  if (left.length === 0) return null;
  const { lines, totals } = taxInvoiceLines(
    left.map((l) => ({ description: l.description, hsn: l.hsn, ratePercent: l.ratePercent, quantity: l.quantity, grossPaise: l.grossPaise })),
    inv.intra_state,
  );
  return insertDocument(
    tx,
    {
      kind: 'credit-note',
      orderId,
      returnId: null,
      invoiceId: inv.id,
      seller: inv.seller,
      buyer: inv.buyer,
      delivery: inv.delivery,
      intraState: inv.intra_state,
      lines: lines.map((l, n) => ({ ...l, orderItemId: left[n]!.orderItemId })),
      totals,
    },
    now,
  );
}

/** A document as read: its columns under the names of `Invoice`, and its totals as stored. */
interface InvoiceRow extends Omit<Invoice, 'issuedAt' | 'totals' | 'totalInWords'> {
  issuedAt: Date | string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grossPaise: number;
}

function toInvoice({ issuedAt, taxablePaise, cgstPaise, sgstPaise, igstPaise, grossPaise, ...doc }: InvoiceRow): Invoice {
  return {
    ...doc,
    issuedAt: new Date(issuedAt),
    totals: { taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise: cgstPaise + sgstPaise + igstPaise, grossPaise },
    totalInWords: amountInWords(grossPaise),
  };
}

const SELECT_INVOICE = sql`SELECT v.id, v.kind, v.number, v.financial_year AS "financialYear", v.order_id AS "orderId", v.return_id AS "returnId",
       o.number AS "invoiceNumber", v.issued_at AS "issuedAt", v.seller, v.buyer, v.delivery, v.intra_state AS "intraState", v.lines,
       v.taxable_paise AS "taxablePaise", v.cgst_paise AS "cgstPaise", v.sgst_paise AS "sgstPaise", v.igst_paise AS "igstPaise", v.total_paise AS "grossPaise"
  FROM invoices v LEFT JOIN invoices o ON o.id = v.invoice_id`;

/** The documents of an order: its invoice first, then its credit notes in order. */
export async function orderDocuments(db: Db, orderId: string): Promise<Invoice[]> {
  const rows = await selectRows<InvoiceRow>(db, sql`${SELECT_INVOICE} WHERE v.order_id = ${orderId} ORDER BY v.kind DESC, v.sequence`);
  return rows.map(toInvoice);
}

export async function getDocument(db: Db, id: string): Promise<Invoice | null> {
  const rows = await selectRows<InvoiceRow>(db, sql`${SELECT_INVOICE} WHERE v.id = ${id}`);
  return rows[0] ? toInvoice(rows[0]) : null;
}

/** The file name of a document: "TL-2026-27-000123.pdf". */
export function documentFilename(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}

/**
 * The PDF of an order's tax invoice, for its shopper (`userId`) or for staff (`userId` null).
 * 404 when there is none to give: no such order, another shopper's, or not yet invoiced.
 */
export async function orderInvoicePdf(db: Db, orderId: string, userId: string | null): Promise<{ filename: string; pdf: Buffer }> {
  const missing = notFound('NOT_FOUND', 'This order has no tax invoice yet: it is issued once the order is confirmed.');
  const owner = await selectRows<{ user_id: string }>(db, sql`SELECT user_id FROM orders WHERE id = ${orderId}`);
  if (!owner[0] || (userId !== null && owner[0].user_id !== userId)) throw notFound('NOT_FOUND', 'We could not find that order.');
  const invoice = (await orderDocuments(db, orderId)).find((d) => d.kind === 'invoice');
  if (!invoice) throw missing;
  return { filename: documentFilename(invoice.number), pdf: await renderInvoicePdf(invoice) };
}

/** The PDF of a return's credit note, for its shopper (`userId`) or for staff (`userId` null). */
export async function returnCreditNotePdf(db: Db, returnId: string, userId: string | null): Promise<{ filename: string; pdf: Buffer }> {
  const missing = notFound('NOT_FOUND', "This return has no credit note: it is issued with the return's store credit.");
  const rows = await selectRows<{ id: string; user_id: string }>(
    db,
    sql`SELECT v.id, r.user_id FROM invoices v JOIN returns r ON r.id = v.return_id WHERE v.return_id = ${returnId} AND v.kind = 'credit-note'`,
  );
  if (!rows[0] || (userId !== null && rows[0].user_id !== userId)) throw missing;
  const doc = (await getDocument(db, rows[0].id))!;
  return { filename: documentFilename(doc.number), pdf: await renderInvoicePdf(doc) };
}

/** The mail job's renderer: a queued mail refers to an invoice; its PDF is made when the mail is sent. */
export async function renderMailAttachment(db: Db, ref: MailAttachmentRef): Promise<MailAttachment> {
  const doc = await getDocument(db, ref.id);
  if (!doc) throw new Error(`Invoice ${ref.id} not found`);
  return { filename: ref.filename, contentType: 'application/pdf', content: await renderInvoicePdf(doc) };
}

/** The attachment reference for a confirmation mail. */
export function invoiceAttachment(invoice: { id: string; number: string }): MailAttachmentRef {
  return { kind: 'invoice', id: invoice.id, filename: documentFilename(invoice.number) };
}
