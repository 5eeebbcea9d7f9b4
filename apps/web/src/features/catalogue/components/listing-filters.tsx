/**
 * The listing filters of catalogue §2 (shop) and the sale page's set: category tree or gender,
 * price range, sizes, colours, conditions, brands and a text search. Every choice goes to the URL
 * through `listing.update`, which also returns to page 1. Beside each value is how many pieces it
 * holds under the other filters (`data.facets` of the listing answer); a value with none is
 * disabled (or, for brands, left out) unless it is chosen.
 */
import {
  ALL_SIZES,
  COLOURS,
  COLOUR_SWATCHES,
  CONDITIONS,
  CONDITION_LABELS,
  HOME_CATEGORY_ORDER,
  PRICE_BANDS,
  PRIMARY_SIZE_FILTERS,
  TAXONOMY,
  findCategory,
  toRupees,
  type ListingFacets,
} from '@shop/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useBrands, usePriceRange } from '../api';
import { selectCategory, selectSubCategory, selectSubSubCategory } from '../listing-query';
import type { Listing } from '../use-listing';
import { PriceRangeFilter } from './price-range-filter';

export type FilterGroup = 'search' | 'gender' | 'category' | 'price' | 'sizes' | 'colours' | 'conditions' | 'brands';

export const SHOP_FILTER_GROUPS: readonly FilterGroup[] = ['category', 'price', 'sizes', 'colours', 'conditions', 'brands'];
export const SALE_FILTER_GROUPS: readonly FilterGroup[] = ['search', 'gender', 'brands', 'sizes', 'colours', 'conditions'];

function Group({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <details open={defaultOpen} className="group border-b border-line py-4">
      <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-medium tracking-[0.12em] text-ink uppercase [&::-webkit-details-marker]:hidden">
        {title}
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="transition-transform group-open:rotate-180">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="pt-4">{children}</div>
    </details>
  );
}

const chip = (on: boolean) => `min-w-11 border px-3 py-2 text-sm transition-colors ${on ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'}`;

/** Counts per value of one facet; `undefined` until the first answer (then nothing is disabled). */
type Counts = ReadonlyMap<string, number> | undefined;

function countsOf(facets: ListingFacets | undefined, name: keyof ListingFacets): Counts {
  return facets ? new Map(facets[name].map((f) => [f.value, f.count])) : undefined;
}

/** The count shown beside a value: a number once counts are known. */
function Count({ counts, value }: { counts: Counts; value: string }) {
  if (!counts) return null;
  // Hidden from the accessible name so a value is still announced (and found) by its name alone.
  return (
    <span aria-hidden="true" data-count={value} className="text-xs text-muted tabular-nums">
      {counts.get(value) ?? 0}
    </span>
  );
}

const none = (counts: Counts, value: string) => counts !== undefined && (counts.get(value) ?? 0) === 0;

function toggle<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function SearchFilter({ listing }: { listing: Listing }) {
  const id = useId();
  const [term, setTerm] = useState(listing.state.search ?? '');
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        listing.update({ search: term.trim() || undefined });
      }}
      className="flex gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Search sale items
      </label>
      <input id={id} type="search" className="input py-2 text-sm" placeholder="Search sale items" value={term} onChange={(e) => setTerm(e.target.value)} maxLength={100} />
      <button type="submit" className="btn-primary px-3 py-2">
        Go
      </button>
    </form>
  );
}

