/**
 * The facet counts of a listing query, from the listing store's data (see ListingStore.facets):
 * each facet counted over the products that pass the query's other facets' filters. Under one
 * filter value, two broad ones, or a price range with at most one filter value, the counts come
 * from the cross-tab (listing-crosstab.ts): a range adds up its whole price buckets' counts and
 * counts the products of the two buckets it cuts one by one. Anything else is one pass over the
 * matching products (or over those that do not match, when they are fewer).
 */
import type { ListingFacets } from '@shop/shared';
import type { Postings } from './listing-bitsets';
import type { Constraint } from './listing-constraints';
import { addTab, tabCounts, tabSize, type CrossTab, type Tab } from './listing-crosstab';
import { FACET_NAMES, type FacetCodes, type FacetName } from './listing-facets';
import { bucketKey, bucketsIn, type PriceRun } from './listing-prices';

/** What counting needs of the store. */
export interface CountSource {
  facetCodes: FacetCodes;
  cross: CrossTab;
  live: Uint32Array;
  /** Products held. */
  count: number;
  /** The query's matches (every constraint), and how many. */
  matches: Uint32Array;
  total: number;
  /** A scratch bitset for the matches of every constraint but one facet's. */
  scratch: Uint32Array;
  /** `acc` = live products that pass every constraint except those of facet `skip`; returns how many. */
  intersect(acc: Uint32Array, constraints: Constraint[], skip: FacetName | null): number;
  /** How many products are priced within [lo, hi] paise. */
  priced(run: PriceRun): number;
  /** The slots priced within [lo, hi] paise that are set in `within` (all, when null), in a scratch list: the first `n`. */
  pricedSlots(lo: number, hi: number, within: Uint32Array | null): { slots: Int32Array; n: number };
  /** The size postings, for a catalogue with more size labels than the facet codes' masks hold. */
  sizes: Postings;
}

export function countFacets(src: CountSource, constraints: Constraint[]): ListingFacets {
  const own = new Set(constraints.map((c) => c.facet).filter((f) => f !== null));
  // The facets the query does not filter are counted over all its matches, each of its own over the other filters' matches.
  const out = countOver(
    src,
    constraints,
    null,
    FACET_NAMES.filter((f) => !own.has(f)),
  ) as ListingFacets;
  for (const name of own) Object.assign(out, countOver(src, constraints, name, [name]));
  // More size labels than the masks hold: sizes from their bitsets.
  if (!src.facetCodes.sizesFit) {
    if (own.has('size')) src.intersect(src.scratch, constraints, 'size');
    out.size = src.sizes.countEach(own.has('size') ? src.scratch : src.matches);
  }
  return out;
}

/** `facets` counted over the products passing every constraint but those of facet `skip`. */
function countOver(src: CountSource, constraints: Constraint[], skip: FacetName | null, facets: FacetName[]): Partial<ListingFacets> {
  const rest = skip === null ? constraints : constraints.filter((c) => c.facet !== skip);
  const tabbed = src.facetCodes.sizesFit ? fromCrossTab(src, rest, facets) : null;
  if (tabbed) return tabbed;
  let matched = src.total;
  if (skip !== null) {
    matched = src.intersect(src.scratch, constraints, skip);
  }
  const less = src.facetCodes.sizesFit ? tabLessLeftOut(src, rest, facets, matched) : null;
  if (less) return less;
  // Over every constraint: the query's own matches, already in hand.
  return src.facetCodes.count(skip === null ? src.matches : src.scratch, matched, src.live, src.count, facets);
}

/**
 * The counts over the matches of `constraints` (`matched` products) as the cross-tab's counts for
 * all of them but one filter value, less the counts of the products that value leaves out, when
 * those are fewer than the matches: "women's, good condition, in stock" is the tab of women's in
 * good condition less the few of them sold out. Null when no such tab is kept or it saves nothing.
 * Uses the scratch bitset.
 */
function tabLessLeftOut(src: CountSource, constraints: Constraint[], facets: FacetName[], matched: number): Partial<ListingFacets> | null {
  if (constraints.some((c) => !c.key || c.range)) return null;
  let best: { tab: Tab; others: Constraint[]; without: Uint32Array; size: number } | null = null;
  for (const value of constraints) {
    if (!value.set) return null;
    const others = constraints.filter((c) => c !== value);
    const tab = others.length ? src.cross.tab(others.map((c) => c.key!)) : null;
    if (!tab) continue;
    // Every product has a price band: the band counts add up to the products the tab holds.
    const size = tabSize(tab);
    if (!best || size < best.size) best = { tab, others, without: value.set, size };
  }
  if (!best || best.size - matched >= Math.min(matched, src.count - matched)) return null;
  const acc = src.scratch;
  src.intersect(acc, best.others, null);
  for (let w = 0; w < acc.length; w++) acc[w]! &= ~best.without[w]!;
  const { slots, n } = src.facetCodes.gather(acc, best.size - matched);
  const sums = src.facetCodes.zeroed(1);
  addTab(sums, best.tab, facets);
  addInto(sums, src.facetCodes.tally(slots, n, facets), facets, -1);
  return listCounts(src.facetCodes, facets, sums);
}

