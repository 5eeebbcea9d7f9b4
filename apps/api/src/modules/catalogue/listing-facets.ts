/**
 * Facet counting for the listing index. Every product's value of each facet is kept as a small
 * code per slot (its sizes as the code of their set, see SizeSets), with a running total per value. A count
 * is one pass over the matching slots, or, when most products match, one pass over the others
 * subtracted from the totals: it costs the smaller of the two sets times the facets counted,
 * instead of (values × catalogue) with a bitset per value.
 */
import { priceBandOf, type ListingFacets } from '@shop/shared';
import { copyInto } from './listing-bitsets';
import { bucketOf } from './listing-prices';
import type { ListingRow } from './listing-row';
import { SizeSets } from './listing-size-sets';

export type FacetName = keyof ListingFacets;
export const FACET_NAMES = ['brand', 'size', 'colour', 'condition', 'category', 'price'] as const satisfies readonly FacetName[];
type SingleFacet = Exclude<FacetName, 'size'>;
const FACET_INDEX = Object.fromEntries(FACET_NAMES.map((f, i) => [f, i])) as Record<FacetName, number>;
const SINGLE: readonly SingleFacet[] = ['brand', 'colour', 'condition', 'category', 'price'];
/** Size labels a set's mask can hold; a catalogue with more counts sizes from its bitsets instead. */
const MASK_SIZES = 64;

/** Values of one facet as codes; 0 is "none" (no brand, no sub-sub-category), never counted. */
class Dictionary {
  readonly codes = new Map<string, number>();
  readonly values: string[] = [''];
  private sorted: Int32Array | null = null;
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.sorted = null;
    }
    return code;
  }

  /** The codes (0 left out) in the order of their values, so counts are listed in a stable order without a sort. */
  inOrder(): Int32Array {
    if (!this.sorted) {
      const codes = Array.from({ length: this.values.length - 1 }, (_, i) => i + 1);
      const values = this.values;
      this.sorted = Int32Array.from(codes.sort((a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : 0)));
    }
    return this.sorted;
  }
}

/**
 * How many bits each single-valued facet's codes may take: its column's width (a brand and a
 * sub-sub-category can have thousands of values, a condition or a price band a handful).
 */
const BITS: Record<SingleFacet, 8 | 16> = { brand: 16, category: 16, colour: 16, condition: 8, price: 8 };

export class FacetCodes {
  private dicts = this.emptyDicts();
  /**
   * Each slot's code of each single facet, a column a facet: a facet's own count (over the products
   * its filter does not narrow) reads one or two bytes a product, and a tally of every facet the
   * five columns (decision 62).
   */
  private columns = columnsOf(0);
  /** The sets of sizes the slots hold, and each slot's set's code. */
  private sets = new SizeSets();
  private sizes = new Uint16Array(0);
  /** Counts by set code, reused by every tally (see `scratch`). */
  private setCounts = new Int32Array(64);
  /** Each slot's price bucket (listing-prices.ts): a price range checks most products by it, a byte each. */
  private priceBuckets = new Uint8Array(0);
  get buckets(): Uint8Array {
    return this.priceBuckets;
  }
  private totals = {} as Record<FacetName, number[]>;
  private slots = new Int32Array(0);
  /**
   * Counts by code, reused by every count (they run one at a time and never await): a tally's, and
   * the sums tallies are added into. Typed arrays made per query would each be a buffer for the
   * collector to sweep, thousands a second under load.
   */
  private readonly scratch = [emptyCounts(), emptyCounts()] as const;

  /** A scratch list with room for `n` slots (counts run one at a time: they never await). */
  slotList(n: number): Int32Array {
    if (this.slots.length < n) this.slots = new Int32Array(Math.max(n, this.slots.length * 2, 1024));
    return this.slots;
  }

  private emptyDicts(): Record<FacetName, Dictionary> {
    return { brand: new Dictionary(), size: new Dictionary(), colour: new Dictionary(), condition: new Dictionary(), category: new Dictionary(), price: new Dictionary() };
  }

