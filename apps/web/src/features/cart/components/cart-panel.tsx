/**
 * The cart side panel (storefront §2): Shopping Cart, the item count in singular or plural, the
 * lines, the total and Proceed to Checkout. Everything it shows comes from the server's cart.
 */
import { formatInr } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SidePanel } from '@/components/ui/dialog';
import { BagIcon } from '@/components/ui/icons';
import { pluralize } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCart, useCartSummary } from '../api';
import { CartLine } from './cart-line';

export function CartPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const cart = useCart();
  const { lines, count, totalPaise } = useCartSummary();
  const close = () => onOpenChange(false);
  const loading = Boolean(session) && cart.isPending;

  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Shopping Cart"
      footer={
        lines.length ? (
          <div className="space-y-4">
            <p className="flex items-baseline justify-between">
              <span className="text-sm tracking-wide text-ink-soft uppercase">Total</span>
              <span className="text-lg font-semibold tabular-nums" data-testid="cart-total">
                {formatInr(totalPaise)}
              </span>
            </p>
            <p className="text-xs text-muted">Shipping, coupons and store credit are worked out at checkout.</p>
            <Link to={paths.checkout} onClick={close} className="btn-primary w-full">
              Proceed to Checkout
            </Link>
          </div>
        ) : undefined
      }
    >
      {loading ? (
        <div aria-busy="true" aria-label="Loading your cart" className="space-y-5">
          {[0, 1].map((i) => (
            <div key={i} className="flex animate-pulse gap-4">
              <div className="aspect-[4/5] w-20 bg-sand" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-3 w-3/4 bg-sand" />
                <div className="h-3 w-1/3 bg-sand" />
              </div>
            </div>
          ))}
        </div>
      ) : cart.isError ? (
        <div className="py-10 text-center">
          <p className="text-ink">We could not load your cart.</p>
          <button type="button" className="btn-outline mt-4" onClick={() => void cart.refetch()}>
            Try Again
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className="flex flex-col items-center py-12 text-center">
          <BagIcon size={40} className="text-muted" />
          <p className="mt-4 font-serif text-2xl">Your cart is empty</p>
          <p className="mt-1 text-sm text-muted">Add items to start shopping</p>
          <Link to={paths.shop} onClick={close} className="btn-primary mt-6">
            Continue Shopping
          </Link>
          {!session ? (
            <p className="mt-4 text-sm text-muted">
              Already have a cart?{' '}
              <Link to={paths.login} onClick={close} className="text-ink underline underline-offset-2">
                Sign in
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {pluralize(count, 'item')}
          </p>
          <ul className="divide-y divide-line">
            {lines.map((line) => (
              <CartLine key={line._id} line={line} onNavigate={close} />
            ))}
          </ul>
        </>
      )}
    </SidePanel>
  );
}