/** The counts from the cross-tab, or null when it does not keep what `constraints` need. */
function fromCrossTab(src: CountSource, constraints: Constraint[], facets: FacetName[]): Partial<ListingFacets> | null {
  const ranges = constraints.filter((c) => c.range);
  const keyed = constraints.filter((c) => !c.range && c.key);
  if (constraints.length === 0 || ranges.length + keyed.length !== constraints.length || ranges.length > 1) return null;
  const keys = keyed.map((c) => c.key!);
  const list = (counts: Partial<Record<FacetName, Int32Array>> | undefined) => listCounts(src.facetCodes, facets, counts);
  if (ranges.length === 0) {
    const tab = src.cross.tab(keys);
    return tab === null ? null : list(tab && Object.fromEntries(facets.map((f) => [f, tabCounts(tab, f)])));
  }
  if (keyed.length > 1) return pairInRange(src, keyed, ranges[0]!.range!, facets);
  // A filter value no product holds: nothing matches.
  if (keyed.length === 1 && !keyed[0]!.set) return list(undefined);
  const { min, max } = ranges[0]!.range!;
  const { whole, cut } = bucketsIn(min, max);
  const sums = src.facetCodes.zeroed(1);
  for (const bucket of whole) {
    const tab = src.cross.tab([...keys, bucketKey(bucket)]);
    if (tab === null) return null;
    if (tab) addTab(sums, tab, facets);
  }
  // A bucket the range cuts: its products inside the range one by one, or, when fewer are outside,
  // the bucket's counts less those outside.
  const within = keyed[0]?.set ?? null;
  const tally = (run: PriceRun, by: 1 | -1) => {
    const { slots, n } = src.pricedSlots(run.lo, run.hi, within);
    addInto(sums, src.facetCodes.tally(slots, n, facets), facets, by);
  };
  for (const { bucket, inside, outside } of cut) {
    const tab = src.priced(inside) > outside.reduce((n, run) => n + src.priced(run), 0) ? src.cross.tab([...keys, bucketKey(bucket)]) : null;
    if (tab === null) tally(inside, 1);
    else {
      if (tab) addTab(sums, tab, facets);
      for (const run of outside) tally(run, -1);
    }
  }
  return list(sums);
}

/**
 * The counts under a price range and two broad filter values, from the pair's tab: the pair's
 * products inside the range one by one (a walk of the price order's run), or, when fewer products
 * are priced outside it, the tab less the pair's products there. Null when no such tab is kept.
 */
function pairInRange(src: CountSource, keyed: Constraint[], range: { min: number; max: number }, facets: FacetName[]): Partial<ListingFacets> | null {
  const tab = src.cross.tab(keyed.map((c) => c.key!));
  if (tab === null) return null;
  const { min, max } = range;
  if (tab === undefined || keyed.some((c) => !c.set) || min > max) return listCounts(src.facetCodes, facets, undefined);
  const inside = { lo: min, hi: max };
  const outside: PriceRun[] = [];
  if (Number.isFinite(min)) outside.push({ lo: -Infinity, hi: min - 1 });
  if (Number.isFinite(max)) outside.push({ lo: max + 1, hi: Infinity });
  const priced = { inside: src.priced(inside), outside: outside.reduce((n, run) => n + src.priced(run), 0) };
  // A walk of the price order reads its products in no order (a cache miss each): worth it for a
  // narrow range, or a wide one, but a pass over the matches in slot order is faster in between.
  if (Math.min(priced.inside, priced.outside) > src.count / 32) return null;
  const pair = src.scratch;
  src.intersect(pair, keyed, null);
  const sums = src.facetCodes.zeroed(1);
  const tally = (run: PriceRun, by: 1 | -1) => {
    const { slots, n } = src.pricedSlots(run.lo, run.hi, pair);
    addInto(sums, src.facetCodes.tally(slots, n, facets), facets, by);
  };
  if (priced.inside <= priced.outside) tally(inside, 1);
  else {
    addTab(sums, tab, facets);
    for (const run of outside) tally(run, -1);
  }
  return listCounts(src.facetCodes, facets, sums);
}

/** Counts by code as the answer lists them (values with none left out; no counts: none). */
function listCounts(codes: FacetCodes, facets: readonly FacetName[], counts: Partial<Record<FacetName, Int32Array>> | undefined): Partial<ListingFacets> {
  const out: Partial<ListingFacets> = {};
  for (const f of facets) out[f] = counts?.[f] ? codes.listed(f, counts[f]) : [];
  return out;
}

function addInto(sums: Record<FacetName, Int32Array>, counts: Partial<Record<FacetName, Int32Array>>, facets: readonly FacetName[], by: 1 | -1 = 1): void {
  for (const f of facets) {
    const from = counts[f];
    if (!from) continue;
    const to = sums[f];
    const n = Math.min(to.length, from.length);
    for (let code = 0; code < n; code++) to[code]! += by * from[code]!;
  }
}
