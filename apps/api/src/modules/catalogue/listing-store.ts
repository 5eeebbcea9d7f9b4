/**
 * The listing index's data: for every value of every filter (a category, a brand, a size…) a bitset
 * of the products that have it, and the products in each of the shop's sort orders (blocks of slots,
 * listing-order.ts, so a product moves in O(log n)). A query ANDs (and ORs) a few bitsets, counts the
 * bits for the exact total and the facet counts, and walks the sorted order until its page is full.
 * Loading and freshness are listing-index.ts's; this file only stores and answers.
 */
import { priceBandOf, type ListingFacets, type ProductListQuery } from '@shop/shared';
import { BitsetLoans, Postings, andInto, copyInto } from './listing-bitsets';
import { SharedBitsets, shareSteps } from './listing-shared-bitsets';
import { FACET_NAMES, FacetCodes, type FacetName } from './listing-facets';
import { FacetMemo } from './listing-memo';
import { type PriceZones, bucketKey, bucketOf, keepPriced } from './listing-prices';
import { countFacets, type CountSource } from './listing-counts';
import { SearchTerms, titleWords } from './listing-search';
import { CrossTab } from './listing-crosstab';
import { IdTable } from './listing-id-table';
import { SlotArrays } from './listing-slot-arrays';
import { pageSlots } from './listing-page';
import { FIELDS, filterValues, keyOf, moveFlags, queryConstraints, SPARSE, TEXT, type Constraint, type Field } from './listing-constraints';
import type { IndexedPage, ListingRow } from './listing-row';
import type { PriceChange } from '../../lib/cache';
import { cardsOf, type CardStore } from './listing-cards';
import { SortKeys, headed, keysOf, type SortKey } from './listing-keys';

/** The postings field of each facet. */
const FACET_FIELD: Record<FacetName, Field> = { brand: 'brand', size: 'size', colour: 'colour', condition: 'condition', category: 'subSub', price: 'band' };

/** Whether version `a` of a product's row is later than `b` (their low 16 bits, see `rowVersion`). */
function later(a: number, b: number): boolean {
  const ahead = (a - b) & 0xffff;
  return ahead !== 0 && ahead < 0x8000;
}

export class ListingStore {
  private capacity = 0;
  private slots = 0;
  private count = 0;
  private readonly ids = new IdTable();
  private free: number[] = [];
  private live = new Uint32Array(0);
  /**
   * The version of each product's search text (ListingRow.text_version), its low 16 bits: a change
   * that keeps it (a price, the stock) leaves the lexemes' bitsets alone. Two bytes a product (2 MB
   * less at a million): a change is missed only if the text changed a multiple of 65,536 times
   * between two reads of the product, and every change is read as it is made.
   */
  private textVersion = new Uint16Array(0);
  /**
   * The version of each product's row (ListingRow.row_version, migration 0019), its low 16 bits: a price from a change
   * notice older than the row held is not applied, nor a re-read row older than a price applied from a notice.
   */
  private rowVersion = new Uint16Array(0);
  /** Each product's list price (paise), for its card (the effective price is a sort key; see ListedPrices in listing-cards.ts). */
  private listPrice = new Int32Array(0);
  private postings = new Map<Field, Postings>();
  private readonly facetCodes = new FacetCodes();
  private readonly cross = new CrossTab(this.facetCodes);
  /** The search's lexemes and correction words (see listing-search.ts). */
  readonly terms = new SearchTerms();
  private arrays = new SlotArrays();
  /** The sort keys and the sort orders. */
  private readonly keys = new SortKeys(this.ids, this.arrays);
  /** The products' cards, when held (listing-cards.ts); else a page's cards are read by id. */
  private cards: CardStore | null = null;
  /** Bumped by every change: a query's plan is reused by its facet count only while it holds. */
  private version = 0;

  /** Products held. */
  get size(): number {
    return this.count;
  }

  /** Whether the store holds the products' cards (then every row put must carry CardFields). */
  get holdsCards(): boolean {
    return this.cards !== null;
  }

