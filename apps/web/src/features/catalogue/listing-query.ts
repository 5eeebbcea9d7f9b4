/**
 * The shop and sale listings keep ALL their state in the URL query (catalogue §2), so a filtered
 * page can be shared and Back restores the previous filter. These pure functions read and write
 * that query; the names (categoryName, …) only feed the breadcrumb.
 */
import { PAGINATION, ProductListQuerySchema, findCategory, findSubCategory, findSubSubCategory, type Condition, type ProductListQuery, type SavedSearchQuery } from '@shop/shared';
import type { ProductListParams } from './api';

export const LISTING_SORTS = ['default', 'price-asc', 'price-desc', 'discount', 'reduced'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SORT_LABELS: Record<ListingSort, string> = {
  default: 'Default',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  discount: 'Biggest Discount',
  reduced: 'Recently Reduced',
};

export interface ListingState {
  search?: string;
  category_id?: string;
  sub_category_id?: string;
  subSubCategoryid?: string;
  categoryName?: string;
  subcategoryName?: string;
  subSubcategoryName?: string;
  brandId: string[];
  sizes: string[];
  colors: string[];
  conditions: Condition[];
  /** Rupees; absent while the price filter is untouched. */
  min_price?: number;
  max_price?: number;
  sort: ListingSort;
  page: number;
}

export type ListingPatch = Partial<ListingState>;

/** The query keys in the order they are written, so equal states give equal URLs. */
const KEYS = [
  'search',
  'category_id',
  'categoryName',
  'sub_category_id',
  'subcategoryName',
  'subSubCategoryid',
  'subSubcategoryName',
  'brandId',
  'sizes',
  'colors',
  'conditions',
  'min_price',
  'max_price',
  'sort',
  'page',
] as const;

/** The API's own query schema reads the URL, so the page accepts exactly what the API accepts. */
const FIELDS = ProductListQuerySchema.shape;
type Field = keyof typeof FIELDS;

/** One value parsed by its field's schema; absent, empty or refused values are undefined. */
function field<K extends Field>(params: URLSearchParams, key: K): Exclude<ProductListQuery[K], ''> | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = FIELDS[key].safeParse(raw);
  return parsed.success && parsed.data !== '' ? (parsed.data as Exclude<ProductListQuery[K], ''>) : undefined;
}

/** A comma-separated list: each value the schema refuses is dropped alone, repeats once. */
function list<K extends 'brandId' | 'sizes' | 'colors' | 'conditions'>(params: URLSearchParams, key: K): NonNullable<ProductListQuery[K]> {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  const kept = values.flatMap((v) => {
    const parsed = FIELDS[key].safeParse(v);
    return parsed.success && parsed.data ? parsed.data : [];
  });
  const unique = [...new Set(kept)];
  // Too many values for the API: the list is dropped rather than sent to be refused.
  return (FIELDS[key].safeParse(unique).success ? unique : []) as NonNullable<ProductListQuery[K]>;
}

/**
 * Reads a listing from the URL. Values the API would refuse (an unknown condition, a malformed id)
 * are dropped, so a hand-edited link shows a listing instead of an error.
 */
export function readListing(params: URLSearchParams): ListingState {
  const sort = field(params, 'sort');
  return {
    search: field(params, 'search'),
    category_id: field(params, 'category_id'),
    sub_category_id: field(params, 'sub_category_id'),
    subSubCategoryid: field(params, 'subSubCategoryid'),
    categoryName: field(params, 'categoryName'),
    subcategoryName: field(params, 'subcategoryName'),
    subSubcategoryName: field(params, 'subSubcategoryName'),
    brandId: list(params, 'brandId'),
    sizes: list(params, 'sizes'),
    colors: list(params, 'colors'),
    conditions: list(params, 'conditions'),
    min_price: field(params, 'min_price'),
    max_price: field(params, 'max_price'),
    // The listing offers three of the API's sorts (catalogue §2).
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'default',
    page: field(params, 'page') ?? 1,
  };
}

