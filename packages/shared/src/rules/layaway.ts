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
