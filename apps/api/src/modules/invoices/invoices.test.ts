import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, createProduct, createUser, shopperAddress, shopperWithPiece, type TestUser } from '../../../test/factories';
import { deliverOutbox, type MailAttachment } from '../../lib/mail';
import { issueInvoice, renderMailAttachment } from './service';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD }));
  // Free shipping keeps the sums readable; the shop is in Haryana (the default) with this GSTIN.
  const res = await inject('PUT', '/api/admin/settings', admin, { shippingFee: 0, gstin: '06AABCT1234F1ZU', gstLegalName: 'Tangerine Luxury Private Limited' });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const haryana = { ...shopperAddress, firstName: 'Kabir', lastName: 'Malhotra', email: 'kabir@example.com', address: '7 Golf Course Road', city: 'Gurugram', state: 'Haryana', zipCode: '122002' };
const maharashtra = { ...haryana, firstName: 'Nisha', lastName: 'Rao', address: '12 Carmichael Road', city: 'Mumbai', state: 'Maharashtra', zipCode: '400026' };
const card = { method: 'card', cardNumber: '4111111111111111', cardName: 'Kabir Malhotra', expiryDate: '11/31', cvv: '321' };

type Product = { id: string; sizeIds: string[] };
interface InvoiceRow {
  id: string;
  number: string;
  sequence: number;
  kind: string;
  intra_state: boolean;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  lines: { hsn: string; ratePercent: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; grossPaise: number; description: string }[];
}
const invoicesOf = (orderId: string) => t.database.query<InvoiceRow>('SELECT * FROM invoices WHERE order_id = $1 ORDER BY kind DESC, sequence', [orderId]);
const sequences = async (kind: string) =>
  (await t.database.query<{ sequence: number }>('SELECT sequence FROM invoices WHERE kind = $1 AND financial_year = $2 ORDER BY sequence', [kind, '2026-27'])).map((r) => r.sequence);

