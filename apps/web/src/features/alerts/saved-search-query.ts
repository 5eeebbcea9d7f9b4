/** A saved search's query as a short description (the filters in words); its link is the shared `savedSearchPath`. */
import { CONDITION_LABELS, formatInrWhole, taxonomyName, toPaise, type SavedSearch } from '@shop/shared';

type Query = SavedSearch['query'];

export function describeSavedSearch(query: Query): string {
  const parts: string[] = [];
  if (query.search) parts.push(`“${query.search}”`);
  const category = taxonomyName(query.subSubCategoryid ?? query.sub_category_id ?? query.category_id);
  if (category) parts.push(category);
  if (query.brandId?.length) parts.push(query.brandId.length === 1 ? '1 house' : `${query.brandId.length} houses`);
  if (query.colors?.length) parts.push(query.colors.join(', '));
  if (query.sizes?.length) parts.push(`Size ${query.sizes.join(', ')}`);
  if (query.conditions?.length) parts.push(query.conditions.map((c) => CONDITION_LABELS[c as keyof typeof CONDITION_LABELS] ?? c).join(', '));
  if (query.min_price !== undefined || query.max_price !== undefined) {
    const from = query.min_price !== undefined ? formatInrWhole(toPaise(query.min_price)) : '';
    const to = query.max_price !== undefined ? formatInrWhole(toPaise(query.max_price)) : '';
    parts.push(from && to ? `${from} – ${to}` : from ? `from ${from}` : `up to ${to}`);
  }
  if (query.on_sale) parts.push('On sale');
  return parts.length ? parts.join(' · ') : 'Everything new in the shop';
}
