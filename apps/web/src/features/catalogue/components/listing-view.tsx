/**
 * A filtered, sorted, paginated listing whose state lives in the URL: the shop (/shop) and the
 * sale page (/sale-items) both use it with their own filters and texts. The API does the
 * filtering; the page asks for 12 products at a time and never the whole catalogue.
 */
import { useRef, useState, type ReactNode } from 'react';
import { SidePanel } from '@/components/ui/dialog';
import { pluralize } from '@/lib/format';
import type { ProductListParams } from '../api';
import { useProducts } from '../api';
import { activeFilterCount, CLEAR_FILTERS, CLEAR_REFINEMENTS, toApiParams } from '../listing-query';
import type { Listing } from '../use-listing';
import { ActiveFilters } from './active-filters';
import { ListingFilters, type FilterGroup } from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

export interface ListingViewProps {
  listing: Listing;
  groups: readonly FilterGroup[];
  /** Query parts the page always sends (the sale page's on_sale=true). */
  fixed?: Partial<ProductListParams>;
  emptyText: string;
  errorText: string;
  gridClassName?: string;
  /** Cards whose pictures load first (the page's largest paint); 0 where a hero above the list is. */
  priorityCount?: number;
  /** Cards from this one on load their pictures once the page is live (below a hero: see ProductImage). */
  deferPicturesFrom?: number;
  /** Shown above the toolbar (the title, the search term). */
  header?: ReactNode;
  /** Whether the category shows as a removable chip (the shop shows it in the breadcrumb too). */
  categoryChip?: boolean;
  id?: string;
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export function ListingView({ listing, groups, fixed, emptyText, errorText, gridClassName, header, categoryChip = true, id, priorityCount = 2, deferPicturesFrom }: ListingViewProps) {
  const { state, update, hrefFor } = listing;
  const query = useProducts(toApiParams(state, fixed));
  const [panelOpen, setPanelOpen] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const count = activeFilterCount(state);
  const data = query.data;

  const scrollToTop = () => {
    const el = top.current;
    if (el) window.scrollTo({ top: Math.max(0, el.getBoundingClientRect().top + window.scrollY - 96), behavior: 'instant' as ScrollBehavior });
  };

  let body: ReactNode;
  if (query.isError && !data) {
    body = (
      <div role="alert" className="border border-line bg-white px-6 py-16 text-center">
        <h2 className="font-serif text-3xl">{errorText}</h2>
        <p className="mt-3 text-sm text-muted">{query.error.message}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  } else if (data && data.products.length === 0) {
    body = (
      <div className="border border-line bg-white px-6 py-16 text-center">
        <h2 className="font-serif text-3xl">{emptyText}</h2>
        <p className="mt-3 text-sm text-muted">
          {state.page > 1 && data.total > 0 ? 'This page is past the end of the list.' : count || state.search ? 'Try removing a filter or searching for something else.' : 'Please check back soon.'}
        </p>
        {state.page > 1 && data.total > 0 ? (
          <button type="button" className="btn-outline mt-6" onClick={() => update({ page: 1 })}>
            Go to page 1
          </button>
        ) : count || state.search ? (
          <button type="button" className="btn-outline mt-6" onClick={() => update({ ...clearAll(groups), search: undefined })}>
            Clear all filters
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <ProductGrid
            products={data?.products}
            loading={query.isPending}
            className={gridClassName}
            priorityCount={priorityCount}
            deferPicturesFrom={deferPicturesFrom}
            sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw"
            headingLevel={2}
          />
        </div>
        {data ? <Pagination page={data.page} pages={data.pages} hrefFor={(p) => hrefFor({ page: p })} onNavigate={scrollToTop} /> : null}
      </>
    );
  }

  const filters = <ListingFilters listing={listing} groups={groups} facets={data?.facets} />;

  return (
    <div ref={top} id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-24 focus:outline-none">
      {header}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-y border-line py-3">
        <p className="text-sm text-ink-soft" aria-live="polite" aria-atomic="true">
          {data ? pluralize(data.total, 'product') : query.isPending ? 'Loading products…' : ''}
        </p>
        <div className="flex items-center gap-3">
          <button type="button" className="btn-outline px-4 py-2 lg:hidden" onClick={() => setPanelOpen(true)} aria-haspopup="dialog">
            <FilterIcon />
            Filters{count ? ` (${count})` : ''}
          </button>
          <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
        </div>
      </div>
      <div className="mt-4">
        <ActiveFilters listing={listing} showCategory={categoryChip} />
      </div>
      <div className="mt-6 lg:grid lg:grid-cols-[250px_minmax(0,1fr)] lg:gap-10">
        <aside aria-label="Filters" className="hidden self-start lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:pr-2">
          <h2 className="sr-only">Filters</h2>
          {filters}
        </aside>
        <section aria-label="Products">{body}</section>
      </div>
      <SidePanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        title="Filters"
        footer={
          <button type="button" className="btn-primary w-full" onClick={() => setPanelOpen(false)}>
            {data ? `Show ${pluralize(data.total, 'result')}` : 'Show results'}
          </button>
        }
      >
        {panelOpen ? filters : null}
      </SidePanel>
    </div>
  );
}

/** Clears the filters the panel shows: the category too only where the panel offers it. */
function clearAll(groups: readonly FilterGroup[]) {
  return groups.includes('category') || groups.includes('gender') ? CLEAR_FILTERS : CLEAR_REFINEMENTS;
}
