import { POLICY } from '../policy';

export type ReturnRefusal = 'NOT_DELIVERED' | 'WINDOW_CLOSED' | 'SALE_ITEM' | 'ALREADY_REQUESTED';

export interface ReturnCandidate {
  itemStatus: string;
  deliveredAt: Date | null;
  wasOnSale: boolean;
  hasOpenOrApprovedReturn: boolean;
}

/** Whether an item may be returned now: delivered, within 24 h of delivery, not a sale item, not already returned. */
export function returnEligibility(item: ReturnCandidate, now: Date): { ok: true } | { ok: false; reason: ReturnRefusal } {
  if (item.hasOpenOrApprovedReturn) return { ok: false, reason: 'ALREADY_REQUESTED' };
  if (item.itemStatus !== 'Delivered' || !item.deliveredAt) return { ok: false, reason: 'NOT_DELIVERED' };
  if (item.wasOnSale && !POLICY.returns.saleItemsReturnable) return { ok: false, reason: 'SALE_ITEM' };
  if (now.getTime() - item.deliveredAt.getTime() > POLICY.returns.noticeHours * 3_600_000) return { ok: false, reason: 'WINDOW_CLOSED' };
  return { ok: true };
}

export const RETURN_REFUSAL_MESSAGES: Record<ReturnRefusal, string> = {
  NOT_DELIVERED: 'A return can be requested once the item has been delivered.',
  WINDOW_CLOSED: `Returns must be requested within ${POLICY.returns.noticeHours} hours of delivery.`,
  SALE_ITEM: 'Sale items cannot be returned.',
  ALREADY_REQUESTED: 'A return has already been requested for this item.',
};

/** Store credit expires 6 months after it is issued. */
export function creditExpiresAt(issuedAt: Date): Date {
  const d = new Date(issuedAt.getTime());
  d.setUTCMonth(d.getUTCMonth() + POLICY.returns.creditValidityMonths);
  return d;
}