  /** Empties the store, with room for `capacity` products before it grows; with `cards`, it holds their cards there too. */
  reset(capacity: number, cards: CardStore | null = null): void {
    this.cards = cards;
    this.cards?.reset(capacity);
    this.capacity = capacity;
    this.slots = 0;
    this.count = 0;
    this.ids.reset(capacity);
    this.free = [];
    this.live = new Uint32Array(Math.ceil(capacity / 32));
    this.textVersion = new Uint16Array(capacity);
    this.rowVersion = new Uint16Array(capacity);
    this.listPrice = new Int32Array(capacity);
    const arrays = (this.arrays = new SlotArrays());
    const shared = new SharedBitsets();
    this.postings = new Map(FIELDS.map((f) => [f, new Postings(this.live.length, SPARSE.has(f), arrays, shared)]));
    this.facetCodes.reset(capacity);
    this.cross.reset();
    this.terms.reset();
    this.keys.reset(capacity, arrays);
    this.version++;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const words = Math.ceil(capacity / 32);
    this.live = copyInto(new Uint32Array(words), this.live);
    this.keys.grow(capacity);
    this.textVersion = copyInto(new Uint16Array(capacity), this.textVersion);
    this.rowVersion = copyInto(new Uint16Array(capacity), this.rowVersion);
    this.listPrice = copyInto(new Int32Array(capacity), this.listPrice);
    for (const p of this.postings.values()) p.grow(words);
    this.facetCodes.grow(capacity);
    this.cards?.grow(capacity);
    this.capacity = capacity;
    this.ids.grow(capacity, this.slots, (s) => (this.live[s >>> 5]! & (1 << (s & 31))) !== 0);
  }

  // ---- changes ------------------------------------------------------------------------------

  /** Sets the product's bits; its search lexemes and correction words only when its search text changed (`withText`). */
  private post(slot: number, row: ListingRow, withText: boolean): void {
    const keys: string[] = [];
    for (const [field, value] of filterValues(row)) {
      this.postings.get(field)!.add(value, slot);
      keys.push(keyOf(field, value));
    }
    keys.push(bucketKey(this.facetCodes.buckets[slot]!));
    this.cross.change(keys, slot, 1);
    if (!withText) return;
    const lexemes = row.lexemes! === '' ? [] : row.lexemes!.split(' ');
    const words = this.postings.get('lexeme')!;
    for (const lexeme of lexemes) words.add(lexeme, slot);
    const title = this.postings.get('title')!;
    if (row.title_lexemes! !== '') for (const lexeme of row.title_lexemes!.split(' ')) title.add(lexeme, slot);
    this.terms.addLexemes(lexemes);
    this.terms.addWords(titleWords(row.search_title));
  }

  /** Clears the product's bits (its search words' too when `withText`), its cross-tab counts and its facet codes. */
  private unpost(slot: number, withText: boolean): void {
    const keys: string[] = [];
    // The facets' values are known from the slot's codes: only those values are cleared, not every value of the field.
    const held = this.facetCodes.valuesOf(slot);
    const known = new Map<Field, string[] | undefined>(FACET_NAMES.map((f) => [FACET_FIELD[f], held[f]]));
    for (const [field, p] of this.postings) {
      if (TEXT.has(field)) {
        if (withText) p.clear(slot);
      } else p.clear(slot, (value) => keys.push(keyOf(field, value)), known.get(field));
    }
    keys.push(bucketKey(this.facetCodes.buckets[slot]!));
    this.cross.change(keys, slot, -1);
    this.facetCodes.clear(slot);
  }

