import { formatInr, type CartItem } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { rupees } from '@/lib/format';
import { summariseCart } from './cart-summary';

let n = 0;
function line(price: number, quantity: number): CartItem {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { _id: id, product_id: id, size_id: id, size: 'M', quantity, price, available: 5, held_until: null, product: { product_name: `Piece ${n}`, images: [], brand: null } };
}

describe('the cart badge and the cart total the shopper sees', () => {
  it('counts pieces, not lines, and totals in whole paise', () => {
    const summary = summariseCart([line(1999.99, 3), line(0.1, 1), line(0.2, 1)]);
    expect(summary.count).toBe(5);
    // 3 × ₹1,999.99 + ₹0.10 + ₹0.20 in floating rupees is 6000.2699999…; in paise it is exact.
    expect(summary.totalPaise).toBe(600_027);
    expect(formatInr(summary.totalPaise)).toBe('₹6,000.27');
  });

  it('is zero for an empty cart', () => {
    expect(summariseCart([])).toEqual({ lines: [], count: 0, totalPaise: 0 });
  });

  it('rounds a price given with float noise to the paisa', () => {
    expect(summariseCart([line(19.999999999, 2)]).totalPaise).toBe(4000);
  });
});

describe('rupees: a line total on the cart and the checkout summary', () => {
  it.each([
    [1999.99 * 3, '₹5,999.97'],
    [0.1 + 0.2, '₹0.30'],
    [123456.78, '₹1,23,456.78'],
    [10_000_000, '₹1,00,00,000.00'],
    [0, '₹0.00'],
  ])('%s rupees shows as %s (Indian grouping, two decimals)', (amount, shown) => {
    expect(rupees(amount)).toBe(shown);
  });
});
