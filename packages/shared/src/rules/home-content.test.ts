import { describe, expect, it } from 'vitest';
import { dailySeries, mergeRecentlyViewed, pushRecentlyViewed, slideState } from './home-content';

const at = (iso: string) => new Date(iso);

describe('slideState', () => {
  it.each([
    [null, null, '2026-11-22T10:00:00Z', 'live'],
    ['2026-11-22T10:00:00Z', null, '2026-11-22T10:00:00Z', 'live'],
    ['2026-11-22T10:00:01Z', null, '2026-11-22T10:00:00Z', 'scheduled'],
    [null, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z', 'ended'],
    [null, '2026-11-22T10:00:01Z', '2026-11-22T10:00:00Z', 'live'],
    ['2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', '2026-11-22T10:00:00Z', 'live'],
    ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', '2026-11-22T10:00:00Z', 'ended'],
  ] as const)('starts %s, ends %s, at %s → %s', (starts, ends, now, expected) => {
    expect(slideState({ startsAt: starts ? at(starts) : null, endsAt: ends ? at(ends) : null }, at(now))).toBe(expected);
  });
});

describe('pushRecentlyViewed', () => {
  it.each([
    [[], 'a', 3, ['a']],
    [['a', 'b'], 'c', 3, ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', 3, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'd', 3, ['d', 'a', 'b']],
    [['a'], 'a', 3, ['a']],
  ])('%j + %s (max %i) → %j', (ids, id, max, expected) => {
    expect(pushRecentlyViewed(ids, id, max)).toEqual(expected);
  });
  it('never holds more than max, nor a repeat', () => {
    let ids: string[] = [];
    for (let i = 0; i < 50; i++) ids = pushRecentlyViewed(ids, String(i % 17), 12);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(ids[0]).toBe(String(49 % 17));
  });
});

describe('mergeRecentlyViewed', () => {
  it.each([
    [[], [], 12, []],
    [['a'], [], 12, ['a']],
    [[], ['x', 'y'], 12, ['x', 'y']],
    [['a', 'x'], ['x', 'y'], 12, ['a', 'x', 'y']],
    [['a', 'b'], ['c', 'd'], 3, ['a', 'b', 'c']],
  ])('browser %j, account %j, max %i → %j', (browser, account, max, expected) => {
    expect(mergeRecentlyViewed(browser, account, max)).toEqual(expected);
  });
});

describe('dailySeries', () => {
  it('fills every day, zero where nothing sold, summing rows of one day', () => {
    const series = dailySeries('2026-10-30', 4, [
      { day: '2026-10-31', paise: 100_00, orders: 1 },
      { day: '2026-11-02', paise: 50_00, orders: 1 },
      { day: '2026-11-02', paise: 25_00, orders: 2 },
      { day: '2026-11-09', paise: 1, orders: 1 },
    ]);
    expect(series).toEqual([
      { date: '2026-10-30', paise: 0, orders: 0 },
      { date: '2026-10-31', paise: 100_00, orders: 1 },
      { date: '2026-11-01', paise: 0, orders: 0 },
      { date: '2026-11-02', paise: 75_00, orders: 3 },
    ]);
  });
  it('keeps the total of the rows inside the window', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ day: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10), paise: i * 7, orders: i % 3 }));
    const series = dailySeries('2026-11-01', 30, rows);
    expect(series.reduce((a, d) => a + d.paise, 0)).toBe(rows.reduce((a, r) => a + r.paise, 0));
    expect(series).toHaveLength(30);
  });
});
