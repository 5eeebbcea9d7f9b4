import { Navigate } from 'react-router';
import { SellerPortal } from '@/features/consignment/components/seller-portal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

/** /seller: the seller portal (issue 18), for any signed-in shopper who consigns pieces. */
export function SellerPage() {
  useDocumentTitle('Seller Portal');
  const hydrated = useHydrated();
  const session = useSession();
  if (hydrated && !session) return <Navigate to="/login" replace state={{ from: '/seller' }} />;
  return (
    <main id="main" className="container-shop py-10 lg:py-14">
      <p className="eyebrow">Consign with Tangerine Luxury</p>
      <h1 className="mt-2 font-serif text-4xl lg:text-5xl">Seller Portal</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">Your pieces from quote to payout: answer quotes, follow each step, and see what you have earned.</p>
      <div className="mt-8">{hydrated && session ? <SellerPortal /> : <p className="text-sm text-muted">Loading…</p>}</div>
    </main>
  );
}
