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
export function keepPriced(acc: Uint32Array, price: Float64Array, buckets: Uint8Array, min: number, max: number): number {
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
