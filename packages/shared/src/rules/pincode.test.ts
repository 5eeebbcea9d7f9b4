import { describe, expect, it } from 'vitest';
import { canonicalState, checkPinCodeState, codAvailability, deliveryEstimate, DEFAULT_METRO_PIN_PREFIXES, pinCodeStates } from './pincode';

describe('PIN code and state', () => {
  it.each([
    // pin, state typed (a spelling or abbreviation of the PIN code's state)
    ['110001', 'Delhi'],
    ['110001', 'New Delhi'],
    ['560001', 'Karnataka'],
    ['560001', 'karnataka '],
    ['560001', 'KA'],
    ['122001', 'Haryana'],
    ['141001', 'Punjab'],
    ['160017', 'Chandigarh'],
    ['171001', 'Himachal Pradesh'],
    ['190001', 'Jammu & Kashmir'],
    ['194101', 'Ladakh'],
    ['226001', 'Uttar Pradesh'],
    ['248001', 'Uttarakhand'],
    ['302001', 'Rajasthan'],
    ['380001', 'Gujarat'],
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['400001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['452001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['492001', 'Chattisgarh'],
    ['500001', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['600001', 'Tamil Nadu'],
    ['605001', 'Pondicherry'],
    ['682001', 'Kerala'],
    ['682555', 'Lakshadweep'],
    ['700016', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['751001', 'Orissa'],
    ['781001', 'Assam'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['791111', 'Arunachal Pradesh'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
  ])('%s with %s is accepted', (pin, state) => {
    expect(checkPinCodeState(pin, state).ok).toBe(true);
  });

  it.each([
    // pin, state typed: a PIN code of another state, malformed or not one we deliver to
    ['110001', 'Karnataka'],
    ['248001', 'Uttar Pradesh'],
    ['403001', 'Maharashtra'],
    ['737101', 'West Bengal'],
    ['834001', 'Bihar'],
    ['012345', 'Delhi'],
    ['11000', 'Delhi'],
    ['999001', 'Delhi'],
    ['290001', 'Uttar Pradesh'],
  ])('%s with %s is refused on the PIN code', (pin, state) => {
    expect(checkPinCodeState(pin, state)).toMatchObject({ ok: false, field: 'zipCode' });
  });

  it('refuses a state it does not know on the state', () => {
    expect(checkPinCodeState('560001', 'Karnatka')).toMatchObject({ ok: false, field: 'state' });
  });

  it('names the PIN code and both states when they disagree', () => {
    expect(checkPinCodeState('110001', 'Karnataka')).toEqual({
      ok: false,
      field: 'zipCode',
      message: 'PIN code 110001 is in Delhi, not Karnataka. Please check the PIN code and state.',
    });
  });

  it('gives the likeliest state first (the form fills it in)', () => {
    expect(pinCodeStates('560001')[0]).toBe('Karnataka');
    expect(pinCodeStates('160017')[0]).toBe('Chandigarh');
    expect(pinCodeStates('605001')[0]).toBe('Puducherry');
    expect(pinCodeStates('abcdef')).toEqual([]);
    expect(canonicalState('Daman & Diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });
});

describe('delivery estimate (working days, Sundays skipped, days in India)', () => {
  const days = { metroPrefixes: DEFAULT_METRO_PIN_PREFIXES, metroDays: { min: 2, max: 3 }, otherDays: { min: 4, max: 7 } };
  it.each([
    // pin, now (UTC), metro, earliest, latest
    ['560001', '2026-11-23T06:00:00Z', true, '2026-11-25', '2026-11-26'], // Monday
    ['560001', '2026-11-27T06:00:00Z', true, '2026-11-30', '2026-12-01'], // Friday: Sunday 29th skipped
    ['560001', '2026-11-28T06:00:00Z', true, '2026-12-01', '2026-12-02'], // Saturday
    ['560001', '2026-11-29T06:00:00Z', true, '2026-12-01', '2026-12-02'], // Sunday counts from Monday
    ['560001', '2026-11-27T19:00:00Z', true, '2026-12-01', '2026-12-02'], // 00:30 Saturday in India
    ['110001', '2026-11-23T06:00:00Z', true, '2026-11-25', '2026-11-26'],
    ['380001', '2026-11-23T06:00:00Z', true, '2026-11-25', '2026-11-26'],
    ['570001', '2026-11-23T06:00:00Z', false, '2026-11-27', '2026-12-01'], // Mysuru: 4–7 working days
    ['744101', '2026-12-31T06:00:00Z', false, '2027-01-05', '2027-01-08'], // across the year
  ])('%s ordered %s → metro %s, %s to %s', (pin, now, metro, earliest, latest) => {
    expect(deliveryEstimate({ ...days, pin, now: new Date(now) })).toEqual({ metro, earliest, latest });
  });

  it('follows the settings (metro list and days)', () => {
    const e = deliveryEstimate({ pin: '570001', now: new Date('2026-11-23T06:00:00Z'), metroPrefixes: ['57'], metroDays: { min: 1, max: 1 }, otherDays: { min: 9, max: 9 } });
    expect(e).toEqual({ metro: true, earliest: '2026-11-24', latest: '2026-11-24' });
  });
});

describe('cash on delivery', () => {
  const base = { limitPaise: 50_000_00, pin: '560001', country: 'India', blockedPrefixes: [] as string[] };
  it.each([
    // total, pin, blocked prefixes, available, reason
    [50_000_00, '560001', [], true, null],
    [50_000_01, '560001', [], false, 'Cash on delivery is available for orders up to ₹50,000. Please pay online.'],
    [5_99_040_00, '560001', [], false, 'Cash on delivery is available for orders up to ₹50,000. Please pay online.'],
    [10_000_00, '744101', ['744', '682'], false, 'Cash on delivery is not available for PIN code 744101. Please pay online.'],
    [10_000_00, '560001', ['744', '682'], true, null],
    [10_000_00, null, ['744'], true, null],
  ])('₹%s to %s blocked %j → %s', (totalPaise, pin, blockedPrefixes, available, reason) => {
    const r = codAvailability({ ...base, totalPaise, pin, blockedPrefixes });
    expect(r.available).toBe(available);
    if (!r.available) expect(r.reason).toBe(reason);
  });
});