  /**
   * A change that keeps the product's search text, category and facet values (a price within its
   * bucket, the stock, a sale): only the flags that changed move, in the postings and the cross-tab.
   * At a million products a repricing costs a fifth of taking the product out and putting it back.
   * False, and nothing done, when the change is more than that.
   */
  private shift(slot: number, row: ListingRow): boolean {
    if (!this.facetCodes.holds(slot, row)) return false;
    // The category and sub-category the product holds are the row's (each field holds one value or none).
    const holds = (field: Field, value: string | null) => (value === null ? !this.postings.get(field)!.holdsAny(slot) : this.postings.get(field)!.holds(value, slot));
    if (!holds('category', row.category_id) || !holds('sub', row.sub_category_id)) return false;
    const { removed, added } = moveFlags(this.postings.get('flag')!, row, slot);
    if (added.length === 0) return true;
    const kept = filterValues(row)
      .map(([field, value]) => keyOf(field, value))
      .filter((key) => !added.includes(key));
    kept.push(bucketKey(this.facetCodes.buckets[slot]!));
    this.cross.move(removed, added, kept, slot);
    return true;
  }

  /** Whether `put` needs the row's lexemes: the product is new here, or its search text changed. */
  needsText(row: ListingRow): boolean {
    const slot = this.ids.find(row.id);
    return slot < 0 || this.textVersion[slot] !== (row.text_version & 0xffff);
  }

  /**
   * Stores a product's fields: a product already held is updated in place, never added twice. False, and nothing
   * done, when the row is older than the one held (a price from a later change's notice was applied): read it again.
   */
  put(row: ListingRow): boolean {
    let slot = this.ids.find(row.id);
    const keys = keysOf(row.effective_price_paise, row.discount_bp, row.reduced_us, row.id, Number(row.created_us));
    const textVersion = row.text_version & 0xffff;
    // Clearing a slot touches every value's bitset, and the lexemes are by far the most values.
    const held = slot >= 0;
    if (held && later(this.rowVersion[slot]!, row.row_version)) return false;
    const sameText = held && this.textVersion[slot] === textVersion;
    if (!sameText && (row.lexemes === undefined || row.title_lexemes === undefined)) throw new Error(`The listing row of ${row.id} has a new search text but not its lexemes`);
    this.version++;
    const shifted = sameText && this.shift(slot, row);
    if (held && !shifted) this.unpost(slot, !sameText);
    if (!held) {
      slot = this.free.pop() ?? this.slots++;
      if (slot >= this.capacity) this.grow();
      this.ids.add(slot, row.id);
      this.live[slot >>> 5]! |= 1 << (slot & 31);
      this.count++;
    }
    this.keys.place(slot, held, keys, this.live);
    this.rowVersion[slot] = row.row_version & 0xffff;
    if (this.cards) {
      this.cards.put(slot, row as Required<ListingRow>);
      this.listPrice[slot] = row.price_paise!;
    }
    if (shifted) return true;
    this.facetCodes.set(slot, row);
    this.post(slot, row, !sameText);
    this.textVersion[slot] = textVersion;
    return true;
  }

  /**
   * A product's new prices from a change notice (only its prices changed): its sort keys and its card's prices move.
   * True when done, or when the row held is already as late; false when the product must be read again instead: it
   * is not held, or its sale flag or price band (a facet value) changes with the price.
   */
  reprice(id: string, change: PriceChange): boolean {
    const slot = this.ids.find(id);
    if (slot < 0) return false;
    if (!later(change.row_version, this.rowVersion[slot]!)) return true;
    const keys = keysOf(change.effective_price_paise, change.discount_bp, change.reduced_us, id, this.keys.created[slot]!);
    const old = this.keys.prices.values[slot]!;
    if (bucketOf(keys.price) !== this.facetCodes.buckets[slot] || priceBandOf(keys.price) !== priceBandOf(old)) return false;
    if (this.postings.get('flag')!.holds('sale', slot) !== change.discount_price_paise > 0) return false;
    this.version++;
    this.keys.place(slot, true, keys, this.live);
    this.listPrice[slot] = change.price_paise;
    this.rowVersion[slot] = change.row_version & 0xffff;
    return true;
  }

  /** Takes a product out, if held. */
  remove(id: string): void {
    const slot = this.ids.delete(id);
    if (slot < 0) return;
    this.version++;
    this.unpost(slot, true);
    this.keys.take(slot);
    this.live[slot >>> 5]! &= ~(1 << (slot & 31));
    this.cards?.clear(slot);
    this.keys.zones.refit(slot, this.keys.prices.values, this.live);
    this.free.push(slot);
    this.count--;
  }

