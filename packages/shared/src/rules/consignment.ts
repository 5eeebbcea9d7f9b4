/**
 * Consignment (issue 18): a seller's piece from submission to payout. The commission tiers, the
 * payout, the price-drop rule, the withdrawal fee, the quote's lapse and when a payout falls due
 * are pure rules here; the submission's steps are data (CONSIGNMENT_TRANSITIONS), like order-status.ts.
 * Amounts are paise; rates are basis points (1 % = 100 bp).
 */
import { formatInr } from '../money';
import { POLICY } from '../policy';

/** A commission tier: listing prices up to `upToPaise` (inclusive; null = no upper bound) pay `rateBp`. */
export interface CommissionTier {
  upToPaise: number | null;
  rateBp: number;
}

/** The shop's consignment settings (stored as the setting `consignment`; these are the defaults). */
export interface ConsignmentSettings {
  /** Ordered by `upToPaise`, the last one open-ended. */
  tiers: CommissionTier[];
  /** How long a piece is consigned before staff may propose a lower price, days. */
  periodDays: number;
  /** What a listed piece asked back before the period ends costs the seller, paise. */
  withdrawalFeePaise: number;
  /** A quote lapses this many days after it is sent. */
  quoteValidDays: number;
}

export const CONSIGNMENT_DEFAULTS: ConsignmentSettings = {
  tiers: [
    { upToPaise: 50_000_00, rateBp: 3000 },
    { upToPaise: 2_00_000_00, rateBp: 2500 },
    { upToPaise: null, rateBp: 2000 },
  ],
  periodDays: 90,
  withdrawalFeePaise: 2_000_00,
  quoteValidDays: 7,
};

/** The commission rate for a listing price: the first tier whose bound is at or above it. */
export function commissionRateBp(listingPricePaise: number, tiers: readonly CommissionTier[] = CONSIGNMENT_DEFAULTS.tiers): number {
  for (const tier of tiers) if (tier.upToPaise === null || listingPricePaise <= tier.upToPaise) return tier.rateBp;
  return tiers[tiers.length - 1]!.rateBp;
}

/** The most tiers a shop keeps (a longer table is a mistake, not a price list). */
export const MAX_COMMISSION_TIERS = 10;

/**
 * Why a commission tier table cannot be used, as a sentence for staff with the tier (0-based) it is
 * about, or null when it is good: at least one tier, rates whole basis points from 0 to 100 %, upper
 * bounds whole paise rising from tier to tier, and only the last tier open-ended.
 */
export function commissionTiersProblem(tiers: readonly CommissionTier[]): { tier: number; message: string } | null {
  if (tiers.length === 0) return { tier: 0, message: 'Add at least one commission tier.' };
  if (tiers.length > MAX_COMMISSION_TIERS) return { tier: MAX_COMMISSION_TIERS, message: `Keep at most ${MAX_COMMISSION_TIERS} commission tiers.` };
  for (const [i, tier] of tiers.entries()) {
    const name = `Tier ${i + 1}`;
    if (!Number.isInteger(tier.rateBp) || tier.rateBp < 0 || tier.rateBp > 10_000) return { tier: i, message: `${name}: the commission is a percentage from 0 to 100, with at most two decimals.` };
    const last = i === tiers.length - 1;
    if (tier.upToPaise === null) {
      if (!last) return { tier: i, message: `${name}: only the last tier is open-ended; give this one an upper price.` };
      continue;
    }
    if (last) return { tier: i, message: `${name}: the last tier covers every higher price, so it has no upper price.` };
    if (!Number.isInteger(tier.upToPaise) || tier.upToPaise <= 0) return { tier: i, message: `${name}: the upper price is an amount above ₹0 in whole paise.` };
    const before = i > 0 ? tiers[i - 1]!.upToPaise : null;
    if (before !== null && tier.upToPaise <= before)
      return { tier: i, message: `${name}: its upper price (${formatInr(tier.upToPaise)}) must be above tier ${i}’s (${formatInr(before)}); tiers go from the lowest price up.` };
  }
  return null;
}

export interface ConsignmentTerms {
  listingPricePaise: number;
  rateBp: number;
  commissionPaise: number;
  payoutPaise: number;
}

/**
 * The seller's payout for a listing price: the price less the shop's commission (rounded half up to
 * the paisa). Coupons and offers the shop grants never enter it: the payout is agreed on the listing
 * price and stays what was agreed whatever the buyer pays.
 */
export function consignmentTerms(listingPricePaise: number, tiers: readonly CommissionTier[] = CONSIGNMENT_DEFAULTS.tiers): ConsignmentTerms {
  if (!Number.isInteger(listingPricePaise) || listingPricePaise <= 0) throw new RangeError('The listing price must be a positive whole number of paise.');
  const rateBp = commissionRateBp(listingPricePaise, tiers);
  const commissionPaise = Math.round((listingPricePaise * rateBp) / 10_000);
  return { listingPricePaise, rateBp, commissionPaise, payoutPaise: listingPricePaise - commissionPaise };
}

export type PriceDropRefusal = 'TOO_EARLY' | 'NOT_LOWER' | 'NOT_LISTED';

/**
 * Staff may propose a lower price once the consignment period has run since listing; the new price
 * must be below the current one. The seller's payout follows the tier of the new price.
 */
