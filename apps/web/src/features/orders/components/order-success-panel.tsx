import { orderNumber } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Shown on /order right after checkout (spec README): the order's number and the two ways on. */
export function OrderSuccessPanel({ orderId }: { orderId: string }) {
  return (
    <section aria-labelledby="order-placed-title" className="mb-10 border border-success/30 bg-white px-6 py-10 text-center sm:px-10">
      <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-success/10 text-success">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 id="order-placed-title" className="mt-4 font-serif text-4xl">
        Thank you for your order!
      </h1>
      <p className="mt-3 text-ink-soft">
        Your order <strong className="text-ink">#{orderNumber(orderId)}</strong> has been placed. We have sent a confirmation to your e-mail.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.shop} className="btn-outline">
          Continue Shopping
        </Link>
        <Link to={paths.orderAndReturn} className="btn-primary">
          View Orders and Returns
        </Link>
      </div>
    </section>
  );
}
