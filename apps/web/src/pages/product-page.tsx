/**
 * /product/{id} (storefront §2): loaded by id, so a shared link or a refresh works (the spec's page
 * needed navigation state); an unknown id shows the 404 page.
 */
import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { openPanel } from '@/app/layout/use-panels';
import { NearViewport } from '@/components/ui/near-viewport';
import { useProduct } from '@/features/catalogue/api';
import { useShopSettings } from '@/features/contact/api';
import { ProductSkeleton, ProductView } from '@/features/product/components/product-view';
import { PRODUCT_TOAST } from '@/features/product/toast-options';
import { useRecordView } from '@/features/recently-viewed/api';
import { RecentlyViewed } from '@/features/recently-viewed/components/recently-viewed';
import { NotFoundPage } from './not-found-page';

// Below the fold, with its form libraries: loaded when the shopper scrolls towards it.
const ContactForm = lazy(() => import('@/features/contact/components/contact-form').then((m) => ({ default: m.ContactForm })));

/** Get in Touch (storefront §2): a question about this piece, sent to the shop with its id. */
function GetInTouch({ productId }: { productId: string }) {
  return (
    <section aria-labelledby="get-in-touch" className="mt-16 grid gap-8 border-t border-line pt-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
      <div>
        <p className="eyebrow">Questions about this piece?</p>
        <h2 id="get-in-touch" className="mt-2 font-serif text-3xl lg:text-4xl">
          Get in Touch
        </h2>
        <p className="mt-3 max-w-md text-ink-soft">Ask us for more pictures, measurements or a private viewing. Our team answers every message personally.</p>
      </div>
      <NearViewport minHeight="20rem">
        <Suspense fallback={<div className="min-h-80" aria-hidden="true" />}>
          <ContactForm productId={productId} toastOptions={PRODUCT_TOAST} />
        </Suspense>
      </NearViewport>
    </section>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(id);
  const { shippingFee } = useShopSettings();
  useRecordView(product ? product._id : undefined);
  // No such product for sale: the 404 page at this address (the server answers it with status 404).
  if (product === null) return <NotFoundPage />;
  if (isError) {
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
  return (
    <ProductView key={product._id} product={product} shippingFee={shippingFee} onAddedToCart={() => openPanel('cart')} onWishlisted={() => openPanel('wishlist')}>
      <GetInTouch productId={product._id} />
      <RecentlyViewed exceptId={product._id} className="mt-16 border-t border-line pt-12" />
    </ProductView>
  );
}
