import { SALE_FILTER_GROUPS } from '@/features/catalogue/components/listing-filters';
import { ListingView } from '@/features/catalogue/components/listing-view';
import { useListing } from '@/features/catalogue/use-listing';
import { LimitedOffersBanner } from '@/features/sale/components/limited-offers-banner';
import { SaleHero } from '@/features/sale/components/sale-hero';
import { useDocumentTitle } from '@/lib/use-document-title';

const LIST_ID = 'sale-list';

/** /sale-items: only discounted products (discount price above 0), filtered on the server. */
export function SalePage() {
  const listing = useListing();
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
          fixed={{ on_sale: true }}
          emptyText="No sale items available at the moment."
          errorText="Failed to load sale items. Please try again later."
          gridClassName="grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
          header={
            <header>
              <h2 className="font-serif text-3xl sm:text-4xl">Sale items</h2>
              {listing.state.search ? (
                <p className="mt-2 text-ink-soft">
                  Results for <strong className="text-ink">“{listing.state.search}”</strong>
                </p>
              ) : null}
            </header>
          }
        />
      </div>
    </main>
  );
}
