import type { ProductSummary } from '@shop/shared';
import { rupees } from '@/lib/format';

/**
 * The price with the spec's discount rule: selling price, the estimated retail price struck through
 * and the percent off, shown only when the estimate is above the selling price (storefront §9).
 */
export function PriceTag({ product, size = 'sm' }: { product: Pick<ProductSummary, 'effective_price' | 'estimated_price' | 'discount_percent' | 'price' | 'discount_price'>; size?: 'sm' | 'lg' }) {
  const big = size === 'lg';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${big ? 'text-2xl' : 'text-sm'}`}>
      <span className="font-semibold text-ink">{rupees(product.effective_price)}</span>
      {product.discount_percent ? (
        <>
          <span className={`${big ? 'text-base' : 'text-xs'} text-muted line-through`}>
            <span className="sr-only">Estimated retail price </span>
            {rupees(product.estimated_price)}
          </span>
          <span className={`${big ? 'text-base' : 'text-xs'} font-semibold text-sale`}>{product.discount_percent}% off</span>
        </>
      ) : null}
    </p>
  );
}
