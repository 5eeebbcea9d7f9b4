/** Postings over product slots for the listing index (a bitset or a sorted list per value of a field), and bit counting. */
import { SlotArrays } from './listing-slot-arrays';
import { SharedBitsets } from './listing-shared-bitsets';
import { countIn, heldAt, lowerBound, markInto, removeFrom, segmentsOf, shiftStarts, type SlotList } from './listing-slot-list';

/**
 * The products of each value of a field. A value's slots are a bitset (one bit a product); in a
 * sparse field a value starts as a sorted list of slots (2 bytes a product it holds, see SlotList)
 * and becomes a bitset once it holds a thirty-second of the slots (as many as the bitset's words),
 * so the many rare values (most search words, most sub-sub-categories) cost what they hold rather
 * than an eighth of a byte per product of the shop.
 */
export class Postings {
  private readonly sets = new Map<string, Uint32Array>();
  private readonly lists = new Map<string, SlotList>();
  constructor(
    private words: number,
    private readonly sparse = false,
    /** Where the lists' arrays come from (shared by the store's fields and orders). */
    private readonly arrays = new SlotArrays(),
    /** Bitsets held by more than one value, of this field or another (shared by the store's fields). */
    private readonly shared = new SharedBitsets(),
  ) {}
  grow(words: number): void {
    for (const [key, set] of this.sets) {
      const next = new Uint32Array(words);
      next.set(set);
      this.shared.forget(set);
      this.sets.set(key, next);
    }
    // The lists' new segments are empty: they start where the list ends.
    const segments = segmentsOf(words);
    for (const list of this.lists.values()) while (list.starts.length <= segments) list.starts.push(list.n);
    this.words = words;
  }
  add(value: string, slot: number): void {
    let set = this.sets.get(value);
    if (!set && this.sparse) {
      let list = this.lists.get(value);
      if (!list) this.lists.set(value, (list = { lows: new Uint16Array(4), n: 0, starts: new Array<number>(segmentsOf(this.words) + 1).fill(0) }));
      const at = lowerBound(list, slot);
      if (heldAt(list, slot, at)) return;
      if (list.n === list.lows.length) {
        if (list.n < this.words) {
          // Even lengths: a list's array is two bytes a slot carved from buffers of four-byte slots.
          // Lengths of powers of two (a list cut to its size by `compactSteps` grows back to one), or a bitset's words.
          const longer = copyInto(this.arrays.takeHalves(Math.min(1 << (32 - Math.clz32(list.n * 2 - 1)), this.words + (this.words & 1))), list.lows);
          this.arrays.giveHalves(list.lows);
          list.lows = longer;
        } else set = this.toBitset(value, list);
      }
      if (!set) {
        list.lows.copyWithin(at + 1, at, list.n);
        list.lows[at] = slot & 0xffff;
        list.n++;
        shiftStarts(list, slot, 1);
        return;
      }
    }
    if (!set) this.sets.set(value, (set = new Uint32Array(this.words)));
    const bit = 1 << (slot & 31);
    if ((set[slot >>> 5]! & bit) === 0) this.writable(value, set)[slot >>> 5]! |= bit;
  }
  /** The value's bitset to write into: its own copy first, if it shares it. */
  private writable(value: string, set: Uint32Array): Uint32Array {
    const own = this.shared.own(set);
    if (own !== set) this.sets.set(value, own);
    return own;
  }
  /**
   * Steps that move each list into an array of its own size (an even length), taken after the
   * store's SlotArrays restarted: a list grown by doubling holds a third more than it needs, 5 MB
   * of the search words' lists at a million products (decision 64). Nothing may change the lists
   * between the steps.
   */
  compactSteps(): (() => void)[] {
    return [...this.lists.values()].map((list) => () => {
      const moved = this.arrays.takeHalves(Math.max(2, list.n + (list.n & 1)));
      moved.set(list.lows.subarray(0, list.n));
      list.lows = moved;
    });
  }
  /** Every value's bitset (not the lists'), to find equal ones (see SharedBitsets). */
  readonly bitsets = (): [value: string, set: Uint32Array][] => [...this.sets];
  /** Makes the value hold `set` (a bitset with the same bits) in place of `own`, if `own` is still its bitset. */
  shareFrom(value: string, own: Uint32Array, set: Uint32Array): boolean {
    if (this.sets.get(value) !== own || own === set) return false;
    this.shared.forget(own);
    this.shared.hold(set);
    this.sets.set(value, set);
    return true;
  }
  private toBitset(value: string, list: SlotList): Uint32Array {
    const set = new Uint32Array(this.words);
    markInto(list, set);
    this.arrays.giveHalves(list.lows);
    this.lists.delete(value);
    this.sets.set(value, set);
    return set;
  }
  /** The value's slots as a bitset (a list is written into an empty one from `empty`, by default a new one). */
  get(value: string, empty: () => Uint32Array = () => new Uint32Array(this.words)): Uint32Array | undefined {
    const set = this.sets.get(value);
    if (set) return set;
    const list = this.lists.get(value);
    if (!list) return undefined;
    const out = empty();
    this.orInto(value, out);
    return out;
  }
  /** Sets the value's slots in `target`. */
  orInto(value: string, target: Uint32Array): void {
    const set = this.sets.get(value);
    if (set) {
      for (let w = 0; w < target.length; w++) target[w]! |= set[w]!;
      return;
    }
    const list = this.lists.get(value);
    if (list) markInto(list, target);
  }
  /**
   * Clears the slot from every value (a few dozen to a few hundred values per field: independent of
   * the catalogue's size), or only from `values` when the caller knows which hold it, telling `held`
   * each value that held it.
   */
  clear(slot: number, held?: (value: string) => void, values?: readonly string[]): void {
    if (values) {
      for (const value of values) if (this.clearValue(value, slot)) held?.(value);
      return;
    }
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (const [value, set] of this.sets) {
      if ((set[word]! & bit) === 0) continue;
      this.writable(value, set)[word]! &= ~bit;
      held?.(value);
    }
    for (const [value, list] of this.lists) if (removeFrom(list, slot)) held?.(value);
  }
  /** Whether the value holds the slot. */
  holds(value: string, slot: number): boolean {
    const set = this.sets.get(value);
    if (set) return (set[slot >>> 5]! & (1 << (slot & 31))) !== 0;
    const list = this.lists.get(value);
    return list !== undefined && heldAt(list, slot, lowerBound(list, slot));
  }
  /** Whether any value holds the slot (a pass over the values). */
  holdsAny(slot: number): boolean {
    for (const value of this.sets.keys()) if (this.holds(value, slot)) return true;
    for (const value of this.lists.keys()) if (this.holds(value, slot)) return true;
    return false;
  }
  /** Clears the slot from one value; true if the value held it. */
  private clearValue(value: string, slot: number): boolean {
    const set = this.sets.get(value);
    if (set) {
      const had = (set[slot >>> 5]! & (1 << (slot & 31))) !== 0;
      if (had) this.writable(value, set)[slot >>> 5]! &= ~(1 << (slot & 31));
      return had;
    }
    const list = this.lists.get(value);
    return list ? removeFrom(list, slot) : false;
  }
  /** How many of the slots in `acc` each value holds (values with none left out). */
  countEach(acc: Uint32Array): { value: string; count: number }[] {
    const counts: { value: string; count: number }[] = [];
    for (const [value, set] of this.sets) {
      const n = popcountAnd(acc, set);
      if (n > 0) counts.push({ value, count: n });
    }
    for (const [value, list] of this.lists) {
      const count = countIn(list, acc);
      if (count > 0) counts.push({ value, count });
    }
    return counts;
  }
}

