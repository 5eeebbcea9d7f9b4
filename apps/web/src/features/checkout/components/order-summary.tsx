/**
 * The order summary (storefront §2, §9): the cart's lines, then subtotal, coupon, shipping ("Free"
 * when 0), the COD fee when paying cash on delivery, store credit and the total, all as the
 * server's quote states them.
 */
import { formatInr, toPaise, type CartItem, type CheckoutQuote } from '@shop/shared';
import type { ReactNode } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { rupees } from '@/lib/format';
import { SkeletonBars } from '@/components/ui/card-skeleton';

function Row({ label, value, strong = false, tone }: { label: ReactNode; value: ReactNode; strong?: boolean; tone?: 'success' }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'mt-3 border-t border-line pt-3 text-base font-semibold text-ink' : 'text-sm text-ink-soft'}`}>
      <dt>{label}</dt>
      <dd className={`tabular-nums ${tone === 'success' ? 'text-success' : ''}`}>{value}</dd>
    </div>
  );
}

export interface OrderSummaryProps {
  lines: readonly CartItem[];
  quote: CheckoutQuote | undefined;
  quoteLoading: boolean;
  quoteFailed: boolean;
  onRetryQuote: () => void;
  children?: ReactNode;
}

export function OrderSummary({ lines, quote, quoteLoading, quoteFailed, onRetryQuote, children }: OrderSummaryProps) {
  const agreed = new Map((quote?.offers_applied ?? []).map((o) => [o.product_id, o.price]));
  return (
    <div className="border border-line bg-white p-5 sm:p-6">
      <h2 className="font-serif text-2xl">Order Summary</h2>
      <ul className="mt-4 divide-y divide-line border-y border-line">
        {lines.map((l) => (
          <li key={l._id} className="flex gap-3 py-3">
            <div className="relative w-16 shrink-0">
              <ProductImage src={l.product.images[0]} alt={l.product.product_name} variant="thumb" sizes="64px" />
              <span aria-hidden="true" className="absolute -top-2 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[0.65rem] font-semibold text-white">
                {l.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm text-ink">{l.product.product_name}</p>
              <p className="text-xs text-muted">
                Size: {l.size} · Qty: {l.quantity}
              </p>
              {agreed.has(l.product_id) ? (
                <p className="text-xs text-success">
                  Your agreed price of {rupees(agreed.get(l.product_id)!)} applies{l.quantity > 1 ? ' to one piece (an offer is for one piece, once)' : ''}
                </p>
              ) : null}
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums">{rupees(l.price * l.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 space-y-4">{children}</div>
      <div aria-live="polite" aria-busy={quoteLoading || undefined} className={`mt-4 border-t border-line pt-4 transition-opacity ${quoteLoading && quote ? 'opacity-60' : ''}`}>
        {quote ? (
          <>
            <dl className="space-y-2">
              <Row label="Subtotal" value={formatInr(toPaise(quote.subtotal))} />
              {quote.discount > 0 ? <Row label={`Coupon${quote.coupon?.code ? ` (${quote.coupon.code})` : ''}`} value={`−${formatInr(toPaise(quote.discount))}`} tone="success" /> : null}
              <Row label="Shipping" value={quote.shipping === 0 ? 'Free' : formatInr(toPaise(quote.shipping))} />
              {quote.cod_fee > 0 ? <Row label="Cash on delivery fee" value={formatInr(toPaise(quote.cod_fee))} /> : null}
              {quote.credit_used > 0 ? <Row label="Store credit" value={`−${formatInr(toPaise(quote.credit_used))}`} tone="success" /> : null}
              <Row label="Total" value={<span data-testid="checkout-total">{formatInr(toPaise(quote.total))}</span>} strong />
            </dl>
            <p className="mt-2 text-xs text-muted">Inclusive of all taxes.</p>
          </>
        ) : quoteFailed ? (
          <div className="text-sm text-ink-soft">
            <p>We could not work out your total just now.</p>
            <button type="button" className="mt-2 underline underline-offset-4" onClick={onRetryQuote}>
              Try again
            </button>
          </div>
        ) : (
          <div className="space-y-3" aria-label="Working out your total">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex justify-between">
                <SkeletonBars bars={['h-3 w-24', 'h-3 w-20']} />
              </div>
            ))}
            <div className="flex justify-between border-t border-line pt-3">
              <SkeletonBars bars={['h-4 w-16', 'h-4 w-28']} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
