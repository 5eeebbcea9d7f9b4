/**
 * Product cards held by the listing index (decisions 48 and 55), so a listing page's cards come in
 * the same turn as its ids, total and facet counts: no read of PostgreSQL, whose answer a busy event
 * loop takes a second turn to pick up, and whose rows live long enough to be promoted.
 *
 * A card is encoded in bytes (`CardCodec`): the estimated price in paise (a PostgreSQL `integer`); seven
 * short values as codes into one dictionary (colour, condition, brand id and name, the three
 * category ids); u16 name length and the name (UTF-8); u8 images, each u16 length and UTF-8; u16
 * sizes, each the size id's 16 bytes, u16 label length, label (UTF-8) and the quantity (i32).
 *
 * Two places keep the encodings, behind one interface (`CardStore`):
 * - `CardColumns`, in the process's memory, for a catalogue whose cards fit LISTING_CARDS_MB: one
 *   byte heap; a change that keeps the encoding's length (a stock change) is written in
 *   place, another is appended, and the heap is compacted when it next grows;
 * - `CardFile`, a file of fixed-size records (one per slot) read with `pread`, for a larger one: the
 *   operating system's page cache holds it, not the process, and a page's two dozen cards cost as
 *   many system calls of a few microseconds (PostgreSQL's card reads at a million products cost it
 *   150–470 µs of CPU a page and the answer a second turn of a busy event loop). The file is removed
 *   from its folder as soon as it is opened, so nothing is left behind when the process ends.
 */
import type { ProductRow } from './dto';
import type { CardFields, ListingRow } from './listing-row';
import { copyInto } from './listing-bitsets';

/**
 * What a product's card may take in memory, with room to spare: its encoding (203 bytes on average
 * in the 100k bench catalogue, 44 of them prices and codes), in a heap sized for 224 a product at first.
 */
export const CARD_BYTES = 256;
const HEAP_BYTES_PER_SLOT = 224;

/** The short values, in the order of a card's codes (`decode` reads them back in it). */
const coded = (row: ListingRow & CardFields) => [row.card_color, row.condition, row.brand_id, row.brand_name, row.category_id, row.sub_category_id, row.sub_sub_category_id];
const CODES = 7;
/** Bytes of an encoding before its name: the estimated price and the codes. */
const FIXED = 4 + CODES * 4;

/**
 * A card's listed prices, not in its encoding: the listing store keeps them by slot (a new price
 * from a change notice then touches no card, listing-store.ts). The discount price is the
 * effective price of a product on sale, else 0 (the effective price is the discount price when
 * there is one, migration 0000).
 */
export interface ListedPrices {
  price_paise: number;
  effective_price_paise: number;
  on_sale: boolean;
}

/** Room a value's encoding may need: every character as three bytes of UTF-8. */
const utf8Room = (text: string) => text.length * 3;

/** Where a store's cards are kept, by slot. */
export interface CardStore {
  /** Empties it, with room for `capacity` slots. */
  reset(capacity: number): void;
  grow(capacity: number): void;
  /** Stores the card of the product in `slot` (it replaces the slot's card, if any). */
  put(slot: number, row: ListingRow & CardFields): void;
  /** Forgets the slot's card. */
  clear(slot: number): void;
  /** The card of the product `id` in `slot`, as the catalogue's queries select it, with its listed prices. */
  row(slot: number, id: string, listed: ListedPrices): ProductRow;
  /** Cards kept in memory until `writeSome` stores them where they belong (a file's changed records), else 0. */
  readonly unwritten: number;
  /** Stores held cards for about `ms`; returns the time it took (ms). */
  writeSome(ms: number): number;
  /** Lets go of what it holds outside the heap (a file). */
  close(): void;
}

/** A card's bytes, with the dictionary of its short values (shared by every card of a store). */
export class CardCodec {
  /** Code → value; code 0 is null. */
  private values: (string | null)[] = [null];
  private readonly lookup = new Map<string, number>();
  /** A card is encoded here first, then copied to where it is kept. */
  scratch = Buffer.alloc(4096);

  reset(): void {
    this.values = [null];
    this.lookup.clear();
  }

  /** Writes the card to `scratch`; returns the bytes written. */
  encode(row: ListingRow & CardFields): number {
    const room = FIXED + 5 + utf8Room(row.product_name) + row.images.reduce((n, url) => n + 2 + utf8Room(url), 0) + row.sizes.reduce((n, [, label]) => n + 22 + utf8Room(label), 0);
    if (room > this.scratch.length) this.scratch = Buffer.alloc(room * 2);
    const s = this.scratch;
    let at = 0;
    at = s.writeInt32LE(row.estimated_price_paise, at);
    for (const value of coded(row)) at = s.writeUInt32LE(this.code(value), at);
    const text = (value: string) => {
      const n = s.write(value, at + 2, 'utf8');
      if (n > 0xffff) throw new Error('A product card value is longer than 65,535 bytes');
      s.writeUInt16LE(n, at);
      at += 2 + n;
    };
    text(row.product_name);
    if (row.images.length > 0xff || row.sizes.length > 0xffff) throw new Error('A product card has too many images or sizes');
    s[at++] = row.images.length;
    for (const url of row.images) text(url);
    at = s.writeUInt16LE(row.sizes.length, at);
    for (const [sizeId, label, quantity] of row.sizes) {
      at += s.write(sizeId.replace(/-/g, ''), at, 16, 'hex');
      text(label);
      at = s.writeInt32LE(quantity, at);
    }
    return at;
  }

