/**
 * The listing index's small slot arrays (a rare value's list of slots, a sort order's block) as
 * views carved from large shared buffers.
 *
 * Every typed array with a buffer of its own is an ArrayBuffer that V8 sweeps at every full
 * collection, and what the background sweeper has not finished is finished inside the pause: with
 * some 28,000 such buffers at a million products that was 2-5 ms of a 9-11 ms pause, several times
 * a second under load. Views share one buffer per CHUNK slots. A view handed back is kept by its
 * length and handed out again, so lists that grow by doubling reuse what others outgrew.
 */

/** Slots per shared buffer (256 KB). */
const CHUNK = 1 << 16;
/** Arrays this short live on V8's heap with no buffer of their own: made as usual. */
const ON_HEAP = 16;
/** Arrays longer than this get a buffer of their own (few: a list that long soon becomes a bitset). */
const LARGEST = CHUNK >>> 2;

export class SlotArrays {
  private readonly spare = new Map<number, Int32Array[]>();
  private chunk = new Int32Array(0);
  private used = 0;

  /** An array of `length` slots; its contents are not cleared (callers track how many they hold). */
  take(length: number): Int32Array {
    if (length <= ON_HEAP || length > LARGEST) return new Int32Array(length);
    const kept = this.spare.get(length)?.pop();
    if (kept) return kept;
    if (this.used + length > this.chunk.length) {
      this.keepRest();
      this.chunk = new Int32Array(CHUNK);
      this.used = 0;
    }
    const view = this.chunk.subarray(this.used, this.used + length);
    this.used += length;
    return view;
  }

  /** Takes back an array no longer used (from `take`), to hand out again. */
  give(array: Int32Array): void {
    if (array.length <= ON_HEAP || array.length > LARGEST) return;
    const kept = this.spare.get(array.length);
    if (kept) kept.push(array);
    else this.spare.set(array.length, [array]);
  }

  /**
   * An array of `length` (even) two-byte entries, carved as `take(length / 2)` is: a list of slots'
   * low halves (listing-bitsets.ts). Up to 64 bytes it is made as usual, and V8 keeps it on its heap.
   */
  takeHalves(length: number): Uint16Array {
    if (length <= ON_HEAP * 2) return new Uint16Array(length);
    const whole = this.take(length >>> 1);
    return new Uint16Array(whole.buffer, whole.byteOffset, length);
  }

  /** Takes back an array from `takeHalves`. */
  giveHalves(array: Uint16Array): void {
    if (array.length > ON_HEAP * 2) this.give(new Int32Array(array.buffer, array.byteOffset, array.length >>> 1));
  }

  /** The current chunk's unused end, kept as power-of-two pieces before a new chunk is started. */
  private keepRest(): void {
    for (let size = LARGEST; size > ON_HEAP; size >>>= 1) {
      while (this.chunk.length - this.used >= size) {
        this.give(this.chunk.subarray(this.used, this.used + size));
        this.used += size;
      }
    }
  }
}
