import { describe, expect, it } from 'vitest';
import { AddressBookBodySchema } from '../schemas/orders';
import { StaffOrderStatusBodySchema } from '../schemas/admin';
import { layawayInstalmentRefusal, layawaySchedule } from './layaway';
import { trackingUrl } from './tracking';

const due = new Date('2026-12-01T10:00:00Z');
const before = new Date('2026-11-25T10:00:00Z');

describe('layaway instalment', () => {
  it.each([
    // amount, balance, now, refusal (null = allowed)
    [100, 22_500_00, before, null],
    [1, 22_500_00, before, 'The smallest instalment is ₹1.'],
    [99, 22_500_00, before, 'The smallest instalment is ₹1.'],
    [0, 22_500_00, before, 'The smallest instalment is ₹1.'],
    [-500, 22_500_00, before, 'The smallest instalment is ₹1.'],
    [10_000_00, 22_500_00, before, null],
    [22_500_00, 22_500_00, before, null],
    [22_500_01, 22_500_00, before, 'Only ₹22,500.00 is left to pay; please pay at most that.'],
    [50, 50, before, null],
    [49, 50, before, 'The smallest instalment is ₹1.'],
    [100, 50, before, 'Only ₹0.50 is left to pay; please pay at most that.'],
    [100, 0, before, 'This layaway is already paid in full.'],
    [100, 22_500_00, due, 'The due date has passed, so this layaway can no longer be paid.'],
    [100, 22_500_00, new Date('2026-12-02T00:00:00Z'), 'The due date has passed, so this layaway can no longer be paid.'],
    [100.5, 22_500_00, before, 'Please enter an amount in rupees, with at most two decimals.'],
  ])('%s paise against a balance of %s paise → %s', (amount, balance, now, refusal) => {
    expect(layawayInstalmentRefusal(amount, balance, due, now)).toBe(refusal);
  });
});

describe('layaway schedule', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  it.each([
    // total, weeks, [deposit, ...instalments]
    [30_000_00, 3, [7_500_00, 7_500_00, 7_500_00, 7_500_00]],
    [12_000_00, 2, [3_000_00, 4_500_00, 4_500_00]],
    [10_001_00, 2, [2_500_25, 3_750_37, 3_750_38]],
    [1_00_000_01, 5, [25_000_01, 15_000_00, 15_000_00, 15_000_00, 15_000_00, 15_000_00]],
  ])('total %s paise over %s weeks', (total, weeks, amounts) => {
    const steps = layawaySchedule(total, weeks, start);
    expect(steps.map((s) => s.amountPaise)).toEqual(amounts);
    expect(steps.reduce((n, s) => n + s.amountPaise, 0)).toBe(total);
    expect(steps[0]).toMatchObject({ kind: 'deposit', dueAt: start });
    expect(steps.at(-1)!.dueAt.toISOString()).toBe(new Date(start.getTime() + weeks * 7 * 86_400_000).toISOString());
  });
});

describe('tracking link', () => {
  it.each([
    ['Blue Dart', '12345678901', 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=12345678901'],
    ['Delhivery', 'DL-7788', 'https://www.delhivery.com/track/package/DL-7788'],
    ['FedEx', '7712345678', 'https://www.fedex.com/fedextrack/?trknbr=7712345678'],
    ['India Post', 'EE123456789IN', 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx'],
    ['Pigeon', '123456', null],
  ])('%s %s → %s', (carrier, n, url) => expect(trackingUrl(carrier, n)).toBe(url));

  it('a shipped order needs a known carrier and a plausible number together', () => {
    expect(StaffOrderStatusBodySchema.safeParse({ status: 'Shipped', carrier: 'Delhivery', tracking_number: 'DL123456' }).success).toBe(true);
    expect(StaffOrderStatusBodySchema.safeParse({ status: 'Shipped' }).success).toBe(true);
    expect(StaffOrderStatusBodySchema.safeParse({ status: 'Shipped', carrier: 'Pigeon', tracking_number: 'DL123456' }).success).toBe(false);
    expect(StaffOrderStatusBodySchema.safeParse({ status: 'Shipped', carrier: 'Delhivery', tracking_number: 'x' }).success).toBe(false);
    expect(StaffOrderStatusBodySchema.safeParse({ status: 'Shipped', carrier: 'Delhivery' }).success).toBe(false);
    expect(StaffOrderStatusBodySchema.safeParse({ status: 'Processing', carrier: 'Delhivery', tracking_number: 'DL123456' }).success).toBe(false);
  });
});

describe('saved address', () => {
  const address = {
    firstName: 'Nisha',
    lastName: 'Rao',
    email: 'nisha@example.com',
    phone: '9876543210',
    address: '12 Carmichael Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    zipCode: '400026',
  };
  it.each([
    ['400026', true],
    ['040026', false],
    ['40002', false],
    ['4000261', false],
    ['40 026', false],
  ])('PIN code %s → %s', (zipCode, ok) => expect(AddressBookBodySchema.safeParse({ ...address, zipCode }).success).toBe(ok));
  it('may be marked as the default', () => {
    expect(AddressBookBodySchema.parse({ ...address, isDefault: true }).isDefault).toBe(true);
  });
});