/**
 * `acc` = `base` AND every one of `sets`, up to three in one pass over the words (a word of `acc`
 * is written once, not once a set); returns how many bits `acc` holds, counted in the same pass.
 * One loop per number of sets: a loop that ANDs a set with itself to make up three reads a third
 * to a half more words (at a million products a set is 31,250 words).
 */
export function andInto(acc: Uint32Array, base: Uint32Array, sets: readonly Uint32Array[]): number {
  if (sets.length > 3) {
    andInto(acc, base, sets.slice(0, 3));
    let n = 0;
    for (const set of sets.slice(3)) n = andInto(acc, acc, [set]);
    return n;
  }
  const words = acc.length;
  const [a, b, c] = sets;
  let n = 0;
  if (!a) {
    for (let w = 0; w < words; w++) {
      const v = (acc[w] = base[w]!);
      if (v !== 0) n += bitCount(v);
    }
  } else if (!b) {
    for (let w = 0; w < words; w++) {
      const v = (acc[w] = base[w]! & a[w]!);
      if (v !== 0) n += bitCount(v);
    }
  } else if (!c) {
    for (let w = 0; w < words; w++) {
      const v = (acc[w] = base[w]! & a[w]! & b[w]!);
      if (v !== 0) n += bitCount(v);
    }
  } else {
    for (let w = 0; w < words; w++) {
      const v = (acc[w] = base[w]! & a[w]! & b[w]! & c[w]!);
      if (v !== 0) n += bitCount(v);
    }
  }
  return n;
}

