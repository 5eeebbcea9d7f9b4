import { describe, expect, it } from 'vitest';
import { indiaDayAndWeekStart } from './india-time';

describe('indiaDayAndWeekStart', () => {
  // 2026-11-23 is a Monday.
  it.each([
    ['Monday noon in India', '2026-11-23T06:30:00Z', '2026-11-22T18:30:00Z', '2026-11-22T18:30:00Z'],
    ['Monday 00:00 in India exactly', '2026-11-22T18:30:00Z', '2026-11-22T18:30:00Z', '2026-11-22T18:30:00Z'],
    ['Sunday 23:59 in India (Monday by UTC date is not yet)', '2026-11-22T18:29:00Z', '2026-11-21T18:30:00Z', '2026-11-15T18:30:00Z'],
    ['Sunday 20:00 UTC is Monday 01:30 in India', '2026-11-22T20:00:00Z', '2026-11-22T18:30:00Z', '2026-11-22T18:30:00Z'],
    ['Wednesday in India', '2026-11-25T10:00:00Z', '2026-11-24T18:30:00Z', '2026-11-22T18:30:00Z'],
    ['across a month end (Tuesday 1 December)', '2026-12-01T03:00:00Z', '2026-11-30T18:30:00Z', '2026-11-29T18:30:00Z'],
    ['across a year end (Friday 1 January)', '2027-01-01T00:00:00Z', '2026-12-31T18:30:00Z', '2026-12-27T18:30:00Z'],
  ])('%s', (_name, now, day, week) => {
    const got = indiaDayAndWeekStart(new Date(now));
    expect(got.day.toISOString()).toBe(new Date(day).toISOString());
    expect(got.week.toISOString()).toBe(new Date(week).toISOString());
  });
});
