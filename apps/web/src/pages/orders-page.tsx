import { POLICY } from '@shop/shared';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { LayawayInstalment } from '@/features/checkout/components/layaway-instalment';
import { OrderList } from '@/features/orders/components/order-list';
import { OrderSuccessPanel } from '@/features/orders/components/order-success-panel';
import { StoreCreditNote } from '@/features/orders/components/store-credit-note';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /order and /order-and-return (catalogue §2, spec README). Reached right after checkout
 * (`/order?placed=<orderId>`, or navigation state `{ placedOrderId }`), /order shows the success
 * panel above the order list, with that order open.
 */
export function OrdersPage() {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const stateId = (location.state as { placedOrderId?: unknown } | null)?.placedOrderId;
  const candidate = typeof stateId === 'string' ? stateId : params.get('placed');
  const placedId = location.pathname === paths.order && candidate && ORDER_ID.test(candidate) ? candidate : undefined;
  const title = location.pathname === paths.orderAndReturn ? 'Orders and Returns' : 'My Orders';
  useDocumentTitle(placedId ? 'Order placed' : title);

  if (!session) {
    return (
      <main id="main" className="container-shop max-w-3xl py-16 text-center">
        <h1 className="font-serif text-4xl">{title}</h1>
        <p className="mt-4 text-ink-soft">Please sign in to see your orders and request returns.</p>
        <Link to={paths.login} state={{ from: `${location.pathname}${location.search}` }} className="btn-primary mt-8">
          Sign In
        </Link>
      </main>
    );
  }
  const Heading = placedId ? 'h2' : 'h1';
  return (
    <main id="main" className="container-shop max-w-4xl py-12">
      {placedId ? <OrderSuccessPanel orderId={placedId} /> : null}
      <header className="mb-8">
        <Heading className="font-serif text-4xl">{title}</Heading>
        <p className="mt-2 text-sm text-ink-soft">
          Tell us within {POLICY.returns.noticeHours} hours of delivery if something is wrong; returns go back within {POLICY.returns.sendBackDays} days.{' '}
          <Link to={paths.orderPolicy} className="underline underline-offset-4">
            Order and return policy
          </Link>
        </p>
        <StoreCreditNote />
      </header>
      <OrderList initiallyOpen={placedId} layawayPayment={(order) => <LayawayInstalment key={`${order._id}:${order.layaway.paid}`} order={order} />} />
    </main>
  );
}
