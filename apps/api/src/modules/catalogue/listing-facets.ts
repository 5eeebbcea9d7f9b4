/**
 * Facet counting for the listing index. Every product's value of each facet is kept as a small
 * code per slot (sizes as a bit mask of up to 64 labels), with a running total per value. A count
 * is one pass over the matching slots, or, when most products match, one pass over the others
 * subtracted from the totals: it costs the smaller of the two sets times the facets counted,
 * instead of (values × catalogue) with a bitset per value.
 */
import { priceBandOf, searchTokens, type ListingFacets, type ProductListQuery } from '@shop/shared';
import { copyInto } from './listing-bitsets';
import type { ListingRow } from './listing-row';

export type FacetName = keyof ListingFacets;
export const FACET_NAMES = ['brand', 'size', 'colour', 'condition', 'category', 'price'] as const satisfies readonly FacetName[];
type SingleFacet = Exclude<FacetName, 'size'>;
const FACET_INDEX = Object.fromEntries(FACET_NAMES.map((f, i) => [f, i])) as Record<FacetName, number>;
const SINGLE: readonly SingleFacet[] = ['brand', 'colour', 'condition', 'category', 'price'];
/** Size labels a slot's mask can hold; a catalogue with more counts sizes from its bitsets instead. */
const MASK_SIZES = 64;

/** Values of one facet as codes; 0 is "none" (no brand, no sub-sub-category), never counted. */
class Dictionary {
  readonly codes = new Map<string, number>();
  readonly values: string[] = [''];
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }
}

type Codes = Uint16Array | Uint32Array;

export class FacetCodes {
  private dicts = this.emptyDicts();
  private codes = {} as Record<SingleFacet, Codes>;
  private sizeLo = new Uint32Array(0);
  private sizeHi = new Uint32Array(0);
  private totals = {} as Record<FacetName, number[]>;
  private slots = new Int32Array(0);

  /** A scratch list with room for `n` slots (counts run one at a time: they never await). */
  slotList(n: number): Int32Array {
    if (this.slots.length < n) this.slots = new Int32Array(Math.max(n, this.slots.length * 2, 1024));
    return this.slots;
  }

  private emptyDicts(): Record<FacetName, Dictionary> {
    return { brand: new Dictionary(), size: new Dictionary(), colour: new Dictionary(), condition: new Dictionary(), category: new Dictionary(), price: new Dictionary() };
  }

  /** Whether every size label fits the per-slot masks (else sizes are counted by the caller). */
  get sizesFit(): boolean {
    return this.dicts.size.values.length <= MASK_SIZES + 1;
  }

  reset(capacity: number): void {
    this.dicts = this.emptyDicts();
    for (const f of SINGLE) this.codes[f] = new Uint16Array(capacity);
    this.sizeLo = new Uint32Array(capacity);
    this.sizeHi = new Uint32Array(capacity);
    for (const f of [...SINGLE, 'size'] as const) this.totals[f] = [0];
  }

  grow(capacity: number): void {
    for (const f of SINGLE) this.codes[f] = copyInto(new (this.codes[f].constructor as Uint16ArrayConstructor)(capacity), this.codes[f]);
    this.sizeLo = copyInto(new Uint32Array(capacity), this.sizeLo);
    this.sizeHi = copyInto(new Uint32Array(capacity), this.sizeHi);
  }

  /** Records an empty slot's values (clear it first when it held a product). */
  set(slot: number, row: ListingRow): void {
    const values: Record<SingleFacet, string | null> = {
      brand: row.brand_id,
      colour: row.color,
      condition: row.condition,
      category: row.sub_sub_category_id,
      price: priceBandOf(row.effective_price_paise),
    };
    for (const f of SINGLE) {
      const code = this.dicts[f].code(values[f]);
      if (code > 0xffff && this.codes[f] instanceof Uint16Array) this.codes[f] = copyInto(new Uint32Array(this.codes[f].length), this.codes[f]);
      this.codes[f][slot] = code;
      this.add(f, code, 1);
    }
    for (const label of new Set(row.size_labels)) {
      const code = this.dicts.size.code(label);
      this.add('size', code, 1);
      const bit = code - 1;
      if (bit < 32) this.sizeLo[slot]! |= 1 << bit;
      else if (bit < MASK_SIZES) this.sizeHi[slot]! |= 1 << (bit - 32);
    }
  }

