/** /checkout (storefront §2): signed-in shoppers only; the checkout itself is the checkout feature's. */
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '@/app/paths';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useSession } from '@/lib/session';

function Breadcrumb() {
  return (
    <nav aria-label="Breadcrumb" className="text-xs tracking-wide text-muted">
      <ol className="flex items-center gap-1.5">
        <li>
          <Link to={paths.home} className="hover:text-ink hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-ink">
          Checkout
        </li>
      </ol>
    </nav>
  );
}

export function CheckoutPage() {
  const session = useSession();
  useEffect(() => {
    document.title = 'Checkout · Tangerine Luxury';
  }, []);
  if (!session) return <Navigate to={paths.login} replace state={{ from: paths.checkout }} />;
  return (
    <main id="main" className="container-shop pt-6 pb-10">
      <Breadcrumb />
      <h1 className="mt-4 font-serif text-4xl lg:text-5xl">Checkout</h1>
      <CheckoutView />
    </main>
  );
}
