/**
 * An in-memory index of the catalogue's filterable fields, for listing pages without a search.
 *
 * With 100k products PostgreSQL can find a page's 12 rows through an index in a millisecond, but
 * an exact total over a broad filter (count(*) of tens of thousands of rows) costs tens of
 * milliseconds. This index keeps a few bytes per active product in typed arrays, pre-sorted in the
 * three orders the shop offers, so one pass finds both the page's ids and the exact total; the
 * page's rows are then read from PostgreSQL by primary key.
 *
 * It is kept fresh by the database's change notices (see lib/cache.ts): a changed product is
 * marked dirty at once and re-read shortly after; while anything is dirty, or before the first
 * load, callers use the SQL path, which is always right. Results match the SQL path exactly
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
}

/** Small-integer codes for repeated strings (categories, brands, colours, sizes). 0 means none. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.codes.size + 1;
      this.codes.set(value, c);
    }
    return c;
  }
  /** The code of a known value, or -1 (matches nothing) for a value never seen. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
type SortKey = (typeof SORTS)[number];

export interface IndexedPage {
  ids: string[];
  total: number;
}

const SELECT = `SELECT p.id, p.category_id, p.sub_category_id, p.sub_sub_category_id, p.brand_id, lower(p.color) AS color, p.condition,
    p.on_sale, p.effective_price_paise, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS created_us, p.size_labels,
    EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0) AS in_stock
  FROM products p WHERE p.status = 'active'`;

export class ListingIndex {
  private capacity = 0;
  private count = 0;
  private ids: string[] = [];
  private slotOf = new Map<string, number>();
  private free: number[] = [];
  private live = new Uint8Array(0);
  private category = new Uint16Array(0);
  private sub = new Uint16Array(0);
  private subSub = new Uint16Array(0);
  private brand = new Uint16Array(0);
  private colour = new Uint16Array(0);
  private condition = new Uint8Array(0);
  private onSale = new Uint8Array(0);
  private inStock = new Uint8Array(0);
  private price = new Int32Array(0);
  private created = new Float64Array(0);
  /** Up to 64 size labels as two 32-bit masks. */
  private sizesLo = new Uint32Array(0);
  private sizesHi = new Uint32Array(0);
  private readonly dict = { category: new Dictionary(), brand: new Dictionary(), colour: new Dictionary(), condition: new Dictionary(), size: new Dictionary() };
  /** Slots of live products in each sort order, kept sorted as products come, go and change. */
  private order: Record<SortKey, number[]> = { newest: [], 'price-asc': [], 'price-desc': [] };

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

  /** Loads every active product; the index answers from when it is done. */
  async load(): Promise<void> {
    this.loading ??= (async () => {
      this.loaded = false;
      const rows = await this.database.query<Row>(SELECT);
      this.reset(rows.length + 1024);
      for (const row of rows) this.put(row, false);
      const slots = rows.map((_, i) => i);
      for (const sort of SORTS) this.order[sort] = slots.slice().sort(this.compare(sort));
      this.loaded = true;
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** A change notice: the product (or, for '*', everything) is re-read soon; until then the SQL path answers. */
  markChanged(productId: string): void {
    if (productId === ALL_PRODUCTS) this.reloadAll = true;
    else if (isUuid(productId)) this.dirty.add(productId);
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
      // The database did not answer: try again from scratch on the next notice; the SQL path answers meanwhile.
      this.reloadAll = true;
      this.loaded = false;
    } finally {
      this.refreshing = null;
      if (this.reloadAll || this.dirty.size > 0) this.markChanged(this.reloadAll ? ALL_PRODUCTS : [...this.dirty][0]!);
    }
  }

  private reset(capacity: number): void {
    this.capacity = capacity;
    this.count = 0;
    this.ids = [];
    this.slotOf = new Map();
    this.free = [];
    this.live = new Uint8Array(capacity);
    this.category = new Uint16Array(capacity);
    this.sub = new Uint16Array(capacity);
    this.subSub = new Uint16Array(capacity);
    this.brand = new Uint16Array(capacity);
    this.colour = new Uint16Array(capacity);
    this.condition = new Uint8Array(capacity);
    this.onSale = new Uint8Array(capacity);
    this.inStock = new Uint8Array(capacity);
    this.price = new Int32Array(capacity);
    this.created = new Float64Array(capacity);
    this.sizesLo = new Uint32Array(capacity);
    this.sizesHi = new Uint32Array(capacity);
    this.order = { newest: [], 'price-asc': [], 'price-desc': [] };
  }

  /** Comparators that order slots exactly as the SQL path's ORDER BY does. */
  private compare(sort: SortKey): (a: number, b: number) => number {
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    if (sort === 'newest') return (a, b) => this.created[b]! - this.created[a]! || byId(b, a);
    if (sort === 'price-asc') return (a, b) => this.price[a]! - this.price[b]! || byId(a, b);
    return (a, b) => this.price[b]! - this.price[a]! || byId(b, a);
  }

  private unorder(slot: number): void {
    for (const sort of SORTS) {
      const list = this.order[sort];
      const at = list.indexOf(slot);
      if (at >= 0) list.splice(at, 1);
    }
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
    }
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const copy = <T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(a: T, make: new (n: number) => T): T => {
      const next = new make(capacity);
      next.set(a);
      return next;
    };
    this.live = copy(this.live, Uint8Array);
    this.category = copy(this.category, Uint16Array);
    this.sub = copy(this.sub, Uint16Array);
    this.subSub = copy(this.subSub, Uint16Array);
    this.brand = copy(this.brand, Uint16Array);
    this.colour = copy(this.colour, Uint16Array);
    this.condition = copy(this.condition, Uint8Array);
    this.onSale = copy(this.onSale, Uint8Array);
    this.inStock = copy(this.inStock, Uint8Array);
    this.price = copy(this.price, Int32Array);
    this.created = copy(this.created, Float64Array);
    this.sizesLo = copy(this.sizesLo, Uint32Array);
    this.sizesHi = copy(this.sizesHi, Uint32Array);
    this.capacity = capacity;
  }

  /** Stores a product's fields; with `keepOrder`, moves it to its place in the sorted orders. */
  private put(row: Row, keepOrder: boolean): void {
    let slot = this.slotOf.get(row.id);
    const isNew = slot === undefined;
    if (slot !== undefined && keepOrder) {
      const created = Number(row.created_us);
      if (this.created[slot] !== created || this.price[slot] !== row.effective_price_paise) this.unorder(slot);
      else keepOrder = false;
    }
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      if (slot >= this.capacity) this.grow();
      this.ids[slot] = row.id;
      this.slotOf.set(row.id, slot);
      this.count++;
    }
    this.live[slot] = 1;
    this.category[slot] = this.dict.category.code(row.category_id);
    this.sub[slot] = this.dict.category.code(row.sub_category_id);
    this.subSub[slot] = this.dict.category.code(row.sub_sub_category_id);
    this.brand[slot] = this.dict.brand.code(row.brand_id);
    this.colour[slot] = this.dict.colour.code(row.color);
    this.condition[slot] = this.dict.condition.code(row.condition);
    this.onSale[slot] = row.on_sale ? 1 : 0;
    this.inStock[slot] = row.in_stock ? 1 : 0;
    this.price[slot] = row.effective_price_paise;
    this.created[slot] = Number(row.created_us);
    let lo = 0;
    let hi = 0;
    for (const label of row.size_labels) {
      const bit = this.dict.size.code(label) - 1;
      if (bit < 32) lo |= 1 << bit;
      else if (bit < 64) hi |= 1 << (bit - 32);
      // More than 64 distinct size labels: the index cannot answer size filters; see `sizeMask`.
    }
    this.sizesLo[slot] = lo >>> 0;
    this.sizesHi[slot] = hi >>> 0;
    if (keepOrder || (isNew && this.loaded)) this.reorder(slot);
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.unorder(slot);
    this.live[slot] = 0;
    this.free.push(slot);
    this.count--;
  }

  /** Whether the index can answer this query (no full-text search; every size label known). */
  canAnswer(q: ProductListQuery): boolean {
    return this.ready && !q.search && (q.sizes ?? []).every((s) => this.dict.size.find(s) <= 64);
  }

  /** The page's product ids in order and the exact total, for a query `canAnswer` accepted. */
  query(q: ProductListQuery): IndexedPage {
    const sort: SortKey = q.sort === 'price-asc' || q.sort === 'price-desc' ? q.sort : 'newest';
    const order = this.order[sort];
    const codeSet = (values: readonly string[] | undefined, dict: Dictionary) => (values?.length ? new Set(values.map((v) => dict.find(v))) : null);
    const category = q.category_id ? this.dict.category.find(q.category_id) : 0;
    const sub = q.sub_category_id ? this.dict.category.find(q.sub_category_id) : 0;
    const subSubId = q.subSubCategoryid ?? q.sub_sub_category_id;
    const subSub = subSubId ? this.dict.category.find(subSubId) : 0;
    const brands = codeSet([...(q.brandId ?? []), ...(q.brand_id ?? [])], this.dict.brand);
    const colours = codeSet(
      q.colors?.map((c) => c.toLowerCase()),
      this.dict.colour,
    );
    const conditions = codeSet(q.conditions, this.dict.condition);
    let sizeLo = 0;
    let sizeHi = 0;
    for (const label of q.sizes ?? []) {
      const bit = this.dict.size.find(label) - 1;
      if (bit >= 0 && bit < 32) sizeLo |= 1 << bit;
      else if (bit >= 32) sizeHi |= 1 << (bit - 32);
    }
    const wantsSizes = (q.sizes?.length ?? 0) > 0;
    const min = q.min_price !== undefined ? toPaise(q.min_price) : -Infinity;
    const max = q.max_price !== undefined ? toPaise(q.max_price) : Infinity;
    const onSale = q.on_sale;
    const inStock = q.in_stock;
    const limit = q.limit;
    const offset = (q.page - 1) * q.limit;

    const ids: string[] = [];
    let total = 0;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (category && this.category[i] !== category) continue;
      if (sub && this.sub[i] !== sub) continue;
      if (subSub && this.subSub[i] !== subSub) continue;
      if (brands && !brands.has(this.brand[i]!)) continue;
      if (colours && !colours.has(this.colour[i]!)) continue;
      if (conditions && !conditions.has(this.condition[i]!)) continue;
      if (wantsSizes && (this.sizesLo[i]! & sizeLo) === 0 && (this.sizesHi[i]! & sizeHi) === 0) continue;
      const price = this.price[i]!;
      if (price < min || price > max) continue;
      if (onSale !== undefined && (this.onSale[i] === 1) !== onSale) continue;
      if (inStock !== undefined && (this.inStock[i] === 1) !== inStock) continue;
      if (total >= offset && ids.length < limit) ids.push(this.ids[i]!);
      total++;
    }
    return { ids, total };
  }
}
