/**
 * The catalogue: taxonomy, product listing with server-side search, filters, sort and pages,
 * product by id, related products and suggestions. Listing SQL is written by hand so every filter
 * and sort meets an index (products_*_idx) and the page's rows are picked before anything is counted.
 */
import {
  CATEGORIES,
  PAGINATION,
  PRICE_BANDS,
  SUB_CATEGORIES,
  SUB_SUB_CATEGORIES,
  toRupees,
  type ListingFacets,
  type ProductDetail,
  type ProductListData,
  type ProductListQuery,
  type ProductSummary,
} from '@shop/shared';
import type { Database } from '../../db/client';
import type { ProductCache } from '../../lib/cache';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toProductDetail, toProductSummary, type ProductDetailRow, type ProductRow } from './dto';
import { ALL_IMAGES, CARD_IMAGES, SUMMARY_COLUMNS } from './columns';
import { cardsInOrder } from './card-loader';
import { buildFilter, prefixTsQuery } from './listing-filter';
import type { ListingIndex } from './listing-index';
import { indexMatchesSearch } from './listing-search';
import { correctSearch, displaySearch } from './search';

export function listCategories() {
  return CATEGORIES.map((c) => ({ _id: c.id, name: c.name }));
}
export function listSubCategories() {
  return SUB_CATEGORIES.map((s) => ({ _id: s.id, name: s.name, category_id: s.categoryId }));
}
export function listSubSubCategories() {
  return SUB_SUB_CATEGORIES.map((s) => ({ _id: s.id, name: s.name, sub_category_id: s.subCategoryId }));
}

const ORDER_BY: Record<ProductListQuery['sort'], string> = {
  // NULLS LAST as the newest indexes are built (both columns are NOT NULL, so the order is the same);
  // a plain DESC (NULLS FIRST) would not match them and PostgreSQL would sort the whole table.
  default: 'p.created_at DESC NULLS LAST, p.id DESC NULLS LAST',
  newest: 'p.created_at DESC NULLS LAST, p.id DESC NULLS LAST',
  'price-asc': 'p.effective_price_paise ASC, p.id ASC',
  'price-desc': 'p.effective_price_paise DESC, p.id DESC',
  discount: 'p.discount_bp DESC, p.created_at DESC, p.id DESC',
  reduced: 'p.price_reduced_at DESC NULLS LAST, p.created_at DESC, p.id DESC',
};

/**
 * A listing page. The in-memory index (when ready) finds the page's ids, the exact total and the
 * facet counts, for filters and text searches alike, and the rows are read by id; until it is
 * ready SQL does all of it.
 */
export async function listProducts(database: Database, q: ProductListQuery, index?: ListingIndex, cards?: ProductCache<unknown>): Promise<ProductListData> {
  const limit = q.limit ?? PAGINATION.defaultLimit;
  const page = q.page ?? 1;
  const withFacets = q.facets !== false;
  if (index?.ready && indexMatchesSearch(q.search)) {
    // The page, the total and the counts from the index in one turn, so they agree; a search that
    // finds nothing is tried again with its misspelt words corrected ("guci" → "gucci").
    let query = q;
    let found = index.query(q);
    let corrected: string | null = null;
    if (q.search && found.total === 0) {
      const fixed = index.correct(q.search);
      const again = fixed ? { ...q, search: fixed } : null;
      const retry = again ? index.query(again) : null;
      if (again && retry && retry.total > 0) [query, found, corrected] = [again, retry, fixed];
    }
    const facets = withFacets ? sortFacets(index.facets(query)) : undefined;
    // The cards from the index when it holds them (the same turn, no read), else read by id.
    const [products, shown] = await Promise.all([
      found.cards ? found.cards.map(toProductSummary) : cardsInOrder(database, found.ids, cards),
      corrected ? displaySearch(database, corrected, cards) : undefined,
    ]);
    return { products, total: found.total, page, pages: Math.ceil(found.total / limit), limit, ...(facets ? { facets } : {}), ...(shown ? { corrected_search: shown } : {}) };
  }
  // SQL answers while the index loads or re-reads a change; at a large catalogue it leaves the facet counts out.
  const sqlFacets = withFacets && (index?.sqlCountsFacets ?? true);
  if (q.search) {
    // A search is listed first: the facets are counted for the search that is answered (perhaps corrected).
    const answer = await answerSearch(database, q);
    const [facets, shown] = await Promise.all([sqlFacets ? facetCountsSql(database, answer.query) : undefined, answer.corrected ? displaySearch(database, answer.corrected, cards) : undefined]);
    return { ...answer.data, ...(facets ? { facets } : {}), ...(shown ? { corrected_search: shown } : {}) };
  }
  const [data, facets] = await Promise.all([listProductsSql(database, q), sqlFacets ? facetCountsSql(database, q) : undefined]);
  return facets ? { ...data, facets } : data;
}

