import { describe, expect, it } from 'vitest';
import { agreedPricePaise, isOfferAgreed, type OfferTerms } from './offers';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-06-02T12:00:00Z');
const earlier = new Date('2026-05-31T12:00:00Z');
const base: OfferTerms = { status: 'accepted', pricePaise: 80_000_00, counterPricePaise: null, validUntil: later, used: false };

describe('an agreed offer (Quote Your Price)', () => {
  it.each<[string, OfferTerms, number | null]>([
    ['accepted, valid: the shopper’s price', base, 80_000_00],
    ['countered, valid: the shop’s price', { ...base, status: 'countered', counterPricePaise: 90_000_00 }, 90_000_00],
    ['accepted with no expiry (the web once took this): nothing', { ...base, validUntil: null }, null],
    ['expired', { ...base, validUntil: earlier }, null],
    ['expiring this very instant', { ...base, validUntil: now }, null],
    ['used by an order that stands', { ...base, used: true }, null],
    ['open', { ...base, status: 'open' }, null],
    ['declined', { ...base, status: 'declined' }, null],
    ['marked expired', { ...base, status: 'expired' }, null],
  ])('%s → %s', (_, offer, price) => {
    expect(agreedPricePaise(offer, now)).toBe(price);
    expect(isOfferAgreed(offer, now)).toBe(price !== null);
  });
});
