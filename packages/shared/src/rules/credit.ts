/** A store-credit ledger entry: grants are positive with an expiry; spends are negative. Paise. */
export interface CreditEntry {
  amountPaise: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/**
 * Credit available now. Spends (and releases of spends) are taken from the grants that expire
 * first among those valid when the spend happened; whatever is left of unexpired grants is the
 * balance. Returns paise, never below 0.
 */
export function creditBalance(entries: readonly CreditEntry[], now: Date): number {
  const grants = entries
    .filter((e) => e.amountPaise > 0)
    .map((e) => ({ left: e.amountPaise, createdAt: e.createdAt, expiresAt: e.expiresAt }))
    .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity) || a.createdAt.getTime() - b.createdAt.getTime());
  const spends = entries.filter((e) => e.amountPaise < 0).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const spend of spends) {
    let owed = -spend.amountPaise;
    for (const grant of grants) {
      if (owed === 0) break;
      const usable = grant.createdAt <= spend.createdAt && (!grant.expiresAt || grant.expiresAt > spend.createdAt);
      if (!usable || grant.left === 0) continue;
      const take = Math.min(grant.left, owed);
      grant.left -= take;
      owed -= take;
    }
  }
  return grants.filter((g) => !g.expiresAt || g.expiresAt > now).reduce((sum, g) => sum + g.left, 0);
}
