/** Bitsets over product slots for the listing index: one per value of a field, and bit counting. */

/** Bitsets of product slots, one per value of a field. */
export class Postings {
  readonly sets = new Map<string, Uint32Array>();
  constructor(private words: number) {}
  grow(words: number): void {
    for (const [key, set] of this.sets) {
      const next = new Uint32Array(words);
      next.set(set);
      this.sets.set(key, next);
    }
    this.words = words;
  }
  add(value: string, slot: number): void {
    let set = this.sets.get(value);
    if (!set) this.sets.set(value, (set = new Uint32Array(this.words)));
    set[slot >>> 5]! |= 1 << (slot & 31);
  }
  get(value: string): Uint32Array | undefined {
    return this.sets.get(value);
  }
  /** Clears the slot from every value (a few dozen to a few hundred values per field: independent of the catalogue's size). */
  clear(slot: number): void {
    const word = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    for (const set of this.sets.values()) set[word]! &= mask;
  }
}

/** Bits set in `words`. */
export function popcount(words: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    let v = words[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** Bits set in both `a` and `b`. */
export function popcountAnd(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    let v = a[i]! & b[i]!;
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** How many of the slots in `acc` each value holds (values with none left out). */
export function countEach(acc: Uint32Array, postings: Postings): { value: string; count: number }[] {
  const counts: { value: string; count: number }[] = [];
  for (const [value, set] of postings.sets) {
    const n = popcountAnd(acc, set);
    if (n > 0) counts.push({ value, count: n });
  }
  return counts;
}

/** The `k` first slots set in `acc` in the order of `compare`, in that order (a bounded insertion: most slots are refused by one comparison). */
export function firstSlots(acc: Uint32Array, k: number, compare: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  for (let w = 0; w < acc.length; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const slot = (w << 5) + 31 - Math.clz32(low);
      if (best.length === k && compare(slot, best[k - 1]!) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(best[mid]!, slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, slot);
      if (best.length > k) best.pop();
    }
  }
  return best;
}

/** `to` holding `from`'s values at the start (a typed array grown or widened). */
export function copyInto<T extends Uint16Array | Uint32Array | Float64Array>(to: T, from: Uint16Array | Uint32Array | Float64Array): T {
  to.set(from.length > to.length ? from.subarray(0, to.length) : from);
  return to;
}
