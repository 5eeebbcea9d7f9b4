/**
 * The product page's content (storefront §2): breadcrumb, gallery, summary and buying panel, the
 * three tabs, trust badges and You May Also Like, with the quote and condition dialogs.
 */
import { conditionLabel, type ProductDetail } from '@shop/shared';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ConditionGuideDialog } from './condition-guide-dialog';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import { ProductTabs } from './product-tabs';
import { DeliveryCheck } from './delivery-check';
import { PurchasePanel } from './purchase-panel';
import { RelatedProducts } from './related-products';
import { TrustBadges } from './trust-badges';
import { SkeletonBars } from '@/components/ui/card-skeleton';

// The quote form (react-hook-form and zod) loads when the shopper first opens it.
const QuoteDialog = lazy(() => import('./quote-dialog').then((m) => ({ default: m.QuoteDialog })));

export function ProductSkeleton() {
  return (
    <main id="main" className="container-shop pt-6 pb-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading product…
      </p>
      <div className="h-3 w-48 animate-pulse bg-sand" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] xl:gap-16">
        <div className="aspect-[4/5] w-full animate-pulse bg-sand" />
        <div className="space-y-4">
          <SkeletonBars bars={['h-3 w-24', 'h-10 w-3/4', 'h-4 w-40', 'h-8 w-52', 'h-11 w-full', 'h-12 w-full', 'h-12 w-full']} />
        </div>
      </div>
    </main>
  );
}

export interface ProductViewProps {
  product: ProductDetail;
  /** Domestic shipping fee in rupees (0 is Free), for the Shipping & Returns tab. */
  shippingFee: number;
  onAddedToCart: () => void;
  onWishlisted: () => void;
  /** Sections after the product's own (the page adds Get in Touch). */
  children?: ReactNode;
}

export function ProductView({ product, shippingFee, onAddedToCart, onWishlisted, children }: ProductViewProps) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    const previous = document.title;
    document.title = `${product.product_name} · Tangerine Luxury`;
    return () => {
      document.title = previous;
    };
  }, [product.product_name]);

  return (
    <main id="main" className="container-shop pt-6 pb-10">
      <Breadcrumb trail={[{ label: 'Home', to: paths.home }, { label: 'Shop', to: paths.shop }, { label: product.product_name }]} separator=">" />
      <div className="mt-6 grid gap-8 md:max-lg:grid-cols-2 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12 xl:gap-16">
        <ProductGallery name={product.product_name} images={product.images} soldOut={product.sold_out} conditionLabel={conditionLabel(product.condition)} brandName={product.brand?.name ?? null} />
        <div className="space-y-8 self-start md:sticky md:top-40">
          <ProductSummary product={product} onConditionGuide={() => setGuideOpen(true)} />
          <PurchasePanel product={product} onAddedToCart={onAddedToCart} onWishlisted={onWishlisted} onQuote={() => setQuoteOpen(true)} />
          {!product.sold_out ? <DeliveryCheck price={product.effective_price} /> : null}
        </div>
      </div>

      <section className="mt-16" aria-label="Product information">
        <ProductTabs product={product} shippingFee={shippingFee} />
      </section>

      <section className="mt-8" aria-label="Our promises">
        <TrustBadges />
      </section>

      <div className="mt-16">
        <RelatedProducts productId={product._id} />
      </div>

      {children}

      {quoteOpen ? (
        <Suspense fallback={null}>
          <QuoteDialog open={quoteOpen} onOpenChange={setQuoteOpen} productId={product._id} productName={product.product_name} listedPrice={product.effective_price} />
        </Suspense>
      ) : null}
      <ConditionGuideDialog open={guideOpen} onOpenChange={setGuideOpen} current={product.condition} />
    </main>
  );
}
