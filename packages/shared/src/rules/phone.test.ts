import { describe, expect, it } from 'vitest';
import { formatIndianMobile, indianMobile, isPhoneCodeShaped, maskIndianMobile, phoneCodeState, PHONE_CODE } from './phone';

describe('indianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['(+91) 6000000000', null], // brackets around the code are not a number form we take
    [' 7000 000 000 ', '+917000000000'],
    ['+91 (98765) 43210', '+919876543210'],
    ['5876543210', null], // mobiles start 6–9
    ['987654321', null], // nine digits
    ['98765432101', null], // eleven digits without a trunk 0
    ['+1 9876543210', null], // another country
    ['+44 7911 123456', null],
    ['98765abc10', null],
    ['', null],
    ['+919876543210\n', '+919876543210'],
    ['9'.repeat(40), null],
  ])('%j → %s', (input, expected) => expect(indianMobile(input)).toBe(expected));
});

describe('showing numbers', () => {
  it('formats and masks', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(maskIndianMobile('+919876543210')).toBe('+91 ••••• •3210');
    expect(maskIndianMobile('junk')).toBe('••••••••••');
  });
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('code %j has the shape: %s', (code, ok) => expect(isPhoneCodeShaped(code)).toBe(ok));
});

describe('phoneCodeState', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  const fresh = { expiresAt: new Date(now.getTime() + 60_000), usedAt: null, attempts: 0 };
  it.each([
    ['fresh', fresh, 'valid'],
    ['4 wrong tries', { ...fresh, attempts: PHONE_CODE.maxAttempts - 1 }, 'valid'],
    ['5 wrong tries', { ...fresh, attempts: PHONE_CODE.maxAttempts }, 'locked'],
    ['lapsed this instant', { ...fresh, expiresAt: now }, 'expired'],
    ['lapsed', { ...fresh, expiresAt: new Date(now.getTime() - 1) }, 'expired'],
    ['used', { ...fresh, usedAt: now }, 'used'],
    ['used and lapsed', { ...fresh, usedAt: now, expiresAt: new Date(0) }, 'used'],
  ] as const)('%s → %s', (_, code, state) => expect(phoneCodeState(code, now)).toBe(state));
  it('a code is valid 5 minutes and has 5 tries', () => expect(PHONE_CODE).toEqual({ digits: 6, validMinutes: 5, maxAttempts: 5 }));
});
