/** The panels of /admin/orders/:id: the items, the history, and the side column (totals, payment, shipment, address). */
import type { Order } from '@shop/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/ui/badge';
import { ProductImage } from '@/components/ui/product-image';
import { emiSummary, rupees } from '@/lib/format';
import { paths } from '@/lib/paths';
import { InvoiceDownload } from '@/features/orders';
import { DataTable, pictureColumn, right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { Panel } from '../ui/panel';
import { PAYMENT_LABELS } from './api';
import { PaymentRecords } from './payment-records';

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'mt-1 border-t border-line pt-2 font-semibold' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function OrderItems({ order }: { order: Order }) {
  return (
    <DataTable caption="Items" minWidth="min-w-[600px]" columns={[pictureColumn, 'Item', 'Size', right('Qty'), right('Price'), 'Status']}>
      {order.order_items.map((item) => (
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
  );
}

/** Every status the order went through, with its time and note, oldest first. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  return (
    <Panel title="History">
      <ol className="space-y-3 border-l border-line pl-4">
        {history.map((h, i) => (
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
  );
}

function Totals({ order: o }: { order: Order }) {
  return (
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
  );
}

function Payment({ order: o }: { order: Order }) {
  return (
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
  );
}

function Shipment({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <Panel title="Shipment">
      <dl className="text-sm">
        <Amount label="Carrier" value={tracking.carrier} />
        <Amount label="Tracking number" value={tracking.number} />
      </dl>
      {tracking.url ? (
        <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm underline underline-offset-4">
          Track the parcel<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </Panel>
  );
}

/** The address, one line a part, with the shopper's mail and phone as links. */
function ShipTo({ address: a }: { address: Order['address'] }) {
  const lines = [
    <strong className="font-medium">
      {a.firstName} {a.lastName}
    </strong>,
    a.address,
    `${a.city}, ${a.state} ${a.zipCode}`,
    a.country,
    <a href={`mailto:${a.email}`} className="underline underline-offset-4">
      {a.email}
    </a>,
    <a href={`tel:${a.phone.replace(/[^+\d]/g, '')}`} className="underline underline-offset-4">
      {a.phone}
    </a>,
  ];
  return (
    <Panel title="Ship to">
      <address className="text-sm leading-relaxed not-italic">
        {lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </address>
    </Panel>
  );
}

/** The side column: what was paid and how, where it went. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="min-w-0 space-y-4">
      <Totals order={order} />
      <Payment order={order} />
      {order.tracking ? <Shipment tracking={order.tracking} /> : null}
      <ShipTo address={order.address} />
    </div>
  );
}
