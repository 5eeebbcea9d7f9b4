/**
 * GST tax invoices (issue 20): the tax taken out of GST-inclusive prices, its split between the
 * Centre and the State, the Indian financial year, the invoice and credit-note numbers, and the
 * total in words in the Indian system. Pure rules; money is integer paise.
 *
 * Rounding (documented in docs/decisions.md): per line, taxable value = gross × 100 / (100 + rate)
 * rounded half up to the paisa, and tax = gross − taxable value, so a line's taxable value plus its
 * tax is exactly what the shopper paid for it. Within the state the tax is split in two halves
 * (CGST + SGST); an odd paisa goes to CGST. Another state pays it all as IGST.
 */
import { IST_OFFSET_MS } from './india-time';

/** One row of the settings table: the HSN code and GST rate of a category (any level of the taxonomy). */
export interface GstRateRow {
  /** A category, sub-category or sub-sub-category id; the most specific row that matches wins. */
  categoryId: string;
  hsn: string;
  /** The GST rate in percent (0–40, at most two decimals). */
  ratePercent: number;
  /**
   * Clothing and footwear pay a lower rate up to a value per piece (GST 2.0, from 22 September 2025:
   * 5% up to ₹2,500 a piece, 18% above). Both or neither.
   */
  lowerRatePercent?: number;
  lowerRateUpToRupees?: number;
}

export interface GstRate {
  hsn: string;
  ratePercent: number;
}

/** Where a product sits in the taxonomy. */
export interface TaxonomyPath {
  categoryId: string;
  subCategoryId: string | null;
  subSubCategoryId: string | null;
}

/** The rate (in hundredths of a percent) as an integer, so the arithmetic stays in integers. */
function basisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || bp < 0 || bp > 10_000) throw new RangeError('A GST rate is between 0 and 100 percent.');
  return bp;
}

/**
 * Takes the GST out of a GST-inclusive amount: the taxable value (rounded half up to the paisa)
 * and the tax (the rest), which add up to the amount exactly.
 */
export function gstFromInclusive(grossPaise: number, ratePercent: number): { taxablePaise: number; taxPaise: number } {
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0) throw new RangeError('The amount must be a whole number of paise, 0 or more.');
  const divisor = 10_000 + basisPoints(ratePercent);
  // round(gross × 10000 / divisor), half up, in integers.
  const taxablePaise = Math.floor((2 * grossPaise * 10_000 + divisor) / (2 * divisor));
  return { taxablePaise, taxPaise: grossPaise - taxablePaise };
}

export interface TaxSplit {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Within the shop's state: CGST + SGST, half each, the odd paisa to CGST. Otherwise IGST. */
export function splitTax(taxPaise: number, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** State names compared without case, spaces, punctuation or "&"/"and" differences. */
export function sameState(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^a-z]/g, '');
  return norm(a) !== '' && norm(a) === norm(b);
}

/**
 * The HSN code and rate of a product: the most specific row of the table (sub-sub-category, then
 * sub-category, then category), or the fallback. `unitValuePaise` (the GST-inclusive value of one
 * piece) picks the lower slab where the row has one: the lower rate applies when the piece's value
 * before tax at that rate is at most the limit.
 */
export function gstRateFor(table: readonly GstRateRow[], path: TaxonomyPath, unitValuePaise: number, fallback: GstRate): GstRate {
  const byId = new Map(table.map((r) => [r.categoryId, r]));
  const row = [path.subSubCategoryId, path.subCategoryId, path.categoryId].map((id) => (id ? byId.get(id) : undefined)).find((r) => r !== undefined);
  if (!row) return fallback;
  if (row.lowerRatePercent !== undefined && row.lowerRateUpToRupees !== undefined) {
    const { taxablePaise } = gstFromInclusive(Math.max(0, unitValuePaise), row.lowerRatePercent);
    if (taxablePaise <= row.lowerRateUpToRupees * 100) return { hsn: row.hsn, ratePercent: row.lowerRatePercent };
  }
  return { hsn: row.hsn, ratePercent: row.ratePercent };
}

export interface InvoiceLineInput {
  /** What the line is: a product (name, size) or a charge (shipping, the COD fee). */
  description: string;
  hsn: string;
  ratePercent: number;
  quantity: number;
  /** What the shopper pays for the line, GST included, after its share of any coupon, paise. */
  grossPaise: number;
}

export interface InvoiceLine extends InvoiceLineInput, TaxSplit {
  taxablePaise: number;
  taxPaise: number;
}

export interface InvoiceTotals extends TaxSplit {
  taxablePaise: number;
  taxPaise: number;
  grossPaise: number;
}

/** The invoice's lines with their tax, and the totals (each the sum of the lines). */
export function taxInvoiceLines(lines: readonly InvoiceLineInput[], intraState: boolean): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const out = lines.map((l) => {
    const { taxablePaise, taxPaise } = gstFromInclusive(l.grossPaise, l.ratePercent);
    return { ...l, taxablePaise, taxPaise, ...splitTax(taxPaise, intraState) };
  });
  const sum = (k: keyof InvoiceTotals) => out.reduce((a, l) => a + l[k], 0);
  return {
    lines: out,
    totals: {
      taxablePaise: sum('taxablePaise'),
      taxPaise: sum('taxPaise'),
      grossPaise: sum('grossPaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
    },
  };
}

/**
 * The rate of the order's principal supply, which its shipping and COD fee follow (a composite
 * supply is taxed as its principal supply): the rate of the line with the largest value, the first
 * of equals.
 */
export function principalRate(lines: readonly Pick<InvoiceLineInput, 'grossPaise' | 'ratePercent' | 'hsn'>[]): GstRate | null {
  let best: (typeof lines)[number] | null = null;
  for (const l of lines) if (!best || l.grossPaise > best.grossPaise) best = l;
  return best ? { hsn: best.hsn, ratePercent: best.ratePercent } : null;
}

/** The Indian financial year (1 April – 31 March, in Asia/Kolkata) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "TL/2026-27/000123"; a credit note is "TL/CN/2026-27/000001". Six digits at least. */
export function invoiceNumber(kind: 'invoice' | 'credit-note', year: string, sequence: number, prefix = 'TL'): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('An invoice sequence starts at 1.');
  return `${prefix}${kind === 'credit-note' ? '/CN' : ''}/${year}/${String(sequence).padStart(6, '0')}`;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

/** A whole number in words in the Indian system (hundred, thousand, lakh, crore); '' for 0. */
function indianWords(n: number): string {
  if (n === 0) return '';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (hundred) parts.push(`${ONES[hundred]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * An amount in words as printed on Indian invoices: "Rupees Six Lakh Thirteen Thousand Six Hundred
 * Only", "Rupees Ten and Fifty Paise Only", "Rupees Zero Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('The amount must be a whole number of paise, 0 or more.');
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const rupeeWords = indianWords(rupees) || 'Zero';
  return p ? `Rupees ${rupeeWords} and ${belowHundred(p)} Paise Only` : `Rupees ${rupeeWords} Only`;
}

/** A GSTIN: 2-digit state code, the PAN (5 letters, 4 digits, 1 letter), the entity number, 'Z', a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** True when the GSTIN has the right shape and its last character is the right check character (mod 36). */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}
