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
  /** The chunks carved since the last `restart`, and those carved before it, to `release`. */
  private chunks: ArrayBuffer[] = [];
  private retired: ArrayBuffer[] = [];

  /** An array of `length` slots; its contents are not cleared (callers track how many they hold). */
  take(length: number): Int32Array {
    if (length <= ON_HEAP || length > LARGEST) return new Int32Array(length);
    const kept = this.spare.get(length)?.pop();
    if (kept) return kept;
    if (this.used + length > this.chunk.length) {
      this.keepRest();
      this.chunk = new Int32Array(CHUNK);
      this.chunks.push(this.chunk.buffer);
      this.used = 0;
    }
    const view = this.chunk.subarray(this.used, this.used + length);
    this.used += length;
    return view;
  }

  /**
   * Takes back an array no longer used (from `take`), to hand out again. With `split`, one whose
   * length is not a power of two (a list cut to its size by the store's `tidySteps`) is kept as
   * power-of-two pieces, the lengths lists grow to, rather than at a length no list asks for again.
   */
  give(array: Int32Array, split = false): void {
    if (array.length <= ON_HEAP || array.length > LARGEST) return;
    if (split && (array.length & (array.length - 1)) !== 0) {
      for (let at = 0, size = LARGEST; size > ON_HEAP; size >>>= 1) {
        if (array.length - at >= size) {
          this.give(array.subarray(at, at + size));
          at += size;
        }
      }
      return;
    }
    const kept = this.spare.get(array.length);
    if (kept) kept.push(array);
    else this.spare.set(array.length, [array]);
  }

  /**
   * Forgets the spare pieces and the chunk under way: what is taken from now on comes from new
   * chunks. Arrays taken before stay valid until `release`; their holders move them into arrays
   * taken after (`tidySteps` of the store).
   */
  restart(): void {
    this.retired.push(...this.chunks);
    this.chunks = [];
    this.spare.clear();
    this.chunk = new Int32Array(0);
    this.used = 0;
  }

  /**
   * Frees the chunks carved before the last `restart` now, rather than at the collector's next
   * full pass, which a server answering from caches may not make for minutes (35 MB at a million
   * products). Every array taken from them must have been moved: they read as empty after.
   */
  release(): void {
    // Transferring a buffer to a length of 0 detaches it and frees its memory (ES2024; Node 22 and later).
    for (const buffer of this.retired) (buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
    this.retired = [];
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

  /** Takes back an array from `takeHalves` (kept as power-of-two pieces, see `give`). */
  giveHalves(array: Uint16Array): void {
    if (array.length > ON_HEAP * 2) this.give(new Int32Array(array.buffer, array.byteOffset, array.length >>> 1), true);
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