async function place(user: TestUser, products: Product[], address: object, paymentMethod: 'cod' | 'card' = 'cod') {
  for (const p of products) await addToCart(t, user, p);
  return inject('POST', '/api/order/add', user, { address, paymentMethod });
}
async function buy(user: TestUser, products: Product[], address: object, paymentMethod: 'cod' | 'card' = 'cod'): Promise<{ _id: string; order_items: { _id: string }[] }> {
  const res = await place(user, products, address, paymentMethod);
  expect(res.statusCode, res.body).toBe(201);
  const { order, payment } = res.json().data;
  if (!payment) return order;
  const paid = await inject('POST', '/api/payments/gateway/pay', user, { payment_id: payment._id, details: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().data.order;
}
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GST tax invoices', () => {
  it('an intra-state order (Haryana to Haryana) pays CGST + SGST; its PDF shows the GSTIN, HSN codes, the split and the total in words', async () => {
    const shopper = await createUser(t);
    const bag = await createProduct(t, { price: 1_18_000 }); // women-bags: HSN 4202 at 18%
    const ring = await createProduct(t, { price: 1_03_000, categoryId: 'women', subCategoryId: 'women-jewellery', subSubCategoryId: 'women-jewellery-rings' }); // 7113 at 3%
    const order = await buy(shopper, [bag, ring], haryana, 'card');
    const [invoice] = await invoicesOf(order._id);
    expect(invoice).toMatchObject({ kind: 'invoice', number: 'TL/2026-27/000001', intra_state: true, igst_paise: 0 });
    const byHsn = Object.fromEntries(invoice!.lines.map((l) => [l.hsn, l]));
    expect(byHsn['4202']).toMatchObject({ ratePercent: 18, taxablePaise: 1_00_000_00, cgstPaise: 9_000_00, sgstPaise: 9_000_00, igstPaise: 0, grossPaise: 1_18_000_00 });
    expect(byHsn['7113']).toMatchObject({ ratePercent: 3, taxablePaise: 1_00_000_00, cgstPaise: 1_500_00, sgstPaise: 1_500_00, igstPaise: 0, grossPaise: 1_03_000_00 });
    expect(invoice).toMatchObject({ taxable_paise: 2_00_000_00, cgst_paise: 10_500_00, sgst_paise: 10_500_00, total_paise: 2_21_000_00 });

    const res = await inject('GET', `/api/order/${order._id}/invoice.pdf`, shopper);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('TL-2026-27-000001.pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      'TL/2026-27/000001',
      'GSTIN: 06AABCT1234F1ZU',
      'Tangerine Luxury Private Limited',
      '4202',
      '7113',
      'CGST',
      'SGST',
      '₹9,000.00',
      '₹1,500.00',
      '₹2,21,000.00',
      'Rupees Two Lakh Twenty One Thousand Only',
      'Kabir Malhotra',
      'Gurugram',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
  });

  it('an inter-state order (Haryana to Maharashtra) pays IGST only; cash on delivery is invoiced at once, its fee at the rate of the goods', async () => {
    const shopper = await createUser(t);
    const dress = await createProduct(t, {
      price: 45_000,
      categoryId: 'women',
      subCategoryId: 'women-clothing',
      subSubCategoryId: 'women-clothing-dresses-and-gowns',
      sizes: [{ size: 'M', quantity: 1 }],
    });
    const order = await buy(shopper, [dress], maharashtra, 'cod');
    const [invoice] = await invoicesOf(order._id);
    expect(invoice).toMatchObject({ intra_state: false, cgst_paise: 0, sgst_paise: 0 });
    expect(invoice!.lines.map((l) => [l.hsn, l.ratePercent, l.grossPaise, l.igstPaise])).toEqual([
      ['6204', 18, 45_000_00, 6_864_41], // above ₹2,500 a piece: 18%; 45,000 − 38,135.59
      ['6204', 18, 40_00, 6_10], // the COD fee follows the dress
    ]);
    expect(invoice!.total_paise).toBe(45_040_00);
    const text = await pdfText((await inject('GET', `/api/admin/orders/${order._id}/invoice.pdf`, admin)).rawPayload);
    for (const expected of ['IGST', '6204', 'Cash on delivery fee', '₹6,870.51', 'Rupees Forty Five Thousand Forty Only', 'Maharashtra']) expect(text).toContain(expected);
    expect(text).not.toContain('CGST');
  });

  it('only the shopper (or staff) gets the PDF, and only once the order is confirmed', async () => {
    const shopper = await createUser(t);
    const stranger = await createUser(t);
    const bag = await createProduct(t, { price: 20_000 });
    const res = await place(shopper, [bag], haryana, 'card');
    const { order, payment } = res.json().data;
    // Awaiting payment: no invoice yet.
    expect((await inject('GET', `/api/order/${order._id}/invoice.pdf`, shopper)).statusCode).toBe(404);
    expect(await invoicesOf(order._id)).toEqual([]);
    await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: payment._id, details: card });
    expect((await inject('GET', `/api/order/${order._id}/invoice.pdf`, shopper)).statusCode).toBe(200);
    expect((await inject('GET', `/api/order/${order._id}/invoice.pdf`, stranger)).statusCode).toBe(404);
    expect((await inject('GET', `/api/order/${order._id}/invoice.pdf`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/order/not-an-id/invoice.pdf`, shopper)).statusCode).toBe(404);
    expect((await inject('GET', `/api/admin/orders/${order._id}/invoice.pdf`, shopper)).statusCode).toBe(403);
    expect((await inject('GET', `/api/admin/orders/${order._id}/invoice.pdf`, admin)).statusCode).toBe(200);
  });

  it('the numbers of the year have no gaps: a failed placement and a rolled-back issue take none, concurrent orders take one each', async () => {
    const before = await sequences('invoice');
    expect(before).toEqual(before.map((_, i) => i + 1));

    // A placement refused (the piece is sold) takes no number.
    const a = await createUser(t);
    const { shopper: b, product: bag } = await shopperWithPiece(t, { price: 30_000 });
    await buy(a, [bag], haryana);
    expect((await inject('POST', '/api/order/add', b, { address: haryana, paymentMethod: 'cod' })).statusCode).toBeGreaterThanOrEqual(400);

    // An issue that rolls back with its transaction gives its number back.
    const c = await createUser(t);
    const pending = (await place(c, [await createProduct(t, { price: 10_000 })], haryana, 'card')).json().data;
    const failed = t.database.db.transaction(async (tx) => {
      const issued = await issueInvoice(tx, pending.order._id, t.clock.now());
      expect(issued.number).toMatch(/^TL\/2026-27\/\d{6}$/);
      throw new Error('the order placement failed after the invoice was numbered');
    });
    await expect(failed).rejects.toThrow('failed after the invoice');
    expect(await invoicesOf(pending.order._id)).toEqual([]);
    await inject('POST', '/api/payments/gateway/pay', c, { payment_id: pending.payment._id, details: card });

    // Eight shoppers order at the same time.
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const products = await Promise.all(shoppers.map(() => createProduct(t, { price: 15_000 })));
    for (const [i, s] of shoppers.entries()) await addToCart(t, s, products[i]!);
    const placed = await Promise.all(shoppers.map((s) => inject('POST', '/api/order/add', s, { address: maharashtra, paymentMethod: 'cod' })));
    expect(placed.map((r) => r.statusCode)).toEqual(placed.map(() => 201));

    const after = await sequences('invoice');
    expect(after).toEqual(after.map((_, i) => i + 1));
    expect(after.length).toBe(before.length + 1 + 1 + 8);
    const numbers = await t.database.query<{ number: string }>("SELECT number FROM invoices WHERE kind = 'invoice'");
    expect(new Set(numbers.map((n) => n.number)).size).toBe(after.length);
  });

  it('a credited return gets a credit note from its own series, against the invoice, with the same tax split; the shopper can download it', async () => {
    const shopper = await createUser(t);
    const watch = await createProduct(t, { price: 5_90_000, categoryId: 'women', subCategoryId: 'women-accessories', subSubCategoryId: 'women-accessories-watches' });
    const order = await buy(shopper, [watch], haryana, 'cod');
    const [invoice] = await invoicesOf(order._id);
    for (const status of ['Processing', 'Shipped', 'Delivered']) expect((await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status })).statusCode).toBe(200);
    const asked = await inject('POST', '/api/returns', shopper, { order_item_id: order.order_items[0]!._id, reason: 'It does not suit me.' });
    const returnId = asked.json().data._id;
    expect((await inject('POST', `/api/admin/returns/${returnId}/approve`, admin, { instructions: 'Our courier collects it on Friday.' })).statusCode).toBe(200);
    expect((await inject('POST', `/api/admin/returns/${returnId}/receive`, admin, { restock: true })).statusCode).toBe(200);
    // No credit note before the credit is issued.
    expect((await inject('GET', `/api/returns/${returnId}/credit-note.pdf`, shopper)).statusCode).toBe(404);
    expect((await inject('POST', `/api/admin/returns/${returnId}/credit`, admin)).statusCode).toBe(200);

    const [, note] = await invoicesOf(order._id);
    expect(note).toMatchObject({
      kind: 'credit-note',
      number: 'TL/CN/2026-27/000001',
      intra_state: true,
      taxable_paise: 5_00_000_00,
      cgst_paise: 45_000_00,
      sgst_paise: 45_000_00,
      total_paise: 5_90_000_00,
    });
    expect(note!.lines).toEqual([expect.objectContaining({ hsn: '9102', ratePercent: 18 })]);

    const res = await inject('GET', `/api/returns/${returnId}/credit-note.pdf`, shopper);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of ['CREDIT NOTE', 'TL/CN/2026-27/000001', invoice!.number, '9102', '₹45,000.00', 'Rupees Five Lakh Ninety Thousand Only']) expect(text).toContain(expected);
    expect((await inject('GET', `/api/returns/${returnId}/credit-note.pdf`, await createUser(t))).statusCode).toBe(404);
    expect((await inject('GET', `/api/admin/returns/${returnId}/credit-note.pdf`, admin)).statusCode).toBe(200);
  });

  it('an invoiced order that is cancelled, or comes back to origin, gets a credit note for the whole invoice', async () => {
    const shopper = await createUser(t);
    const cancelled = await buy(shopper, [await createProduct(t, { price: 11_800 })], haryana, 'cod');
    expect((await inject('POST', `/api/order/cancel/${cancelled._id}`, shopper)).statusCode).toBe(200);
    const [invoice, note] = await invoicesOf(cancelled._id);
    expect(note).toMatchObject({ kind: 'credit-note', taxable_paise: invoice!.taxable_paise, cgst_paise: invoice!.cgst_paise, sgst_paise: invoice!.sgst_paise, total_paise: invoice!.total_paise });
    expect(note!.number).toMatch(/^TL\/CN\/2026-27\/\d{6}$/);

    const refused = await buy(shopper, [await createProduct(t, { price: 23_600 })], maharashtra, 'cod');
    for (const status of ['Processing', 'Shipped']) expect((await inject('POST', `/api/admin/orders/${refused._id}/status`, admin, { status })).statusCode).toBe(200);
    expect((await inject('POST', `/api/admin/orders/${refused._id}/status`, admin, { status: 'Returned to Origin' })).statusCode).toBe(200);
    const [inv2, note2] = await invoicesOf(refused._id);
    expect(note2).toMatchObject({ kind: 'credit-note', igst_paise: inv2!.igst_paise, total_paise: inv2!.total_paise });
    expect(await sequences('credit-note')).toEqual((await sequences('credit-note')).map((_, i) => i + 1));
  });

  it('a layaway is invoiced when its balance is paid, not at the deposit; the completion mail carries the invoice', async () => {
    const { shopper } = await shopperWithPiece(t, { price: 30_000 });
    const placed = (await inject('POST', '/api/order/add', shopper, { address: haryana, paymentMethod: 'card', layaway: true })).json().data;
    const deposit = (await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: placed.payment._id, details: card })).json().data.order;
    expect(deposit.status).toBe('On Layaway');
    expect(deposit.invoice_number).toBeNull();
    expect(await invoicesOf(placed.order._id)).toEqual([]);
    const balance = await inject('POST', `/api/order/${placed.order._id}/layaway/pay`, shopper, { paymentMethod: 'card' });
    expect(balance.statusCode, balance.body).toBe(201);
    const done = (await inject('POST', '/api/payments/gateway/pay', shopper, { payment_id: balance.json().data._id, details: card })).json().data.order;
    expect(done.status).toBe('Pending');
    const [invoice] = await invoicesOf(placed.order._id);
    expect(done.invoice_number).toBe(invoice!.number);
    expect(invoice).toMatchObject({ total_paise: 30_000_00, cgst_paise: 2_288_14, sgst_paise: 2_288_13 }); // 30,000 − 25,423.73 = 4,576.27
    const mail = await t.database.query<{ attachments: { id: string }[] }>("SELECT attachments FROM outbox WHERE kind = 'layaway-complete' AND to_address = $1", [haryana.email]);
    expect(mail.map((m) => m.attachments.map((a) => a.id))).toContainEqual([invoice!.id]);
  });

  it('the confirmation mail carries the invoice PDF when it is sent', async () => {
    const shopper = await createUser(t);
    const order = await buy(shopper, [await createProduct(t, { price: 12_500 })], haryana, 'cod');
    const [invoice] = await invoicesOf(order._id);
    const queued = await t.database.query<{ attachments: { kind: string; id: string; filename: string }[] }>("SELECT attachments FROM outbox WHERE kind = 'order-placed' AND body_text LIKE $1", [
      `%${invoice!.number}%`,
    ]);
    expect(queued[0]!.attachments).toEqual([{ kind: 'invoice', id: invoice!.id, filename: `${invoice!.number.replace(/\//g, '-')}.pdf` }]);
    const sent: { to: string; attachments?: MailAttachment[] }[] = [];
    await deliverOutbox(t.database.db, { send: async (m) => void sent.push(m) }, 'shop@example.com', t.clock.now(), () => {}, 500, renderMailAttachment);
    const mail = sent.find((m) => m.attachments?.some((a) => a.filename === queued[0]!.attachments[0]!.filename))!;
    expect(mail.to).toBe(haryana.email);
    const pdf = mail.attachments![0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(await pdfText(pdf.content)).toContain(invoice!.number);
  });

  it('settings refuse a malformed GSTIN or rate table, and change nothing', async () => {
    for (const body of [
      { gstin: '06AABCT1234F1ZA' },
      { gstin: 'not a gstin' },
      { gstRates: [{ categoryId: 'women-bags', hsn: '42', ratePercent: 18 }] },
      { gstRates: [{ categoryId: 'nowhere', hsn: '4202', ratePercent: 18 }] },
      { gstRates: [{ categoryId: 'women-bags', hsn: '4202', ratePercent: 55 }] },
    ]) {
      const res = await inject('PUT', '/api/admin/settings', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const settings = (await inject('GET', '/api/settings/public')).json().data;
    expect(settings).toMatchObject({ gstin: '06AABCT1234F1ZU', gstState: 'Haryana' });
    expect(settings.gstRates).toContainEqual({ categoryId: 'women-jewellery', hsn: '7113', ratePercent: 3 });
  });
});
