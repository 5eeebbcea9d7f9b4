/**
 * The PDF of a tax invoice or credit note, drawn with pdfkit. The text is set in DejaVu Sans (from
 * the dejavu-fonts-ttf package, embedded as a subset): pdfkit's built-in Helvetica has no ₹ sign.
 */
import { createRequire } from 'node:module';
import { formatInr } from '@shop/shared';
import { formatIndianDate } from '../../lib/dates';
import type { Invoice, Party } from './service';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#cccccc';

const istDate = (d: Date) => formatIndianDate(d, 'shortDay');

function partyLines(p: Party): string[] {
  return [
    p.name,
    p.address,
    p.city ? [p.city, p.state, p.zipCode].filter(Boolean).join(', ') : `State: ${p.state}`,
    ...(p.country ? [p.country] : []),
    ...(p.gstin ? [`GSTIN: ${p.gstin}`] : []),
    ...(p.phone ? [`Phone: ${p.phone}`] : []),
    ...(p.email ? [`Email: ${p.email}`] : []),
  ].filter((l) => l.trim() !== '');
}

/** Amounts on the invoice: "₹1,00,000.00". */
const money = formatInr;

// pdfkit (with its font engine) is loaded on the first PDF: several megabytes of code that most
// processes never run.
let pdfkit: Promise<typeof import('pdfkit')> | undefined;

export async function renderInvoicePdf(doc: Invoice): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= import('pdfkit').then((m) => m.default));
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${doc.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${doc.number}`, Author: doc.seller.name } });
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.registerFont('body', FONT);
    pdf.registerFont('bold', FONT_BOLD);

    const left = 40;
    const width = pdf.page.width - 80;
    const title = doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';

    pdf.font('bold').fontSize(16).fillColor(INK).text(title, left, 40, { width, align: 'center' });
    pdf.moveDown(0.2);
    pdf
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(doc.kind === 'invoice' ? 'Original for recipient' : 'Issued under section 34 of the CGST Act, 2017', { width, align: 'center' });

    // Seller and the document's particulars.
    const top = 90;
    pdf.font('bold').fontSize(9).fillColor(INK).text('Seller', left, top);
    pdf
      .font('body')
      .fontSize(9)
      .text(partyLines(doc.seller).join('\n'), left, top + 13, { width: width / 2 - 10 });
    const sellerBottom = pdf.y;
    const right = left + width / 2 + 10;
    const facts: [string, string][] = [
      [doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
      ['Date', istDate(doc.issuedAt)],
      ...(doc.invoiceNumber ? ([['Against invoice', doc.invoiceNumber]] as [string, string][]) : []),
      ['Order', `#${doc.orderId.slice(-6)}`],
      ['Place of supply', doc.delivery.state],
      ['Tax', doc.intraState ? 'CGST + SGST (within the state)' : 'IGST (another state)'],
    ];
    let y = top;
    for (const [k, v] of facts) {
      pdf.font('bold').text(k, right, y, { width: 110 });
      pdf.font('body').text(v, right + 110, y, { width: width / 2 - 120 });
      y += 13;
    }

    // Buyer and delivery address.
    y = Math.max(sellerBottom, pdf.y, y) + 16;
    pdf.font('bold').text('Bill to', left, y);
    pdf.font('bold').text('Ship to', right, y);
    pdf.font('body').text(partyLines(doc.buyer).join('\n'), left, y + 13, { width: width / 2 - 10 });
    const afterBuyer = pdf.y;
    pdf.font('body').text(partyLines({ ...doc.delivery, email: undefined }).join('\n'), right, y + 13, { width: width / 2 - 10 });
    y = Math.max(afterBuyer, pdf.y) + 16;

    // The lines.
    const col = (h: string, w: number, a: 'left' | 'right' = 'right') => ({ h, w, a });
    const cols = doc.intraState
      ? [col('Description', 138, 'left'), col('HSN', 36, 'left'), col('Qty', 24), col('Rate', 32), col('Taxable value', 72), col('CGST', 66), col('SGST', 66), col('Total', width - 434)]
      : [col('Description', 170, 'left'), col('HSN', 40, 'left'), col('Qty', 24), col('Rate', 34), col('Taxable value', 76), col('IGST', 80), col('Total', width - 424)];
    const rule = (at: number) =>
      pdf
        .moveTo(left, at)
        .lineTo(left + width, at)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
    const row = (cells: string[], font: 'body' | 'bold') => {
      let x = left;
      let bottom = y;
      pdf.font(font).fontSize(8).fillColor(INK);
      cells.forEach((cell, i) => {
        const c = cols[i]!;
        pdf.text(cell, x + 2, y, { width: c.w - 4, align: c.a });
        bottom = Math.max(bottom, pdf.y);
        x += c.w;
      });
      y = bottom + 5;
      rule(y - 2);
    };
    rule(y - 4);
    row(
      cols.map((c) => c.h),
      'bold',
    );
    for (const l of doc.lines) {
      const tax = doc.intraState ? [`${money(l.cgstPaise)}\n@ ${l.ratePercent / 2}%`, `${money(l.sgstPaise)}\n@ ${l.ratePercent / 2}%`] : [`${money(l.igstPaise)}\n@ ${l.ratePercent}%`];
      row([l.description, l.hsn, String(l.quantity), `${l.ratePercent}%`, money(l.taxablePaise), ...tax, money(l.grossPaise)], 'body');
      if (y > pdf.page.height - 160) {
        pdf.addPage();
        y = 40;
      }
    }
    const t = doc.totals;
    row(['Total', '', '', '', money(t.taxablePaise), ...(doc.intraState ? [money(t.cgstPaise), money(t.sgstPaise)] : [money(t.igstPaise)]), money(t.grossPaise)], 'bold');

    // The tax summary and the total in words.
    y += 8;
    const summary: [string, string][] = [
      ['Taxable value', money(t.taxablePaise)],
      ...(doc.intraState
        ? ([
            ['CGST', money(t.cgstPaise)],
            ['SGST', money(t.sgstPaise)],
          ] as [string, string][])
        : ([['IGST', money(t.igstPaise)]] as [string, string][])),
      [doc.kind === 'invoice' ? 'Invoice total (GST included)' : 'Credit note total (GST included)', money(t.grossPaise)],
    ];
    for (const [k, v] of summary) {
      pdf.font(k.startsWith('Invoice total') || k.startsWith('Credit note total') ? 'bold' : 'body').fontSize(9);
      pdf.text(k, left + width - 300, y, { width: 190, align: 'right' });
      pdf.text(v, left + width - 105, y, { width: 105, align: 'right' });
      y += 14;
    }
    y += 6;
    pdf.font('bold').fontSize(9).text('Amount in words: ', left, y, { continued: true }).font('body').text(doc.totalInWords, { width });
    y = pdf.y + 18;
    pdf
      .font('body')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        [
          'Prices include GST; the tax shown is taken out of each price. Shipping and the cash-on-delivery fee are taxed as part of the supply of the goods.',
          'Tax payable on reverse charge: No.',
          `For ${doc.seller.name}. This is a computer-generated document and needs no signature.`,
        ].join('\n'),
        left,
        y,
        { width },
      );
    pdf.end();
  });
}
