import { useId } from 'react';
import { LISTING_SORTS, SORT_LABELS, type ListingSort } from '../listing-query';
import { Options } from '@/components/ui/field';

/** Sort of catalogue §2 (default, price-asc, price-desc) and, since issue 16, biggest discount and recently reduced. */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-soft">
        Sort by
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ListingSort)} className="input w-auto py-2 pr-8 text-sm">
        <Options of={LISTING_SORTS.map((s) => [s, SORT_LABELS[s]] as const)} />
      </select>
    </div>
  );
}
