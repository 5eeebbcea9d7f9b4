/**
 * One order in My Orders (catalogue §2): "Order #" and the last 6 characters of its id, a status
 * badge (default Pending), the date in long US format (N/A when missing) and the total in ₹
 * (default 0). The header button expands or collapses the items; the list keeps one open at a time.
 */
import { orderNumber, type Order, type OrderItem } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProductImage } from '@/components/ui/product-image';
import { longDate, rupees } from '@/lib/format';
import { useCancelOrder } from '../api';
import { ReturnDialog } from './return-dialog';
import { ReturnProgress } from './return-progress';
import { OrderStatusBadge } from '@/components/ui/badge';

function ItemRow({ item }: { item: OrderItem }) {
  const [returning, setReturning] = useState(false);
  return (
    <li className="flex gap-4 py-4">
      <div className="w-20 shrink-0 sm:w-24">
        <ProductImage src={item.images?.[0]} alt={item.product_name} variant="thumb" sizes="96px" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-ink">{item.product_name}</p>
          <p className="mt-1 text-sm text-muted">
            Size: {item.size || 'N/A'}
            {item.quantity > 1 ? ` · Qty ${item.quantity}` : ''}
          </p>
          <p className="mt-1 text-sm font-semibold">{rupees(item.price ?? 0)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={item.status} fallback="Processing" />
          </div>
          {item.return_request ? <ReturnProgress request={item.return_request} /> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={paths.product(item.item_id)} className="btn-outline px-3 py-2 text-xs">
            View Product
          </Link>
          {item.can_return ? (
            <>
              <button type="button" className="btn-ghost border border-line px-3 py-2 text-xs" onClick={() => setReturning(true)}>
                Request Return
              </button>
              <ReturnDialog item={item} open={returning} onOpenChange={setReturning} />
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** Where the parcel is: the carrier, the number and the carrier's tracking page. */
export function TrackingLine({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <p className="text-sm text-ink-soft">
      Shipped with {tracking.carrier} · <span className="font-mono">{tracking.number}</span>
      {tracking.url ? (
        <>
          {' · '}
          <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="font-medium text-ink underline underline-offset-4">
            Track your parcel<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}

export interface OrderCardProps {
  order: Order;
  open: boolean;
  onToggle: () => void;
  /** Paying a layaway's balance (composed by the page from the checkout feature). */
  layawayPayment?: (order: Order & { layaway: NonNullable<Order['layaway']> }) => ReactNode;
}

export function OrderCard({ order, open, onToggle, layawayPayment }: OrderCardProps) {
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const panelId = `order-${order._id}-items`;
  const items = order.order_items ?? [];
  return (
    <article className="border border-line bg-white">
      <h2 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center gap-x-6 gap-y-2 px-5 py-4 text-left font-sans hover:bg-paper sm:px-6"
        >
          <span className="font-serif text-2xl">Order #{orderNumber(order._id)}</span>
          <OrderStatusBadge status={order.status} fallback="Pending" />
          <span className="text-sm text-muted">{longDate(order.createdAt)}</span>
          <span className="ml-auto font-sans text-base font-semibold">{rupees(order.total_price ?? 0)}</span>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      {order.layaway && order.status === 'On Layaway' ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-line bg-paper px-5 py-4 sm:px-6" data-testid="layaway-balance">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div>
              <dt className="inline text-ink-soft">Paid </dt>
              <dd className="inline font-medium tabular-nums">{rupees(order.layaway.paid)}</dd>
            </div>
            <div>
              <dt className="inline text-ink-soft">Balance </dt>
              <dd className="inline font-semibold tabular-nums">{rupees(order.layaway.balance)}</dd>
            </div>
            <div>
              <dt className="inline text-ink-soft">Due by </dt>
              <dd className="inline">{longDate(order.layaway.due_at)}</dd>
            </div>
          </dl>
          <div className="flex flex-1 justify-end has-[form]:basis-full has-[form]:justify-start">{layawayPayment?.({ ...order, layaway: order.layaway })}</div>
        </div>
      ) : null}
      {order.tracking && (order.status === 'Shipped' || order.status === 'Delivered') ? (
        <div className="border-t border-line px-5 py-3 sm:px-6">
          <TrackingLine tracking={order.tracking} />
        </div>
      ) : null}
      <div id={panelId} hidden={!open} className="border-t border-line px-5 pb-5 sm:px-6">
        {items.length ? (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <ItemRow key={item._id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="py-4 text-sm text-muted">No items in this order.</p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4">
          {order.can_cancel ? (
            <button type="button" className="btn-ghost border border-sale px-3 py-2 text-xs text-sale hover:bg-red-50" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel Order'}
            </button>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Cancel order #${orderNumber(order._id)}?`}
            description="The items go back on sale and any payment is refunded. This cannot be undone."
            confirmLabel="Cancel Order"
            busyLabel="Cancelling…"
            busy={cancel.isPending}
            keepLabel="Keep Order"
            onConfirm={() =>
              cancel.mutate(order._id, {
                onSuccess: ({ message }) => {
                  setConfirming(false);
                  toast.success(message);
                },
                onError: (err) => {
                  setConfirming(false);
                  toast.error(err.message);
                },
              })
            }
          />
          <Link to={paths.orderDetails(order._id)} className="btn-primary px-4 py-2 text-xs">
            Order Details
          </Link>
        </div>
      </div>
    </article>
  );
}
