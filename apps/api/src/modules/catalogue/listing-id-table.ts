/**
 * The listing index's products by id: each slot's uuid as four big-endian 32-bit words (so uuid
 * order is the order of these words, as PostgreSQL sorts them), and an open-addressing hash table
 * (linear probing, no tombstones) from an id to its slot, O(1) and about 5.3 bytes a product.
 */
import { deleteAt } from './listing-probing';

const EMPTY = 0;

/**
 * Positions for `capacity` slots: at most three quarters used when every slot is. Not rounded to a
 * power of two (a hash is scaled to the size instead of masked), which at a million products would
 * have doubled it: 8.4 MB where 5.3 do.
 */
function tableSize(capacity: number): number {
  return Math.max(16, Math.ceil((capacity * 4) / 3));
}

/** Hex digits, and where each of a uuid's 16 bytes is written in its text. */
const DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const BYTE_AT = Uint8Array.from([0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]);

export class IdTable {
  private words = new Uint32Array(0);
  /** Table position → slot + 1; 0 is empty. */
  private table = new Int32Array(0);
  private readonly probe = new Uint32Array(4);
  /** An id's text is written here and read out as one flat string (rather than joined from pieces). */
  private readonly text = Buffer.from('00000000-0000-0000-0000-000000000000', 'latin1');

  /** Empties the table for `capacity` slots. */
  reset(capacity: number): void {
    this.words = new Uint32Array(capacity * 4);
    this.table = new Int32Array(tableSize(capacity));
  }

  /** Room for `capacity` slots, keeping the ids of the slots `isLive` names. */
  grow(capacity: number, slots: number, isLive: (slot: number) => boolean): void {
    const words = new Uint32Array(capacity * 4);
    words.set(this.words);
    this.words = words;
    this.table = new Int32Array(tableSize(capacity));
    for (let s = 0; s < slots; s++) if (isLive(s)) this.insert(s);
  }

  /** Puts `id` in `slot` (the slot must be free). */
  add(slot: number, id: string): void {
    const hex = id.replace(/-/g, '');
    for (let k = 0; k < 4; k++) this.words[slot * 4 + k] = parseInt(hex.slice(k * 8, k * 8 + 8), 16);
    this.insert(slot);
  }

  /** The slot holding `id`, or -1. */
  find(id: string): number {
    if (this.table.length === 0) return -1;
    const at = this.position(id);
    return at < 0 ? -1 : this.table[at]! - 1;
  }

  /** Takes `id` out; its slot, or -1 when it was not held. */
  delete(id: string): number {
    if (this.table.length === 0) return -1;
    const at = this.position(id);
    if (at < 0) return -1;
    const slot = this.table[at]! - 1;
    const t = this.table;
    deleteAt(
      at,
      t.length,
      (position) => (t[position] === EMPTY ? -1 : this.home(this.words[(t[position]! - 1) * 4 + 3]!)),
      (from, to) => (t[to] = t[from]!),
      (position) => (t[position] = EMPTY),
    );
    return slot;
  }

  /** The uuid held in `slot`. */
  idOf(slot: number): string {
    const text = this.text;
    for (let k = 0; k < 4; k++) {
      const word = this.words[slot * 4 + k]!;
      for (let j = 0; j < 4; j++) {
        const byte = (word >>> (24 - 8 * j)) & 255;
        const at = BYTE_AT[k * 4 + j]!;
        text[at] = DIGITS[byte >>> 4]!;
        text[at + 1] = DIGITS[byte & 15]!;
      }
    }
    return text.toString('latin1', 0, 36);
  }

  /** The order of two slots' ids, as PostgreSQL orders uuids (byte by byte). */
  compare(a: number, b: number): number {
    const w = this.words;
    for (let k = 0; k < 4; k++) {
      const d = w[a * 4 + k]! - w[b * 4 + k]!;
      if (d !== 0) return d;
    }
    return 0;
  }

  /** Where an id whose last word is `w3` is first looked for: a 32-bit hash scaled to the table (exact in a double). */
  private home(w3: number): number {
    return Math.floor(((Math.imul(w3 ^ (w3 >>> 16), 0x9e3779b1) >>> 0) * this.table.length) / 2 ** 32);
  }

  /** The position after `at`, the first after the last. */
  private after(at: number): number {
    return at + 1 === this.table.length ? 0 : at + 1;
  }

  private insert(slot: number): void {
    let at = this.home(this.words[slot * 4 + 3]!);
    while (this.table[at] !== EMPTY) at = this.after(at);
    this.table[at] = slot + 1;
  }

  /** The table position holding this id, or -1. */
  private position(id: string): number {
    const p = this.probe;
    const hex = id.replace(/-/g, '');
    for (let k = 0; k < 4; k++) p[k] = parseInt(hex.slice(k * 8, k * 8 + 8), 16);
    const w = this.words;
    for (let at = this.home(p[3]!); ; at = this.after(at)) {
      const entry = this.table[at]!;
      if (entry === EMPTY) return -1;
      const s = (entry - 1) * 4;
      if (w[s] === p[0] && w[s + 1] === p[1] && w[s + 2] === p[2] && w[s + 3] === p[3]) return at;
    }
  }
}
