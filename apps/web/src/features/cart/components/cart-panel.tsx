/**
 * The cart side panel (storefront §2): Shopping Cart, the item count in singular or plural, the
 * lines, the total and Proceed to Checkout. Everything it shows comes from the server's cart.
 */
import { formatInr } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PanelEmpty, PanelList, PanelSkeleton, SidePanel } from '@/components/ui/dialog';
import { BagIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
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
        <PanelSkeleton label="Loading your cart" />
      ) : cart.isError ? (
        <LoadError onRetry={() => void cart.refetch()} className="py-10">
          We could not load your cart.
        </LoadError>
      ) : lines.length === 0 ? (
        <PanelEmpty icon={<BagIcon size={40} className="text-muted" />} title="Your cart is empty" hint="Add items to start shopping" onShop={close}>
          {!session ? (
            <p className="mt-4 text-sm text-muted">
              Already have a cart?{' '}
              <Link to={paths.login} onClick={close} className="text-ink underline underline-offset-2">
                Sign in
              </Link>
            </p>
          ) : null}
        </PanelEmpty>
      ) : (
        <PanelList count={count}>
          {lines.map((line) => (
            <CartLine key={line._id} line={line} onNavigate={close} />
          ))}
        </PanelList>
      )}
    </SidePanel>
  );
}