export function priceDropProposal(
  piece: { status: string; listedAt: Date | null; listingPricePaise: number },
  newPricePaise: number,
  now: Date,
  settings: Pick<ConsignmentSettings, 'periodDays' | 'tiers'> = CONSIGNMENT_DEFAULTS,
): { ok: true; terms: ConsignmentTerms } | { ok: false; reason: PriceDropRefusal } {
  if (piece.status !== 'listed' || !piece.listedAt) return { ok: false, reason: 'NOT_LISTED' };
  if (now.getTime() < piece.listedAt.getTime() + settings.periodDays * 86_400_000) return { ok: false, reason: 'TOO_EARLY' };
  if (newPricePaise >= piece.listingPricePaise) return { ok: false, reason: 'NOT_LOWER' };
  return { ok: true, terms: consignmentTerms(newPricePaise, settings.tiers) };
}

export const PRICE_DROP_REFUSAL_MESSAGES: Record<PriceDropRefusal, string> = {
  TOO_EARLY: 'A lower price can be proposed only after the consignment period since listing.',
  NOT_LOWER: 'The proposed price must be lower than the current listing price.',
  NOT_LISTED: 'Only a listed piece can have a lower price proposed.',
};

/** The fee for asking a piece back: only a listed piece, only before the consignment period ends. */
export function withdrawalFeePaise(
  piece: { status: string; listedAt: Date | null },
  now: Date,
  settings: Pick<ConsignmentSettings, 'periodDays' | 'withdrawalFeePaise'> = CONSIGNMENT_DEFAULTS,
): number {
  if (piece.status !== 'listed' || !piece.listedAt) return 0;
  return now.getTime() < piece.listedAt.getTime() + settings.periodDays * 86_400_000 ? settings.withdrawalFeePaise : 0;
}

/** When a quote sent at `quotedAt` lapses. */
export function quoteExpiresAt(quotedAt: Date, validDays = CONSIGNMENT_DEFAULTS.quoteValidDays): Date {
  return new Date(quotedAt.getTime() + validDays * 86_400_000);
}

/** A quote can be answered until it lapses (the lapse instant itself is too late). */
export function isQuoteOpen(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** The return window after delivery, hours: the shop's return notice (POLICY.returns.noticeHours). */
export const CONSIGNMENT_RETURN_WINDOW_HOURS = POLICY.returns.noticeHours;

/** A sold piece's payout falls due when the return window after delivery has passed without a return. */
export function payoutDueAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + CONSIGNMENT_RETURN_WINDOW_HOURS * 3_600_000);
}

/** What a sold piece's payout is at `now`: waiting for the window, due, or cancelled by a return inside it. */
export function payoutState(sale: { deliveredAt: Date; returnRequested: boolean }, now: Date): 'pending' | 'due' | 'cancelled' {
  if (sale.returnRequested) return 'cancelled';
  return now.getTime() >= payoutDueAt(sale.deliveredAt).getTime() ? 'due' : 'pending';
}

/** Once due, the payout is paid within this many hours (the shop's promise). */
export function payoutPayBy(dueAt: Date): Date {
  return new Date(dueAt.getTime() + POLICY.sellWithUs.payoutHours * 3_600_000);
}

/** A submission's steps, from the form to the payout. */
export const CONSIGNMENT_STATUSES = [
  'submitted',
  'quoted',
  'accepted',
  'quote_declined',
  'quote_lapsed',
  'declined',
  'pickup_scheduled',
  'received',
  'authenticated',
  'auth_failed',
  'listed',
  'sold',
  'paid',
  'withdrawal_requested',
  'withdrawn',
] as const;
export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

/** Allowed moves, as data. A sold piece goes back to listed when its buyer returns it inside the window. */
export const CONSIGNMENT_TRANSITIONS: Record<ConsignmentStatus, readonly ConsignmentStatus[]> = {
  submitted: ['quoted', 'declined', 'withdrawn'],
  quoted: ['accepted', 'quote_declined', 'quote_lapsed', 'withdrawn'],
  accepted: ['pickup_scheduled', 'withdrawn'],
  quote_declined: [],
  quote_lapsed: [],
  declined: [],
  pickup_scheduled: ['received', 'withdrawn'],
  received: ['authenticated', 'auth_failed'],
  authenticated: ['listed', 'withdrawal_requested'],
  auth_failed: [],
  listed: ['sold', 'withdrawal_requested'],
  sold: ['paid', 'listed'],
  paid: [],
  withdrawal_requested: ['withdrawn'],
  withdrawn: [],
};

export function canConsignmentTransition(from: ConsignmentStatus, to: ConsignmentStatus): boolean {
  return CONSIGNMENT_TRANSITIONS[from].includes(to);
}

/** Names of the steps, for sellers and staff. */
export const CONSIGNMENT_STATUS_LABEL: Record<ConsignmentStatus, string> = {
  submitted: 'Submitted: awaiting our quote',
  quoted: 'Quote sent: awaiting your answer',
  accepted: 'Quote accepted',
  quote_declined: 'Quote declined',
  quote_lapsed: 'Quote lapsed',
  declined: 'Not accepted',
  pickup_scheduled: 'Pickup scheduled',
  received: 'Received',
  authenticated: 'Authenticated',
  auth_failed: 'Failed authentication: returned',
  listed: 'Listed for sale',
  sold: 'Sold',
  paid: 'Paid',
  withdrawal_requested: 'Return to you requested',
  withdrawn: 'Returned to you',
};

/** What is included with a piece. */
export const CONSIGNMENT_INCLUDED = ['box', 'dust-bag', 'card', 'receipt'] as const;
export type ConsignmentIncluded = (typeof CONSIGNMENT_INCLUDED)[number];
export const CONSIGNMENT_INCLUDED_LABEL: Record<ConsignmentIncluded, string> = { box: 'Box', 'dust-bag': 'Dust bag', card: 'Authenticity card', receipt: 'Receipt' };

/** A seller may send at most this many photos per piece. */
export const CONSIGNMENT_MAX_PHOTOS = 8;
