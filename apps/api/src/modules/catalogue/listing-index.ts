/**
 * An in-memory index of the catalogue's filterable fields, for listing pages without a text search.
 *
 * With 100k products PostgreSQL finds a page's 12 rows through an index in a millisecond, but an
 * exact total over a broad filter (count(*) of tens of thousands of rows) costs tens of
 * milliseconds. This index keeps, for every value of every filter (a category, a brand, a size…),
 * a bitset of the products that have it, and the products in each of the shop's sort orders
 * (B+ trees from `sorted-btree`, so a product moves in O(log n)). A query ANDs (and ORs) a few
 * bitsets, counts the bits for the exact total and the facet counts, and walks the sorted order
 * until its page is full; the page's rows are then read from PostgreSQL by id. Products are found
 * by id through an open-addressing hash table over their 16-byte ids (O(1), 8 bytes a product).
 *
 * It is kept fresh by the database's change notices (see lib/cache.ts): a changed product is marked
 * dirty at once and re-read shortly after, in chunks that each take a few milliseconds, so a burst
 * of thousands of changes never holds the event loop. While anything is dirty, before the first
 * load, and while a failed load waits to be retried (with back-off), callers use the SQL path,
 * which is always right. Results match the SQL path exactly (listing-index.test.ts checks them
 * against each other, also while products change).
 */
import SortedBTree from 'sorted-btree';
import { PRICE_BANDS, priceBandOf, toPaise, type ListingFacets, type ProductListQuery } from '@shop/shared';
import type { Database } from '../../db/client';
import { ALL_PRODUCTS } from '../../lib/cache';
import { isUuid } from '../../lib/ids';

// Node's ESM loader hands over the CommonJS module object (its class is `.default`); bundlers and vitest hand the class.
const BTree: typeof SortedBTree = (SortedBTree as unknown as { default?: typeof SortedBTree }).default ?? SortedBTree;
type BTree<K, V> = SortedBTree<K, V>;

interface Row {
  id: string;
  category_id: string;
  sub_category_id: string | null;
  sub_sub_category_id: string | null;
  brand_id: string | null;
  color: string;
  condition: string;
  on_sale: boolean;
  effective_price_paise: number;
  created_us: string;
  discount_bp: number;
  reduced_us: string | null;
  size_labels: string[];
  in_stock: boolean;
  with_images: boolean;
}

const SORTS = ['newest', 'price-asc', 'price-desc', 'discount', 'reduced'] as const;
type SortKey = (typeof SORTS)[number];

export interface IndexedPage {
  ids: string[];
  total: number;
}

const SELECT = `SELECT p.id, p.category_id, p.sub_category_id, p.sub_sub_category_id, p.brand_id, lower(p.color) AS color, p.condition,
    p.on_sale, p.effective_price_paise, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS created_us,
    p.discount_bp, (extract(epoch FROM p.price_reduced_at) * 1000000)::bigint::text AS reduced_us, p.size_labels,
    EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0) AS in_stock,
    EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) AS with_images
  FROM products p WHERE p.status = 'active'`;

export interface ListingIndexOptions {
  /** Products read per query while loading. */
  batchSize?: number;
  /** Changed products re-read and applied per step; the event loop gets a turn between steps. */
  chunkSize?: number;
  /** Back-off after a failed load: the first wait, doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Told about each failed load or refresh (the app logs it). */
  onError?: (err: unknown) => void;
}

/** Bitsets of product slots, one per value of a field. */
class Postings {
  readonly sets = new Map<string, Uint32Array>();
  constructor(private words: number) {}
  grow(words: number): void {
    for (const [key, set] of this.sets) {
      const next = new Uint32Array(words);
      next.set(set);
      this.sets.set(key, next);
    }
    this.words = words;
  }
  add(value: string, slot: number): void {
    let set = this.sets.get(value);
    if (!set) this.sets.set(value, (set = new Uint32Array(this.words)));
    set[slot >>> 5]! |= 1 << (slot & 31);
  }
  get(value: string): Uint32Array | undefined {
    return this.sets.get(value);
  }
  /** Clears the slot from every value (a few dozen to a few hundred values per field: independent of the catalogue's size). */
  clear(slot: number): void {
    const word = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    for (const set of this.sets.values()) set[word]! &= mask;
  }
}

