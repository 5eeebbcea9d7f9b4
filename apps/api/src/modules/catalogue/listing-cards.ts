/**
 * Product cards held by the listing index (decision 48), so a listing page's cards come from memory
 * in the same turn as its ids, total and facet counts: no read of PostgreSQL, whose answer a busy
 * event loop takes a second turn to pick up, and whose rows live long enough to be promoted.
 *
 * Per slot, outside the JavaScript heap and its limit:
 * - the four prices in paise (PostgreSQL `integer`s);
 * - seven short values as codes into one dictionary: colour, condition, brand id and name, and the
 *   three category ids;
 * - the name, the card's images and its sizes, encoded in one byte heap:
 *   u16 name length, the name (UTF-8); u8 images, each u16 length and UTF-8; u16 sizes, each the
 *   size id's 16 bytes, u16 label length, label (UTF-8) and the quantity (i32).
 *
 * A change that keeps the encoding's length (a stock change, a reprice) is written in place;
 * another is appended, and the heap is compacted when it next grows.
 */
import type { ProductRow } from './dto';
import type { CardFields, ListingRow } from './listing-row';
import { copyInto } from './listing-bitsets';

/**
 * What a product's card may take here, with room to spare: 52 bytes of columns and its encoding
 * (159 bytes on average in the 100k bench catalogue), in a heap sized for 192 a product at first.
 */
export const CARD_BYTES = 256;
const HEAP_BYTES_PER_SLOT = 192;

/** The short values, in the order of a slot's codes (`row` reads them back in it). */
const coded = (row: ListingRow & CardFields) => [row.card_color, row.condition, row.brand_id, row.brand_name, row.category_id, row.sub_category_id, row.sub_sub_category_id];
const CODES = 7;
const PRICES = 4;

/** Room a value's encoding may need: every character as three bytes of UTF-8. */
const utf8Room = (text: string) => text.length * 3;

export class CardColumns {
  private capacity = 0;
  private prices = new Int32Array(0);
  private codes = new Uint32Array(0);
  /** Code → value; code 0 is null. */
  private values: (string | null)[] = [null];
  private readonly lookup = new Map<string, number>();
  private heap = Buffer.alloc(0);
  /** Where each slot's encoding starts in the heap, and its length (0: no card). */
  private at = new Uint32Array(0);
  private length = new Uint32Array(0);
  /** Bytes of the heap in use, and how many of them belong to no slot any more. */
  private end = 0;
  private garbage = 0;
  /** A card is encoded here first, then copied to the heap. */
  private scratch = Buffer.alloc(4096);

  reset(capacity: number): void {
    this.capacity = capacity;
    this.prices = new Int32Array(capacity * PRICES);
    this.codes = new Uint32Array(capacity * CODES);
    this.values = [null];
    this.lookup.clear();
    this.heap = Buffer.allocUnsafeSlow(Math.max(1 << 16, capacity * HEAP_BYTES_PER_SLOT));
    this.at = new Uint32Array(capacity);
    this.length = new Uint32Array(capacity);
    this.end = 0;
    this.garbage = 0;
  }

  grow(capacity: number): void {
    this.prices = copyInto(new Int32Array(capacity * PRICES), this.prices);
    this.codes = copyInto(new Uint32Array(capacity * CODES), this.codes);
    this.at = copyInto(new Uint32Array(capacity), this.at);
    this.length = copyInto(new Uint32Array(capacity), this.length);
    this.capacity = capacity;
  }

  /** Bytes held (the heap's whole size, used or not, and the columns). */
  get bytes(): number {
    return this.heap.length + this.prices.byteLength + this.codes.byteLength + this.at.byteLength + this.length.byteLength;
  }

  /** Stores the card of the product in `slot` (it replaces the slot's card, if any). */
  put(slot: number, row: ListingRow & CardFields): void {
    const p = slot * PRICES;
    this.prices[p] = row.price_paise;
    this.prices[p + 1] = row.discount_price_paise;
    this.prices[p + 2] = row.estimated_price_paise;
    this.prices[p + 3] = row.effective_price_paise;
    const c = slot * CODES;
    const values = coded(row);
    for (let k = 0; k < CODES; k++) this.codes[c + k] = this.code(values[k]!);
    const n = this.encode(row);
    if (n === this.length[slot]) {
      this.scratch.copy(this.heap, this.at[slot]!, 0, n);
      return;
    }
    this.clear(slot);
    if (this.end + n > this.heap.length) this.compact(n);
    this.scratch.copy(this.heap, this.end, 0, n);
    this.at[slot] = this.end;
    this.length[slot] = n;
    this.end += n;
  }

  /** Forgets the slot's card. */
  clear(slot: number): void {
    this.garbage += this.length[slot]!;
    this.length[slot] = 0;
  }

  /** The card of the product `id` in `slot`, as the catalogue's queries select it. */
  row(slot: number, id: string): ProductRow {
    const p = slot * PRICES;
    const c = slot * CODES;
    const value = (k: number) => this.values[this.codes[c + k]!]!;
    const h = this.heap;
    let at = this.at[slot]!;
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
      price_paise: this.prices[p]!,
      discount_price_paise: this.prices[p + 1]!,
      estimated_price_paise: this.prices[p + 2]!,
      effective_price_paise: this.prices[p + 3]!,
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

  /** Writes the card's name, images and sizes to the scratch buffer; returns the bytes written. */
  private encode(row: CardFields): number {
    const room = 8 + utf8Room(row.product_name) + row.images.reduce((n, url) => n + 2 + utf8Room(url), 0) + row.sizes.reduce((n, [, label]) => n + 22 + utf8Room(label), 0);
    if (room > this.scratch.length) this.scratch = Buffer.alloc(room * 2);
    const s = this.scratch;
    let at = 0;
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
