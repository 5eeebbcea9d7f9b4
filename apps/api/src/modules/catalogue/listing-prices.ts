/**
 * Price ranges for the listing index, when the other filters leave fewer products than the range
 * holds: their prices checked one by one. (A larger range is marked from its run of the price
 * order, see ListingStore.intersect.)
 */

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