  /** Whether every size label fits the sets' masks and every set has a code (else sizes are counted by the caller). */
  get sizesFit(): boolean {
    return this.dicts.size.values.length <= MASK_SIZES + 1 && !this.sets.full;
  }

  reset(capacity: number): void {
    this.dicts = this.emptyDicts();
    this.sets = new SizeSets();
    this.sizes = new Uint16Array(capacity);
    this.columns = columnsOf(capacity);
    this.priceBuckets = new Uint8Array(capacity);
    for (const f of [...SINGLE, 'size'] as const) this.totals[f] = [0];
  }

  grow(capacity: number): void {
    this.sizes = copyInto(new Uint16Array(capacity), this.sizes);
    const columns = columnsOf(capacity);
    for (const f of SINGLE) columns[f].set(this.columns[f]);
    this.columns = columns;
    this.priceBuckets = copyInto(new Uint8Array(capacity), this.priceBuckets);
  }

  private code(f: SingleFacet, slot: number): number {
    return this.columns[f][slot]!;
  }

  /** Records an empty slot's values (clear it first when it held a product). */
  set(slot: number, row: ListingRow): void {
    const values = singleValues(row);
    this.priceBuckets[slot] = bucketOf(row.effective_price_paise);
    for (const f of SINGLE) {
      const code = this.dicts[f].code(values[f]);
      // Past its column's width a code would be cut short: the load fails, and SQL answers listings.
      if (code >= 2 ** BITS[f]) throw new Error(`The listing index holds up to ${2 ** BITS[f] - 1} values of ${f}`);
      this.columns[f][slot] = code;
      this.add(f, code, 1);
    }
    for (const label of new Set(row.size_labels)) this.add('size', this.dicts.size.code(label), 1);
    const [low, high] = this.sizeMask(row.size_labels)!;
    // With no code for its set the slot holds none: sizes are no longer counted from the sets (`sizesFit`).
    this.sizes[slot] = Math.max(0, this.sets.code(low, high, true));
  }

  /** The two words of a set's mask of size labels (bit `code - 1`, labels past MASK_SIZES left out), or null for a label with no code yet. */
  private sizeMask(labels: readonly string[]): [number, number] | null {
    let low = 0;
    let high = 0;
    for (const label of labels) {
      const code = this.dicts.size.codes.get(label);
      if (code === undefined) return null;
      if (code <= 32) low |= 1 << (code - 1);
      else if (code <= MASK_SIZES) high |= 1 << (code - 33);
    }
    return [low >>> 0, high >>> 0];
  }

  /**
   * Whether `row` has the facet values and the price bucket the slot holds, so its codes stay as
   * they are (a price changed within its bucket, the stock, a sale). False for a value without a
   * code yet, and for sizes counted outside the masks.
   */
  holds(slot: number, row: ListingRow): boolean {
    if (!this.sizesFit || this.priceBuckets[slot] !== bucketOf(row.effective_price_paise)) return false;
    const values = singleValues(row);
    for (const f of SINGLE) {
      const value = values[f];
      if ((value === null ? 0 : this.dicts[f].codes.get(value)) !== this.code(f, slot)) return false;
    }
    const mask = this.sizeMask(row.size_labels);
    return mask !== null && this.sets.code(mask[0], mask[1], false) === this.sizes[slot];
  }

  /** Forgets a slot's values. */
  clear(slot: number): void {
    for (const f of SINGLE) {
      this.add(f, this.code(f, slot), -1);
      this.columns[f][slot] = 0;
    }
    this.eachSize(slot, (code) => this.add('size', code, -1));
    this.sizes[slot] = 0;
  }

  private add(facet: FacetName, code: number, by: number): void {
    const totals = this.totals[facet];
    while (totals.length <= code) totals.push(0);
    totals[code]! += by;
  }

  /** The values the slot holds, by facet (sizes left out when they do not fit the masks, see `sizesFit`). */
  valuesOf(slot: number): Partial<Record<FacetName, string[]>> {
    const out: Partial<Record<FacetName, string[]>> = {};
    for (const f of SINGLE) {
      const code = this.code(f, slot);
      out[f] = code > 0 ? [this.dicts[f].values[code]!] : [];
    }
    if (this.sizesFit) {
      const sizes: string[] = [];
      this.eachSize(slot, (code) => sizes.push(this.dicts.size.values[code]!));
      out.size = sizes;
    }
    return out;
  }

