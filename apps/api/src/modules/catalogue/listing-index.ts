/**
 * An in-memory index of the catalogue's filterable fields, for listing pages without a text search.
 *
 * With 100k products PostgreSQL finds a page's 12 rows through an index in a millisecond, but an
 * exact total over a broad filter (count(*) of tens of thousands of rows) costs tens of
 * milliseconds. This index keeps, for every value of every filter (a category, a brand, a size…),
 * a bitset of the products that have it, and the products pre-sorted in the shop's three orders.
 * A query ANDs (and ORs) a few bitsets of 12.5 KB, counts the bits for the exact total, and walks
 * the sorted order until its page is full; the page's rows are then read from PostgreSQL by id.
 * About 4 MB for 100k products.
 *
 * It is kept fresh by the database's change notices (see lib/cache.ts): a changed product is marked
 * dirty at once and re-read shortly after; while anything is dirty, or before the first load,
 * callers use the SQL path, which is always right. Results match the SQL path exactly
 * (listing-index.test.ts checks them against each other).
 */
import { toPaise, type ProductListQuery } from '@shop/shared';
import type { Database } from '../../db/client';
import { ALL_PRODUCTS } from '../../lib/cache';
import { isUuid } from '../../lib/ids';

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
  size_labels: string[];
  in_stock: boolean;
  with_images: boolean;
}

const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
type SortKey = (typeof SORTS)[number];

export interface IndexedPage {
  ids: string[];
  total: number;
}

const SELECT = `SELECT p.id, p.category_id, p.sub_category_id, p.sub_sub_category_id, p.brand_id, lower(p.color) AS color, p.condition,
    p.on_sale, p.effective_price_paise, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS created_us, p.size_labels,
    EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0) AS in_stock,
    EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id) AS with_images
  FROM products p WHERE p.status = 'active'`;
const LOAD_BATCH = 10_000;

/** Bitsets of product slots, one per value of a field. */
class Postings {
  private readonly sets = new Map<string, Uint32Array>();
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
  /** Clears the slot from every value (there are a few dozen values per field). */
  clear(slot: number): void {
    const word = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    for (const set of this.sets.values()) set[word]! &= mask;
  }
}

const FIELDS = ['category', 'sub', 'subSub', 'brand', 'colour', 'condition', 'size', 'flag'] as const;
type Field = (typeof FIELDS)[number];

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

/** The filterable values of one product, as stored for it. */
interface Values {
  category: string;
  sub: string | null;
  subSub: string | null;
  brand: string | null;
  colour: string;
  condition: string;
  sizes: string[];
  flags: string[];
}

export class ListingIndex {
  private capacity = 0;
  private slots = 0;
  private count = 0;
  /** Product ids as 16 raw bytes per slot (1.6 MB for 100k, instead of strings and a map). */
  private idBytes = Buffer.alloc(0);
  private free: number[] = [];
  private live = new Uint32Array(0);
  private price = new Int32Array(0);
  private created = new Float64Array(0);
  private postings = new Map<Field, Postings>();
  private order: Record<SortKey, number[]> = { newest: [], 'price-asc': [], 'price-desc': [] };
  /** Each slot's position in each order, for pages of small results (see `query`). */
  private rank: Record<SortKey, Int32Array> = { newest: new Int32Array(0), 'price-asc': new Int32Array(0), 'price-desc': new Int32Array(0) };
  private rankFrom: Record<SortKey, number> = { newest: 0, 'price-asc': 0, 'price-desc': 0 };

