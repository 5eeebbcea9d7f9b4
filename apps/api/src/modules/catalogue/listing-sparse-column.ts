/**
 * A number per product slot that most slots do not have (0 for none): when each product's price was
 * last reduced, for the "recently reduced" order. A column of 8 bytes for every slot held 8 MB at a
 * million products, nearly all of it zeros; here a byte a slot says which slots have a value, and the
 * values sit in an open-addressing table (linear probing, at most three quarters full) from slot to
 * value, 12 bytes an entry: under a quarter of the column's size while a fifth of the products or
 * fewer have a value, and no more than it until some half of them do.
 */
import { copyInto } from './listing-bitsets';
import { deleteAt } from './listing-probing';

const EMPTY = 0;
/** Entries a table starts with (a power of two). */
const FIRST = 1024;

export class SparseColumn {
  /** 1 for a slot that has a value, else 0: read as the order's first key (listing-page.ts) and to test membership. */
  flags = new Uint8Array(0);
  /** Table position → slot + 1; 0 is empty. */
  private keys = new Int32Array(FIRST);
  private values = new Float64Array(FIRST);
  private count = 0;
  private shift = 32 - Math.log2(FIRST);

  /** Empties it, for `capacity` slots. */
  reset(capacity: number): void {
    this.flags = new Uint8Array(capacity);
    this.table(FIRST);
  }

  /** Room for `capacity` slots, keeping the values. */
  grow(capacity: number): void {
    this.flags = copyInto(new Uint8Array(capacity), this.flags);
  }

  /** How many slots have a value. */
  get size(): number {
    return this.count;
  }

  /** The slot's value, 0 when it has none. */
  get(slot: number): number {
    if (this.flags[slot] === 0) return 0;
    return this.values[this.position(slot)]!;
  }

  /** Sets the slot's value; 0 takes it out. */
  set(slot: number, value: number): void {
    if (value === 0) {
      this.delete(slot);
      return;
    }
    if (this.flags[slot] === 1) {
      this.values[this.position(slot)] = value;
      return;
    }
    if ((this.count + 1) * 4 > this.keys.length * 3) this.rehash(this.keys.length * 2);
    this.insert(slot, value);
    this.flags[slot] = 1;
    this.count++;
  }

  private delete(slot: number): void {
    if (this.flags[slot] === 0) return;
    this.flags[slot] = 0;
    this.count--;
    const keys = this.keys;
    deleteAt(
      this.position(slot),
      keys.length,
      (at) => (keys[at] === EMPTY ? -1 : this.home(keys[at]! - 1)),
      (from, to) => {
        keys[to] = keys[from]!;
        this.values[to] = this.values[from]!;
      },
      (at) => (keys[at] = EMPTY),
    );
    if (this.count * 8 < this.keys.length && this.keys.length > FIRST) this.rehash(this.keys.length / 2);
  }

  /** Where a slot is first looked for: a multiplicative hash's top bits. */
  private home(slot: number): number {
    return Math.imul(slot + 1, 0x9e3779b1) >>> this.shift;
  }

  /** The table position holding the slot (which must have a value). */
  private position(slot: number): number {
    const keys = this.keys;
    const mask = keys.length - 1;
    let at = this.home(slot);
    while (keys[at] !== slot + 1) at = (at + 1) & mask;
    return at;
  }

  private insert(slot: number, value: number): void {
    const keys = this.keys;
    const mask = keys.length - 1;
    let at = this.home(slot);
    while (keys[at] !== EMPTY) at = (at + 1) & mask;
    keys[at] = slot + 1;
    this.values[at] = value;
  }

  private table(size: number): void {
    this.keys = new Int32Array(size);
    this.values = new Float64Array(size);
    this.shift = 32 - Math.log2(size);
    this.count = 0;
  }

  /** The entries moved to a table of `size` positions. */
  private rehash(size: number): void {
    const { keys, values, count } = this;
    this.table(size);
    for (let i = 0; i < keys.length; i++) if (keys[i] !== EMPTY) this.insert(keys[i]! - 1, values[i]!);
    this.count = count;
  }
}