/**
 * The shop's answer to a text search: the search as typed, or, when it finds nothing, the search
 * with its unknown words replaced by the closest words of the catalogue ("guci" → "gucci"), if
 * that finds something. `query` is the query answered; `corrected` its corrected words, if any.
 */
export async function answerSearch(database: Database, q: ProductListQuery): Promise<{ query: ProductListQuery; data: ProductListData; corrected: string | null }> {
  const data = await listProductsSql(database, q);
  if (data.total === 0 && q.search) {
    const corrected = await correctSearch(database, q.search);
    if (corrected) {
      const fixed = { ...q, search: corrected };
      const again = await listProductsSql(database, fixed);
      if (again.total > 0) return { query: fixed, data: again, corrected };
    }
  }
  return { query: q, data, corrected: null };
}

const FACET_NAMES = ['brand', 'size', 'colour', 'condition', 'category', 'price'] as const;
type FacetName = (typeof FACET_NAMES)[number];

function emptyFacets(): ListingFacets {
  return { brand: [], size: [], colour: [], condition: [], category: [], price: [] };
}

/** Facet values in a stable order (by value), whichever path counted them (the index lists them in it already). */
export function sortFacets(facets: ListingFacets): ListingFacets {
  const out = emptyFacets();
  const before = (a: { value: string }, b: { value: string }) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  for (const name of FACET_NAMES) {
    const list = facets[name];
    out[name] = list.every((f, i) => i === 0 || before(list[i - 1]!, f) < 0) ? list : [...list].sort(before);
  }
  return out;
}

/** The query without the filter of one facet: that facet is counted under all the other filters. */
function withoutFacet(q: ProductListQuery, name: FacetName): ProductListQuery {
  switch (name) {
    case 'brand':
      return { ...q, brandId: undefined, brand_id: undefined };
    case 'size':
      return { ...q, sizes: undefined };
    case 'colour':
      return { ...q, colors: undefined };
    case 'condition':
      return { ...q, conditions: undefined };
    case 'category':
      return { ...q, subSubCategoryid: undefined, sub_sub_category_id: undefined };
    case 'price':
      return { ...q, min_price: undefined, max_price: undefined };
  }
}

const PRICE_BAND_SQL = `CASE ${PRICE_BANDS.map((b) => (b.maxPaise === null ? `ELSE '${b.key}'` : `WHEN p.effective_price_paise <= ${b.maxPaise} THEN '${b.key}'`)).join(' ')} END`;
const FACET_SQL: Record<FacetName, { value: string; from?: string; where?: string; count?: string }> = {
  brand: { value: 'p.brand_id::text', where: 'p.brand_id IS NOT NULL' },
  size: { value: 's.label', from: 'CROSS JOIN LATERAL unnest(p.size_labels) AS s(label)', count: 'count(DISTINCT p.id)' },
  colour: { value: 'lower(p.color)' },
  condition: { value: 'p.condition' },
  category: { value: 'p.sub_sub_category_id', where: 'p.sub_sub_category_id IS NOT NULL' },
  price: { value: PRICE_BAND_SQL },
};

