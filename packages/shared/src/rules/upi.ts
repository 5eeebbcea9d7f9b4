/**
 * UPI by intent (issue 20): the `upi://pay` link a UPI app opens, as NPCI's linking specification
 * writes it. A phone opens it as a link ("Open UPI app"); a desktop shows it as a QR code the
 * shopper scans with the app. Pure: the server builds it from the payment, the shop's VPA and name
 * (settings), and the tests check it.
 */

/** A virtual payment address: `handle@psp` (letters, digits, dot, dash, underscore; the PSP in letters). */
export const UPI_VPA = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/** Paise → the amount as UPI writes it: rupees with two decimals, no grouping ("1250.50"). */
export function upiAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError('A UPI amount is a positive whole number of paise');
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The transaction reference (`tr`) for a payment id: its 32 hex digits (UPI allows up to 35 characters). */
export function upiReference(paymentId: string): string {
  return paymentId.replace(/-/g, '').toLowerCase();
}

export interface UpiIntentInput {
  /** The shop's VPA (payee address), a setting. */
  vpa: string;
  /** The payee name shown in the app, a setting. */
  payeeName: string;
  amountPaise: number;
  /** The payment's reference (`tr`), so the gateway can match the money to the payment. */
  reference: string;
  /** The note the app shows (`tn`), e.g. "Order #A1B2C3". */
  note: string;
}

/** RFC 3986 percent-encoding (spaces as %20, never "+"; "@" kept, as a query allows), which every UPI app reads. */
function enc(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');
}

/**
 * `upi://pay?pa=…&pn=…&am=…&tr=…&tn=…&cu=INR`. Throws on a malformed VPA, an empty payee name or
 * reference, or an amount that is not a positive number of paise: the server must not show a link
 * that pays the wrong payee or amount.
 */
export function upiIntent(input: UpiIntentInput): string {
  const vpa = input.vpa.trim();
  if (!UPI_VPA.test(vpa)) throw new RangeError("The shop's UPI id (VPA) is not valid");
  const name = input.payeeName.trim().replace(/\s+/g, ' ');
  if (!name) throw new RangeError('The payee name is empty');
  const reference = input.reference.trim();
  if (!/^[A-Za-z0-9]{1,35}$/.test(reference)) throw new RangeError('A UPI reference is 1 to 35 letters and digits');
  const note = input.note.trim().replace(/\s+/g, ' ').slice(0, 50);
  const params = [['pa', vpa.toLowerCase()], ['pn', name.slice(0, 50)], ['am', upiAmount(input.amountPaise)], ['tr', reference], ...(note ? [['tn', note]] : []), ['cu', 'INR']];
  return `upi://pay?${params.map(([k, v]) => `${k}=${enc(v!)}`).join('&')}`;
}

/** Reads an intent back (tests, and the gateway matching a payment): its parameters, decoded. */
export function parseUpiIntent(link: string): Record<string, string> | null {
  const m = /^upi:\/\/pay\?(.*)$/.exec(link);
  if (!m) return null;
  const out: Record<string, string> = {};
  for (const part of m[1]!.split('&')) {
    const [k, v = ''] = part.split('=');
    if (k) out[k] = decodeURIComponent(v);
  }
  return out;
}
