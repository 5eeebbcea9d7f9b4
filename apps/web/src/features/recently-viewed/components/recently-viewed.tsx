/**
 * "Recently viewed": the last pieces the shopper opened (up to 12), on the product page (without
 * the piece on screen) and the home page. Personal, so drawn after hydration; nothing when empty.
 */
import { ProductGrid } from '@/features/catalogue';
import { useRecentlyViewed } from '../api';

/** `className` places the section: the home page gives it the shop's container; the product page is inside one already. */
export function RecentlyViewed({ exceptId, className = 'container-shop py-12' }: { exceptId?: string; className?: string }) {
  const products = useRecentlyViewed(exceptId);
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className={className}>
      <h2 id="recently-viewed-title" className="mb-6 font-serif text-2xl sm:text-3xl">
        Recently viewed
      </h2>
      <ProductGrid products={products} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6" sizes="(min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw" headingLevel={3} />
    </section>
  );
}
