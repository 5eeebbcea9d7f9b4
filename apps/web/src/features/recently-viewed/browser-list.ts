/**
 * A visitor's recently viewed pieces, kept in this browser (localStorage), most recent first. A
 * signed-in shopper's list lives on the server; on signing in this list is merged into it.
 */
import { RECENTLY_VIEWED_MAX, pushRecentlyViewed } from '@shop/shared';

const KEY = 'tl-recently-viewed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readBrowserList(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && UUID.test(x)).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

export function addToBrowserList(id: string): string[] {
  const next = pushRecentlyViewed(readBrowserList(), id, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the list is simply not kept.
  }
  return next;
}

export function clearBrowserList(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
