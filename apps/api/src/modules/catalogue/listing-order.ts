/**
 * One of the listing index's sort orders: every product slot, sorted by a comparison of slots.
 * The slots are kept in blocks of typed arrays (up to BLOCK a block, split in two when full), so
 * an order takes about 5 bytes a product outside the JavaScript heap, where a B+ tree of numbers
 * took some 30 on it (at a million products the five orders no longer fit the 128 MB heap).
 * Finding a slot is a binary search over the blocks' last slots and one within a block; moving
 * one is a copy within its block: O(log n) comparisons and at most BLOCK slots copied.
 */
import { SlotArrays } from './listing-slot-arrays';

/** Slots per block: a copy within a block stays under a microsecond, and the blocks list stays short (2,000 blocks a million slots). */
const BLOCK = 512;

export class SortedSlots {
  private blocks: Int32Array[] = [];
  private lengths: number[] = [];
  /**
   * Each block's runs of consecutive slots in rising order, as [first, last] pairs, so a stretch
   * is marked a word at a time: undefined until a mark looks at the block after it changed, null
   * when its runs are too short to be worth it.
   */
  private runs: (number[] | null | undefined)[] = [];
  private total = 0;

  /** `compare(a, b)`: negative when slot a comes first; 0 only for the same slot. */
  constructor(
    readonly compare: (a: number, b: number) => number,
    /** Where the blocks come from (views of shared buffers, see listing-slot-arrays.ts). */
    private readonly arrays = new SlotArrays(),
  ) {}

  get size(): number {
    return this.total;
  }

