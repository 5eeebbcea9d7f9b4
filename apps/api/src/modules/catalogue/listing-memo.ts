/**
 * The listing index's memo of facet counts (see ListingStore.facets): counts depend on a query's
 * filters only, so a shopper paging or re-sorting a listing, and the listings many open, reuse
 * them until the catalogue changes.
 */
import { searchTokens, type ListingFacets, type ProductListQuery } from '@shop/shared';
import type { FacetCodes } from './listing-facets';

/**
 * Filter sets whose facet counts are kept between changes, the longest unused dropped first: the
 * shoppers paging or re-sorting a listing, and the listings many open (a house, a department).
 * Each set's counts are kept packed (`FacetCodes.pack`): about 1 KB a set, outside the heap.
 */
const MEMO_SIZE = 4096;

/**
 * Counts that took less than this (ms) are not kept: counting them again costs less than packing,
 * keeping and unpacking them, and a kept set lives in the old heap generation until it is dropped.
 * At 100,000 products most counts take under 0.1 ms; at a million the broad ones take 1–5 ms.
 */
const KEEP_FROM_MS = 0.25;

export class FacetMemo {
  private memo = new Map<string, Uint32Array>();
  private version = -1;
  constructor(
    private readonly codes: FacetCodes,
    private readonly keepFromMs = KEEP_FROM_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The counts of `q`'s filters, kept from an earlier query while the catalogue is at `version`, else from `count`. */
  facets(q: ProductListQuery, version: number, count: () => ListingFacets): ListingFacets {
    if (this.version !== version) {
      this.memo.clear();
      this.version = version;
    }
    const key = filterKey(q);
    const kept = this.memo.get(key);
    if (kept) {
      // Used again: to the end of the map's order, which drops the longest unused first.
      this.memo.delete(key);
      this.memo.set(key, kept);
      return this.codes.unpack(kept);
    }
    const started = this.now();
    const facets = count();
    if (this.now() - started < this.keepFromMs) return facets;
    const packed = this.codes.pack(facets);
    if (packed) {
      if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
      this.memo.set(key, packed);
    }
    return facets;
  }
}

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
