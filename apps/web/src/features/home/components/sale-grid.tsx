/**
 * SALE IS LIVE (catalogue §2, §9): up to four products having both an estimated retail price and a
 * discount price, each with its percent off by the spec's rule, and Show more to /sale-items.
 */
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useQuery } from '@tanstack/react-query';
import { ProductGrid } from '@/features/catalogue';
import { saleGridQuery } from '../api';
import { HOME } from '../constants';
import { SectionHeading } from './section-heading';

export function SaleGrid() {
  const { data, isPending, isError } = useQuery(saleGridQuery());
  const products = data?.products.filter((p) => p.estimated_price > 0 && p.discount_price > 0).slice(0, HOME.saleGridMax);
  if (isError || (data && products?.length === 0)) return null;
  return (
    <section aria-labelledby="sale-live-title" className="container-shop py-16">
      <SectionHeading id="sale-live-title" eyebrow="Limited time" title={<span className="text-sale">SALE IS LIVE</span>} />
      <ProductGrid products={products} loading={isPending} skeletons={HOME.saleGridMax} className="grid-cols-2 md:grid-cols-4" sizes="(min-width: 768px) 25vw, 50vw" />
      <div className="mt-10 text-center">
        <Link to={paths.saleItems} className="btn-outline">
          Show more
        </Link>
      </div>
    </section>
  );
}