  private loaded = false;
  private loading: Promise<void> | null = null;
  private readonly dirty = new Set<string>();
  private reloadAll = false;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly database: Database) {}

  /** Usable when loaded and nothing is waiting to be re-read. */
  get ready(): boolean {
    return this.loaded && this.dirty.size === 0 && !this.reloadAll && this.refreshing === null;
  }

  get size(): number {
    return this.count;
  }

  /** Loads every active product in batches; the index answers from when it is done. */
  async load(): Promise<void> {
    this.loading ??= (async () => {
      this.loaded = false;
      const total = Number((await this.database.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE status = 'active'`))[0]!.n);
      this.reset(total + 1024);
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await this.database.query<Row>(`${SELECT} AND p.id > $1 ORDER BY p.id LIMIT ${LOAD_BATCH}`, [after]);
        for (const row of rows) this.put(row, false);
        if (rows.length < LOAD_BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      const all: number[] = [];
      for (let s = 0; s < this.slots; s++) if (this.isLive(s)) all.push(s);
      for (const sort of SORTS) {
        this.order[sort] = all.slice().sort(this.compare(sort));
        this.rankFrom[sort] = 0;
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
    this.refreshing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.refresh());
  }

  private async refresh(): Promise<void> {
    try {
      while (this.reloadAll || this.dirty.size > 0) {
        if (this.reloadAll || this.dirty.size > 5000) {
          this.reloadAll = false;
          this.dirty.clear();
          await this.load();
          continue;
        }
        const ids = [...this.dirty];
        this.dirty.clear();
        const rows = await this.database.query<Row>(`${SELECT} AND p.id = ANY($1::uuid[])`, [ids]);
        const found = new Set(rows.map((r) => r.id));
        for (const row of rows) this.put(row, true);
        for (const id of ids) if (!found.has(id)) this.remove(id);
      }
    } catch {
      // The database did not answer: reload from scratch on the next notice; the SQL path answers meanwhile.
      this.reloadAll = true;
      this.loaded = false;
    } finally {
      this.refreshing = null;
      if (this.reloadAll || this.dirty.size > 0) this.markChanged(this.reloadAll ? ALL_PRODUCTS : [...this.dirty][0]!);
    }
  }

  private reset(capacity: number): void {
    this.capacity = capacity;
    this.slots = 0;
    this.count = 0;
    this.idBytes = Buffer.alloc(capacity * 16);
    this.free = [];
    this.live = new Uint32Array(Math.ceil(capacity / 32));
    this.price = new Int32Array(capacity);
    this.created = new Float64Array(capacity);
    this.postings = new Map(FIELDS.map((f) => [f, new Postings(this.live.length)]));
    this.order = { newest: [], 'price-asc': [], 'price-desc': [] };
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const ids = Buffer.alloc(capacity * 16);
    this.idBytes.copy(ids);
    this.idBytes = ids;
    const words = Math.ceil(capacity / 32);
    const live = new Uint32Array(words);
    live.set(this.live);
    this.live = live;
    const price = new Int32Array(capacity);
    price.set(this.price);
    this.price = price;
    const created = new Float64Array(capacity);
    created.set(this.created);
    this.created = created;
    for (const p of this.postings.values()) p.grow(words);
    this.capacity = capacity;
  }

  private isLive(slot: number): boolean {
    return (this.live[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  private idOf(slot: number): string {
    const h = this.idBytes.toString('hex', slot * 16, slot * 16 + 16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }

  private slotOf(id: string): number {
    const bytes = Buffer.from(id.replace(/-/g, ''), 'hex');
    for (let from = 0; ; ) {
      const at = this.idBytes.indexOf(bytes, from);
      if (at < 0 || at >= this.slots * 16) return -1;
      if (at % 16 === 0 && this.isLive(at / 16)) return at / 16;
      from = at + 1;
    }
  }

  /** Comparators that order slots exactly as the SQL path's ORDER BY does (uuid order = byte order). */
  private compare(sort: SortKey): (a: number, b: number) => number {
    const ids = this.idBytes;
    const byId = (a: number, b: number) => ids.compare(ids, b * 16, b * 16 + 16, a * 16, a * 16 + 16);
    if (sort === 'newest') return (a, b) => this.created[b]! - this.created[a]! || byId(b, a);
    if (sort === 'price-asc') return (a, b) => this.price[a]! - this.price[b]! || byId(a, b);
    return (a, b) => this.price[b]! - this.price[a]! || byId(b, a);
  }

  private unorder(slot: number): void {
    for (const sort of SORTS) {
      const list = this.order[sort];
      const at = list.indexOf(slot);
      if (at >= 0) {
        list.splice(at, 1);
        this.rankFrom[sort] = Math.min(this.rankFrom[sort], at);
      }
    }
  }

  /** Positions in an order, brought up to date lazily from the first place that changed. */
  private ranks(sort: SortKey): Int32Array {
    let rank = this.rank[sort];
    const list = this.order[sort];
    if (rank.length < this.capacity) {
      rank = new Int32Array(this.capacity);
      this.rank[sort] = rank;
      this.rankFrom[sort] = 0;
    }
    for (let k = this.rankFrom[sort]; k < list.length; k++) rank[list[k]!] = k;
    this.rankFrom[sort] = list.length;
    return rank;
  }

  private reorder(slot: number): void {
    for (const sort of SORTS) {
      const list = this.order[sort];
      const compare = this.compare(sort);
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(list[mid]!, slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      list.splice(lo, 0, slot);
      this.rankFrom[sort] = Math.min(this.rankFrom[sort], lo);
    }
  }

  private post(slot: number, v: Values): void {
    const apply = (field: Field, value: string | null) => {
      if (value !== null) this.postings.get(field)!.add(value, slot);
    };
    apply('category', v.category);
    apply('sub', v.sub);
    apply('subSub', v.subSub);
    apply('brand', v.brand);
    apply('colour', v.colour);
    apply('condition', v.condition);
    for (const size of v.sizes) apply('size', size);
    for (const flag of v.flags) apply('flag', flag);
  }

  /** Stores a product's fields; with `keepOrder`, moves it to its place in the sorted orders. */
  private put(row: Row, keepOrder: boolean): void {
    let slot = keepOrder ? this.slotOf(row.id) : -1;
    const isNew = slot < 0;
    const created = Number(row.created_us);
    if (!isNew) {
      for (const p of this.postings.values()) p.clear(slot);
      if (this.created[slot] !== created || this.price[slot] !== row.effective_price_paise) this.unorder(slot);
      else keepOrder = false;
    } else {
      slot = this.free.pop() ?? this.slots++;
      if (slot >= this.capacity) this.grow();
      this.idBytes.write(row.id.replace(/-/g, ''), slot * 16, 'hex');
      this.live[slot >>> 5]! |= 1 << (slot & 31);
      this.count++;
    }
    const values: Values = {
      category: row.category_id,
      sub: row.sub_category_id,
      subSub: row.sub_sub_category_id,
      brand: row.brand_id,
      colour: row.color,
      condition: row.condition,
      sizes: row.size_labels,
      flags: [...(row.on_sale ? ['sale'] : ['full-price']), ...(row.in_stock ? ['in-stock'] : ['sold-out']), row.with_images ? 'with-images' : 'no-images'],
    };
    this.post(slot, values);
    this.price[slot] = row.effective_price_paise;
    this.created[slot] = created;
    if (keepOrder || (isNew && this.loaded)) this.reorder(slot);
  }

  private remove(id: string): void {
    const slot = this.slotOf(id);
    if (slot < 0) return;
    for (const p of this.postings.values()) p.clear(slot);
    this.unorder(slot);
    this.live[slot >>> 5]! &= ~(1 << (slot & 31));
    this.free.push(slot);
    this.count--;
  }

  /** Whether the index can answer this query: everything but a full-text search. */
  canAnswer(q: ProductListQuery): boolean {
    return this.ready && !q.search;
  }

  /** Scratch bitsets reused by every query (queries run one at a time: they never await). */
  private scratch = { acc: new Uint32Array(0), any: new Uint32Array(0) };

  /** The page's product ids in order and the exact total, for a query `canAnswer` accepted. */
  query(q: ProductListQuery): IndexedPage {
    const words = this.live.length;
    if (this.scratch.acc.length !== words) this.scratch = { acc: new Uint32Array(words), any: new Uint32Array(words) };
    const { acc, any } = this.scratch;
    acc.set(this.live);
    const and = (set: Uint32Array | undefined) => {
      if (!set) acc.fill(0);
      else for (let w = 0; w < words; w++) acc[w]! &= set[w]!;
    };
    const andAnyOf = (field: Field, values: readonly string[]) => {
      const p = this.postings.get(field)!;
      if (values.length === 1) return and(p.get(values[0]!));
      any.fill(0);
      for (const v of values) {
        const set = p.get(v);
        if (set) for (let w = 0; w < words; w++) any[w]! |= set[w]!;
      }
      and(any);
    };
    if (q.category_id) andAnyOf('category', [q.category_id]);
    if (q.sub_category_id) andAnyOf('sub', [q.sub_category_id]);
    const subSub = q.subSubCategoryid ?? q.sub_sub_category_id;
    if (subSub) andAnyOf('subSub', [subSub]);
    const brands = [...(q.brandId ?? []), ...(q.brand_id ?? [])];
    if (brands.length) andAnyOf('brand', brands.map((b) => b.toLowerCase()));
    if (q.colors?.length) andAnyOf('colour', q.colors.map((c) => c.toLowerCase()));
    if (q.conditions?.length) andAnyOf('condition', q.conditions);
    if (q.sizes?.length) andAnyOf('size', q.sizes);
    if (q.on_sale !== undefined) andAnyOf('flag', [q.on_sale ? 'sale' : 'full-price']);
    if (q.in_stock !== undefined) andAnyOf('flag', [q.in_stock ? 'in-stock' : 'sold-out']);
    if (q.with_images !== undefined) andAnyOf('flag', [q.with_images ? 'with-images' : 'no-images']);
    if (q.min_price !== undefined || q.max_price !== undefined) {
      // The price-ascending order holds the range contiguously: mark it, then AND.
      const min = q.min_price !== undefined ? toPaise(q.min_price) : -Infinity;
      const max = q.max_price !== undefined ? toPaise(q.max_price) : Infinity;
      const byPrice = this.order['price-asc'];
      const first = (bound: number, inclusive: boolean) => {
        let lo = 0;
        let hi = byPrice.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          const p = this.price[byPrice[mid]!]!;
          if (inclusive ? p < bound : p <= bound) lo = mid + 1;
          else hi = mid;
        }
        return lo;
      };
      any.fill(0);
      for (let k = first(min, true), end = first(max, false); k < end; k++) {
        const s = byPrice[k]!;
        any[s >>> 5]! |= 1 << (s & 31);
      }
      and(any);
    }
    const total = popcount(acc);
    const sort: SortKey = q.sort === 'price-asc' || q.sort === 'price-desc' ? q.sort : 'newest';
    const order = this.order[sort];
    const offset = (q.page - 1) * q.limit;
    const ids: string[] = [];
    if (offset >= total) return { ids, total };
    const wanted = Math.min(total, offset + q.limit);
    // Walking the order meets a match every N/total places; collecting and sorting costs about
    // total·log(total). Take the cheaper way.
    const walk = (wanted * order.length) / total;
    const collect = words / 4 + total * Math.log2(total + 1) * 2;
    if (collect < walk) {
      // Few matches spread over the whole order: take them straight from the bitset and sort those.
      const rank = this.ranks(sort);
      const matches: number[] = [];
      for (let w = 0; w < words; w++) {
        let bits = acc[w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          matches.push((w << 5) + 31 - Math.clz32(low));
          bits ^= low;
        }
      }
      matches.sort((a, b) => rank[a]! - rank[b]!);
      for (let k = offset; k < wanted; k++) ids.push(this.idOf(matches[k]!));
      return { ids, total };
    }
    // Many matches: walk the order until the page is full; it fills quickly.
    let seen = 0;
    for (let k = 0; k < order.length && ids.length < q.limit; k++) {
      const s = order[k]!;
      if ((acc[s >>> 5]! & (1 << (s & 31))) === 0) continue;
      if (seen++ >= offset) ids.push(this.idOf(s));
    }
    return { ids, total };
  }
}
