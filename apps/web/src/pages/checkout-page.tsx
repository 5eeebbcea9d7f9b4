/** /checkout (storefront §2): signed-in shoppers only; the checkout itself is the checkout feature's. */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useSession } from '@/lib/session';

export function CheckoutPage() {
  const session = useSession();
  useEffect(() => {
    document.title = 'Checkout · Tangerine Luxury';
  }, []);
  if (!session) return <Navigate to={paths.login} replace state={{ from: paths.checkout }} />;
  return (
    <main id="main" className="container-shop pt-6 pb-10">
      <Breadcrumb trail={[{ label: 'Home', to: paths.home }, { label: 'Checkout' }]} />
      <h1 className="mt-4 font-serif text-4xl lg:text-5xl">Checkout</h1>
      <CheckoutView />
    </main>
  );
}
