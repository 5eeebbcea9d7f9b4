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

// Written out here rather than by Intl.NumberFormat: the first number formatter a page makes costs
// a phone 60-80 ms (ICU's number data), one long task on every product page. The grouping is
// Indian (the last three digits, then pairs); money.test.ts checks both against Intl.

/** A whole number's digits grouped the Indian way: 1,00,00,000. */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** "₹1,00,000.00" from paise: Indian digit grouping, two decimals. */
export function formatInr(paise: number): string {
  const abs = Math.abs(Math.round(paise));
  return `${paise < 0 && abs > 0 ? '-' : ''}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** "₹1,00,000" from paise, for places that show whole rupees (policy texts, filter bounds). */
export function formatInrWhole(paise: number): string {
  const rupees = Math.round(paise / 100);
  return `${rupees < 0 ? '-' : ''}₹${groupIndian(Math.abs(rupees))}`;
}

/** Largest amount the shop accepts anywhere: ₹1 crore, in paise. Guards against overflow and typos. */
export const MAX_AMOUNT_PAISE = 10_000_000_00;
