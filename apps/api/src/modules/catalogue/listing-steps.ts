/**
 * How the listing index applies products (a load's batches, a burst of changes) without holding
 * the event loop or crowding the machine's cores: in steps of a bounded size and time, a turn of
 * the event loop between steps, and, when catching up with changes, a rest between chunks.
 */

/** Lets the event loop take a turn (requests, notices, timers) before going on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long one step of applying products may hold the event loop, in ms. A step ends at the chunk
 * size or after this, whichever comes first: a product's first changes run before the code is
 * optimised, and a larger catalogue costs more per product, so a count alone does not bound it.
 */
export const STEP_MS = 2;

/**
 * Catching up with changes rests this many times as long as its last chunk's steps took before the
 * next chunk: a burst (2,000 prices in one statement) then takes at most a third of a core in each
 * server process, and a request, or another process, finds a core free. With two processes and
 * PostgreSQL on two cores, catching up at full speed kept each process's main thread waiting for a
 * core about as long as it ran, and /healthz answers took up to 45 ms (the bench's stall row).
 */
const REST_PER_WORK = 2;

export class Steps {
  private longest = 0;
  private largest = 0;
  private count = 0;
  /** Time spent applying changed products, and resting between their chunks, in ms. */
  readonly catchUp = { workedMs: 0, restedMs: 0 };

  /** Products per step at most; changes are also re-read this many at a time. */
  constructor(readonly chunkSize: number) {}

  /** The longest time one step has held the event loop, in ms (the bench reports it). */
  get longestMs(): number {
    return this.longest;
  }

  /** How many steps have applied products, and the most products one step applied (never above the chunk size). */
  get stats(): { count: number; largest: number } {
    return { count: this.count, largest: this.largest };
  }

  /**
   * Applies `items` in steps of at most `chunkSize` products and about STEP_MS, the event loop
   * getting a turn between steps (and before the first: the rows' read was its own turn). Returns
   * the time the steps took, in ms.
   */
  async run<T>(items: readonly T[], apply: (item: T) => void): Promise<number> {
    let next = 0;
    let busy = 0;
    while (next < items.length) {
      if (next > 0) await nextTurn();
      const started = performance.now();
      const from = next;
      const end = Math.min(items.length, from + this.chunkSize);
      while (next < end) {
        apply(items[next++]!);
        // The clock is read every few products: reading it costs about what a product does.
        if ((next - from) % 8 === 0 && performance.now() - started > STEP_MS) break;
      }
      const took = performance.now() - started;
      busy += took;
      this.longest = Math.max(this.longest, took);
      this.largest = Math.max(this.largest, next - from);
      this.count++;
    }
    return busy;
  }

  /** After a chunk of changes whose steps took `workedMs`: rests REST_PER_WORK times as long (a millisecond at least). */
  async rest(workedMs: number): Promise<void> {
    const ms = Math.max(1, workedMs * REST_PER_WORK);
    this.catchUp.workedMs += workedMs;
    this.catchUp.restedMs += ms;
    await new Promise<void>((resolve) => setTimeout(resolve, ms));
  }
}