  /**
   * Steps for the loader to run a few at a time, no change in between: equal bitsets made one, then the lists,
   * orders' blocks and tabs moved into arrays cut to their size in new buffers, the old ones freed (decision 64).
   */
  tidySteps(onShare?: () => void): (() => void)[] {
    const compact = [...[...this.postings.values()].flatMap((p) => p.compactSteps()), ...this.keys.compactSteps()];
    return [...shareSteps(this.postings.values(), onShare), () => this.arrays.restart(), ...compact, () => this.arrays.release(), ...this.cross.compactSteps()];
  }

  // ---- queries ------------------------------------------------------------------------------

  /** Scratch bitsets reused by every query (queries run one at a time: they never await). */
  private scratch = { acc: new Uint32Array(0), facet: new Uint32Array(0) };

  /** `acc` = live products that pass every constraint except those of facet `skip`; returns how many. */
  private intersect(acc: Uint32Array, constraints: Constraint[], skip: FacetName | null): number {
    const sets: Uint32Array[] = [];
    let range: Constraint | null = null;
    for (const c of constraints) {
      if (skip !== null && c.facet === skip) continue;
      if (c.range && !c.set) {
        range = c;
        continue;
      }
      if (!c.set) {
        acc.fill(0);
        return 0;
      }
      sets.push(c.set);
    }
    // A value's postings hold live products only (a removed product is cleared from all): with a set, `live` adds nothing.
    const n = sets.length > 0 ? andInto(acc, sets[0]!, sets.slice(1)) : andInto(acc, this.live, sets);
    if (!range) return n;
    // The range's products stand together in the price order. Far fewer products left by the other filters than in the range
    // (checking one costs about four times marking one): check them one by one; else mark the range's run of the order (kept on the constraint for the facet counts) and AND it.
    const { min, max } = range.range!;
    const [below, above] = this.keys.prices.probes(range.range!);
    const order = this.keys.orders['price-asc'];
    if (n * 4 <= order.countBetween(below, above)) return keepPriced(acc, this.keys.prices.values, this.facetCodes.buckets, min, max);
    const set = (range.set = this.lend());
    order.markBetween(below, above, set);
    return andInto(acc, acc, [set]);
  }

  /** Empty bitsets for the current query's constraints, taken back when the next query starts (`newQuery`). */
  private readonly loans = new BitsetLoans();
  private readonly lend = (): Uint32Array => this.loans.lend(this.live.length);

  /** Takes back the lent bitsets: the last plan, which holds them, is forgotten. */
  private newQuery(): void {
    this.plan = null;
    this.loans.takeBack();
  }

  /** The last query's filters and matches (in scratch.acc), reused by its facet count in the same turn. */
  private plan: { q: ProductListQuery; version: number; constraints: Constraint[]; total: number } | null = null;

  private ensureScratch(): void {
    const words = this.live.length;
    if (this.scratch.acc.length !== words) this.scratch = { acc: new Uint32Array(words), facet: new Uint32Array(words) };
  }

  /** Matches `q` into scratch.acc (or finds them there from the same query). */
  private match(q: ProductListQuery): { constraints: Constraint[]; total: number } {
    if (this.plan && this.plan.q === q && this.plan.version === this.version) return this.plan;
    this.ensureScratch();
    this.newQuery();
    const constraints = queryConstraints(q, this.postings, this.terms, this.lend);
    this.plan = { q, version: this.version, constraints, total: this.intersect(this.scratch.acc, constraints, null) };
    return this.plan;
  }