  /** The block that holds `slot`'s place: the first whose last slot does not come before it (the last block when none). */
  private blockFor(slot: number): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.blocks[mid]![this.lengths[mid]! - 1]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first position in block `b` whose slot does not come before `slot`. */
  private position(b: number, slot: number): number {
    const block = this.blocks[b]!;
    let lo = 0;
    let hi = this.lengths[b]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(block[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Steps that copy each block into one taken after the store's SlotArrays restarted (see
   * `tidySteps` of the store), so the chunks the blocks were carved from can be freed. Nothing
   * may change the order between the steps.
   */
  compactSteps(): (() => void)[] {
    return this.blocks.map((_, b) => () => {
      const moved = this.arrays.take(BLOCK);
      moved.set(this.blocks[b]!.subarray(0, this.lengths[b]));
      this.blocks[b] = moved;
    });
  }

  /** Adds a slot that is not in the order (under its current keys). */
  add(slot: number): void {
    this.total++;
    if (this.blocks.length === 0) {
      const block = this.arrays.take(BLOCK);
      block[0] = slot;
      this.blocks.push(block);
      this.lengths.push(1);
      this.runs.push(undefined);
      return;
    }
    const b = this.blockFor(slot);
    const at = this.position(b, slot);
    const block = this.blocks[b]!;
    const length = this.lengths[b]!;
    if (length < BLOCK) {
      block.copyWithin(at + 1, at, length);
      block[at] = slot;
      this.lengths[b] = length + 1;
      this.runs[b] = undefined;
      return;
    }
    // A full block, with the slot past the order's last or before its first: a new block of its own
    // beside it, so the full block stays full. The load reads the catalogue cheapest first, so the
    // price orders only ever grow at one end then, and new products come first in "newest": split
    // in halves, those orders would be half-full blocks (8 MB more at a million products).
    const edge = at === length && b === this.blocks.length - 1 ? b + 1 : at === 0 && b === 0 ? 0 : -1;
    if (edge >= 0) {
      const fresh = this.arrays.take(BLOCK);
      fresh[0] = slot;
      this.blocks.splice(edge, 0, fresh);
      this.lengths.splice(edge, 0, 1);
      this.runs.splice(edge, 0, undefined);
      return;
    }
    // Else its second half moves to a new block after it, then the slot goes in its half.
    const half = BLOCK >>> 1;
    const next = this.arrays.take(BLOCK);
    next.set(block.subarray(half, length));
    this.blocks.splice(b + 1, 0, next);
    this.lengths.splice(b + 1, 0, length - half);
    this.runs.splice(b + 1, 0, undefined);
    this.lengths[b] = half;
    this.runs[b] = undefined;
    this.total--;
    this.add(slot);
  }

  /**
   * Takes a slot out; it must still have the keys it was added under (so a product whose price
   * changes is taken out before its price is set, and added again after). Returns whether it was held.
   */
  delete(slot: number): boolean {
    if (this.blocks.length === 0) return false;
    const b = this.blockFor(slot);
    const at = this.position(b, slot);
    const length = this.lengths[b]!;
    if (at >= length || this.blocks[b]![at] !== slot) return false;
    this.total--;
    if (length === 1) {
      this.arrays.give(this.blocks[b]!);
      this.blocks.splice(b, 1);
      this.lengths.splice(b, 1);
      this.runs.splice(b, 1);
      return true;
    }
    this.blocks[b]!.copyWithin(at, at + 1, length);
    this.lengths[b] = length - 1;
    this.runs[b] = undefined;
    return true;
  }

  /** Where `slot` would stand: its block and the first position there whose slot does not come before it (the end when none). */
  private placeOf(slot: number | undefined): [number, number] {
    if (slot === undefined || this.blocks.length === 0) return [this.blocks.length, 0];
    const b = this.blockFor(slot);
    return [b, this.position(b, slot)];
  }

  /**
   * Calls `run` with each block's stretch [start, end) from where `from` would stand up to where
   * `to` would (probes that are not in the order, placed by the comparison; from the first slot,
   * or to the last, when undefined), in order; `run` returning true ends the walk. No slot is
   * compared on the way: O(log n) to find the ends, then the slots themselves.
   */
  walk(run: (block: Int32Array, start: number, end: number, b: number) => boolean | void, from?: number, to?: number): void {
    let [b, at] = from === undefined ? [0, 0] : this.placeOf(from);
    const [endB, endAt] = this.placeOf(to);
    for (; b <= endB && b < this.blocks.length; b++, at = 0) {
      const end = b === endB ? endAt : this.lengths[b]!;
      if (end > at && run(this.blocks[b]!, at, end, b)) return;
    }
  }

  /**
   * `walk` from the other end: calls `run` with each block's stretch [start, end) from just before
   * where `from` would stand (the last slot when undefined) back to where `to` would (the first slot
   * when undefined), the blocks in reverse order (`run` reads each stretch from its end); `run`
   * returning true ends the walk. The order read backwards is the opposite order: "highest price"
   * is "lowest price" walked this way.
   */
  walkBack(run: (block: Int32Array, start: number, end: number, b: number) => boolean | void, from?: number, to?: number): void {
    const last = this.blocks.length - 1;
    let [b, end] = from === undefined ? [last, this.lengths[last] ?? 0] : this.placeOf(from);
    const [startB, startAt] = to === undefined ? [0, 0] : this.placeOf(to);
    for (; b >= startB && b >= 0; b--, end = this.lengths[b] ?? 0) {
      const start = b === startB ? startAt : 0;
      if (end > start && run(this.blocks[b]!, start, end, b)) return;
    }
  }

  /**
   * Sets in `target` the bits of the slots from where `from` would stand up to where `to` would
   * (from the first slot, or to the last, when undefined); returns how many. `from` and `to` are
   * probes that are not in the order, so no slot is compared on the way: O(log n + slots set).
   * Runs of consecutive slots are set a word at a time: the index loads the catalogue cheapest
   * first, so the price order's blocks mostly hold one stretch of slots each, and a product
   * repriced since breaks its old block's run and its new block's in two.
   */
  markBetween(from: number | undefined, to: number | undefined, target: Uint32Array): number {
    let n = 0;
    this.walk(
      (block, start, end, b) => {
        const runs = this.runsOf(b);
        if (runs === null || end - start < 32) {
          for (let i = start; i < end; i++) target[block[i]! >>> 5]! |= 1 << (block[i]! & 31);
        } else {
          // The runs overlapping the stretch, clipped to it (a stretch's slots are those from its first to its last in the block's order).
          let i = 0;
          for (let r = 0; r < runs.length; r += 2) {
            const length = runs[r + 1]! - runs[r]! + 1;
            const from = Math.max(i, start);
            const to = Math.min(i + length, end);
            if (from < to) setRun(target, runs[r]! + (from - i), runs[r]! + (to - i) - 1);
            i += length;
            if (i >= end) break;
          }
        }
        n += end - start;
      },
      from,
      to,
    );
    return n;
  }

  /** Block `b`'s runs of consecutive slots (see `runs`), found once after each change to it. */
  private runsOf(b: number): number[] | null {
    let runs = this.runs[b];
    if (runs === undefined) {
      const block = this.blocks[b]!;
      const length = this.lengths[b]!;
      let count = 1;
      for (let i = 1; i < length; i++) if (block[i] !== block[i - 1]! + 1) count++;
      // Runs of under eight slots on average: marking slot by slot costs no more.
      if (count * 8 > length) runs = null;
      else {
        // Small integers in a plain array: on the heap, not one more buffer for the collector to sweep.
        runs = new Array<number>(count * 2);
        let r = 0;
        runs[0] = block[0]!;
        for (let i = 1; i < length; i++) {
          if (block[i] === block[i - 1]! + 1) continue;
          runs[r + 1] = block[i - 1]!;
          r += 2;
          runs[r] = block[i]!;
        }
        runs[r + 1] = block[length - 1]!;
      }
      this.runs[b] = runs;
    }
    return runs;
  }

  /** Writes into `out` the slots between where `from` and `to` would stand (as `markBetween` marks them) that are set in `within` (all, when null); returns how many. `out` must have room for them all. */
  gatherBetween(from: number | undefined, to: number | undefined, out: Int32Array, within: Uint32Array | null): number {
    let n = 0;
    this.walk(
      (block, start, end) => {
        for (let i = start; i < end; i++) {
          const slot = block[i]!;
          if (within === null || (within[slot >>> 5]! & (1 << (slot & 31))) !== 0) out[n++] = slot;
        }
      },
      from,
      to,
    );
    return n;
  }

  /** How many slots stand between where `from` and `to` would (as `markBetween` marks them). */
  countBetween(from: number | undefined, to: number | undefined): number {
    const rank = ([b, at]: [number, number]) => {
      let n = at;
      for (let i = 0; i < b; i++) n += this.lengths[i]!;
      return n;
    };
    return Math.max(0, (to === undefined ? this.total : rank(this.placeOf(to))) - (from === undefined ? 0 : rank(this.placeOf(from))));
  }
}

/** Sets bits `first` to `last` (both included) of `target`. */
function setRun(target: Uint32Array, first: number, last: number): void {
  const fw = first >>> 5;
  const lw = last >>> 5;
  const head = -1 << (first & 31);
  const tail = -1 >>> (31 - (last & 31));
  if (fw === lw) {
    target[fw]! |= head & tail;
    return;
  }
  target[fw]! |= head;
  if (lw > fw + 1) target.fill(-1 >>> 0, fw + 1, lw);
  target[lw]! |= tail;
}
