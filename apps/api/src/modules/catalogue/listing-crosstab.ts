/**
 * Facet counts kept per filter value, and per pair of broad filter values: for each value of a
 * filter (a category, a brand, "on sale", a price bucket…), and for each pair of the broad ones
 * (see PAIRED), how many of its products hold each facet value. Kept up to date as products are put and taken out, they answer the counts under
 * one filter value or two broad ones in O(facet values) instead of a pass over every matching
 * product: at 1,000,000 products "women's, in stock" holds some 300,000.
 */
import { FACET_NAMES, type FacetCodes, type FacetName } from './listing-facets';
import { SlotArrays } from './listing-slot-arrays';

/**
 * A tab: one array, a header of where each facet's counts start (and the last one ends), then each
 * facet's counts by code (read them with `tabCounts`, `tabSize`, `addTab`). Eleven thousand tabs
 * at 100,000 products and at a million: kept as one view each rather than one a facet, they are
 * 66,000 fewer objects on the heap (about 6.5 MB, and that much less for every full collection to
 * mark). A tab is read in the turn it is handed out: it moves to a larger array when it grows.
 */
export type Tab = Int32Array;
const HEAD = FACET_NAMES.length + 1;

/** The tab's counts of `facet`, by code (a view: for listing them). */
export function tabCounts(tab: Tab, facet: FacetName): Int32Array {
  const f = FACET_NAMES.indexOf(facet);
  return tab.subarray(tab[f], tab[f + 1]);
}

/** How many products the tab counts: every product has a price band, so the band counts add up to them. */
export function tabSize(tab: Tab): number {
  const f = FACET_NAMES.indexOf('price');
  let n = 0;
  for (let i = tab[f]!; i < tab[f + 1]!; i++) n += tab[i]!;
  return n;
}

/** Adds the tab's counts of `facets` (times `by`) into `sums`, by code, without views. */
export function addTab(sums: Record<FacetName, Int32Array>, tab: Tab, facets: readonly FacetName[], by: 1 | -1 = 1): void {
  for (const facet of facets) {
    const f = FACET_NAMES.indexOf(facet);
    const to = sums[facet];
    const start = tab[f]!;
    const n = Math.min(to.length, tab[f + 1]! - start);
    for (let code = 0; code < n; code++) to[code]! += by * tab[start + code]!;
  }
}

/**
 * Fields whose values are paired: every filter a shopper sets (the price bands are counts, not
 * filters; a range is made of buckets). Sizes and sub-sub-categories were left out once, as narrow,
 * but a size such as "One Size" holds half the catalogue, and without their pairs a listing under a
 * size and a broad filter counted its third filter's values over hundreds of thousands of products
 * (at 1,000,000 products: 11,000 pairs, 6 MB, against 4,500 and 3 MB; 490 -> 390 µs a query).
 */
const PAIRED = new Set(['category', 'sub', 'brand', 'colour', 'condition', 'flag', 'bucket', 'size', 'subSub']);
/** A pair's number: key ids stay far below this. */
const PAIR = 2 ** 20;

export class CrossTab {
  /** Each filter value's key (`field:value`) and its number; whether it is paired; its tab. */
  private ids = new Map<string, number>();
  private paired: boolean[] = [];
  private singles: Tab[] = [];
  private pairs = new Map<number, Tab>();
  /** The facet codes of the product being counted in or out, and its keys' numbers (scratch lists: changes run one at a time). */
  private facets: Int32Array = new Int32Array(64);
  private codes: Int32Array = new Int32Array(64);
  private keyIds: Int32Array = new Int32Array(64);
  /** Where the tabs' counts are carved from (see `tabOf`). */
  private arrays = new SlotArrays();

  constructor(private readonly facetCodes: FacetCodes) {}

  reset(): void {
    this.ids = new Map();
    this.paired = [];
    this.singles = [];
    this.pairs = new Map();
    this.arrays = new SlotArrays();
  }