  /** Visits the slot's codes (code 0, "none", left out) with the facet's index in FACET_NAMES; returns how many. */
  codesOf(slot: number, visit: (facet: number, code: number, i: number) => void): number {
    let i = 0;
    for (const f of SINGLE) {
      const code = this.code(f, slot);
      if (code > 0) visit(FACET_INDEX[f], code, i++);
    }
    this.eachSize(slot, (code) => visit(FACET_INDEX.size, code, i++));
    return i;
  }

  /** A facet's values with their counts, from counts by code (`complement`: counts of the products that do not match). */
  listed(facet: FacetName, counted: Int32Array, complement = false): { value: string; count: number }[] {
    const totals = this.totals[facet];
    const values = this.dicts[facet].values;
    const list: { value: string; count: number }[] = [];
    for (const code of this.dicts[facet].inOrder()) {
      if (code >= counted.length) continue;
      const n = complement ? (totals[code] ?? 0) - counted[code]! : counted[code]!;
      if (n > 0) list.push({ value: values[code]!, count: n });
    }
    return list;
  }

  private eachSize(slot: number, visit: (code: number) => void): void {
    const set = this.sizes[slot]!;
    for (const [mask, base] of [
      [this.sets.masks[2 * set]!, 1],
      [this.sets.masks[2 * set + 1]!, 33],
    ] as const) {
      let bits = mask;
      while (bits !== 0) {
        const low = bits & -bits;
        visit(base + 31 - Math.clz32(low));
        bits ^= low;
      }
    }
  }

  /**
   * Counts `facets` over the live slots set in `match` (`matched` of `liveCount` live products).
   * Sizes are left out when they do not fit the masks (see `sizesFit`).
   */
  count(match: Uint32Array, matched: number, live: Uint32Array, liveCount: number, facets: readonly FacetName[]): Partial<ListingFacets> {
    // Most products match: count those that do not and take them from the totals.
    const complement = matched > liveCount / 2;
    // The slots to count, gathered once; then one pass over them.
    const { slots, n } = this.gather(match, complement ? liveCount - matched : matched, complement ? live : null);
    const counts = this.tally(slots, n, facets);
    const out: Partial<ListingFacets> = {};
    for (const f of facets) if (counts[f]) out[f] = this.listed(f, counts[f], complement);
    return out;
  }

  /** The slots set in `match` (of `live` and not in `match`, when `live` is given), `size` of them, in the scratch list: the first `n`. */
  gather(match: Uint32Array, size: number, live: Uint32Array | null = null): { slots: Int32Array; n: number } {
    const slots = this.slotList(size);
    let n = 0;
    for (let w = 0; w < match.length; w++) {
      let bits = live ? live[w]! & ~match[w]! : match[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        slots[n++] = (w << 5) + 31 - Math.clz32(low);
        bits ^= low;
      }
    }
    return { slots, n };
  }