/** The bits set in a 32-bit word. */
function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits set in both `a` and `b`. */
export function popcountAnd(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const v = a[i]! & b[i]!;
    if (v !== 0) n += bitCount(v);
  }
  return n;
}

/**
 * The `k` first slots set in `acc` in the order of `compare`, in that order (a bounded insertion).
 * `key` is the order's first key in direction `sign`: a slot whose key comes after the k-th's is
 * refused without calling `compare`, which settles most of them; `coarse`, when given, is a byte a
 * slot that never decreases as the key grows (a price's bucket), read first: a small column stays
 * in the cache where the key's is read at a cache miss a slot.
 *
 * `zones`, when given, bound the key in each run of 1,024 slots (32 words; see PriceZones): once k
 * are held, a run whose best key comes after the k-th's is skipped whole.
 *
 * A descending order is scanned from the last slot down. The index loads the catalogue cheapest
 * first and adds new products at the end, so the slots that come first in "price, high to low" and
 * "newest" sit at the top: scanned upwards, every slot would beat the k held so far and be inserted.
 */
export function firstSlots(
  acc: Uint32Array,
  k: number,
  compare: (a: number, b: number) => number,
  key: ArrayLike<number>,
  sign: 1 | -1,
  coarse?: Uint8Array,
  zones?: { lo: Float64Array; hi: Float64Array },
): number[] {
  const best: number[] = [];
  let worst = Infinity;
  let worstCoarse = Infinity;
  const consider = (slot: number) => {
    if (coarse && sign * coarse[slot]! > worstCoarse) return;
    const own = sign * key[slot]!;
    if (own > worst || (own === worst && compare(slot, best[k - 1]!) >= 0)) return;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(best[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, slot);
    if (best.length > k) best.pop();
    if (best.length === k) {
      worst = sign * key[best[k - 1]!]!;
      if (coarse) worstCoarse = sign * coarse[best[k - 1]!]!;
    }
  };
  if (sign === 1) {
    for (let w = 0; w < acc.length; w++) {
      if (zones && (w & 31) === 0 && best.length === k && zones.lo[w >>> 5]! > worst) {
        w += 31;
        continue;
      }
      for (let bits = acc[w]!; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        consider((w << 5) + 31 - Math.clz32(low));
      }
    }
  } else {
    for (let w = acc.length - 1; w >= 0; w--) {
      if (zones && ((w & 31) === 31 || w === acc.length - 1) && best.length === k && -zones.hi[w >>> 5]! > worst) {
        w &= ~31;
        continue;
      }
      for (let bits = acc[w]!; bits !== 0;) {
        const high = 31 - Math.clz32(bits);
        bits ^= 1 << high;
        consider((w << 5) + high);
      }
    }
  }
  return best;
}

/**
 * Empty bitsets lent to one query's constraints, all taken back when the next query starts: at a
 * million products a bitset is 125 KB, and a query may need a few.
 */
export class BitsetLoans {
  private sets: Uint32Array[] = [];
  private out = 0;

  /** An empty bitset of `words` words. */
  lend(words: number): Uint32Array {
    let set = this.sets[this.out];
    if (set?.length === words) set.fill(0);
    else this.sets[this.out] = set = new Uint32Array(words);
    this.out++;
    return set;
  }

  takeBack(): void {
    this.out = 0;
  }
}

/** `to` holding `from`'s values at the start (a typed array grown or widened). */
export function copyInto<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(to: T, from: Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array): T {
  to.set(from.length > to.length ? from.subarray(0, to.length) : from);
  return to;
}
