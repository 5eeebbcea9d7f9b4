/**
 * Which answers the in-process caches keep (TinyLFU): how often each key was asked for lately is
 * estimated in a count-min sketch (four small counters a key, halved as asks accumulate, so old
 * popularity fades), and a new answer is kept only when:
 * - it was asked for before (an answer nobody asks for twice, one shopper's own mix of filters, is
 *   never kept), and
 * - when keeping it would push out the cache's longest-unused answer, it was asked for more often
 *   than that answer.
 *
 * An LRU cache alone, asked for more distinct answers than it holds (typo searches, thousands of
 * product pages), keeps every second ask and pushes out an answer for it: each answer kept is
 * copied into the old heap generation only to be dropped again, and nearly nothing is served
 * twice. With admission by frequency, the answers it holds stay, and the rest pass by in the young
 * generation.
 */

/** Counters a row of the sketch (a power of two). */
const WIDTH = 1 << 13;
const ROWS = 4;
/** A counter's ceiling (four bits' worth, as TinyLFU's). */
const MAX_COUNT = 15;
/** Asks recorded before every counter is halved. */
const SAMPLE = 10 * WIDTH;

export class Admission {
  private readonly counters = new Uint8Array(ROWS * WIDTH);
  private asks = 0;

  /** Records an ask for `key` (a hit or a miss). */
  record(key: string): void {
    const [h1, h2] = hashes(key);
    for (let row = 0; row < ROWS; row++) {
      const at = row * WIDTH + ((h1 + row * h2) & (WIDTH - 1));
      if (this.counters[at]! < MAX_COUNT) this.counters[at]!++;
    }
    if (++this.asks >= SAMPLE) {
      for (let i = 0; i < this.counters.length; i++) this.counters[i]! >>= 1;
      this.asks /= 2;
    }
  }

  /** How often `key` was asked for lately (never less than the true count within the sample). */
  estimate(key: string): number {
    const [h1, h2] = hashes(key);
    let least = MAX_COUNT;
    for (let row = 0; row < ROWS; row++) least = Math.min(least, this.counters[row * WIDTH + ((h1 + row * h2) & (WIDTH - 1))]!);
    return least;
  }

  /** Whether to keep `key`'s answer (its ask already recorded), given the answer it would push out, if any. */
  admit(key: string, victim: string | undefined): boolean {
    const asked = this.estimate(key);
    return asked >= 2 && (victim === undefined || asked > this.estimate(victim));
  }
}

/** Two 32-bit hashes of a string (FNV-1a, and a second mix of it), for the rows' double hashing. */
function hashes(key: string): [number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  let g = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  g = Math.imul(g ^ (g >>> 13), 0xc2b2ae35);
  // An odd step visits every counter of a row.
  return [h >>> 0, (g ^ (g >>> 16)) | 1];
}
