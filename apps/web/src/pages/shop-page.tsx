import { Link } from 'react-router';
import { SaveSearchButton } from '@/features/alerts/components/save-search-button';
import { useBrands, useProducts } from '@/features/catalogue/api';
import { categoryTrail, listingFilters, toApiParams } from '@/features/catalogue/listing-query';
import { useListing } from '@/features/catalogue/use-listing';
import { ListingBreadcrumb } from '@/features/catalogue/components/listing-breadcrumb';
import { SHOP_FILTER_GROUPS } from '@/features/catalogue/components/listing-filters';
import { ListingView } from '@/features/catalogue/components/listing-view';
import { SearchResultsNote } from '@/features/catalogue/components/search-results-note';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /shop: every filter of catalogue §2 over the API's search; the whole state is the URL query. */
export function ShopPage() {
  const listing = useListing();
  const { state } = listing;
  const trail = categoryTrail(state);
  // The same query as the listing's (shared from the query cache): it says when a search was corrected.
  const corrected = useProducts(toApiParams(state)).data?.corrected_search;
  const { data: brands } = useBrands();
  const house = state.brandId.length === 1 ? brands?.find((b) => b._id === state.brandId[0])?.name : undefined;
  // A search is headed by its words (as corrected), one house by its name, a category by its own; the rest is "Just In".
  const title = state.search ? (corrected ?? state.search) : (house ?? trail.at(-1)?.name ?? 'Just In');
  const eyebrow = state.search || house ? (trail.at(-1)?.name ?? 'Pre-owned luxury') : trail.length > 1 ? trail[0]!.name : 'Pre-owned luxury';
  useDocumentTitle(
    state.search
      ? `“${state.search}” in the shop`
      : trail.length
        ? trail
            .map((s) => s.name)
            .reverse()
            .join(' · ')
        : 'Shop pre-owned luxury',
  );
  return (
    <main id="main" className="container-shop pt-6 pb-16">
      <ListingBreadcrumb state={state} />
      <ListingView
        listing={listing}
        groups={SHOP_FILTER_GROUPS}
        emptyText="No products found"
        errorText="Failed to fetch products"
        categoryChip={false}
        header={
          <header className="mt-6">
            <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
              <div className="min-w-0">
                <p className="eyebrow">{eyebrow}</p>
                <h1 className="mt-2 font-serif text-4xl sm:text-5xl">{title}</h1>
              </div>
              <SaveSearchButton query={listingFilters(state)} defaultName={state.search ? (corrected ?? state.search) : title} />
            </div>
            {state.search ? (
              <SearchResultsNote search={state.search} corrected={corrected} className="mt-3">
                {' '}
                <Link to={`?${clearSearch(listing.hrefFor({ search: undefined }))}`} className="ml-2 text-sm underline underline-offset-4">
                  Clear search
                </Link>
              </SearchResultsNote>
            ) : null}
          </header>
        }
      />
    </main>
  );
}

function clearSearch(href: string) {
  return href.replace(/^\?/, '');
}
