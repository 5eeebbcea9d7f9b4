/**
 * A listing query's filters as the index applies them: each a set of slots (a value's postings, or
 * the union of several), tagged with the facet it filters, a price range, or a single filter value
 * whose facet counts the cross-tab keeps; and the filter values a product is filed under.
 */
import { priceBandOf, searchTokens, toPaise } from '@shop/shared';
import type { Postings } from './listing-bitsets';
import type { FacetName } from './listing-facets';
import type { SearchTerms } from './listing-search';
import type { ListingFilters } from './new-listings';
import type { ListingRow } from './listing-row';

export const FIELDS = ['category', 'sub', 'subSub', 'brand', 'colour', 'condition', 'size', 'flag', 'band', 'lexeme', 'title'] as const;
export type Field = (typeof FIELDS)[number];
/** Fields with many values that each hold few products: a value's slots are a list until it is common (see Postings). */
export const SPARSE = new Set<Field>(['sub', 'subSub', 'brand', 'size', 'lexeme', 'title']);
/** Fields from the search text: left alone by a change that keeps it. */
export const TEXT = new Set<Field>(['lexeme', 'title']);

/** A filter of a query: the slots it allows, and the facet it belongs to (if any). */
export interface Constraint {
  facet: FacetName | null;
  set: Uint32Array | null;
  /** A price range (paise): checked product by product on what the other filters left, or made into a set when that is cheaper. */
  range?: { min: number; max: number };
  /** One filter value (not a search word): its facet counts are kept in the cross-tab. */
  key?: string;
}

/** A filter value's key in the cross-tab. */
export const keyOf = (field: Field, value: string) => `${field}:${value}`;

/**
 * The filters of a query as bitsets (null: nothing matches), each tagged with its facet. Search
 * words are looked up in `searchField`: every lexeme, or only the title's (the header's suggestions).
 * A set made for the query (several values, a value kept as a list) comes from `bitset`, which
 * returns an empty one: the store lends its own, so a query allocates none.
 */
export function queryConstraints(q: ListingFilters, postings: Map<Field, Postings>, terms: SearchTerms, bitset: () => Uint32Array, searchField: 'lexeme' | 'title' = 'lexeme'): Constraint[] {
  const out: Constraint[] = [];
  const anyOf = (facet: FacetName | null, field: Field, values: readonly string[]) => {
    const p = postings.get(field)!;
    if (values.length === 1 && !TEXT.has(field)) return out.push({ facet, set: p.get(values[0]!, bitset) ?? null, key: keyOf(field, values[0]!) });
    if (values.length <= 1) return out.push({ facet, set: values.length ? (p.get(values[0]!, bitset) ?? null) : null });
    const any = bitset();
    for (const v of values) p.orInto(v, any);
    out.push({ facet, set: any });
  };
  if (q.search) {
    // Every word the start of one of the product's lexemes; no usable word: nothing matches.
    const tokens = searchTokens(q.search);
    if (tokens.length === 0) out.push({ facet: null, set: null });
    for (const token of tokens) anyOf(null, searchField, terms.lexemesStartingWith(token));
  }
  if (q.category_id) anyOf(null, 'category', [q.category_id]);
  if (q.sub_category_id) anyOf(null, 'sub', [q.sub_category_id]);
  const subSub = q.subSubCategoryid ?? q.sub_sub_category_id;
  if (subSub) anyOf('category', 'subSub', [subSub]);
  const brands = [...(q.brandId ?? []), ...(q.brand_id ?? [])];
  const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());
  if (brands.length) anyOf('brand', 'brand', lower(brands));
  if (q.colors?.length) anyOf('colour', 'colour', lower(q.colors));
  if (q.conditions?.length) anyOf('condition', 'condition', q.conditions);
  if (q.sizes?.length) anyOf('size', 'size', q.sizes);
  if (q.on_sale !== undefined) anyOf(null, 'flag', [q.on_sale ? 'sale' : 'full-price']);
  if (q.in_stock !== undefined) anyOf(null, 'flag', [q.in_stock ? 'in-stock' : 'sold-out']);
  if (q.with_images !== undefined) anyOf(null, 'flag', [q.with_images ? 'with-images' : 'no-images']);
  if (q.min_price !== undefined || q.max_price !== undefined) {
    const min = q.min_price !== undefined ? toPaise(q.min_price) : -Infinity;
    const max = q.max_price !== undefined ? toPaise(q.max_price) : Infinity;
    out.push({ facet: 'price', set: null, range: { min, max } });
  }
  return out;
}

/** The product's flags (one of each pair), and the other of each pair. */
const flagsOf = (row: ListingRow) => [row.on_sale ? 'sale' : 'full-price', row.in_stock ? 'in-stock' : 'sold-out', row.with_images ? 'with-images' : 'no-images'] as const;
const OTHER_FLAG = { sale: 'full-price', 'full-price': 'sale', 'in-stock': 'sold-out', 'sold-out': 'in-stock', 'with-images': 'no-images', 'no-images': 'with-images' } as const;

/** Moves the slot to the row's flags in the flag postings; returns the keys of the flags it left and of those it joined. */
export function moveFlags(flags: Postings, row: ListingRow, slot: number): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  for (const flag of flagsOf(row)) {
    if (flags.holds(flag, slot)) continue;
    flags.clear(slot, undefined, [OTHER_FLAG[flag]]);
    flags.add(flag, slot);
    removed.push(keyOf('flag', OTHER_FLAG[flag]));
    added.push(keyOf('flag', flag));
  }
  return { removed, added };
}

/** The product's filter values (not its search words), field by field, as the postings hold them. */
export function filterValues(row: ListingRow): [Field, string][] {
  const out: [Field, string][] = [];
  const add = (field: Field, value: string | null) => {
    if (value !== null) out.push([field, value]);
  };
  add('category', row.category_id);
  add('sub', row.sub_category_id);
  add('subSub', row.sub_sub_category_id);
  add('brand', row.brand_id);
  add('colour', row.color);
  add('condition', row.condition);
  for (const size of new Set(row.size_labels)) add('size', size);
  for (const flag of flagsOf(row)) add('flag', flag);
  add('band', priceBandOf(row.effective_price_paise));
  return out;
}