  /** Forgets a slot's values. */
  clear(slot: number): void {
    for (const f of SINGLE) {
      this.add(f, this.codes[f][slot]!, -1);
      this.codes[f][slot] = 0;
    }
    this.eachSize(slot, (code) => this.add('size', code, -1));
    this.sizeLo[slot] = 0;
    this.sizeHi[slot] = 0;
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
      const code = this.codes[f][slot]!;
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
      const code = this.codes[f][slot]!;
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
    for (let code = 1; code < Math.min(counted.length, values.length); code++) {
      const n = complement ? (totals[code] ?? 0) - counted[code]! : counted[code]!;
      if (n > 0) list.push({ value: values[code]!, count: n });
    }
    return list;
  }

  private eachSize(slot: number, visit: (code: number) => void): void {
    for (const [mask, base] of [
      [this.sizeLo[slot]!, 1],
      [this.sizeHi[slot]!, 33],
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
    // The slots to count, gathered once; then one tight loop per facet.
    const slots = this.slotList(complement ? liveCount - matched : matched);
    let n = 0;
    for (let w = 0; w < match.length; w++) {
      let bits = complement ? live[w]! & ~match[w]! : match[w]!;
      while (bits !== 0) {
        const low = bits & -bits;
        slots[n++] = (w << 5) + 31 - Math.clz32(low);
        bits ^= low;
      }
    }
    const counts = this.tally(slots, n, facets);
    const out: Partial<ListingFacets> = {};
    for (const f of facets) if (counts[f]) out[f] = this.listed(f, counts[f], complement);
    return out;
  }

  /** Counts by code of `facets` over the first `n` of `slots` (sizes left out when they do not fit the masks). */
  tally(slots: Int32Array, n: number, facets: readonly FacetName[]): Partial<Record<FacetName, Int32Array>> {
    const out: Partial<Record<FacetName, Int32Array>> = {};
    for (const f of SINGLE) if (facets.includes(f)) out[f] = tally(this.codes[f], slots, n, this.dicts[f].values.length);
    if (!facets.includes('size') || !this.sizesFit) return out;
    const sizeCounts = new Int32Array(this.dicts.size.values.length);
    for (let j = 0; j < n; j++) {
      const slot = slots[j]!;
      let m = this.sizeLo[slot]!;
      while (m !== 0) {
        const b = m & -m;
        sizeCounts[32 - Math.clz32(b)]!++;
        m ^= b;
      }
      m = this.sizeHi[slot]!;
      while (m !== 0) {
        const b = m & -m;
        sizeCounts[64 - Math.clz32(b)]!++;
        m ^= b;
      }
    }
    out.size = sizeCounts;
    return out;
  }

  /** Room for `n` codes of each facet: a sum of counts by code can be made as long as any. */
  widths(): Record<FacetName, number> {
    return Object.fromEntries(FACET_NAMES.map((f) => [f, this.dicts[f].values.length])) as Record<FacetName, number>;
  }
}

/** How many of the first `n` slots hold each code. */
function tally(codes: Codes, slots: Int32Array, n: number, values: number): Int32Array {
  const counts = new Int32Array(values);
  for (let j = 0; j < n; j++) counts[codes[slots[j]!]!]!++;
  return counts;
}

/**
 * Filter sets whose facet counts are kept between changes: enough for the shoppers paging or
 * re-sorting right now. One set's counts take up to about 10 KB of heap (a hundred brands…), so a
 * larger memo mostly holds single-use counts and makes garbage.
 */
export const MEMO_SIZE = 256;

/** The filters of a query (not its sort or page), the same for the same filters in any order or case. */
export function filterKey(q: ProductListQuery): string {
  const sorted = (values: readonly string[] | undefined, lower = false) => (values ?? []).map((v) => (lower ? v.toLowerCase() : v)).sort();
  return JSON.stringify([
    searchTokens(q.search ?? '').join(' '),
    q.category_id,
    q.sub_category_id,
    q.subSubCategoryid ?? q.sub_sub_category_id,
    sorted([...(q.brandId ?? []), ...(q.brand_id ?? [])], true),
    sorted(q.colors, true),
    sorted(q.conditions),
    sorted(q.sizes),
    q.on_sale,
    q.in_stock,
    q.with_images,
    q.min_price,
    q.max_price,
  ]);
}
