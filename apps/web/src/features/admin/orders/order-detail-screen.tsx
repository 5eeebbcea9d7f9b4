/**
 * /admin/orders/:id: items, address, payment, totals and timestamped history, with a button for
 * each status the order may move to next (ORDER_TRANSITIONS, staff moves only: a shipped parcel that
 * comes back is "Returned to origin") and an optional note, and every payment and refund with its
 * gateway reference.
 * The shopper sees the change in My Orders and gets the mail (the API sends it).
 */
import { CARRIERS, canStaffTransition, orderNumber, ORDER_STATUSES, TRACKING_NUMBER, type Carrier, type Order, type OrderStatus } from '@shop/shared';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { ProductImage } from '@/components/ui/product-image';
import { emiSummary, rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { InvoiceDownload } from '@/features/orders';
import { adminPaths } from '../shell/admin-nav';
import { toastError } from '../ui/admin-toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, pictureColumn, right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { ErrorState, LoadingState } from '../ui/query-states';
import { OrderStatusBadge } from '@/components/ui/badge';
import { PAYMENT_LABELS, useSetOrderStatus, useStaffOrder } from './api';
import { PaymentRecords } from './payment-records';
import { Options } from '@/components/ui/field';

function Panel({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`border border-line bg-white p-5 ${className}`}>
      <h2 id={id} className="mb-3 font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'mt-1 border-t border-line pt-2 font-semibold' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function StatusActions({ order }: { order: Order }) {
  const move = useSetOrderStatus(order._id);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [returning, setReturning] = useState(false);
  const noteId = useId();
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
          <div>
            <label htmlFor={carrierId} className="label">
              Carrier
              <span aria-hidden="true" className="text-sale">
                {' '}
                *
              </span>
            </label>
            <select id={carrierId} className="input" value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier | '')} aria-invalid={trackingError && !carrier ? true : undefined}>
              <option value="">Choose the carrier</option>
              <Options of={CARRIERS} />
            </select>
          </div>
          <div>
            <label htmlFor={trackingId} className="label">
              Tracking number
              <span aria-hidden="true" className="text-sale">
                {' '}
                *
              </span>
            </label>
            <input
              id={trackingId}
              className="input font-mono"
              autoComplete="off"
              maxLength={30}
              value={trackingNumber}
              onChange={(e) => setTrackingNumber(e.target.value)}
              aria-invalid={trackingError && carrier ? true : undefined}
              aria-describedby={trackingError ? `${trackingId}-error` : undefined}
            />
          </div>
          {trackingError ? (
            <p id={`${trackingId}-error`} className="text-sm text-sale sm:col-span-2">
              {trackingError}
            </p>
          ) : (
            <p className="text-xs text-muted sm:col-span-2">Needed to mark the order as Shipped; the shopper gets them with a tracking link.</p>
          )}
        </div>
      ) : null}
      <div>
        <label htmlFor={noteId} className="label">
          Note for the history <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea id={noteId} className="input min-h-16" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
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
  const a = o.address;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPaths.orders} className="text-ink-soft underline underline-offset-4 hover:text-ink">
          ← All orders
        </Link>
      </p>
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
          <DataTable caption="Items" minWidth="min-w-[600px]" columns={[pictureColumn, 'Item', 'Size', right('Qty'), right('Price'), 'Status']}>
            {o.order_items.map((item) => (
              <tr key={item._id}>
                <Td>
                  <div className="w-10">
                    <ProductImage src={item.images[0]} alt="" variant="thumb" sizes="40px" />
                  </div>
                </Td>
                <Td>
                  <Link to={paths.product(item.item_id)} className="font-medium hover:underline">
                    {item.product_name}
                  </Link>
                  {item.return_status ? <span className="block text-xs text-muted">Return: {item.return_status}</span> : null}
                </Td>
                <Td>{item.size || 'N/A'}</Td>
                <Td className="text-right">{item.quantity}</Td>
                <Td className="text-right whitespace-nowrap">{rupees(item.price)}</Td>
                <Td>
                  <OrderStatusBadge status={item.status} />
                </Td>
              </tr>
            ))}
          </DataTable>
          <Panel title="History">
            <ol className="space-y-3 border-l border-line pl-4">
              {o.history.map((h, i) => (
                <li key={`${h.at}-${i}`} className="relative">
                  <span aria-hidden="true" className="absolute top-1.5 -left-[21px] h-2.5 w-2.5 rounded-full bg-ink" />
                  <div className="flex flex-wrap items-center gap-2">
                    <OrderStatusBadge status={h.status} />
                    <time dateTime={h.at} className="text-sm text-ink-soft">
                      {dateTime(h.at)}
                    </time>
                  </div>
                  {h.note ? <p className="mt-1 text-sm">{h.note}</p> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <div className="min-w-0 space-y-4">
          <Panel title="Totals">
            <dl>
              <Amount label="Subtotal" value={rupees(o.subtotal)} />
              <Amount label="Shipping" value={o.shipping > 0 ? rupees(o.shipping) : 'Free'} />
              {o.cod_fee > 0 ? <Amount label="Cash on delivery fee" value={rupees(o.cod_fee)} /> : null}
              {o.discount > 0 ? <Amount label={`Coupon${o.coupon_code ? ` ${o.coupon_code}` : ''}`} value={`− ${rupees(o.discount)}`} /> : null}
              {o.credit_used > 0 ? <Amount label="Store credit" value={`− ${rupees(o.credit_used)}`} /> : null}
              <Amount label="Total" value={rupees(o.total_price)} strong />
            </dl>
            {o.invoice_number ? (
              <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2 border-t border-line pt-3 text-sm">
                <span className="text-muted">GST invoice {o.invoice_number}</span>
                <InvoiceDownload path={`/admin/orders/${o._id}/invoice.pdf`} invoiceNumber={o.invoice_number} />
              </p>
            ) : null}
          </Panel>
          <Panel title="Payment">
            <dl className="text-sm">
              <Amount label="Method" value={PAYMENT_LABELS[o.payment_method] ?? o.payment_method} />
              <Amount label="Status" value={o.payment_status} />
              {o.emi ? <Amount label="Card EMI" value={emiSummary(o.emi)} /> : null}
              {o.layaway ? (
                <>
                  <Amount label="Layaway deposit" value={rupees(o.layaway.deposit)} />
                  <Amount label="Paid so far" value={rupees(o.layaway.paid)} />
                  <Amount label="Balance" value={rupees(o.layaway.balance)} />
                  <Amount label="Balance due" value={dateTime(o.layaway.due_at)} />
                </>
              ) : null}
            </dl>
            <PaymentRecords orderId={o._id} />
          </Panel>
          {o.tracking ? (
            <Panel title="Shipment">
              <dl className="text-sm">
                <Amount label="Carrier" value={o.tracking.carrier} />
                <Amount label="Tracking number" value={o.tracking.number} />
              </dl>
              {o.tracking.url ? (
                <a href={o.tracking.url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm underline underline-offset-4">
                  Track the parcel<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </Panel>
          ) : null}
          <Panel title="Ship to">
            <address className="text-sm leading-relaxed not-italic">
              <strong className="font-medium">
                {a.firstName} {a.lastName}
              </strong>
              <br />
              {a.address}
              <br />
              {a.city}, {a.state} {a.zipCode}
              <br />
              {a.country}
              <br />
              <a href={`mailto:${a.email}`} className="underline underline-offset-4">
                {a.email}
              </a>
              <br />
              <a href={`tel:${a.phone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
                {a.phone}
              </a>
            </address>
          </Panel>
        </div>
      </div>
    </>
  );
}
