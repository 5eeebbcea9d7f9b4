import { orderNumber } from '@shop/shared';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import { useOrderDetails } from '@/features/orders/api';
import { OrderDetailsView } from '@/features/orders/components/order-details-view';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /order-details/{orderId}: the owner's order; anyone else gets the API's 404 as "Error: …". */
export function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const id = orderId.trim();
  const session = useSession();
  const location = useLocation();
  const query = useOrderDetails(id);
  useDocumentTitle(`Order #${orderNumber(id)}`);

  let body;
  if (!session) {
    body = (
      <div className="text-center">
        <p className="text-ink-soft">Please sign in to see this order.</p>
        <Link to={paths.login} state={{ from: location.pathname }} className="btn-primary mt-6">
          Sign In
        </Link>
      </div>
    );
  } else if (query.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading order details..." />
      </div>
    );
  } else if (query.isError) {
    body = (
      <p role="alert" className="border border-line bg-white px-6 py-10 text-center text-sale">
        Error: {query.error.message || 'Failed to fetch order details'}
      </p>
    );
  } else if (!query.data) {
    body = <p className="py-10 text-center text-muted">No order details available.</p>;
  } else {
    body = <OrderDetailsView order={query.data} />;
  }

  return (
    <main id="main" className="container-shop max-w-5xl py-12">
      <nav aria-label="Breadcrumb" className="text-xs text-muted">
        <Link to={paths.orderAndReturn} className="hover:text-ink">
          ← My Orders
        </Link>
      </nav>
      <h1 className="mt-4 mb-8 font-serif text-4xl">Order Details</h1>
      {body}
    </main>
  );
}
