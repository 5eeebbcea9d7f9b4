/** One order in full (catalogue §2 Order Details): id, total in ₹, status, then items, amounts, address and history. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ProductImage } from '@/components/ui/product-image';
import { emiSummary, longDate, rupees } from '@/lib/format';
import type { OrderDetails } from '../api';
import { OrderStatusBadge } from '@/components/ui/badge';
import { InvoiceDownload } from './invoice-download';
import { TrackingLine } from './order-card';

const PAYMENT_LABELS: Record<string, string> = { cod: 'Cash on delivery', card: 'Card', upi: 'UPI', netbanking: 'Net banking', wallet: 'Wallet' };

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t border-line pt-3 text-base font-semibold' : 'text-sm'}`}>
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function OrderDetailsView({ order }: { order: OrderDetails }) {
  const a = order.address;
  const facts = [
    { label: 'Order ID', className: 'mt-1 font-mono text-sm break-all', value: order.id },
    { label: 'Total', className: 'mt-1 text-xl font-semibold', value: rupees(order.total ?? 0) },
    { label: 'Status', className: 'mt-1', value: <OrderStatusBadge status={order.status} fallback="Pending" /> },
  ];
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 border border-line bg-white p-6 sm:grid-cols-3">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="eyebrow">{f.label}</dt>
            <dd className={f.className}>{f.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
        <Panel id="items" title="Items">
          <ul className="mt-2 divide-y divide-line">
            {(order.order_items ?? []).map((item) => (
              <li key={item._id} className="flex gap-4 py-4">
                <div className="w-20 shrink-0">
                  <ProductImage src={item.images?.[0]} alt={item.product_name} variant="thumb" sizes="80px" />
                </div>
                <div className="min-w-0 flex-1">
                  <Link to={paths.product(item.item_id)} className="font-medium hover:underline">
                    {item.product_name}
                  </Link>
                  <p className="mt-1 text-sm text-muted">
                    Size: {item.size || 'N/A'} · Qty {item.quantity}
                  </p>
                  <div className="mt-2 flex items-center gap-3">
                    <span className="text-sm font-semibold">{rupees(item.price ?? 0)}</span>
                    <OrderStatusBadge status={item.status} fallback="Processing" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Panel>

        <div className="space-y-8">
          <Panel id="summary" title="Summary">
            <dl className="mt-3">
              <Row label="Placed on" value={longDate(order.createdAt)} />
              <Row
                label="Payment"
                value={`${PAYMENT_LABELS[order.payment_method] ?? order.payment_method}${order.payment_status && order.payment_status !== order.payment_method ? ` (${order.payment_status})` : ''}`}
              />
              {order.emi ? <Row label="Card EMI" value={emiSummary(order.emi)} /> : null}
              <Row label="Subtotal" value={rupees(order.subtotal ?? 0)} />
              <Row label="Shipping" value={order.shipping ? rupees(order.shipping) : 'Free'} />
              {order.cod_fee ? <Row label="Cash on delivery fee" value={rupees(order.cod_fee)} /> : null}
              {order.discount ? <Row label={`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`} value={`− ${rupees(order.discount)}`} /> : null}
              {order.credit_used ? <Row label="Store credit" value={`− ${rupees(order.credit_used)}`} /> : null}
              <Row label="Total" value={rupees(order.total ?? 0)} strong />
              {order.layaway ? (
                <>
                  <Row label="Layaway deposit" value={rupees(order.layaway.deposit)} />
                  <Row label="Paid so far" value={rupees(order.layaway.paid)} />
                  {order.layaway.balance > 0 ? <Row label={`Balance due by ${longDate(order.layaway.due_at)}`} value={rupees(order.layaway.balance)} /> : null}
                </>
              ) : null}
            </dl>
            {order.invoice_number ? (
              <p className="mt-4 flex flex-wrap items-baseline justify-between gap-2 border-t border-line pt-3 text-sm">
                <span className="text-muted">GST invoice {order.invoice_number}</span>
                <InvoiceDownload path={`/order/${order._id}/invoice.pdf`} invoiceNumber={order.invoice_number} />
              </p>
            ) : null}
          </Panel>

          {order.tracking ? (
            <Panel id="tracking" title="Tracking">
              <div className="mt-3">
                <TrackingLine tracking={order.tracking} />
              </div>
            </Panel>
          ) : null}

          {a ? (
            <Panel id="address" title="Shipping address">
              <address className="mt-3 text-sm leading-relaxed not-italic text-ink-soft">
                {a.firstName} {a.lastName}
                <br />
                {a.address}
                <br />
                {a.city}, {a.state} {a.zipCode}
                <br />
                {a.country}
                <br />
                {a.phone} · {a.email}
              </address>
            </Panel>
          ) : null}
        </div>
      </div>

      {order.history?.length ? (
        <Panel id="history" title="History">
          <ol className="mt-4 space-y-4 border-l border-line pl-5">
            {order.history.map((h, i) => (
              <li key={`${h.at}-${i}`} className="relative">
                <span aria-hidden="true" className="absolute top-1.5 -left-[1.55rem] h-2.5 w-2.5 rounded-full bg-ink" />
                <p className="text-sm font-medium">{h.status}</p>
                <p className="text-xs text-muted">
                  {new Date(h.at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}
                  {h.note ? ` · ${h.note}` : ''}
                </p>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
    </div>
  );
}

/** One titled box of the order's page. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="border border-line bg-white p-6">
      <h2 id={`${id}-title`} className="font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
