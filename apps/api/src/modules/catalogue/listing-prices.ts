import { copyInto } from './listing-bitsets';
import type { IdTable } from './listing-id-table';

/**
 * Price ranges for the listing index, when the other filters leave fewer products than the range
 * holds: their prices checked one by one. (A larger range is marked from its run of the price
 * order, see ListingStore.intersect.)
 */

/**
 * Clears from `acc` the slots priced outside [min, max], and returns how many are left. A slot's
 * bucket (a byte, in `buckets`) settles most: only those in the two buckets the range's ends fall
 * in have their price read.
 */
export function keepPriced(acc: Uint32Array, price: Int32Array, buckets: Uint8Array, min: number, max: number): number {
  const first = bucketOf(Math.max(0, min));
  const last = bucketOf(Math.max(0, max));
  let kept = 0;
  for (let w = 0; w < acc.length; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const slot = (w << 5) + 31 - Math.clz32(low);
      const bucket = buckets[slot]!;
      if (bucket < first || bucket > last) acc[w]! ^= low;
      else if (bucket === first || bucket === last) {
        const p = price[slot]!;
        if (p < min || p > max) acc[w]! ^= low;
        else kept++;
      } else kept++;
      bits ^= low;
    }
  }
  return kept;
}

/**
 * Price buckets for counting facets under a price range (not shown to shoppers): bucket i holds
 * prices from BUCKET_EDGES[i] up to the next edge, the edges 10 % apart from ₹1,000 (the first
 * bucket holds everything below, the last everything above about ₹8 crore). A range counts its
 * whole buckets from the cross-tab and, in the two it cuts, the products on the smaller side of the
 * cut one by one: a few hundredths of the catalogue at most.
 */
const BUCKET_EDGES = [0, ...Array.from({ length: 96 }, (_, i) => Math.round(1_000_00 * 1.1 ** i))];

/** The bucket of a price (paise). */
export function bucketOf(paise: number): number {
  let lo = 0;
  let hi = BUCKET_EDGES.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (BUCKET_EDGES[mid]! <= paise) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A bucket's key in the cross-tab. */
export const bucketKey = (bucket: number) => `bucket:${bucket}`;

/** A bucket's prices: [lo, hi] paise. */
export interface PriceRun {
  lo: number;
  hi: number;
}

/**
 * The buckets a price range [min, max] (whole paise) holds whole, and for each bucket it cuts, the
 * bucket, the run of prices the range takes from it, and the runs it leaves.
 */
export function bucketsIn(min: number, max: number): { whole: number[]; cut: { bucket: number; inside: PriceRun; outside: PriceRun[] }[] } {
  const whole: number[] = [];
  const cut: { bucket: number; inside: PriceRun; outside: PriceRun[] }[] = [];
  if (min > max) return { whole, cut };
  const first = bucketOf(Math.max(0, min));
  const last = bucketOf(Math.max(0, max));
  for (let b = first; b <= last; b++) {
    const from = BUCKET_EDGES[b]!; // prices are never below 0
    const to = b + 1 < BUCKET_EDGES.length ? BUCKET_EDGES[b + 1]! - 1 : Infinity;
    if (min <= from && to <= max) {
      whole.push(b);
      continue;
    }
    const inside = { lo: Math.max(min, from), hi: Math.min(max, to) };
    const outside = [
      { lo: from, hi: inside.lo - 1 },
      { lo: inside.hi + 1, hi: to },
    ].filter((run) => run.lo <= run.hi);
    cut.push({ bucket: b, inside, outside });
  }
  return { whole, cut };
}

/** Slots a price zone covers: 1,024, the bits of 32 words of a bitset. */
const ZONE_SHIFT = 10;

/**
 * The lowest and the highest price in each run of 1,024 slots (a zone). The index loads the
 * catalogue cheapest first, so each zone holds a narrow band of prices, and a listing sorted by
 * price skips every zone that cannot beat the page's last price so far (firstSlots): children's
 * pieces by highest price compare the matches of a few zones at a million products, not all
 * 189,000 of the set.
 * A zone's bounds are exact after a change in it (refit, 1,024 slots read) and only ever wider
 * than its prices otherwise, which is all the skip needs.
 */
export class PriceZones {
  lo = new Float64Array(0);
  hi = new Float64Array(0);

  reset(capacity: number): void {
    this.lo = new Float64Array(zonesFor(capacity)).fill(Infinity);
    this.hi = new Float64Array(zonesFor(capacity)).fill(-Infinity);
  }

  grow(capacity: number): void {
    const { lo, hi } = this;
    this.reset(capacity);
    this.lo.set(lo);
    this.hi.set(hi);
  }

  /** A price put into an empty slot: its zone widens to hold it. */
  widen(slot: number, price: number): void {
    const z = slot >>> ZONE_SHIFT;
    if (price < this.lo[z]!) this.lo[z] = price;
    if (price > this.hi[z]!) this.hi[z] = price;
  }

  /** The slot's zone's bounds read again from the live slots' prices (after a price changed or a product left). */
  refit(slot: number, price: Int32Array, live: Uint32Array): void {
    const z = slot >>> ZONE_SHIFT;
    let lo = Infinity;
    let hi = -Infinity;
    const end = Math.min(live.length, (z + 1) << (ZONE_SHIFT - 5));
    for (let w = z << (ZONE_SHIFT - 5); w < end; w++) {
      for (let bits = live[w]!; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const p = price[(w << 5) + 31 - Math.clz32(low)]!;
        if (p < lo) lo = p;
        if (p > hi) hi = p;
      }
    }
    this.lo[z] = lo;
    this.hi[z] = hi;
  }
}

function zonesFor(capacity: number): number {
  return Math.ceil(capacity / 2 ** ZONE_SHIFT);
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/**
 * The products' effective prices in paise, by slot: PostgreSQL `integer`s (as `products.price_paise`
 * is), so four bytes each. Two entries past the slots are the probes that bound a walk of the price
 * order to a price range (`probes`).
 */
export class PriceColumn {
  values = new Int32Array(0);

  /** The price of a listing row, which must be a PostgreSQL `integer` of paise: anything else fails the load, and SQL answers listings. */
  static check(paise: number, id: string): number {
    if (!Number.isInteger(paise) || paise < 0 || paise > INT32_MAX) throw new Error(`The listing row of ${id} has a price the index cannot hold: ${paise}`);
    return paise;
  }

  reset(capacity: number): void {
    this.values = new Int32Array(capacity + 2);
  }

  grow(capacity: number): void {
    this.values = copyInto(new Int32Array(capacity + 2), this.values);
  }

  /**
   * The two probes (the two entries past the slots) that bound the price `range` in the price order:
   * the lower priced at the range's least whole paisa and placed before every product of that price,
   * the upper at its greatest and placed after every product of that price (`tie`); undefined for an open end.
   */
  probes(range: { min: number; max: number }): [number | undefined, number | undefined] {
    const capacity = this.values.length - 2;
    this.values[capacity] = Math.max(INT32_MIN, Math.ceil(range.min));
    this.values[capacity + 1] = Math.min(INT32_MAX, Math.floor(range.max));
    return [Number.isFinite(range.min) ? capacity : undefined, Number.isFinite(range.max) ? capacity + 1 : undefined];
  }

  /** The order of two slots of the same price: the lower probe first, the upper last, products by id. */
  tie(a: number, b: number, ids: IdTable): number {
    const below = this.values.length - 2;
    if (a < below && b < below) return ids.compare(a, b);
    return a === b ? 0 : a === below || b === below + 1 ? -1 : 1;
  }
}
