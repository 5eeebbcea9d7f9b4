/** The sets of size labels the listing index's products have (see SizeSets). */
import { copyInto } from './listing-bitsets';

/** Sets of sizes the slots' two-byte codes can name; a catalogue with more counts sizes from its bitsets instead. */
const MAX_SETS = 2 ** 16;

/**
 * The sets of size labels products have, each with a code and a mask of up to 64 labels (its low
 * and high 32 bits side by side). A product's sizes are the code of its set, two bytes a slot where
 * a mask of its own took eight (6 MB at a million products, decision 63): a shop's products have a
 * few hundred sets at most (a shoe's sizes, a dress's, "One Size"; the bench's million have 90), and
 * a tally counts the sets it meets, then adds each set's count to its sizes.
 */
export class SizeSets {
  /** Set code → its mask's two words; code 0 is the empty set. */
  masks = new Uint32Array(2 * 64);
  private readonly codes = new Map<string, number>([['0:0', 0]]);
  /** Whether a set went without a code (more than MAX_SETS): sizes are then counted from their bitsets. */
  full = false;

  get size(): number {
    return this.codes.size;
  }

  /** The code of the set with mask `low`, `high`: a new one when no set had it yet, -1 when there is no room for one. */
  code(low: number, high: number, add: boolean): number {
    const key = `${low}:${high}`;
    let code = this.codes.get(key);
    if (code !== undefined || !add) return code ?? -1;
    if (this.codes.size === MAX_SETS) {
      this.full = true;
      return -1;
    }
    code = this.codes.size;
    this.codes.set(key, code);
    if (this.masks.length < 2 * (code + 1)) this.masks = copyInto(new Uint32Array(this.masks.length * 2), this.masks);
    this.masks[2 * code] = low;
    this.masks[2 * code + 1] = high;
    return code;
  }
}
