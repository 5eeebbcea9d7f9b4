/**
 * A listing page's slots from the matches of its query (a bitset) and a sort order
 * (listing-order.ts): by walking the order, or by picking the first matches straight from the
 * bitset, whichever costs less; the listing store calls it with its own order and matches.
 */
import type { SortedSlots } from './listing-order';
import { firstSlots } from './listing-bitsets';

export interface PageRequest {
  /** The query's matches, `total` of the `count` products held. */
  acc: Uint32Array;
  total: number;
  count: number;
  order: SortedSlots;
  /**
   * When `order` holds only the slots whose first key is above 0 (by discount, by reduction): the
   * order the other slots follow in (the newest, which ties them as theirs do), walked after it,
   * and which slots `order` holds, skipped there. Forward walks only.
   */
  tail?: { order: SortedSlots; inHead: (slot: number) => boolean };
  /** Walk the order from its end: the page is in the opposite order (SortedSlots.walkBack). */
  reverse?: boolean;
  offset: number;
  limit: number;
  /** Probes where a walk starts and ends, in the walk's direction (a price order under a price filter: see ListingStore.probes), else the whole order. */
  bounds?: readonly [number | undefined, number | undefined];
  /**
   * The order's first key (a column of the store) and its direction (1 ascending, -1 descending),
   * which decides most comparisons; for a price order, its bucket a slot and its zones (PriceZones).
   */
  primary: { key: ArrayLike<number>; sign: 1 | -1; coarse?: Uint8Array; zones?: { lo: Float64Array; hi: Float64Array } };
}

/** The page's slots, in order. */
export function pageSlots({ acc, total, count, order, tail, reverse = false, offset, limit, bounds, primary }: PageRequest): number[] {
  if (offset >= total) return [];
  const wanted = Math.min(total, offset + limit);
  const compare = reverse ? (a: number, b: number) => order.compare(b, a) : order.compare;
  const pick = () => firstSlots(acc, wanted, compare, primary.key, primary.sign, primary.coarse, primary.zones).slice(offset);
  // Walking the order meets a match every N/total places; picking the first `wanted` of the
  // matches straight from the bitset costs a pass over it and about one comparison a match, or,
  // with price zones, comparisons in the few zones that can hold the page only.
  const walk = (wanted * count) / total;
  const collect = acc.length / 4 + (primary.zones ? Math.min(total, wanted * 32) : total) * 3;
  if (collect < walk) return pick();
  // Many matches: walk the order until the page is full; it fills quickly unless the matches sit
  // far down the order (children's pieces sorted by highest price). A walk that has taken four
  // times the steps it should have (and an eighth of what picking costs) is given up for picking:
  // the matches are not spread evenly, and no query costs much more than the cheaper way.
  const budget = Math.min(collect, Math.max(4 * walk, collect / 8));
  const slots: number[] = [];
  let seen = 0;
  let steps = 0;
  let gaveUp = false;
  /** Takes slot `s` of the walk: true when the page is full or the walk is given up. */
  const take = (s: number): boolean => {
    if ((acc[s >>> 5]! & (1 << (s & 31))) === 0) {
      if (++steps <= budget) return false;
      gaveUp = true;
      return true;
    }
    if (seen++ >= offset) {
      slots.push(s);
      if (slots.length >= limit) return true;
    }
    return false;
  };
  if (reverse) {
    order.walkBack(
      (block, start, end) => {
        for (let i = end - 1; i >= start; i--) if (take(block[i]!)) return true;
        return false;
      },
      bounds?.[0],
      bounds?.[1],
    );
  } else {
    let done = false;
    order.walk(
      (block, start, end) => {
        for (let i = start; i < end; i++) if (take(block[i]!)) return (done = true);
        return false;
      },
      bounds?.[0],
      bounds?.[1],
    );
    if (tail && !done) {
      tail.order.walk((block, start, end) => {
        for (let i = start; i < end; i++) if (!tail.inHead(block[i]!) && take(block[i]!)) return true;
        return false;
      });
    }
  }
  return gaveUp ? pick() : slots;
}
