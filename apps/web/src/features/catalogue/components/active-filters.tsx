/** The filters in force as removable chips, plus Clear all (catalogue §2: every change returns to page 1). */
import { CONDITION_LABELS, type Condition } from '@shop/shared';
import { useBrands } from '../api';
import { CLEAR_FILTERS, categoryTrail, selectCategory, type ListingPatch } from '../listing-query';
import type { Listing } from '../use-listing';

const whole = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

export function ActiveFilters({ listing, showCategory = true }: { listing: Listing; showCategory?: boolean }) {
  const { state, update } = listing;
  const { data: brands } = useBrands();
  const chips: { key: string; label: string; patch: ListingPatch }[] = [];
  const trail = categoryTrail(state);
  if (showCategory && trail.length) chips.push({ key: 'category', label: trail.map((s) => s.name).join(' › '), patch: selectCategory(undefined) });
  for (const id of state.brandId) {
    chips.push({ key: `b-${id}`, label: brands?.find((b) => b._id === id)?.name ?? 'Brand', patch: { brandId: state.brandId.filter((v) => v !== id) } });
  }
  for (const s of state.sizes) chips.push({ key: `s-${s}`, label: `Size ${s}`, patch: { sizes: state.sizes.filter((v) => v !== s) } });
  for (const c of state.colors) chips.push({ key: `c-${c}`, label: c, patch: { colors: state.colors.filter((v) => v !== c) } });
  for (const c of state.conditions) chips.push({ key: `k-${c}`, label: CONDITION_LABELS[c as Condition] ?? c, patch: { conditions: state.conditions.filter((v) => v !== c) } });
  if (state.min_price !== undefined || state.max_price !== undefined) {
    const label =
      state.min_price !== undefined && state.max_price !== undefined
        ? `${whole(state.min_price)} – ${whole(state.max_price)}`
        : state.min_price !== undefined
          ? `From ${whole(state.min_price)}`
          : `Up to ${whole(state.max_price!)}`;
    chips.push({ key: 'price', label, patch: { min_price: undefined, max_price: undefined } });
  }
  if (!chips.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          onClick={() => update(c.patch)}
          className="inline-flex items-center gap-1.5 border border-line bg-white px-3 py-1.5 text-xs text-ink hover:border-ink"
          aria-label={`Remove filter ${c.label}`}
        >
          {c.label}
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ))}
      <button
        type="button"
        onClick={() => update(showCategory ? CLEAR_FILTERS : { ...CLEAR_FILTERS, ...pickCategory(state) })}
        className="px-2 py-1.5 text-xs font-medium text-ink underline underline-offset-4"
      >
        Clear all
      </button>
    </div>
  );
}

function pickCategory(state: Listing['state']): ListingPatch {
  return {
    category_id: state.category_id,
    categoryName: state.categoryName,
    sub_category_id: state.sub_category_id,
    subcategoryName: state.subcategoryName,
    subSubCategoryid: state.subSubCategoryid,
    subSubcategoryName: state.subSubcategoryName,
  };
}
