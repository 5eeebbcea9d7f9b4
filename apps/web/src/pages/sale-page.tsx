import { SaveSearchButton } from '@/features/alerts/components/save-search-button';
import { useBrands, useProducts } from '@/features/catalogue/api';
import { SALE_FILTER_GROUPS } from '@/features/catalogue/components/listing-filters';
import { ListingView } from '@/features/catalogue/components/listing-view';
import { SearchResultsNote } from '@/features/catalogue/components/search-results-note';
import { categoryTrail, listingFilters, toApiParams } from '@/features/catalogue/listing-query';
import { useListing } from '@/features/catalogue/use-listing';
import { LimitedOffersBanner } from '@/features/sale/components/limited-offers-banner';
import { SaleHero } from '@/features/sale/components/sale-hero';
import { useDocumentTitle } from '@/lib/use-document-title';

const LIST_ID = 'sale-list';
/** What the sale page always asks of the listing. */
const SALE_ONLY = { on_sale: true } as const;

/** /sale-items: only discounted products (discount price above 0), filtered on the server. */
export function SalePage() {
  const listing = useListing();
  const { state } = listing;
  // The same query as the listing's (shared from the query cache): it says when a search was corrected.
  const corrected = useProducts(toApiParams(state, SALE_ONLY)).data?.corrected_search;
  const { data: brands } = useBrands();
  const house = state.brandId.length === 1 ? brands?.find((b) => b._id === state.brandId[0])?.name : undefined;
  const subject = state.search ? (corrected ?? state.search) : (house ?? categoryTrail(state).at(-1)?.name);
  useDocumentTitle('Sale');
  return (
    <main id="main" className="pb-16">
      <SaleHero listId={LIST_ID} />
      <LimitedOffersBanner />
      <div className="container-shop pt-10">
        <ListingView
          id={LIST_ID}
          listing={listing}
          groups={SALE_FILTER_GROUPS}
          fixed={SALE_ONLY}
          emptyText="No sale items available at the moment."
          errorText="Failed to load sale items. Please try again later."
          gridClassName="grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
          // The hero's picture is this page's largest paint; the cards come below it, and past the first row far below.
          priorityCount={0}
          deferPicturesFrom={4}
          header={
            <header>
              <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
                <h2 className="font-serif text-3xl sm:text-4xl">Sale items</h2>
                <SaveSearchButton query={listingFilters(state, SALE_ONLY)} defaultName={subject ? `${subject} on sale` : 'Sale items'} />
              </div>
              {state.search ? <SearchResultsNote search={state.search} corrected={corrected} className="mt-2" /> : null}
            </header>
          }
        />
      </div>
    </main>
  );
}
