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

/** A return's steps: requested → approved (label or pickup) → received and inspected → credit issued; or rejected. */
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'credited', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Allowed moves, as data. Rejection is possible until credit is issued (a parcel that never comes, a piece that fails inspection). */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'rejected'],
  received: ['credited', 'rejected'],
  credited: [],
  rejected: [],
};

export function canReturnTransition(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** A return in any state but rejected blocks another request for the same item. */
export function isReturnActive(status: ReturnStatus): boolean {
  return status !== 'rejected';
}

/** Names of the steps, for staff and shoppers. */
export const RETURN_STATUS_LABEL: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved: send the piece back',
  received: 'Returned piece received and inspected',
  credited: 'Store credit issued',
  rejected: 'Return declined',
};
