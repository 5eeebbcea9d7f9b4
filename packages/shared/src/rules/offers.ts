/** Quote Your Price: when an answered offer is the shopper's price (storefront §3, §5). */

export const OFFER_STATUSES = ['open', 'accepted', 'countered', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export interface OfferTerms {
  status: OfferStatus;
  /** The shopper's price, paise. */
  pricePaise: number;
  /** The shop's counter price, paise (a countered offer). */
  counterPricePaise: number | null;
  /** Set when the offer is answered; an offer without one holds nothing. */
  validUntil: Date | null;
  /** An order that stands bought a unit at this price (an offer is used once). */
  used: boolean;
}

/**
 * Whether the offer is agreed at `now`: accepted or countered, not yet used, and strictly before its
 * `validUntil`. An offer with no `validUntil` is never agreed (the server never answers one so).
 */
export function isOfferAgreed(offer: Pick<OfferTerms, 'status' | 'validUntil' | 'used'>, now: Date): boolean {
  return (offer.status === 'accepted' || offer.status === 'countered') && !offer.used && offer.validUntil !== null && offer.validUntil.getTime() > now.getTime();
}

/** The unit price in paise the shopper may buy at now: the offer (accepted) or the counter (countered); null when not agreed. */
export function agreedPricePaise(offer: OfferTerms, now: Date): number | null {
  if (!isOfferAgreed(offer, now)) return null;
  return offer.status === 'countered' ? offer.counterPricePaise : offer.pricePaise;
}
