/**
 * The WHERE clause of a listing query: every filter of /shop and the text search, written so each
 * meets an index (products_*_idx). The listing, its facet counts and the saved-search digest all
 * filter through this one function.
 */
import { searchTokens, toPaise, type ProductListQuery } from '@shop/shared';

/** Builds `to_tsquery` text from sanitized words: every word must match, each as a prefix. */
export function prefixTsQuery(search: string, weights = ''): string | null {
  const tokens = searchTokens(search);
  if (tokens.length === 0) return null;
  return tokens.map((t) => `${t}:*${weights}`).join(' & ');
}

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface Filter {
  where: string;
  params: SqlParams;
  /** False when the search has no usable words: nothing can match. */
  possible: boolean;
}

export function buildFilter(q: Partial<ProductListQuery>): Filter {
  const params = new SqlParams();
  const clauses = [`p.status = 'active'`];
  let possible = true;
  if (q.search) {
    const tsq = prefixTsQuery(q.search);
    if (tsq) clauses.push(`p.search @@ to_tsquery('simple', ${params.add(tsq)})`);
    else possible = false;
  }
  if (q.category_id) clauses.push(`p.category_id = ${params.add(q.category_id)}`);
  if (q.sub_category_id) clauses.push(`p.sub_category_id = ${params.add(q.sub_category_id)}`);
  const subSub = q.subSubCategoryid ?? q.sub_sub_category_id;
  if (subSub) clauses.push(`p.sub_sub_category_id = ${params.add(subSub)}`);
  const brandIds = [...(q.brandId ?? []), ...(q.brand_id ?? [])];
  if (brandIds.length === 1) clauses.push(`p.brand_id = ${params.add(brandIds[0])}`);
  else if (brandIds.length > 1) clauses.push(`p.brand_id = ANY(${params.add(brandIds)}::uuid[])`);
  if (q.min_price !== undefined) clauses.push(`p.effective_price_paise >= ${params.add(toPaise(q.min_price))}`);
  if (q.max_price !== undefined) clauses.push(`p.effective_price_paise <= ${params.add(toPaise(q.max_price))}`);
  if (q.sizes?.length) clauses.push(`p.size_labels && ${params.add(q.sizes)}::text[]`);
  if (q.colors?.length) clauses.push(`lower(p.color) = ANY(${params.add(q.colors.map((c) => c.toLowerCase()))}::text[])`);
  if (q.conditions?.length) clauses.push(`p.condition = ANY(${params.add(q.conditions)}::text[])`);
  if (q.on_sale === true) clauses.push('p.on_sale');
  if (q.on_sale === false) clauses.push('NOT p.on_sale');
  if (q.in_stock === true) clauses.push('EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)');
  if (q.in_stock === false) clauses.push('NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)');
  if (q.with_images === true) clauses.push('EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)');
  if (q.with_images === false) clauses.push('NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)');
  return { where: clauses.join(' AND '), params, possible };
}