const FIELDS = ['category', 'sub', 'subSub', 'brand', 'colour', 'condition', 'size', 'flag', 'band'] as const;
type Field = (typeof FIELDS)[number];
/** The fields counted in `data.facets`, by the name the answer uses. */
const FACET_FIELDS = { brand: 'brand', size: 'size', colour: 'colour', condition: 'condition', category: 'subSub', price: 'band' } as const satisfies Record<keyof ListingFacets, Field>;
type FacetName = keyof typeof FACET_FIELDS;

function popcount(words: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < words.length; i++) {
    let v = words[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** Bits set in both `a` and `b`. */
function popcountAnd(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    let v = a[i]! & b[i]!;
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** A filter of a query: the slots it allows, and the facet it belongs to (if any). */
interface Constraint {
  facet: FacetName | null;
  set: Uint32Array | null;
}

const EMPTY_SLOT = 0;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ListingIndex {
  private capacity = 0;
  private slots = 0;
  private count = 0;
  /** Each slot's id as four big-endian 32-bit words (uuid order = the order of these words). */
  private idWords = new Uint32Array(0);
  /** Open addressing (linear probing) from an id to slot + 1; 0 is empty. */
  private table = new Int32Array(0);
  private free: number[] = [];
  private live = new Uint32Array(0);
  private price = new Float64Array(0);
  private created = new Float64Array(0);
  private discount = new Float64Array(0);
  /** When the price was last reduced (µs), 0 for never: sorts last, as NULLS LAST does. */
  private reduced = new Float64Array(0);
  private postings = new Map<Field, Postings>();
  private orders = this.emptyOrders();

  private loaded = false;
  private loading: Promise<void> | null = null;
  private readonly dirty = new Set<string>();
  private reloadAll = false;
  private refreshing: Promise<void> | null = null;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly batchSize: number;
  private readonly chunkSize: number;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;

  constructor(
    private readonly database: Database,
    private readonly options: ListingIndexOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 5_000;
    this.chunkSize = options.chunkSize ?? 200;
    this.retryMs = options.retryMs ?? 250;
    this.maxRetryMs = options.maxRetryMs ?? 30_000;
  }

  /** Usable when loaded and nothing is waiting to be re-read. */
  get ready(): boolean {
    return this.loaded && this.dirty.size === 0 && !this.reloadAll && this.refreshing === null && this.loading === null;
  }

  get size(): number {
    return this.count;
  }

  private longestStep = 0;
  private largestStep = 0;
  private stepCount = 0;
  /** The longest time one step of applying changes has held the event loop, in ms (the bench reports it). */
  get longestStepMs(): number {
    return this.longestStep;
  }
  /** How many steps have applied products, and the most products one step applied (never above the chunk size). */
  get steps(): { count: number; largest: number } {
    return { count: this.stepCount, largest: this.largestStep };
  }

  private stepDone(started: number, products: number): void {
    this.longestStep = Math.max(this.longestStep, performance.now() - started);
    this.largestStep = Math.max(this.largestStep, products);
    this.stepCount++;
  }

  /** Loads in the background, retrying with back-off; until loaded, `canAnswer` is false and SQL answers. */
  start(): void {
    this.reloadAll = true;
    this.schedule();
  }

  /** Stops loading and refreshing; waits for the step under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await Promise.allSettled([this.loading, this.refreshing]);
  }

  /** Loads every active product in batches; the index answers from when it is done. One attempt. */
  async load(): Promise<void> {
    this.loading ??= (async () => {
      this.loaded = false;
      const total = Number((await this.database.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE status = 'active'`))[0]!.n);
      this.reset(total + 1024);
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        if (this.closed) return;
        const rows = await this.database.query<Row>(`${SELECT} AND p.id > $1 ORDER BY p.id LIMIT ${this.batchSize}`, [after]);
        // Applied in steps like the changes are, so a load never holds the event loop either.
        for (let from = 0; from < rows.length; from += this.chunkSize) {
          if (from > 0) await nextTurn();
          const started = performance.now();
          const to = Math.min(rows.length, from + this.chunkSize);
          for (let k = from; k < to; k++) this.put(rows[k]!);
          this.stepDone(started, to - from);
        }
        if (rows.length < this.batchSize) break;
        after = rows[rows.length - 1]!.id;
      }
      this.loaded = true;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** A change notice: the product (or, for '*', everything) is re-read soon; until then the SQL path answers. */
  markChanged(productId: string): void {
    if (productId === ALL_PRODUCTS) this.reloadAll = true;
    else if (isUuid(productId)) this.dirty.add(productId.toLowerCase());
    else return;
    this.schedule();
  }

  /** Starts a refresh at the next turn, unless one runs or a retry is waiting for its back-off. */
  private schedule(): void {
    if (this.closed || this.refreshing || this.retryTimer) return;
    this.refreshing = nextTurn().then(() => this.refresh());
  }

  private async refresh(): Promise<void> {
    let failed = false;
    try {
      if (this.loading) await this.loading.catch(() => {});
      while (!this.closed && (this.reloadAll || this.dirty.size > 0)) {
        if (this.reloadAll || this.dirty.size > Math.max(50_000, this.count / 4)) {
          this.reloadAll = false;
          this.dirty.clear();
          await this.load();
          continue;
        }
        // A bounded step: read a chunk of changed products, apply them, give the event loop a turn.
        const ids: string[] = [];
        for (const id of this.dirty) {
          ids.push(id);
          if (ids.length === this.chunkSize) break;
        }
        for (const id of ids) this.dirty.delete(id);
        let rows: Row[];
        try {
          rows = await this.database.query<Row>(`${SELECT} AND p.id = ANY($1::uuid[])`, [ids]);
        } catch (err) {
          for (const id of ids) this.dirty.add(id);
          throw err;
        }
        const started = performance.now();
        const found = new Set<string>();
        for (const row of rows) {
          found.add(row.id);
          this.put(row);
        }
        for (const id of ids) if (!found.has(id)) this.remove(id);
        this.stepDone(started, ids.length);
        if (this.dirty.size > 0) await nextTurn();
      }
      this.failures = 0;
    } catch (err) {
      // The database did not answer: reload from scratch after a back-off; the SQL path answers meanwhile.
      failed = true;
      this.reloadAll = true;
      this.loaded = false;
      this.failures++;
      this.options.onError?.(err);
    } finally {
      this.refreshing = null;
      if (!this.closed && (this.reloadAll || this.dirty.size > 0)) {
        if (failed) {
          const wait = Math.min(this.maxRetryMs, this.retryMs * 2 ** (this.failures - 1));
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.schedule();
          }, wait);
          this.retryTimer.unref();
        } else this.schedule();
      }
    }
  }

  private emptyOrders(): Record<SortKey, BTree<number, undefined>> {
    return {
      newest: new BTree<number, undefined>(undefined, (a, b) => this.created[b]! - this.created[a]! || this.compareIds(b, a)),
      'price-asc': new BTree<number, undefined>(undefined, (a, b) => this.price[a]! - this.price[b]! || this.compareIds(a, b)),
      'price-desc': new BTree<number, undefined>(undefined, (a, b) => this.price[b]! - this.price[a]! || this.compareIds(b, a)),
      discount: new BTree<number, undefined>(undefined, (a, b) => this.discount[b]! - this.discount[a]! || this.created[b]! - this.created[a]! || this.compareIds(b, a)),
      reduced: new BTree<number, undefined>(undefined, (a, b) => this.reduced[b]! - this.reduced[a]! || this.created[b]! - this.created[a]! || this.compareIds(b, a)),
    };
  }

  /** The order of two slots' ids, as PostgreSQL orders uuids (byte by byte). */
  private compareIds(a: number, b: number): number {
    const w = this.idWords;
    for (let k = 0; k < 4; k++) {
      const d = w[a * 4 + k]! - w[b * 4 + k]!;
      if (d !== 0) return d;
    }
    return 0;
  }

  private reset(capacity: number): void {
    this.capacity = capacity;
    this.slots = 0;
    this.count = 0;
    this.idWords = new Uint32Array(capacity * 4);
    this.table = new Int32Array(tableSize(capacity));
    this.free = [];
    this.live = new Uint32Array(Math.ceil(capacity / 32));
    this.price = new Float64Array(capacity);
    this.created = new Float64Array(capacity);
    this.discount = new Float64Array(capacity);
    this.reduced = new Float64Array(capacity);
    this.postings = new Map(FIELDS.map((f) => [f, new Postings(this.live.length)]));
    this.orders = this.emptyOrders();
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const ids = new Uint32Array(capacity * 4);
    ids.set(this.idWords);
    this.idWords = ids;
    const words = Math.ceil(capacity / 32);
    const live = new Uint32Array(words);
    live.set(this.live);
    this.live = live;
    const price = new Float64Array(capacity);
    price.set(this.price);
    this.price = price;
    const created = new Float64Array(capacity);
    created.set(this.created);
    this.created = created;
    const discount = new Float64Array(capacity);
    discount.set(this.discount);
    this.discount = discount;
    const reduced = new Float64Array(capacity);
    reduced.set(this.reduced);
    this.reduced = reduced;
    for (const p of this.postings.values()) p.grow(words);
    this.capacity = capacity;
    this.table = new Int32Array(tableSize(capacity));
    for (let s = 0; s < this.slots; s++) if (this.isLive(s)) this.tableInsert(s);
  }

  private isLive(slot: number): boolean {
    return (this.live[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  private idOf(slot: number): string {
    const w = this.idWords;
    const h = hex8(w[slot * 4]!) + hex8(w[slot * 4 + 1]!) + hex8(w[slot * 4 + 2]!) + hex8(w[slot * 4 + 3]!);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  // ---- the id → slot table ------------------------------------------------------------------

  private readonly probe = new Uint32Array(4);

  private home(w3: number): number {
    return (Math.imul(w3 ^ (w3 >>> 16), 0x9e3779b1) >>> 0) & (this.table.length - 1);
  }

  private tableInsert(slot: number): void {
    const mask = this.table.length - 1;
    let at = this.home(this.idWords[slot * 4 + 3]!);
    while (this.table[at] !== EMPTY_SLOT) at = (at + 1) & mask;
    this.table[at] = slot + 1;
  }

  /** The table position holding this id, or -1. */
  private tableFind(id: string): number {
    const p = this.probe;
    const hex = id.replace(/-/g, '');
    for (let k = 0; k < 4; k++) p[k] = parseInt(hex.slice(k * 8, k * 8 + 8), 16);
    const mask = this.table.length - 1;
    const w = this.idWords;
    for (let at = this.home(p[3]!); ; at = (at + 1) & mask) {
      const entry = this.table[at]!;
      if (entry === EMPTY_SLOT) return -1;
      const s = (entry - 1) * 4;
      if (w[s] === p[0] && w[s + 1] === p[1] && w[s + 2] === p[2] && w[s + 3] === p[3]) return at;
    }
  }

  private slotOf(id: string): number {
    if (this.table.length === 0) return -1;
    const at = this.tableFind(id);
    return at < 0 ? -1 : this.table[at]! - 1;
  }

  /** Deletes a table entry, shifting back the entries after it (no tombstones). */
  private tableDelete(at: number): void {
    const mask = this.table.length - 1;
    const t = this.table;
    t[at] = EMPTY_SLOT;
    for (let next = (at + 1) & mask; t[next] !== EMPTY_SLOT; next = (next + 1) & mask) {
      const entry = t[next]!;
      const home = this.home(this.idWords[(entry - 1) * 4 + 3]!);
      // Move it back if its home does not lie cyclically in (at, next].
      const stays = at <= next ? at < home && home <= next : at < home || home <= next;
      if (!stays) {
        t[at] = entry;
        t[next] = EMPTY_SLOT;
        at = next;
      }
    }
  }

  // ---- changes ------------------------------------------------------------------------------

  private post(slot: number, row: Row): void {
    const apply = (field: Field, value: string | null) => {
      if (value !== null) this.postings.get(field)!.add(value, slot);
    };
    apply('category', row.category_id);
    apply('sub', row.sub_category_id);
    apply('subSub', row.sub_sub_category_id);
    apply('brand', row.brand_id);
    apply('colour', row.color);
    apply('condition', row.condition);
    for (const size of row.size_labels) apply('size', size);
    apply('flag', row.on_sale ? 'sale' : 'full-price');
    apply('flag', row.in_stock ? 'in-stock' : 'sold-out');
    apply('flag', row.with_images ? 'with-images' : 'no-images');
    apply('band', priceBandOf(row.effective_price_paise));
  }

  /** Stores a product's fields: a product already held is updated in place, never added twice. */
  private put(row: Row): void {
    let slot = this.slotOf(row.id);
    const created = Number(row.created_us);
    const price = row.effective_price_paise;
    const discount = row.discount_bp;
    const reduced = row.reduced_us === null ? 0 : Number(row.reduced_us);
    if (slot >= 0) {
      for (const p of this.postings.values()) p.clear(slot);
      // Out of the orders whose keys changed under the old keys, back in under the new ones: O(log n) each.
      const moved = SORTS.filter((sort) =>
        sort === 'newest'
          ? this.created[slot] !== created
          : sort === 'discount'
            ? this.discount[slot] !== discount || this.created[slot] !== created
            : sort === 'reduced'
              ? this.reduced[slot] !== reduced || this.created[slot] !== created
              : this.price[slot] !== price,
      );
      for (const sort of moved) this.orders[sort].delete(slot);
      this.price[slot] = price;
      this.created[slot] = created;
      this.discount[slot] = discount;
      this.reduced[slot] = reduced;
      for (const sort of moved) this.orders[sort].set(slot, undefined);
    } else {
      slot = this.free.pop() ?? this.slots++;
      if (slot >= this.capacity) this.grow();
      const hex = row.id.replace(/-/g, '');
      for (let k = 0; k < 4; k++) this.idWords[slot * 4 + k] = parseInt(hex.slice(k * 8, k * 8 + 8), 16);
      this.tableInsert(slot);
      this.live[slot >>> 5]! |= 1 << (slot & 31);
      this.count++;
      this.price[slot] = price;
      this.created[slot] = created;
      this.discount[slot] = discount;
      this.reduced[slot] = reduced;
      for (const sort of SORTS) this.orders[sort].set(slot, undefined);
    }
    this.post(slot, row);
  }

  private remove(id: string): void {
    if (this.table.length === 0) return;
    const at = this.tableFind(id);
    if (at < 0) return;
    const slot = this.table[at]! - 1;
    for (const p of this.postings.values()) p.clear(slot);
    for (const sort of SORTS) this.orders[sort].delete(slot);
    this.tableDelete(at);
    this.live[slot >>> 5]! &= ~(1 << (slot & 31));
    this.free.push(slot);
    this.count--;
  }

  // ---- queries ------------------------------------------------------------------------------

  /** Whether the index can answer this query: everything but a full-text search. */
  canAnswer(q: ProductListQuery): boolean {
    return this.ready && !q.search;
  }

  /** Scratch bitsets reused by every query (queries run one at a time: they never await). */
  private scratch = { acc: new Uint32Array(0), facet: new Uint32Array(0), any: new Uint32Array(0) };

  /** The filters of a query as bitsets (null: nothing matches), each tagged with its facet. */
  private constraints(q: ProductListQuery): Constraint[] {
    const words = this.live.length;
    const out: Constraint[] = [];
    const anyOf = (facet: FacetName | null, field: Field, values: readonly string[]) => {
      const p = this.postings.get(field)!;
      if (values.length === 1) return out.push({ facet, set: p.get(values[0]!) ?? null });
      const any = new Uint32Array(words);
      for (const v of values) {
        const set = p.get(v);
        if (set) for (let w = 0; w < words; w++) any[w]! |= set[w]!;
      }
      out.push({ facet, set: any });
    };
    if (q.category_id) anyOf(null, 'category', [q.category_id]);
    if (q.sub_category_id) anyOf(null, 'sub', [q.sub_category_id]);
    const subSub = q.subSubCategoryid ?? q.sub_sub_category_id;
    if (subSub) anyOf('category', 'subSub', [subSub]);
    const brands = [...(q.brandId ?? []), ...(q.brand_id ?? [])];
    if (brands.length) anyOf('brand', 'brand', brands.map((b) => b.toLowerCase()));
    if (q.colors?.length) anyOf('colour', 'colour', q.colors.map((c) => c.toLowerCase()));
    if (q.conditions?.length) anyOf('condition', 'condition', q.conditions);
    if (q.sizes?.length) anyOf('size', 'size', q.sizes);
    if (q.on_sale !== undefined) anyOf(null, 'flag', [q.on_sale ? 'sale' : 'full-price']);
    if (q.in_stock !== undefined) anyOf(null, 'flag', [q.in_stock ? 'in-stock' : 'sold-out']);
    if (q.with_images !== undefined) anyOf(null, 'flag', [q.with_images ? 'with-images' : 'no-images']);
    if (q.min_price !== undefined || q.max_price !== undefined) {
      const min = q.min_price !== undefined ? toPaise(q.min_price) : -Infinity;
      const max = q.max_price !== undefined ? toPaise(q.max_price) : Infinity;
      // Whole price bands inside the range are taken as they are; the others are checked product by product.
      const inRange = new Uint32Array(words);
      const bands = this.postings.get('band')!;
      for (const band of PRICE_BANDS) {
        const set = bands.get(band.key);
        if (!set) continue;
        const bandMax = band.maxPaise ?? Infinity;
        if (band.minPaise > max || bandMax < min) continue;
        if (band.minPaise >= min && bandMax <= max) {
          for (let w = 0; w < words; w++) inRange[w]! |= set[w]!;
          continue;
        }
        for (let w = 0; w < words; w++) {
          let bits = set[w]!;
          while (bits !== 0) {
            const low = bits & -bits;
            const s = (w << 5) + 31 - Math.clz32(low);
            const p = this.price[s]!;
            if (p >= min && p <= max) inRange[w]! |= low;
            bits ^= low;
          }
        }
      }
      out.push({ facet: 'price', set: inRange });
    }
    return out;
  }

  /** `acc` = live products that pass every constraint except those of facet `skip`. */
  private intersect(acc: Uint32Array, constraints: Constraint[], skip: FacetName | null): void {
    acc.set(this.live);
    const words = acc.length;
    for (const c of constraints) {
      if (skip !== null && c.facet === skip) continue;
      const set = c.set;
      if (!set) return acc.fill(0) as unknown as void;
      for (let w = 0; w < words; w++) acc[w]! &= set[w]!;
    }
  }

  /** The page's product ids in order and the exact total, for a query `canAnswer` accepted. */
  query(q: ProductListQuery): IndexedPage {
    const words = this.live.length;
    if (this.scratch.acc.length !== words) this.scratch = { acc: new Uint32Array(words), facet: new Uint32Array(words), any: new Uint32Array(words) };
    const { acc } = this.scratch;
    this.intersect(acc, this.constraints(q), null);
    const total = popcount(acc);
    const sort: SortKey = q.sort === 'default' ? 'newest' : q.sort;
    const order = this.orders[sort];
    const offset = (q.page - 1) * q.limit;
    const ids: string[] = [];
    if (offset >= total) return { ids, total };
    const wanted = Math.min(total, offset + q.limit);
    // Walking the order meets a match every N/total places; collecting and sorting costs about
    // total·log(total). Take the cheaper way.
    const walk = (wanted * this.count) / total;
    const collect = words / 4 + total * Math.log2(total + 1) * 4;
    if (collect < walk) {
      // Few matches spread over the whole order: take them straight from the bitset and sort those.
      const matches: number[] = [];
      for (let w = 0; w < words; w++) {
        let bits = acc[w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          matches.push((w << 5) + 31 - Math.clz32(low));
          bits ^= low;
        }
      }
      matches.sort(order._compare);
      for (let k = offset; k < wanted; k++) ids.push(this.idOf(matches[k]!));
      return { ids, total };
    }
    // Many matches: walk the order until the page is full; it fills quickly.
    let seen = 0;
    order.forEachPair((s) => {
      if ((acc[s >>> 5]! & (1 << (s & 31))) === 0) return;
      if (seen++ >= offset) {
        ids.push(this.idOf(s));
        if (ids.length >= q.limit) return { break: true };
      }
      return;
    });
    return { ids, total };
  }

  /**
   * How many products each facet value holds for this query, each facet counted with the other
   * facets' filters applied (so choosing a second brand shows what it would add). Values with no
   * product are left out.
   */
  facets(q: ProductListQuery): ListingFacets {
    const words = this.live.length;
    if (this.scratch.facet.length !== words) this.scratch = { acc: new Uint32Array(words), facet: new Uint32Array(words), any: new Uint32Array(words) };
    const constraints = this.constraints(q);
    const acc = this.scratch.facet;
    const out = {} as ListingFacets;
    for (const name of Object.keys(FACET_FIELDS) as FacetName[]) {
      this.intersect(acc, constraints, name);
      const counts: { value: string; count: number }[] = [];
      for (const [value, set] of this.postings.get(FACET_FIELDS[name])!.sets) {
        const n = popcountAnd(acc, set);
        if (n > 0) counts.push({ value, count: n });
      }
      out[name] = counts;
    }
    return out;
  }
}

function tableSize(capacity: number): number {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  return size;
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}
