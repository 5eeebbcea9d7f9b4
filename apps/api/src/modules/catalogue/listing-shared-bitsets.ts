import type { Postings } from './listing-bitsets';

/**
 * Bitsets that several values hold, written only after a copy. At a million products a bitset is
 * 125 KB, and many are equal: a brand's and the words of its name, a colour's and its word, a
 * condition's and the words its products' descriptions share (some 16 MB of 42 in the generated
 * catalogue). The index finds them once it has loaded (`shareSteps`); a change to one of them
 * gives that value a copy of its own, so sharing wears off with changes: the index looks again
 * once enough changes have come and then none for a while (ListingIndexOptions.reshare).
 */
export class SharedBitsets {
  /** A shared bitset → how many values hold it (two or more). */
  private readonly holders = new Map<Uint32Array, number>();

  /** One more value holds `set`. */
  hold(set: Uint32Array): void {
    this.holders.set(set, (this.holders.get(set) ?? 1) + 1);
  }

  /** One value holding `set` gives it up (for a copy, or a grown bitset). */
  forget(set: Uint32Array): void {
    const n = this.holders.get(set);
    if (n === undefined) return;
    if (n > 2) this.holders.set(set, n - 1);
    else this.holders.delete(set);
  }

  /** `set` if no other value holds it, else a copy for the caller, who gives up `set`. */
  own(set: Uint32Array): Uint32Array {
    if (!this.holders.has(set)) return set;
    this.forget(set);
    return set.slice();
  }

  /** Bitsets held by more than one value now. */
  get count(): number {
    return this.holders.size;
  }
}

/** A hash of a bitset's words (FNV-1a over the words): equal bitsets have equal hashes. */
function hashOf(set: Uint32Array): number {
  let hash = 0x811c9dc5;
  for (let w = 0; w < set.length; w++) hash = Math.imul(hash ^ set[w]!, 0x01000193);
  return hash >>> 0;
}

/** Whether two bitsets hold the same bits. */
function sameBits(a: Uint32Array, b: Uint32Array): boolean {
  if (a.length !== b.length) return false;
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}

/**
 * Equal bitsets of the fields made one, as steps for the loader to run a few at a time between
 * turns (hashing a bitset takes some 0.1 ms at a million products). Each step looks at one value's
 * bitset and, when an equal one was seen before, makes the value hold that one (telling `onShare`).
 */
export function shareSteps(fields: Iterable<Postings>, onShare?: () => void): (() => void)[] {
  const seen = new Map<number, Uint32Array[]>();
  const steps: (() => void)[] = [];
  for (const postings of fields) {
    for (const [value, set] of postings.bitsets()) {
      steps.push(() => {
        const hash = hashOf(set);
        const alike = seen.get(hash);
        const first = alike?.find((other) => sameBits(other, set));
        if (first && postings.shareFrom(value, set, first)) onShare?.();
        else if (alike) alike.push(set);
        else seen.set(hash, [set]);
      });
    }
  }
  return steps;
}
