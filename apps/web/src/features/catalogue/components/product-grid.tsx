import type { ProductSummary } from '@shop/shared';
import { ProductCard } from './product-card';
import { SkeletonBars } from '@/components/ui/card-skeleton';

/** Cards with reserved space while loading (same aspect as a card, so nothing moves when they arrive). */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-[4/5] bg-sand" />
      <SkeletonBars bars={['mt-3 h-3 w-1/3', 'mt-2 h-4 w-3/4', 'mt-2 h-3 w-1/4', 'mt-2 h-4 w-1/2']} pulse={false} />
    </div>
  );
}

export interface ProductGridProps {
  products: readonly ProductSummary[] | undefined;
  loading?: boolean;
  /** Cards to reserve while loading. */
  skeletons?: number;
  className?: string;
  /** Number of leading cards whose picture loads at once (above the fold). */
  priorityCount?: number;
  sizes?: string;
  /** See ProductCard. */
  headingLevel?: 2 | 3;
  /** Cards from this one on are far below the first screen: their pictures once the page is live (see ProductImage). */
  deferPicturesFrom?: number;
}

export function ProductGrid({
  products,
  loading = false,
  skeletons = 12,
  className = 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
  priorityCount = 0,
  sizes,
  headingLevel,
  deferPicturesFrom = Infinity,
}: ProductGridProps) {
  return (
    <ul className={`grid gap-x-4 gap-y-10 sm:gap-x-6 ${className}`}>
      {loading && !products
        ? Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <ProductCardSkeleton />
            </li>
          ))
        : products?.map((p, i) => (
            <li key={p._id}>
              <ProductCard product={p} priority={i < priorityCount} deferPicture={i >= deferPicturesFrom} sizes={sizes} headingLevel={headingLevel} />
            </li>
          ))}
    </ul>
  );
}