/** Facet counts in SQL (the reference for the index's, and the answer for searches): one GROUP BY per facet. */
export async function facetCountsSql(database: Database, q: ProductListQuery): Promise<ListingFacets> {
  const facets = emptyFacets();
  await Promise.all(
    FACET_NAMES.map(async (name) => {
      const filter = buildFilter(withoutFacet(q, name));
      if (!filter.possible) return;
      const f = FACET_SQL[name];
      const rows = await database.query<{ value: string; count: number }>(
        `SELECT ${f.value} AS value, ${f.count ?? 'count(*)'}::int AS count FROM products p ${f.from ?? ''}
          WHERE ${filter.where}${f.where ? ` AND ${f.where}` : ''} GROUP BY 1`,
        filter.params.values,
      );
      facets[name] = rows.filter((r) => r.count > 0);
    }),
  );
  return sortFacets(facets);
}

/** The listing in SQL alone: an index for every filter and sort, the page's rows picked before counting. */
export async function listProductsSql(database: Database, q: ProductListQuery): Promise<ProductListData> {
  const limit = q.limit ?? PAGINATION.defaultLimit;
  const page = q.page ?? 1;
  const empty = { products: [], total: 0, page, pages: 0, limit };
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) return empty;
  const sql = listingSql(q);
  if (!sql) return empty;
  const offset = (page - 1) * limit;
  const rows = await database.query<ProductRow>(sql.page.text, sql.page.params);
  let total: number;
  if (rows.length > 0 && rows.length < limit) {
    // The last page is in hand: no count needed.
    total = offset + rows.length;
  } else {
    const counted = await database.query<{ total: number }>(sql.count.text, sql.count.params);
    total = counted[0]?.total ?? 0;
  }
  return { products: rows.map(toProductSummary), total, page, pages: Math.ceil(total / limit), limit };
}

/** The statements listProductsSql runs for a query (one page, and its count), or null when no product can match. */
export function listingSql(q: ProductListQuery): { page: { text: string; params: unknown[] }; count: { text: string; params: unknown[] } } | null {
  const filter = buildFilter(q);
  if (!filter.possible) return null;
  const limit = q.limit ?? PAGINATION.defaultLimit;
  const countParams = [...filter.params.values];
  const limitParam = filter.params.add(limit);
  const offsetParam = filter.params.add(((q.page ?? 1) - 1) * limit);
  return {
    page: {
      text: `SELECT ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p WHERE ${filter.where}\n      ORDER BY ${ORDER_BY[q.sort]} LIMIT ${limitParam} OFFSET ${offsetParam}`,
      params: filter.params.values,
    },
    count: { text: `SELECT count(*)::int AS total FROM products p WHERE ${filter.where}`, params: countParams },
  };
}

/**
 * A product by id. Archived products are found too (old orders link to them) and say so in `status`.
 * `raw` keeps empty specification fields empty (for editing) instead of the spec's display defaults.
 */
/** What a shopper reads when a product id leads nowhere. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'We could not find that product.';

export async function getProduct(database: Database, id: string, options: { raw?: boolean } = {}): Promise<ProductDetail> {
  // The storefront's renderer passes ids straight from the URL, so this check stays beside the route schema.
  if (!isUuid(id)) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const rows = await database.query<ProductDetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, ${ALL_IMAGES}, p.description, p.additional_info, p.material, p.pattern, p.fit,
            p.tags, p.status, p.created_at
       FROM products p WHERE p.id = $1`,
    [id],
    'product-by-id',
  );
  const row = rows[0];
  if (!row) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  return toProductDetail(row, options.raw);
}

/**
 * Up to `count` products like this one, the closest first: same sub-sub-category, then
 * sub-category, then category, then the newest of the shop. Each step is a small indexed query.
 */