function GenderFilter({ listing }: { listing: Listing }) {
  const current = listing.state.category_id ?? '';
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Gender</legend>
      <div className="space-y-2">
        {[{ id: '', label: 'All' }, ...HOME_CATEGORY_ORDER.map((id) => ({ id, label: findCategory(id)?.name ?? id }))].map((o) => (
          <label key={o.id || 'all'} className="flex cursor-pointer items-center gap-3 text-sm">
            <input type="radio" name={name} className="h-4 w-4 accent-ink" checked={current === o.id} onChange={() => listing.update(selectCategory(o.id || undefined))} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A category in the tree: bold when it is the one shown; one with children says whether they are open. */
function TreeButton({
  current,
  expanded,
  disabled,
  onClick,
  className = '',
  children,
}: {
  current: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`block w-full py-1.5 text-left text-sm ${current ? 'font-semibold text-ink' : 'text-ink-soft hover:text-ink'} ${className}`}
      aria-expanded={expanded}
      aria-current={current ? 'true' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A category with children: its button, and the children under it while it is the one open. */
function Branch({ name, open, current, onClick, children }: { name: string; open: boolean; current: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <TreeButton current={current} expanded={open} onClick={onClick}>
        {name}
      </TreeButton>
      {open ? <ul className="ml-3 border-l border-line pl-3">{children}</ul> : null}
    </li>
  );
}

function CategoryTree({ listing, counts }: { listing: Listing; counts: Counts }) {
  const { category_id, sub_category_id, subSubCategoryid } = listing.state;
  const ordered = HOME_CATEGORY_ORDER.map((id) => TAXONOMY.find((c) => c.id === id)!).filter(Boolean);
  return (
    <nav aria-label="Categories">
      <ul className="space-y-1">
        <li>
          <TreeButton current={!category_id} onClick={() => listing.update(selectCategory(undefined))}>
            All categories
          </TreeButton>
        </li>
        {ordered.map((c) => (
          <Branch key={c.id} open={category_id === c.id} current={category_id === c.id && !sub_category_id} onClick={() => listing.update(selectCategory(c.id))} name={c.name}>
            {c.children.map((s) => (
              <Branch key={s.id} open={sub_category_id === s.id} current={sub_category_id === s.id && !subSubCategoryid} onClick={() => listing.update(selectSubCategory(s.id))} name={s.name}>
                {s.children.map((ss) => (
                  <li key={ss.id}>
                    <TreeButton
                      current={subSubCategoryid === ss.id}
                      disabled={subSubCategoryid !== ss.id && none(counts, ss.id)}
                      onClick={() => listing.update(selectSubSubCategory(ss.id))}
                      className="flex items-center justify-between gap-2 disabled:cursor-default disabled:opacity-40"
                    >
                      <span>{ss.name}</span>
                      <Count counts={counts} value={ss.id} />
                    </TreeButton>
                  </li>
                ))}
              </Branch>
            ))}
          </Branch>
        ))}
      </ul>
    </nav>
  );
}

function SizeFilter({ listing, counts }: { listing: Listing; counts: Counts }) {
  const selected = listing.state.sizes;
  const more = ALL_SIZES.filter((s) => !(PRIMARY_SIZE_FILTERS as readonly string[]).includes(s));
  const [showMore, setShowMore] = useState(() => selected.some((s) => more.includes(s)));
  const button = (size: string) => (
    <button
      key={size}
      type="button"
      aria-pressed={selected.includes(size)}
      disabled={!selected.includes(size) && none(counts, size)}
      className={`${chip(selected.includes(size))} disabled:cursor-default disabled:border-line disabled:text-muted disabled:line-through disabled:opacity-50`}
      onClick={() => listing.update({ sizes: toggle(selected, size) })}
    >
      {size}
      {counts ? (
        <span aria-hidden="true" data-count={size} className={`ml-1.5 text-xs tabular-nums ${selected.includes(size) ? 'text-white/80' : 'text-muted'}`}>
          {counts.get(size) ?? 0}
        </span>
      ) : null}
    </button>
  );
  return (
    <div role="group" aria-label="Sizes">
      <div className="flex flex-wrap gap-2">{PRIMARY_SIZE_FILTERS.map(button)}</div>
      <button type="button" className="mt-3 text-sm text-ink-soft underline underline-offset-4 hover:text-ink" aria-expanded={showMore} onClick={() => setShowMore((v) => !v)}>
        {showMore ? 'Fewer sizes' : 'More sizes'}
      </button>
      {showMore ? <div className="mt-3 flex flex-wrap gap-2">{more.map(button)}</div> : null}
    </div>
  );
}

function ColourFilter({ listing, counts }: { listing: Listing; counts: Counts }) {
  const selected = listing.state.colors;
  return (
    <div role="group" aria-label="Colours" className="grid grid-cols-4 gap-x-2 gap-y-3">
      {COLOURS.map((colour) => {
        const on = selected.includes(colour);
        return (
          <button
            key={colour}
            type="button"
            aria-pressed={on}
            disabled={!on && none(counts, colour.toLowerCase())}
            onClick={() => listing.update({ colors: toggle(selected, colour) })}
            className="group flex flex-col items-center gap-1 text-xs text-ink-soft disabled:cursor-default disabled:opacity-35"
          >
            <span
              aria-hidden="true"
              className={`h-8 w-8 rounded-full border ${on ? 'ring-2 ring-ink ring-offset-2' : 'group-hover:ring-1 group-hover:ring-ink group-hover:ring-offset-2'} ${colour === 'White' ? 'border-line' : 'border-black/10'}`}
              style={{ backgroundColor: COLOUR_SWATCHES[colour] }}
            />
            <span className={on ? 'font-semibold text-ink' : ''}>{colour}</span>
            <Count counts={counts} value={colour.toLowerCase()} />
          </button>
        );
      })}
    </div>
  );
}

function ConditionFilter({ listing, counts }: { listing: Listing; counts: Counts }) {
  const selected = listing.state.conditions;
  return (
    <fieldset>
      <legend className="sr-only">Condition</legend>
      <div className="space-y-2">
        {CONDITIONS.map((c) => (
          <label key={c} className={`flex items-center gap-3 text-sm ${!selected.includes(c) && none(counts, c) ? 'cursor-default opacity-40' : 'cursor-pointer'}`}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-ink"
              checked={selected.includes(c)}
              disabled={!selected.includes(c) && none(counts, c)}
              onChange={() => listing.update({ conditions: toggle(selected, c) })}
            />
            <span className="flex-1">{CONDITION_LABELS[c]}</span>
            <Count counts={counts} value={c} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function BrandFilter({ listing, counts }: { listing: Listing; counts: Counts }) {
  const { data: brands, isPending, isError } = useBrands();
  const [query, setQuery] = useState('');
  const id = useId();
  const selected = listing.state.brandId;
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    // With counts known, brands with no piece under the other filters are left out (unless chosen).
    return (brands ?? []).filter((b) => (!q || b.name.toLowerCase().includes(q)) && (selected.includes(b._id) || !none(counts, b._id)));
  }, [brands, query, counts, selected]);
  if (isPending) return <p className="text-sm text-muted">Loading brands…</p>;
  if (isError) return <p className="text-sm text-sale">Failed to fetch brands</p>;
  return (
    <fieldset>
      <legend className="sr-only">Brand</legend>
      {(brands?.length ?? 0) > 8 ? (
        <>
          <label htmlFor={id} className="sr-only">
            Find a brand
          </label>
          <input id={id} type="search" placeholder="Find a brand" className="input mb-3 py-1.5 text-sm" value={query} onChange={(e) => setQuery(e.target.value)} />
        </>
      ) : null}
      <div className="max-h-64 space-y-2 overflow-y-auto pr-1">
        {shown.map((b) => (
          <label key={b._id} className="flex cursor-pointer items-center gap-3 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-ink" checked={selected.includes(b._id)} onChange={() => listing.update({ brandId: toggle(selected, b._id) })} />
            <span className="flex-1">{b.name}</span>
            {counts ? <Count counts={counts} value={b._id} /> : b.product_count !== undefined ? <span className="text-xs text-muted">{b.product_count}</span> : null}
          </label>
        ))}
        {shown.length === 0 ? <p className="text-sm text-muted">{query ? `No brand matches “${query}”.` : 'No brand has pieces for these filters.'}</p> : null}
      </div>
    </fieldset>
  );
}

/** Quick price bands with their counts; choosing one sets the price range to it. */
function PriceBands({ listing, counts }: { listing: Listing; counts: Counts }) {
  const { min_price, max_price } = listing.state;
  return (
    <ul className="mb-4 space-y-1" aria-label="Price bands">
      {PRICE_BANDS.map((band) => {
        const min = toRupees(band.minPaise);
        const max = band.maxPaise === null ? undefined : toRupees(band.maxPaise);
        const on = (min_price ?? 0) === min && max_price === max;
        return (
          <li key={band.key}>
            <button
              type="button"
              aria-pressed={on}
              disabled={!on && none(counts, band.key)}
              className={`flex w-full items-center justify-between gap-2 py-1 text-left text-sm disabled:cursor-default disabled:opacity-40 ${on ? 'font-semibold text-ink' : 'text-ink-soft hover:text-ink'}`}
              onClick={() => listing.update(on ? { min_price: undefined, max_price: undefined } : { min_price: min || undefined, max_price: max })}
            >
              <span>{band.label}</span>
              <Count counts={counts} value={band.key} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function PriceFilter({ listing, counts }: { listing: Listing; counts: Counts }) {
  const { data: span, isError } = usePriceRange();
  const bands = <PriceBands listing={listing} counts={counts} />;
  if (isError) return <p className="text-sm text-sale">The price range could not be loaded.</p>;
  if (!span) return <div className="h-24 animate-pulse bg-sand" aria-hidden="true" />;
  if (span.max <= span.min) return <p className="text-sm text-muted">All pieces are priced alike.</p>;
  return (
    <>
      {bands}
      <PriceRangeFilter span={span} min={listing.state.min_price} max={listing.state.max_price} onCommit={(range) => listing.update(range)} />
    </>
  );
}

const TITLES: Record<FilterGroup, string> = {
  search: 'Search',
  gender: 'Gender',
  category: 'Category',
  price: 'Price',
  sizes: 'Size',
  colours: 'Colour',
  conditions: 'Condition',
  brands: 'Brand',
};

export function ListingFilters({ listing, groups, facets }: { listing: Listing; groups: readonly FilterGroup[]; facets?: ListingFacets }) {
  const render: Record<FilterGroup, () => ReactNode> = {
    search: () => <SearchFilter key={listing.state.search ?? ''} listing={listing} />,
    gender: () => <GenderFilter listing={listing} />,
    category: () => <CategoryTree listing={listing} counts={countsOf(facets, 'category')} />,
    price: () => <PriceFilter listing={listing} counts={countsOf(facets, 'price')} />,
    sizes: () => <SizeFilter listing={listing} counts={countsOf(facets, 'size')} />,
    colours: () => <ColourFilter listing={listing} counts={countsOf(facets, 'colour')} />,
    conditions: () => <ConditionFilter listing={listing} counts={countsOf(facets, 'condition')} />,
    brands: () => <BrandFilter listing={listing} counts={countsOf(facets, 'brand')} />,
  };
  return (
    <div>
      {groups.map((g) => (
        <Group key={g} title={TITLES[g]}>
          {render[g]()}
        </Group>
      ))}
    </div>
  );
}
