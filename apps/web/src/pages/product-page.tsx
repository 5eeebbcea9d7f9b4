/**
 * /product/{id} (storefront §2): loaded by id, so a shared link or a refresh works (the spec's page
 * needed navigation state); an unknown id goes to /404.
 */
import { conditionLabel, type ProductDetail } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { openPanel } from '@/app/layout/use-panels';
import { paths } from '@/app/paths';
import { useProduct } from '@/features/catalogue/api';
import { useShopSettings } from '@/features/contact/api';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ConditionGuideDialog } from '@/features/product/components/condition-guide-dialog';
import { ProductGallery } from '@/features/product/components/product-gallery';
import { ProductSummary } from '@/features/product/components/product-summary';
import { ProductTabs } from '@/features/product/components/product-tabs';
import { PurchasePanel } from '@/features/product/components/purchase-panel';
import { QuoteDialog } from '@/features/product/components/quote-dialog';
import { RelatedProducts } from '@/features/product/components/related-products';
import { TrustBadges } from '@/features/product/components/trust-badges';
import { PRODUCT_TOAST } from '@/features/product/toast-options';
import { ApiError } from '@/lib/api-client';

function Breadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs tracking-wide text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={paths.home} className="hover:text-ink hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">&gt;</li>
        <li>
          <Link to={paths.shop} className="hover:text-ink hover:underline">
            Shop
          </Link>
        </li>
        <li aria-hidden="true">&gt;</li>
        <li aria-current="page" className="max-w-[60vw] truncate text-ink">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function ProductSkeleton() {
  return (
    <main id="main" className="container-shop pt-6 pb-10" aria-busy="true">
      <p className="sr-only" role="status">
        Loading product…
      </p>
      <div className="h-3 w-48 animate-pulse bg-sand" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] xl:gap-16">
        <div className="aspect-[4/5] w-full animate-pulse bg-sand" />
        <div className="space-y-4">
          <div className="h-3 w-24 animate-pulse bg-sand" />
          <div className="h-10 w-3/4 animate-pulse bg-sand" />
          <div className="h-4 w-40 animate-pulse bg-sand" />
          <div className="h-8 w-52 animate-pulse bg-sand" />
          <div className="h-11 w-full animate-pulse bg-sand" />
          <div className="h-12 w-full animate-pulse bg-sand" />
          <div className="h-12 w-full animate-pulse bg-sand" />
        </div>
      </div>
    </main>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const { shippingFee } = useShopSettings();

  useEffect(() => {
    const previous = document.title;
    document.title = `${product.product_name} · Tangerine Luxury`;
    return () => {
      document.title = previous;
    };
  }, [product.product_name]);

  return (
    <main id="main" className="container-shop pt-6 pb-10">
      <Breadcrumb name={product.product_name} />
      <div className="mt-6 grid gap-8 md:max-lg:grid-cols-2 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-12 xl:gap-16">
        <ProductGallery
          name={product.product_name}
          images={product.images}
          soldOut={product.sold_out}
          conditionLabel={conditionLabel(product.condition)}
          brandName={product.brand?.name ?? null}
        />
        <div className="space-y-8 self-start md:sticky md:top-40">
          <ProductSummary product={product} onConditionGuide={() => setGuideOpen(true)} />
          <PurchasePanel product={product} onAddedToCart={() => openPanel('cart')} onWishlisted={() => openPanel('wishlist')} onQuote={() => setQuoteOpen(true)} />
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

      <section aria-labelledby="get-in-touch" className="mt-16 grid gap-8 border-t border-line pt-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <p className="eyebrow">Questions about this piece?</p>
          <h2 id="get-in-touch" className="mt-2 font-serif text-3xl lg:text-4xl">
            Get in Touch
          </h2>
          <p className="mt-3 max-w-md text-ink-soft">Ask us for more pictures, measurements or a private viewing. Our team answers every message personally.</p>
        </div>
        <ContactForm productId={product._id} toastOptions={PRODUCT_TOAST} />
      </section>

      <QuoteDialog open={quoteOpen} onOpenChange={setQuoteOpen} productId={product._id} productName={product.product_name} listedPrice={product.effective_price} />
      <ConditionGuideDialog open={guideOpen} onOpenChange={setGuideOpen} current={product.condition} />
    </main>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  if (isError) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <Navigate to={paths.notFound} replace />;
    return (
      <main id="main" className="container-shop py-24 text-center">
        <h1 className="font-serif text-4xl">We could not load this piece</h1>
        <p className="mt-3 text-muted">{error.message}</p>
        <button type="button" className="btn-primary mt-8" onClick={() => void refetch()}>
          Try Again
        </button>
      </main>
    );
  }
  if (isPending) return <ProductSkeleton />;
  return <ProductView key={product._id} product={product} />;
}
