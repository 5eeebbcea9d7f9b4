/** My Orders with its states (catalogue §2): loading, error with Try Again, empty, and the cards, one open at a time. */
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import { useOrders } from '../api';
import { OrderCard, type OrderCardProps } from './order-card';

export function OrderList({ initiallyOpen, layawayPayment }: { initiallyOpen?: string; layawayPayment?: OrderCardProps['layawayPayment'] }) {
  const { data: orders, isPending, isError, error } = useOrders();
  const [openId, setOpenId] = useState<string | null>(initiallyOpen ?? null);

  if (isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading your orders..." />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="border border-line bg-white px-6 py-14 text-center">
        <h2 className="font-serif text-3xl">Error Loading Orders</h2>
        <p className="mt-3 text-sm text-muted">{error.message || 'Failed to fetch orders'}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }
  if (!orders.length) {
    return (
      <div className="border border-line bg-white px-6 py-16 text-center">
        <h2 className="font-serif text-3xl">No Orders Yet</h2>
        <p className="mt-3 text-sm text-muted">When you buy something, it will appear here with its status.</p>
        <Link to={paths.shop} className="btn-primary mt-6">
          Browse Products
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} layawayPayment={layawayPayment} open={openId === order._id} onToggle={() => setOpenId((current) => (current === order._id ? null : order._id))} />
        </li>
      ))}
    </ul>
  );
}
