/** India Standard Time (UTC+05:30, no daylight saving): the shop's days and weeks. */
export const IST_OFFSET_MS = 330 * 60_000;

/** Midnight in India at the start of `now`'s day, and of its week (Monday), as instants. */
export function indiaDayAndWeekStart(now: Date): { day: Date; week: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const dayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const weekday = (local.getUTCDay() + 6) % 7; // Monday = 0
  return { day: new Date(dayLocal - IST_OFFSET_MS), week: new Date(dayLocal - weekday * 86_400_000 - IST_OFFSET_MS) };
}