  /** The card encoded at `from` in `h`, with its listed prices. */
  decode(h: Buffer, from: number, id: string, listed: ListedPrices): ProductRow {
    const value = (k: number) => this.values[h.readUInt32LE(from + 4 * (1 + k))]!;
    let at = from + FIXED;
    const text = (n: number) => h.toString('utf8', at, (at += n));
    const product_name = text(h.readUInt16LE((at += 2) - 2));
    const images: string[] = new Array(h[at++]!);
    for (let i = 0; i < images.length; i++) images[i] = text(h.readUInt16LE((at += 2) - 2));
    const sizes: [string, string, number][] = new Array(h.readUInt16LE((at += 2) - 2));
    for (let i = 0; i < sizes.length; i++) {
      const hex = h.toString('hex', at, (at += 16));
      const sizeId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      const label = text(h.readUInt16LE((at += 2) - 2));
      sizes[i] = [sizeId, label, h.readInt32LE((at += 4) - 4)];
    }
    return {
      id,
      product_name,
      price_paise: listed.price_paise,
      discount_price_paise: listed.on_sale ? listed.effective_price_paise : 0,
      estimated_price_paise: h.readInt32LE(from),
      effective_price_paise: listed.effective_price_paise,
      color: value(0) ?? '',
      condition: value(1) ?? '',
      brand_id: value(2),
      brand_name: value(3),
      category_id: value(4) ?? '',
      sub_category_id: value(5),
      sub_sub_category_id: value(6),
      sizes,
      images,
    };
  }

  private code(value: string | null): number {
    if (value === null) return 0;
    let code = this.lookup.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.lookup.set(value, code);
    }
    return code;
  }
}

/** The cards in the process's memory: one byte heap, each slot's encoding where `at` says. */
export class CardColumns implements CardStore {
  private readonly codec = new CardCodec();
  private capacity = 0;
  private heap = Buffer.alloc(0);
  /** Where each slot's encoding starts in the heap, and its length (0: no card). */
  private at = new Uint32Array(0);
  private length = new Uint32Array(0);
  /** Bytes of the heap in use, and how many of them belong to no slot any more. */
  private end = 0;
  private garbage = 0;

  reset(capacity: number): void {
    this.capacity = capacity;
    this.codec.reset();
    this.heap = Buffer.allocUnsafeSlow(Math.max(1 << 16, capacity * HEAP_BYTES_PER_SLOT));
    this.at = new Uint32Array(capacity);
    this.length = new Uint32Array(capacity);
    this.end = 0;
    this.garbage = 0;
  }

  grow(capacity: number): void {
    this.at = copyInto(new Uint32Array(capacity), this.at);
    this.length = copyInto(new Uint32Array(capacity), this.length);
    this.capacity = capacity;
  }

  /** Bytes held (the heap's whole size, used or not, and the slots' places in it). */
  get bytes(): number {
    return this.heap.length + this.at.byteLength + this.length.byteLength;
  }

  put(slot: number, row: ListingRow & CardFields): void {
    const n = this.codec.encode(row);
    if (n === this.length[slot]) {
      this.codec.scratch.copy(this.heap, this.at[slot]!, 0, n);
      return;
    }
    this.clear(slot);
    if (this.end + n > this.heap.length) this.compact(n);
    this.codec.scratch.copy(this.heap, this.end, 0, n);
    this.at[slot] = this.end;
    this.length[slot] = n;
    this.end += n;
  }

  clear(slot: number): void {
    this.garbage += this.length[slot]!;
    this.length[slot] = 0;
  }

  row(slot: number, id: string, listed: ListedPrices): ProductRow {
    return this.codec.decode(this.heap, this.at[slot]!, id, listed);
  }

  /** Every card is where it belongs as soon as it is put. */
  readonly unwritten = 0;

  writeSome(): number {
    return 0;
  }

  close(): void {}

  /** A heap with room for `n` more bytes, holding only the slots' encodings (what no slot holds is dropped). */
  private compact(n: number): void {
    const live = this.end - this.garbage;
    const heap = Buffer.allocUnsafeSlow(Math.max(1 << 16, 2 * (live + n)));
    let end = 0;
    for (let slot = 0; slot < this.capacity; slot++) {
      const length = this.length[slot]!;
      if (length === 0) continue;
      const from = this.at[slot]!;
      this.heap.copy(heap, end, from, from + length);
      this.at[slot] = end;
      end += length;
    }
    this.heap = heap;
    this.end = end;
    this.garbage = 0;
  }
}

/**
 * The cards of `slots` (the products `ids`), or undefined when the store holds none or cannot read
 * them (a file's read failed): the page's cards are then read from the database by id, as for a
 * store without cards.
 */
export function cardsOf(cards: CardStore | null, slots: readonly number[], ids: readonly string[], listed: (slot: number) => ListedPrices): ProductRow[] | undefined {
  if (!cards) return undefined;
  try {
    return slots.map((slot, i) => cards.row(slot, ids[i]!, listed(slot)));
  } catch {
    return undefined;
  }
}