  /** The page's product ids in order and the exact total. */
  query(q: ProductListQuery): IndexedPage {
    const { total, constraints } = this.match(q);
    const sort: SortKey = q.sort === 'default' ? 'newest' : q.sort;
    // Sorted by price with a price filter, a walk goes from the range's first price to its last.
    const range = constraints.find((c) => c.range)?.range;
    const probes = range && (sort === 'price-asc' || sort === 'price-desc') ? this.keys.prices.probes(range) : undefined;
    const bounds = probes && (sort === 'price-asc' ? probes : ([probes[1], probes[0]] as const));
    const offset = (q.page - 1) * q.limit;
    const reverse = sort === 'price-desc';
    const order = this.keys.orders[reverse ? 'price-asc' : sort];
    const tail = headed(sort) ? { order: this.keys.orders.newest, inHead: (s: number) => this.keys.inOrder(sort, s) } : undefined;
    const slots = pageSlots({ acc: this.scratch.acc, total, count: this.count, order, tail, reverse, offset, limit: q.limit, bounds, primary: this.primary(sort) });
    const ids = slots.map((s) => this.ids.idOf(s));
    const cards = cardsOf(this.cards, slots, ids, (slot) => ({
      price_paise: this.listPrice[slot]!,
      effective_price_paise: this.keys.prices.values[slot]!,
      on_sale: this.postings.get('flag')!.holds('sale', slot),
    }));
    return cards ? { ids, total, cards } : { ids, total };
  }

  /** The newest `limit` products whose name or brand has, for every word of the search, a word starting with it: the header's suggestions, as SQL's `search @@ 'word:*A'` finds them. */
  suggest(search: string, limit: number): string[] {
    this.ensureScratch();
    this.newQuery();
    const acc = this.scratch.acc;
    const total = this.intersect(acc, queryConstraints({ search }, this.postings, this.terms, this.lend, 'title'), null);
    return pageSlots({ acc, total, count: this.count, order: this.keys.orders.newest, offset: 0, limit, primary: this.primary('newest') }).map((s) => this.ids.idOf(s));
  }

  /** A sort order's first key and direction (see `emptyOrders`). */
  private primary(sort: SortKey): { key: Float64Array | Int32Array | Uint16Array | Uint8Array; sign: 1 | -1; coarse?: Uint8Array; zones?: PriceZones } {
    if (sort === 'price-asc' || sort === 'price-desc') return { key: this.keys.prices.values, sign: sort === 'price-asc' ? 1 : -1, coarse: this.facetCodes.buckets, zones: this.keys.zones };
    // By reduction, the first key is whether the product has one (the order's comparison settles the rest).
    return { key: sort === 'newest' ? this.keys.created : sort === 'discount' ? this.keys.discount : this.keys.reduced.flags, sign: -1 };
  }

  /**
   * How many products each facet value holds for this query, each facet counted with the other facets' filters applied
   * (so choosing a second brand shows what it would add). Values with no product are left out.
   */
  facets(q: ProductListQuery): ListingFacets {
    // Counts depend on the filters only: a shopper paging or re-sorting a listing reuses them until the catalogue changes.
    return this.memo.facets(q, this.version, () => this.countFacets(q));
  }

  private readonly memo = new FacetMemo(this.facetCodes);

  private countFacets(q: ProductListQuery): ListingFacets {
    const { constraints, total } = this.match(q);
    return countFacets(this.countSource(total), constraints);
  }

  /** What facet counting needs of the store, for the query matched last (see listing-counts.ts). */
  private countSource(total: number): CountSource {
    const order = this.keys.orders['price-asc'];
    return {
      facetCodes: this.facetCodes,
      cross: this.cross,
      live: this.live,
      count: this.count,
      matches: this.scratch.acc,
      total,
      scratch: this.scratch.facet,
      intersect: (acc, constraints, skip) => this.intersect(acc, constraints, skip),
      priced: (run) => order.countBetween(...this.keys.prices.probes({ min: run.lo, max: run.hi })),
      pricedSlots: (lo, hi, within) => {
        const [below, above] = this.keys.prices.probes({ min: lo, max: hi });
        const slots = this.facetCodes.slotList(order.countBetween(below, above));
        return { slots, n: order.gatherBetween(below, above, slots, within) };
      },
      sizes: this.postings.get('size')!,
    };
  }
}
