import { describe, expect, it } from 'vitest';
import { parseUpiIntent, upiAmount, upiIntent, upiReference } from './upi';

describe('upiAmount: paise as UPI writes rupees', () => {
  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [12_345, '123.45'],
    [5_990_400, '59904.00'],
    [59_904_050, '599040.50'],
    [10_000_000_00, '10000000.00'],
  ])('%i paise → %s', (paise, text) => expect(upiAmount(paise)).toBe(text));
  it.each([0, -100, 1.5, Number.NaN])('refuses %s', (paise) => expect(() => upiAmount(paise)).toThrow(RangeError));
});

describe('upiReference', () => {
  it('is the payment id without dashes, 32 characters', () => {
    expect(upiReference('0F8E2C1A-1B2C-4D5E-8F90-A1B2C3D4E5F6')).toBe('0f8e2c1a1b2c4d5e8f90a1b2c3d4e5f6');
  });
});

describe('upiIntent', () => {
  const base = { vpa: 'tangerineluxury@icici', payeeName: 'Tangerine Luxury', amountPaise: 59_904_000, reference: 'abc123', note: 'Order #A1B2C3' };
  const cases: [name: string, input: typeof base, expected: string][] = [
    ['a whole-rupee order', base, 'upi://pay?pa=tangerineluxury@icici&pn=Tangerine%20Luxury&am=599040.00&tr=abc123&tn=Order%20%23A1B2C3&cu=INR'],
    ['paise and a VPA in capitals', { ...base, vpa: ' Shop.Pay@HDFC ', amountPaise: 123_405 }, 'upi://pay?pa=shop.pay@hdfc&pn=Tangerine%20Luxury&am=1234.05&tr=abc123&tn=Order%20%23A1B2C3&cu=INR'],
    ['a name with & and spaces', { ...base, payeeName: '  Tangerine  & Co ' }, 'upi://pay?pa=tangerineluxury@icici&pn=Tangerine%20%26%20Co&am=599040.00&tr=abc123&tn=Order%20%23A1B2C3&cu=INR'],
    ['no note', { ...base, note: ' ' }, 'upi://pay?pa=tangerineluxury@icici&pn=Tangerine%20Luxury&am=599040.00&tr=abc123&cu=INR'],
  ];
  it.each(cases)('%s', (_, input, expected) => expect(upiIntent(input)).toBe(expected));

  it('round-trips: the amount read back is the order amount', () => {
    const p = parseUpiIntent(upiIntent({ ...base, amountPaise: 4_500_050 }))!;
    expect(p).toEqual({ pa: 'tangerineluxury@icici', pn: 'Tangerine Luxury', am: '45000.50', tr: 'abc123', tn: 'Order #A1B2C3', cu: 'INR' });
  });

  it.each([
    ['a VPA without @', { ...base, vpa: 'tangerine' }],
    ['a VPA with a digit PSP', { ...base, vpa: 'shop@123' }],
    ['an empty payee name', { ...base, payeeName: '  ' }],
    ['a reference with a dash', { ...base, reference: 'ab-12' }],
    ['a reference of 36 characters', { ...base, reference: 'a'.repeat(36) }],
    ['a zero amount', { ...base, amountPaise: 0 }],
  ])('refuses %s', (_, input) => expect(() => upiIntent(input)).toThrow(RangeError));

  it('parseUpiIntent refuses another scheme', () => expect(parseUpiIntent('https://example.com/?pa=x')).toBeNull());
});
