/**
 * The pieces a listing would show among those listed in a span of time, for the saved-search
 * digest (issue 19): the shop's own filter and its forgiving search, not a second matcher.
 */
import type { ProductListQuery } from '@shop/shared';
import type { Database } from '../../db/client';
import { buildFilter } from './listing-filter';
import { answerSearch } from './service';

/** A listing's filters and search, without its sort and page (a saved search's query). */
export type ListingFilters = Omit<ProductListQuery, 'sort' | 'page' | 'limit' | 'facets'>;

/**
 * The ids of the pieces in stock that the listing `q` shows and that were listed after `after` and
 * at or before `until`, newest first (at most `limit`), and how many there are. A search is taken as
 * the shop answers it: when it finds nothing in the whole shop, its misspelt words are corrected.
 */
export async function newListingsMatching(database: Database, q: ListingFilters, window: { after: Date; until: Date; limit: number }): Promise<{ ids: string[]; total: number }> {
  const answered = q.search ? (await answerSearch(database, { ...q, sort: 'default', page: 1, limit: 1 })).query : q;
  const filter = buildFilter({ ...answered, in_stock: true });
  if (!filter.possible) return { ids: [], total: 0 };
  const { params } = filter;
  const rows = await database.query<{ id: string; total: number }>(
    `SELECT p.id, count(*) OVER ()::int AS total FROM products p
      WHERE ${filter.where} AND p.created_at > ${params.add(window.after)} AND p.created_at <= ${params.add(window.until)}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${params.add(window.limit)}`,
    params.values,
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}