  /** Counts by code of `facets` over the first `n` of `slots` (sizes left out when they do not fit the masks). */
  tally(slots: Int32Array, n: number, facets: readonly FacetName[]): Partial<Record<FacetName, Int32Array>> {
    const [only] = facets;
    if (facets.length === 1 && only !== 'size') {
      const counts = this.zeroed(0)[only!];
      const column = this.columns[only!];
      for (let j = 0; j < n; j++) counts[column[slots[j]!]!]!++;
      return { [only!]: counts };
    }
    const sizes = facets.includes('size') && this.sizesFit;
    // Every single-valued facet is tallied (one not asked for costs an increment): one pass over
    // the slots reading each column, rather than a pass per facet.
    const { brand, category, colour, condition, price, size } = this.zeroed(0);
    const c = this.columns;
    const [brands, categories, colours, conditions, prices] = [c.brand, c.category, c.colour, c.condition, c.price];
    const sets = this.setCounts.length < this.sets.size ? (this.setCounts = new Int32Array(this.sets.size * 2)) : this.setCounts.fill(0);
    const setOf = this.sizes;
    for (let j = 0; j < n; j++) {
      const slot = slots[j]!;
      brand[brands[slot]!]!++;
      category[categories[slot]!]!++;
      colour[colours[slot]!]!++;
      condition[conditions[slot]!]!++;
      price[prices[slot]!]!++;
      sets[setOf[slot]!]!++;
    }
    // Each set's count added to its sizes (set 0, no sizes, left out).
    const masks = this.sets.masks;
    for (let set = 1; sizes && set < this.sets.size; set++) {
      const times = sets[set]!;
      if (times === 0) continue;
      let m = masks[2 * set]!;
      while (m !== 0) {
        const b = m & -m;
        size[32 - Math.clz32(b)]! += times;
        m ^= b;
      }
      m = masks[2 * set + 1]!;
      while (m !== 0) {
        const b = m & -m;
        size[64 - Math.clz32(b)]! += times;
        m ^= b;
      }
    }
    const all: Record<FacetName, Int32Array> = { brand, category, colour, condition, price, size };
    const out: Partial<Record<FacetName, Int32Array>> = {};
    for (const f of facets) if (f !== 'size' || sizes) out[f] = all[f];
    return out;
  }

  /**
   * Facet counts packed into one array of small integers, as the memo keeps them: for each facet in
   * FACET_NAMES, how many values, then each value's code and count (in the order listed), four
   * bytes each outside the heap. A plain array built by pushing took about twice as much and more
   * (eight bytes an entry, and the room it grew into), in the old generation the collector marks:
   * a full memo of 4,096 sets of 300 counts was 30 MB of heap against 10 MB of buffers.
   * Null when a value has no code (never, as the counts come from the codes).
   */
  pack(facets: ListingFacets): Uint32Array | null {
    const out: number[] = [];
    for (const f of FACET_NAMES) {
      out.push(facets[f].length);
      for (const { value, count } of facets[f]) {
        const code = this.dicts[f].codes.get(value);
        if (code === undefined) return null;
        out.push(code, count);
      }
    }
    return Uint32Array.from(out);
  }

  /** The counts `pack` packed. */
  unpack(packed: Uint32Array): ListingFacets {
    const out = {} as ListingFacets;
    let at = 0;
    for (const f of FACET_NAMES) {
      const values = this.dicts[f].values;
      const list: { value: string; count: number }[] = (out[f] = new Array(packed[at++]!));
      for (let i = 0; i < list.length; i++, at += 2) list[i] = { value: values[packed[at]!]!, count: packed[at + 1]! };
    }
    return out;
  }

  /**
   * Zero counts by code for every facet, at least as long as its values: set 0 is a tally's
   * (`tally` uses it), set 1 the sums of tallies and tabs (listing-counts.ts). Valid until the
   * next call for the same set.
   */
  zeroed(set: 0 | 1): Record<FacetName, Int32Array> {
    const counts = this.scratch[set];
    for (const f of FACET_NAMES) {
      const width = this.dicts[f].values.length;
      if (counts[f].length < width) counts[f] = new Int32Array(Math.max(width, counts[f].length * 2));
      else counts[f].fill(0);
    }
    return counts;
  }
}

/** A product's value of each single-valued facet. */
function singleValues(row: ListingRow): Record<SingleFacet, string | null> {
  return { brand: row.brand_id, colour: row.color, condition: row.condition, category: row.sub_sub_category_id, price: priceBandOf(row.effective_price_paise) };
}

function emptyCounts(): Record<FacetName, Int32Array> {
  return Object.fromEntries(FACET_NAMES.map((f) => [f, new Int32Array(16)])) as Record<FacetName, Int32Array>;
}

/** Code columns for `capacity` slots, as wide as each facet's codes (see BITS). */
function columnsOf(capacity: number): Record<SingleFacet, Uint8Array | Uint16Array> {
  return Object.fromEntries(SINGLE.map((f) => [f, BITS[f] > 8 ? new Uint16Array(capacity) : new Uint8Array(capacity)])) as Record<SingleFacet, Uint8Array | Uint16Array>;
}
