/** A value's slots kept as a sorted list of two-byte entries (for Postings, listing-bitsets.ts), and what reads and changes one. */

/** Slots per segment of a list: a list keeps each slot's low 16 bits (two bytes a slot) and where each segment's slots start. */
const SEGMENT_BITS = 16;

/** Segments that `words` bitset words of slots span. */
export const segmentsOf = (words: number) => Math.max(1, Math.ceil((words * 32) / 2 ** SEGMENT_BITS));

/**
 * A value's slots kept as a sorted list (while it holds fewer than a bitset's words): each slot's
 * low 16 bits, in order, and for each segment of 65,536 slots where its slots start, so a list
 * takes two bytes a slot where whole slots took four (at a million products the search words'
 * and sub-sub-categories' lists hold some 10 million slots).
 */
export interface SlotList {
  lows: Uint16Array;
  n: number;
  /** `starts[s]`: where segment s's slots start in `lows`; the last entry is `n`. */
  starts: number[];
}

/** The first of the list's slots that is not below `slot` (an index into `lows`). */
export function lowerBound(list: SlotList, slot: number): number {
  const segment = slot >>> SEGMENT_BITS;
  const low = slot & 0xffff;
  const lows = list.lows;
  let lo = list.starts[segment]!;
  let hi = list.starts[segment + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (lows[mid]! < low) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the list holds `slot`, found at `at` (its lower bound). */
export function heldAt(list: SlotList, slot: number, at: number): boolean {
  return at < list.starts[(slot >>> SEGMENT_BITS) + 1]! && list.lows[at] === (slot & 0xffff);
}

/** Moves the starts of the segments after `slot`'s by `by` (a slot put in or taken out). */
export function shiftStarts(list: SlotList, slot: number, by: 1 | -1): void {
  for (let s = (slot >>> SEGMENT_BITS) + 1; s < list.starts.length; s++) list.starts[s]! += by;
}

/** Takes the slot out of the list; true if it was there. */
export function removeFrom(list: SlotList, slot: number): boolean {
  const at = lowerBound(list, slot);
  if (!heldAt(list, slot, at)) return false;
  list.lows.copyWithin(at, at + 1, list.n);
  list.n--;
  shiftStarts(list, slot, -1);
  return true;
}

/** Sets the list's slots in `target` (a bitset). */
export function markInto(list: SlotList, target: Uint32Array): void {
  const { lows, starts } = list;
  for (let s = 0; s + 1 < starts.length; s++) {
    const base = s << SEGMENT_BITS;
    for (let i = starts[s]!, end = starts[s + 1]!; i < end; i++) {
      const slot = base | lows[i]!;
      target[slot >>> 5]! |= 1 << (slot & 31);
    }
  }
}

/** How many of the list's slots are set in `acc`. */
export function countIn(list: SlotList, acc: Uint32Array): number {
  const { lows, starts } = list;
  let n = 0;
  for (let s = 0; s + 1 < starts.length; s++) {
    const base = s << SEGMENT_BITS;
    for (let i = starts[s]!, end = starts[s + 1]!; i < end; i++) {
      const slot = base | lows[i]!;
      if ((acc[slot >>> 5]! & (1 << (slot & 31))) !== 0) n++;
    }
  }
  return n;
}