  private idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.singles.length;
      this.ids.set(key, id);
      this.singles.push(this.emptyTab());
      this.paired.push(PAIRED.has(key.slice(0, key.indexOf(':'))));
    }
    return id;
  }

  /** Counts the slot's facet values in (`by` 1) or out (-1) of each filter value in `keys`, and of each pair of its broad ones; the slot's codes must be set. */
  change(keys: readonly string[], slot: number, by: 1 | -1): void {
    const n = this.codesOf(slot);
    this.count(keys, 0, n, by);
  }

  /**
   * Moves the slot out of the filter values `removed` and into `added`, while it stays in `kept`
   * and its facet codes stay the same (a piece sold out, put on sale): the tabs of the values that
   * changed and of their pairs, not every pair of the product's values twice.
   */
  move(removed: readonly string[], added: readonly string[], kept: readonly string[], slot: number): void {
    const n = this.codesOf(slot);
    this.room(kept.length + Math.max(removed.length, added.length));
    let base = 0;
    for (const key of kept) {
      const id = this.idOf(key);
      if (this.paired[id]) this.keyIds[base++] = id;
    }
    this.count(removed, base, n, -1);
    this.count(added, base, n, 1);
  }

  /** Loads the slot's facet codes into the scratch lists; returns how many. */
  private codesOf(slot: number): number {
    return this.facetCodes.codesOf(slot, (facet, code, i) => {
      if (i >= this.facets.length) {
        this.facets = growTo(this.facets, i + 1);
        this.codes = growTo(this.codes, i + 1);
      }
      this.facets[i] = facet;
      this.codes[i] = code;
    });
  }

  private room(keys: number): void {
    if (keys > this.keyIds.length) this.keyIds = growTo(this.keyIds, keys);
  }

  /**
   * Counts the loaded codes (`n`) in or out of each of `keys`, and of each pair of a broad one with
   * a broad one before it or with the first `base` key numbers in the scratch list.
   */
  private count(keys: readonly string[], base: number, n: number, by: 1 | -1): void {
    this.room(base + keys.length);
    let broad = base;
    for (const key of keys) {
      const id = this.idOf(key);
      this.singles[id] = this.add(this.singles[id]!, n, by);
      if (!this.paired[id]) continue;
      for (let i = 0; i < broad; i++) {
        const pair = pairOf(this.keyIds[i]!, id);
        const tab = this.pairs.get(pair);
        const counted = this.add(tab ?? this.emptyTab(), n, by);
        if (counted !== tab) this.pairs.set(pair, counted);
      }
      this.keyIds[broad++] = id;
    }
  }

  /** Counts the loaded codes into the tab; returns it, or the larger one it moved to to make room for a code. */
  private add(tab: Tab, n: number, by: 1 | -1): Tab {
    for (let i = 0; i < n; i++) {
      const facet = this.facets[i]!;
      const code = this.codes[i]!;
      if (tab[facet]! + code >= tab[facet + 1]!) tab = this.grow(tab, facet, code + 1);
      tab[tab[facet]! + code]! += by;
    }
    return tab;
  }

  /**
   * The counts by facet code over the products holding every key (one key, or two broad ones):
   * undefined when no product does, null when the cross-tab does not keep that combination.
   */
  tab(keys: readonly string[]): Tab | undefined | null {
    if (keys.length === 0 || keys.length > 2) return null;
    const ids = keys.map((key) => this.ids.get(key));
    if (ids.length === 1) return ids[0] === undefined ? undefined : this.singles[ids[0]];
    const [a, b] = keys.map((key) => PAIRED.has(key.slice(0, key.indexOf(':'))));
    if (!a || !b) return null;
    if (ids[0] === undefined || ids[1] === undefined) return undefined;
    // The same key twice (a filter value given again) is that key alone.
    return ids[0] === ids[1] ? this.singles[ids[0]] : this.pairs.get(pairOf(ids[0], ids[1]));
  }

  private emptyTab(): Tab {
    return this.keptOf(FACET_NAMES.map(() => 8));
  }

  /**
   * Steps that move every tab into one cut to its counts (each facet's up to its last code counted),
   * carved from new buffers: tabs grown by doubling, and the pieces they left, are 2.6 MB of 7.3 at a
   * million products (decision 64). A code counted later grows its tab again. Nothing may change the
   * counts between the steps.
   */
  compactSteps(): (() => void)[] {
    const tight = (tab: Tab): Tab =>
      this.keptOf(
        FACET_NAMES.map((_, f) => {
          let end = tab[f + 1]!;
          while (end > tab[f]! && tab[end - 1] === 0) end--;
          return end - tab[f]!;
        }),
        tab,
      );
    return [
      () => this.arrays.restart(),
      ...this.singles.map((_, id) => () => (this.singles[id] = tight(this.singles[id]!))),
      ...[...this.pairs.keys()].map((pair) => () => this.pairs.set(pair, tight(this.pairs.get(pair)!))),
      () => this.arrays.release(),
    ];
  }

  /**
   * A tab with room for `lengths` codes of each facet (and `from`'s counts, as many as fit), carved from shared
   * buffers (see listing-slot-arrays.ts): a buffer of its own each would be something the collector
   * sweeps at every full collection.
   */
  private keptOf(lengths: readonly number[], from?: Tab): Tab {
    const tab = this.arrays.take(HEAD + lengths.reduce((sum, n) => sum + n, 0)).fill(0);
    let at = HEAD;
    lengths.forEach((length, f) => {
      tab[f] = at;
      if (from) tab.set(from.subarray(from[f], Math.min(from[f + 1]!, from[f]! + length)), at);
      at += length;
    });
    tab[FACET_NAMES.length] = at;
    return tab;
  }

  /** The tab moved to a larger one with room for `length` codes of facet number `facet`; the old one is handed back. */
  private grow(tab: Tab, facet: number, length: number): Tab {
    const lengths = FACET_NAMES.map((_, f) => tab[f + 1]! - tab[f]!);
    lengths[facet] = Math.max(length, lengths[facet]! * 2);
    const larger = this.keptOf(lengths, tab);
    this.arrays.give(tab);
    return larger;
  }
}

function pairOf(a: number, b: number): number {
  return a < b ? a * PAIR + b : b * PAIR + a;
}

function growTo(array: Int32Array, length: number): Int32Array {
  const next = new Int32Array(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}
