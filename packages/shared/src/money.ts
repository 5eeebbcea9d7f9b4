/** Money is integer paise inside the shop; rupees (≤ 2 decimals) exist only at the API boundary and on screen. */

/** Rupees → paise; rounds half away from zero to the nearest paisa. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  return Math.sign(rupees) * Math.round(Math.abs(rupees) * 100);
}

/** Paise → rupees (a number with at most two decimals). */
export function toRupees(paise: number): number {
  return paise / 100;
}

const inrFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const inrWholeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹1,00,000.00" from paise: Indian digit grouping, two decimals. */
export function formatInr(paise: number): string {
  return inrFormat.format(paise / 100);
}

/** "₹1,00,000" from paise, for places that show whole rupees (policy texts, filter bounds). */
export function formatInrWhole(paise: number): string {
  return inrWholeFormat.format(Math.round(paise / 100));
}

/** Largest amount the shop accepts anywhere: ₹1 crore, in paise. Guards against overflow and typos. */
export const MAX_AMOUNT_PAISE = 10_000_000_00;
