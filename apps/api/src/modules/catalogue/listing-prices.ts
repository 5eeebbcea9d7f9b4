/**
 * Price ranges for the listing index: the products priced within [min, max] (paise), from the price
 * band bitsets (whole bands as they are, the bands a range cuts through checked product by
 * product), or by checking the prices of what the other filters left, when that is fewer.
 */
import { PRICE_BANDS } from '@shop/shared';
import { popcount, type Postings } from './listing-bitsets';

function bandsOf(bands: Postings, min: number, max: number): { set: Uint32Array; whole: boolean }[] {
  const out: { set: Uint32Array; whole: boolean }[] = [];
  for (const band of PRICE_BANDS) {
    const set = bands.get(band.key);
    const bandMax = band.maxPaise ?? Infinity;
    if (!set || band.minPaise > max || bandMax < min) continue;
    out.push({ set, whole: band.minPaise >= min && bandMax <= max });
  }
  return out;
}

/** Products in the bands the range cuts through: what building the range's set checks one by one. */
export function partialBandSize(bands: Postings, min: number, max: number): number {
  return bandsOf(bands, min, max).reduce((n, b) => n + (b.whole ? 0 : popcount(b.set)), 0);
}

/** The slots priced within [min, max]. */
export function priceRangeSet(bands: Postings, price: Float64Array, words: number, min: number, max: number): Uint32Array {
  const inRange = new Uint32Array(words);
  for (const { set, whole } of bandsOf(bands, min, max)) {
    if (whole) {
      for (let w = 0; w < words; w++) inRange[w]! |= set[w]!;
      continue;
    }
    for (let w = 0; w < words; w++) {
      let bits = set[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        const p = price[(w << 5) + 31 - Math.clz32(low)]!;
        if (p >= min && p <= max) inRange[w]! |= low;
        bits ^= low;
      }
    }
  }
  return inRange;
}

/** Clears from `acc` the slots priced outside [min, max]. */
export function keepPriced(acc: Uint32Array, price: Float64Array, min: number, max: number): void {
  for (let w = 0; w < acc.length; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const p = price[(w << 5) + 31 - Math.clz32(low)]!;
      if (p < min || p > max) acc[w]! ^= low;
      bits ^= low;
    }
  }
}