/** Writes a listing as a query, leaving out empty values and defaults (sort=default, page=1). */
export function writeListing(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = state[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
      continue;
    }
    if (key === 'sort' && value === 'default') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Applies a filter change. Any change other than the page itself returns to page 1 (catalogue §2). */
export function applyPatch(state: ListingState, patch: ListingPatch): ListingState {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** The API query for a listing; `fixed` adds what the page always asks (the sale page's on_sale). */
export function toApiParams(state: ListingState, fixed: Partial<ProductListParams> = {}): ProductListParams {
  return {
    search: state.search,
    category_id: state.category_id,
    sub_category_id: state.sub_category_id,
    subSubCategoryid: state.subSubCategoryid,
    brandId: state.brandId.length ? state.brandId : undefined,
    sizes: state.sizes.length ? state.sizes : undefined,
    colors: state.colors.length ? state.colors : undefined,
    conditions: state.conditions.length ? state.conditions : undefined,
    min_price: state.min_price,
    max_price: state.max_price,
    sort: state.sort,
    page: state.page,
    limit: PAGINATION.defaultLimit,
    ...fixed,
  };
}

/**
 * The filters and search of a listing as a saved search keeps them: the page's API query (with
 * what the page always asks, such as the sale page's on_sale) less its sort and page, so the
 * digest finds what the page shows.
 */
export function listingFilters(state: ListingState, fixed: Partial<ProductListParams> = {}): SavedSearchQuery {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = toApiParams(state, fixed);
  return filters;
}

export interface TrailStep {
  level: 'category' | 'sub' | 'subSub';
  id: string;
  name: string;
  /** The patch that selects this step (and clears what lies below it). */
  patch: ListingPatch;
}

/** Patches that choose a node of the category tree, with its parents and the names for the breadcrumb. */
export function selectCategory(id: string | undefined): ListingPatch {
  const c = id ? findCategory(id) : undefined;
  return {
    category_id: c?.id,
    categoryName: c?.name,
    sub_category_id: undefined,
    subcategoryName: undefined,
    subSubCategoryid: undefined,
    subSubcategoryName: undefined,
  };
}

export function selectSubCategory(id: string): ListingPatch {
  const s = findSubCategory(id);
  if (!s) return selectCategory(undefined);
  return { ...selectCategory(s.categoryId), sub_category_id: s.id, subcategoryName: s.name };
}

export function selectSubSubCategory(id: string): ListingPatch {
  const ss = findSubSubCategory(id);
  if (!ss) return selectCategory(undefined);
  return { ...selectSubCategory(ss.subCategoryId), subSubCategoryid: ss.id, subSubcategoryName: ss.name };
}

/**
 * The category path of a listing, deepest last. A menu link may carry only subSubCategoryid
 * (storefront §2), so missing parents and names come from the fixed taxonomy.
 */
export function categoryTrail(state: ListingState): TrailStep[] {
  const subSub = state.subSubCategoryid ? findSubSubCategory(state.subSubCategoryid) : undefined;
  const sub = findSubCategory(state.sub_category_id ?? subSub?.subCategoryId ?? '');
  const category = findCategory(state.category_id ?? sub?.categoryId ?? '');
  const steps: TrailStep[] = [];
  if (category) steps.push({ level: 'category', id: category.id, name: state.categoryName ?? category.name, patch: selectCategory(category.id) });
  if (sub) steps.push({ level: 'sub', id: sub.id, name: state.subcategoryName ?? sub.name, patch: selectSubCategory(sub.id) });
  if (subSub) steps.push({ level: 'subSub', id: subSub.id, name: state.subSubcategoryName ?? subSub.name, patch: selectSubSubCategory(subSub.id) });
  return steps;
}

/** How many filters are on (for the mobile Filters button and Clear all). */
export function activeFilterCount(state: ListingState): number {
  return (
    state.brandId.length +
    state.sizes.length +
    state.colors.length +
    state.conditions.length +
    (state.min_price !== undefined || state.max_price !== undefined ? 1 : 0) +
    (state.category_id || state.sub_category_id || state.subSubCategoryid ? 1 : 0)
  );
}

/** Clears the filters other than the category: brands, sizes, colours, conditions and price. */
export const CLEAR_REFINEMENTS: ListingPatch = { brandId: [], sizes: [], colors: [], conditions: [], min_price: undefined, max_price: undefined };

/** Clears every filter but keeps the search term. */
export const CLEAR_FILTERS: ListingPatch = { ...selectCategory(undefined), ...CLEAR_REFINEMENTS };
