import { Link } from 'react-router';
import { categoryTrail } from '@/features/catalogue/listing-query';
import { useListing } from '@/features/catalogue/use-listing';
import { ListingBreadcrumb } from '@/features/catalogue/components/listing-breadcrumb';
import { SHOP_FILTER_GROUPS } from '@/features/catalogue/components/listing-filters';
import { ListingView } from '@/features/catalogue/components/listing-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /shop: every filter of catalogue §2 over the API's search; the whole state is the URL query. */
export function ShopPage() {
  const listing = useListing();
  const { state } = listing;
  const trail = categoryTrail(state);
  const title = trail.at(-1)?.name ?? 'Just In';
  useDocumentTitle(state.search ? `“${state.search}” in the shop` : trail.length ? trail.map((s) => s.name).reverse().join(' · ') : 'Shop pre-owned luxury');
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
            <p className="eyebrow">{trail.length > 1 ? trail[0]!.name : 'Pre-owned luxury'}</p>
            <h1 className="mt-2 font-serif text-4xl sm:text-5xl">{title}</h1>
            {state.search ? (
              <p className="mt-3 text-ink-soft">
                Results for <strong className="font-semibold text-ink">“{state.search}”</strong>{' '}
                <Link to={`?${clearSearch(listing.hrefFor({ search: undefined }))}`} className="ml-2 text-sm underline underline-offset-4">
                  Clear search
                </Link>
              </p>
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
