import { formatInr } from '@shop/shared';

/** ₹ with Indian grouping and two decimals, from rupees as the API sends them. */
export function rupees(amount: number): string {
  return formatInr(Math.round(amount * 100));
}

/** Long US date (catalogue §2 My Orders): "November 22, 2026"; 'N/A' when missing. */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'N/A' : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A card EMI plan in one line, as the order pages show it: "6 months × ₹10,000.00 · No-cost EMI". */
export function emiSummary(plan: { months: number; monthly: number; annual_rate_percent: number; no_cost: boolean; interest: number }): string {
  return `${plan.months} months × ${rupees(plan.monthly)} · ${plan.no_cost ? 'No-cost EMI' : `${plan.annual_rate_percent}% a year, ${rupees(plan.interest)} interest`}`;
}

/** A time of day as the shop states times (India's), e.g. "4:35 pm". */
export function shopTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}
