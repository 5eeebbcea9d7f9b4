import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr, formatInrWhole, MAX_AMOUNT_PAISE } from './money';

const intlInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const intlWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

describe('rupee amounts on screen', () => {
  it.each([
    [0, '₹0.00', '₹0'],
    [5, '₹0.05', '₹0'],
    [99_900, '₹999.00', '₹999'],
    [1_00_000_00, '₹1,00,000.00', '₹1,00,000'],
    [12_34_567_50, '₹12,34,567.50', '₹12,34,568'],
    [-1_500_00, '-₹1,500.00', '-₹1,500'],
    [MAX_AMOUNT_PAISE, '₹1,00,00,000.00', '₹1,00,00,000'],
  ])('%i paise reads %s (whole: %s)', (paise, full, whole) => {
    expect(formatInr(paise)).toBe(full);
    expect(formatInrWhole(paise)).toBe(whole);
  });

  it('reads as Intl.NumberFormat’s en-IN rupees for any amount in paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100 * MAX_AMOUNT_PAISE, max: 100 * MAX_AMOUNT_PAISE }), (paise) => {
        expect(formatInr(paise)).toBe(intlInr.format(paise / 100));
        const rupees = Math.round(paise / 100);
        // Intl writes a negative zero as "-₹0"; the shop writes "₹0".
        if (rupees !== 0) expect(formatInrWhole(paise)).toBe(intlWhole.format(rupees));
      }),
      { numRuns: 5_000 },
    );
  });
});
