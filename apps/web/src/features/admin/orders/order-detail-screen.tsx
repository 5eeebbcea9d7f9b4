/**
 * /admin/orders/:id: items, address, payment, totals and timestamped history, with a button for
 * each status the order may move to next (ORDER_TRANSITIONS, staff moves only: a shipped parcel that
 * comes back is "Returned to origin") and an optional note, and every payment and refund with its
 * gateway reference.
 * The shopper sees the change in My Orders and gets the mail (the API sends it).
 */
import { CARRIERS, canStaffTransition, orderNumber, ORDER_STATUSES, TRACKING_NUMBER, type Carrier, type Order, type OrderStatus } from '@shop/shared';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { OrderStatusBadge } from '@/components/ui/badge';
import { LabelledField, Options, TextAreaField } from '@/components/ui/field';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { toastError } from '../ui/admin-toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { dateTime } from '../ui/format';
import { BackLink, PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { ErrorState, LoadingState } from '../ui/query-states';
import { useSetOrderStatus, useStaffOrder } from './api';
import { OrderHistory, OrderItems, OrderSummary } from './order-panels';

function StatusActions({ order }: { order: Order }) {
  const move = useSetOrderStatus(order._id);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [returning, setReturning] = useState(false);
  const carrierId = useId();
  const trackingId = useId();
  const next = ORDER_STATUSES.filter((s) => canStaffTransition(order.status, s));
  const shipping = next.includes('Shipped');

  const go = (status: OrderStatus) => {
    let shipment = {};
    if (status === 'Shipped') {
      const number = trackingNumber.trim();
      const problem = !carrier ? 'Please choose the carrier.' : !TRACKING_NUMBER.test(number) ? 'A tracking number is 6 to 30 letters, digits or hyphens.' : null;
      setTrackingError(problem);
      if (problem) return void toast.error(problem);
      shipment = { carrier, tracking_number: number };
    }
    move.mutate(
      { status, ...(note.trim() ? { note: note.trim() } : {}), ...shipment },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setNote('');
          setCancelling(false);
          setReturning(false);
        },
        onError: (err) => toastError(err, 'The order could not be moved. Please try again.'),
      },
    );
  };

  if (next.length === 0) {
    return <p className="text-sm text-muted">{order.status === 'Delivered' ? 'Delivered: nothing more to do.' : `${order.status}: no further moves.`}</p>;
  }
  const forward = next.filter((s) => s !== 'Cancelled' && s !== 'Returned to Origin');
  const cod = order.payment_method === 'cod';
  return (
    <div className="space-y-3">
      {shipping ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <LabelledField label="Carrier" required id={carrierId}>
            {(control) => (
              <select {...control} className="input" value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier | '')} aria-invalid={trackingError && !carrier ? true : undefined}>
                <option value="">Choose the carrier</option>
                <Options of={CARRIERS} />
              </select>
            )}
          </LabelledField>
          <LabelledField label="Tracking number" required id={trackingId}>
            {(control) => (
              <input
                {...control}
                className="input font-mono"
                autoComplete="off"
                maxLength={30}
                value={trackingNumber}
                onChange={(e) => setTrackingNumber(e.target.value)}
                aria-invalid={trackingError && carrier ? true : undefined}
                aria-describedby={trackingError ? `${trackingId}-error` : undefined}
              />
            )}
          </LabelledField>
          {trackingError ? (
            <p id={`${trackingId}-error`} className="text-sm text-sale sm:col-span-2">
              {trackingError}
            </p>
          ) : (
            <p className="text-xs text-muted sm:col-span-2">Needed to mark the order as Shipped; the shopper gets them with a tracking link.</p>
          )}
        </div>
      ) : null}
      <TextAreaField
        label={
          <>
            Note for the history <span className="font-normal text-muted">(optional)</span>
          </>
        }
        className="[&_textarea]:min-h-16"
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {forward.map((s) => (
          <button key={s} type="button" className="btn-primary px-4 py-2" disabled={move.isPending} onClick={() => go(s)}>
            {move.isPending && move.variables?.status === s ? 'Moving…' : `Mark as ${s}`}
          </button>
        ))}
        {next.includes('Returned to Origin') ? (
          <button type="button" className="btn-outline px-4 py-2" disabled={move.isPending} onClick={() => setReturning(true)}>
            Returned to origin
          </button>
        ) : null}
        {next.includes('Cancelled') ? (
          <button type="button" className="btn-outline border-sale px-4 py-2 text-sale hover:bg-sale hover:text-white" disabled={move.isPending} onClick={() => setCancelling(true)}>
            Cancel order
          </button>
        ) : null}
      </div>
      <p className="text-xs text-muted">The shopper sees the new status in My Orders and is told by email.</p>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel order #${orderNumber(order._id)}?`}
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        busy={move.isPending}
        destructive
        onConfirm={() => go('Cancelled')}
      >
        <p>The pieces go back on sale and the shopper is told. This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={returning}
        onOpenChange={setReturning}
        title={`Order #${orderNumber(order._id)} came back?`}
        confirmLabel="Mark as returned to origin"
        busyLabel="Saving…"
        busy={move.isPending}
        destructive
        onConfirm={() => go('Returned to Origin')}
      >
        <p>
          For a parcel refused at the door or undeliverable. The pieces go back on sale,{' '}
          {cod ? 'nothing is collected (cash on delivery)' : `the ${rupees(order.total_price)} paid is refunded through the payment gateway`}, store credit used comes back, and the order no longer
          counts as a sale. The shopper is told. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

export function OrderDetailScreen() {
  const { id = '' } = useParams();
  const order = useStaffOrder(id);
  useDocumentTitle(`Order #${orderNumber(id)}`);
  if (order.isPending) return <LoadingState label="Loading the order…" />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;

  return (
    <>
      <BackLink to={adminPaths.orders}>All orders</BackLink>
      <PageHeader
        title={`Order #${orderNumber(o._id)}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={o.status} />
            <span>Placed {dateTime(o.createdAt)}</span>
            <span className="font-mono text-xs">{o._id}</span>
          </span>
        }
      />

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <Panel title="Move the order">
            <StatusActions order={o} />
          </Panel>
          <OrderItems order={o} />
          <OrderHistory history={o.history} />
        </div>
        <OrderSummary order={o} />
      </div>
    </>
  );
}
