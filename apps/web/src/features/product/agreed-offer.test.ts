import type { Offer } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { agreedOffer } from './api';

const now = new Date('2026-06-01T12:00:00Z');
const offer = (o: Partial<Offer>): Offer => ({
  _id: '00000000-0000-4000-8000-000000000001',
  product_id: '00000000-0000-4000-8000-000000000002',
  product_name: 'Tote',
  price: 80_000,
  status: 'accepted',
  counter_price: null,
  agreed_price: 80_000,
  valid_until: '2026-06-02T12:00:00.000Z',
  createdAt: '2026-05-31T12:00:00.000Z',
  ...o,
});

describe('the agreed price on the product page (the rule the server prices the cart with)', () => {
  it.each<[string, Partial<Offer>, boolean]>([
    ['accepted and valid', {}, true],
    ['countered and valid', { status: 'countered', counter_price: 90_000, agreed_price: 90_000 }, true],
    ['accepted with no expiry: the server refuses it, so the page does too', { valid_until: null }, false],
    ['expired since the page loaded', { valid_until: '2026-06-01T11:59:59.000Z' }, false],
    ['used (the server sends no agreed price)', { agreed_price: null }, false],
    ['still open', { status: 'open', agreed_price: null }, false],
  ])('%s → shown: %s', (_, change, shown) => {
    expect(agreedOffer([offer(change)], now) !== undefined).toBe(shown);
  });
  it('is nothing without offers', () => expect(agreedOffer(undefined, now)).toBeUndefined());
});
