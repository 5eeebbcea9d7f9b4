import { describe, expect, it } from 'vitest';
import { canonicalState, checkPinCodeState, codAvailability, deliveryEstimate, DEFAULT_METRO_PIN_PREFIXES, pinCodeStates } from './pincode';

describe('PIN code and state', () => {
  it.each([
    // pin, state typed, ok, field of the refusal
    ['110001', 'Delhi', true, null],
    ['110001', 'New Delhi', true, null],
    ['110001', 'Karnataka', false, 'zipCode'],
    ['560001', 'Karnataka', true, null],
    ['560001', 'karnataka ', true, null],
    ['560001', 'KA', true, null],
    ['122001', 'Haryana', true, null],
    ['141001', 'Punjab', true, null],
    ['160017', 'Chandigarh', true, null],
    ['171001', 'Himachal Pradesh', true, null],
    ['190001', 'Jammu & Kashmir', true, null],
    ['194101', 'Ladakh', true, null],
    ['226001', 'Uttar Pradesh', true, null],
    ['248001', 'Uttarakhand', true, null],
    ['248001', 'Uttar Pradesh', false, 'zipCode'],
    ['302001', 'Rajasthan', true, null],
    ['380001', 'Gujarat', true, null],
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu', true, null],
    ['400001', 'Maharashtra', true, null],
    ['403001', 'Goa', true, null],
    ['403001', 'Maharashtra', false, 'zipCode'],
    ['452001', 'Madhya Pradesh', true, null],
    ['492001', 'Chhattisgarh', true, null],
    ['492001', 'Chattisgarh', true, null],
    ['500001', 'Telangana', true, null],
    ['520001', 'Andhra Pradesh', true, null],
    ['600001', 'Tamil Nadu', true, null],
    ['605001', 'Pondicherry', true, null],
    ['682001', 'Kerala', true, null],
    ['682555', 'Lakshadweep', true, null],
    ['700016', 'West Bengal', true, null],
    ['737101', 'Sikkim', true, null],
    ['737101', 'West Bengal', false, 'zipCode'],
    ['744101', 'Andaman and Nicobar Islands', true, null],
    ['751001', 'Orissa', true, null],
    ['781001', 'Assam', true, null],
    ['793001', 'Meghalaya', true, null],
    ['795001', 'Manipur', true, null],
    ['796001', 'Mizoram', true, null],
    ['797001', 'Nagaland', true, null],
    ['799001', 'Tripura', true, null],
    ['791111', 'Arunachal Pradesh', true, null],
    ['800001', 'Bihar', true, null],
    ['834001', 'Jharkhand', true, null],
    ['834001', 'Bihar', false, 'zipCode'],
    ['560001', 'Karnatka', false, 'state'],
    ['012345', 'Delhi', false, 'zipCode'],
    ['11000', 'Delhi', false, 'zipCode'],
    ['999001', 'Delhi', false, 'zipCode'],
    ['290001', 'Uttar Pradesh', false, 'zipCode'],
  ])('%s with %s → ok %s', (pin, state, ok, field) => {
    const check = checkPinCodeState(pin, state);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.field).toBe(field);
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