export async function relatedProducts(database: Database, id: string, count = 4): Promise<ProductSummary[]> {
  if (!isUuid(id)) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  const base = (
    await database.query<{ category_id: string; sub_category_id: string | null; sub_sub_category_id: string | null }>(
      'SELECT category_id, sub_category_id, sub_sub_category_id FROM products WHERE id = $1',
      [id],
    )
  )[0];
  if (!base) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);
  // Each branch in the order of its products_*_newest_idx (NULLS LAST as they are built), so each
  // reads its few rows from an index instead of sorting a whole category.
  const rows = await database.query<ProductRow & { rank: number }>(
    `SELECT * FROM (
       (SELECT 1 AS rank, ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p
         WHERE p.status = 'active' AND p.id <> $1 AND p.sub_sub_category_id = $4 ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT $5)
       UNION ALL
       (SELECT 2, ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p
         WHERE p.status = 'active' AND p.id <> $1 AND p.sub_category_id = $3 ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT $5)
       UNION ALL
       (SELECT 3, ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p
         WHERE p.status = 'active' AND p.id <> $1 AND p.category_id = $2 ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT $5)
       UNION ALL
       (SELECT 4, ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p
         WHERE p.status = 'active' AND p.id <> $1 ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT $5)
     ) r ORDER BY rank`,
    [id, base.category_id, base.sub_category_id, base.sub_sub_category_id, count * 2],
  );
  const seen = new Set<string>();
  const picked: ProductSummary[] = [];
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    picked.push(toProductSummary(row));
    if (picked.length === count) break;
  }
  return picked;
}

/** Product cards for a list of ids, in the order given (wishlist, recently viewed). */
export async function productSummaries(database: Database, ids: readonly string[]): Promise<Map<string, ProductSummary & { description: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await database.query<ProductRow & { description: string }>(`SELECT ${SUMMARY_COLUMNS}, ${CARD_IMAGES}, p.description FROM products p WHERE p.id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((r) => [r.id, { ...toProductSummary(r), description: r.description }]));
}

/** Header suggestions: products whose name or brand starts with the words typed, newest first. */
export async function suggestProducts(database: Database, search: string, limit: number, index?: ListingIndex, cards?: ProductCache<unknown>): Promise<ProductSummary[]> {
  if (index?.ready && indexMatchesSearch(search)) {
    // From the index, as listings are (SQL sorts every match by date: seconds for a common word at 1M products).
    let ids = index.suggest(search, limit);
    const corrected = ids.length === 0 ? index.correct(search) : null;
    if (corrected) ids = index.suggest(corrected, limit);
    return cardsInOrder(database, ids, cards);
  }
  const tsq = prefixTsQuery(search, 'A');
  if (!tsq) return [];
  const rows = await database.query<ProductRow>(
    `SELECT ${SUMMARY_COLUMNS}, ${CARD_IMAGES} FROM products p
      WHERE p.status = 'active' AND p.search @@ to_tsquery('simple', $1)
      ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    [tsq, limit],
    'suggest',
  );
  if (rows.length === 0) {
    const corrected = await correctSearch(database, search);
    if (corrected) return suggestProducts(database, corrected, limit);
  }
  return rows.map(toProductSummary);
}

/** The catalogue's own price span (effective prices of active products), for the price filter. */
export async function priceRange(database: Database): Promise<{ min: number; max: number }> {
  const row = (
    await database.query<{ min: number | null; max: number | null }>(`SELECT min(effective_price_paise) AS min, max(effective_price_paise) AS max FROM products WHERE status = 'active'`)
  )[0];
  return { min: toRupees(row?.min ?? 0), max: toRupees(row?.max ?? 0) };
}

/** Items that really sold recently, for the home page's "Oops! It's Gone" notice. */
export async function recentlySold(database: Database, limit: number): Promise<{ product_name: string; brand: string | null; image: string | null; soldAt: string }[]> {
  const rows = await database.query<{ product_name: string; brand_name: string | null; image_url: string | null; created_at: Date }>(
    `SELECT oi.product_name, oi.brand_name, oi.image_url, o.created_at
       FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.status NOT IN ('Cancelled', 'Awaiting Payment')
      ORDER BY o.created_at DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ product_name: r.product_name, brand: r.brand_name, image: r.image_url, soldAt: r.created_at.toISOString() }));
}
