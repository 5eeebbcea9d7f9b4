/** Rules of the home page's content and of the recently viewed list (issue 19). Pure. */

export type SlideState = 'live' | 'scheduled' | 'ended';

/** Where a slide stands at `now`: shown from its start (inclusive) until its end (exclusive); no date means no limit. */
export function slideState(slide: { startsAt: Date | null; endsAt: Date | null }, now: Date): SlideState {
  if (slide.startsAt && now.getTime() < slide.startsAt.getTime()) return 'scheduled';
  if (slide.endsAt && now.getTime() >= slide.endsAt.getTime()) return 'ended';
  return 'live';
}

/** The list after viewing `id`: it moves to the front, repeats go, at most `max` kept (most recent first). */
export function pushRecentlyViewed(ids: readonly string[], id: string, max: number): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, max);
}

/**
 * A signed-in shopper's list after signing in with a visitor's list from this browser: the browser's
 * pieces (viewed last, most recent first) ahead of the account's, each once, at most `max`.
 */
export function mergeRecentlyViewed(browser: readonly string[], account: readonly string[], max: number): string[] {
  return [...new Set([...browser, ...account])].slice(0, max);
}

/**
 * The days of a sales chart: `days` consecutive dates from `first` (YYYY-MM-DD), each with the rows'
 * paise and orders for that date, zero where there were none. Returns paise.
 */
export function dailySeries(first: string, days: number, rows: readonly { day: string; paise: number; orders: number }[]): { date: string; paise: number; orders: number }[] {
  const byDay = new Map<string, { paise: number; orders: number }>();
  for (const r of rows) {
    const cur = byDay.get(r.day) ?? { paise: 0, orders: 0 };
    byDay.set(r.day, { paise: cur.paise + r.paise, orders: cur.orders + r.orders });
  }
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return { date, ...(byDay.get(date) ?? { paise: 0, orders: 0 }) };
  });
}
