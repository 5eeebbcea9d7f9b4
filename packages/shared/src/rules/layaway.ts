import { formatInr } from '../money';
import { POLICY } from '../policy';

/** Layaway period in weeks for a price (catalogue §9), or null when the price is ₹10,000 or less. */
export function layawayWeeks(pricePaise: number): number | null {
  for (const tier of POLICY.layaway.tiers) {
    if (pricePaise > tier.fromExclusivePaise && (tier.toInclusivePaise === null || pricePaise <= tier.toInclusivePaise)) {
      return tier.weeks;
    }
  }
  return null;
}

/** The non-refundable deposit: 25% of the total, rounded up to the paisa. */
export function layawayDepositPaise(totalPaise: number): number {
  return Math.ceil((totalPaise * POLICY.layaway.depositPercent) / 100);
}

/** When the balance is due: `weeks` after the deposit. */
export function layawayDueAt(placedAt: Date, weeks: number): Date {
  return new Date(placedAt.getTime() + weeks * 7 * 86_400_000);
}

/** The smallest instalment: ₹1, or the whole balance when less than that is left. */
export const LAYAWAY_MIN_INSTALMENT_PAISE = 100;

/**
 * Why an instalment of `amountPaise` cannot be paid on a layaway with `balancePaise` left and due at
 * `dueAt`, or null when it can: any whole number of paise from ₹1 (or the whole balance when less is
 * left) up to the balance, before the due date.
 */
export function layawayInstalmentRefusal(amountPaise: number, balancePaise: number, dueAt: Date, now: Date): string | null {
  if (balancePaise <= 0) return 'This layaway is already paid in full.';
  if (now.getTime() >= dueAt.getTime()) return 'The due date has passed, so this layaway can no longer be paid.';
  if (!Number.isSafeInteger(amountPaise)) return 'Please enter an amount in rupees, with at most two decimals.';
  if (amountPaise < Math.min(LAYAWAY_MIN_INSTALMENT_PAISE, balancePaise)) return 'The smallest instalment is ₹1.';
  if (amountPaise > balancePaise) return `Only ${formatInr(balancePaise)} is left to pay; please pay at most that.`;
  return null;
}

export interface LayawayScheduleStep {
  dueAt: Date;
  amountPaise: number;
  kind: 'deposit' | 'instalment';
}

/**
 * The suggested plan shown before paying: the deposit today, then the balance in equal weekly
 * instalments ending on the due date (the rounding paise on the last). The shopper may pay any part
 * of the balance at any time before the due date; only the due date binds.
 */
export function layawaySchedule(totalPaise: number, weeks: number, start: Date): LayawayScheduleStep[] {
  const deposit = layawayDepositPaise(totalPaise);
  const balance = totalPaise - deposit;
  const steps: LayawayScheduleStep[] = [{ dueAt: start, amountPaise: deposit, kind: 'deposit' }];
  const each = Math.floor(balance / weeks);
  for (let week = 1; week <= weeks; week += 1) {
    steps.push({ dueAt: layawayDueAt(start, week), amountPaise: week === weeks ? balance - each * (weeks - 1) : each, kind: 'instalment' });
  }
  return steps.filter((s) => s.amountPaise > 0 || s.kind === 'deposit');
}
