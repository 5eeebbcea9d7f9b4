/**
 * Size, quantity and the buying actions (storefront §4–§6): the first size in stock is chosen,
 * sizes with none left cannot be picked, quantity is at least 1 (anything else becomes 1).
 * Add to Cart, Buy Now and the wishlist need a signed-in shopper; a visitor is told so and sent
 * to sign in. When the stock cannot cover the quantity, the server's reason is shown.
 */
import type { ProductDetail } from '@shop/shared';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { HeartIcon, MinusIcon, PlusIcon } from '@/components/ui/icons';
import { useAddToCart, useCart } from '@/features/cart';
import { useAddToWishlist, useIsWishlisted, useRemoveFromWishlist } from '@/features/wishlist';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { PRODUCT_TOAST } from '../toast-options';

export interface PurchasePanelProps {
  product: ProductDetail;
  onAddedToCart: () => void;
  onWishlisted: () => void;
  onQuote: () => void;
}

/** Non-numeric or below 1 becomes 1 (storefront §5). */
export function normaliseQuantity(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

export function PurchasePanel({ product, onAddedToCart, onWishlisted, onQuote }: PurchasePanelProps) {
  const session = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const soldOut = product.sold_out;
  const firstInStock = product.sizes.find((s) => s.quantity > 0) ?? null;
  const [sizeId, setSizeId] = useState<string | null>(firstInStock?._id ?? null);
  const size = product.sizes.find((s) => s._id === sizeId) ?? null;
  const [quantityText, setQuantityText] = useState('1');
  const quantity = normaliseQuantity(quantityText);
  const stock = size?.quantity ?? 0;

  const { data: cart } = useCart();
  const addToCart = useAddToCart();
  const [action, setAction] = useState<'cart' | 'buy' | null>(null);
  const wishlisted = useIsWishlisted(product._id);
  const addWish = useAddToWishlist();
  const removeWish = useRemoveFromWishlist();

  function toLogin(message: string) {
    toast.error(message, PRODUCT_TOAST);
    void navigate(paths.login, { state: { from: `${location.pathname}${location.search}` } });
  }

  function add(kind: 'cart' | 'buy') {
    if (!session) return toLogin(kind === 'cart' ? 'Please login to add the item in the cart' : 'Please login to proceed with checkout');
    if (!size || soldOut) return;
    setAction(kind);
    addToCart.mutate(
      { product_id: product._id, size_id: size._id, quantity },
      {
        onSuccess: () => {
          if (kind === 'cart') onAddedToCart();
          else void navigate(paths.checkout);
        },
        onError: (err) => {
          // Buy Now on a piece already in the cart in full: go and pay for it.
          const inCart = cart?.some((l) => l.size_id === size._id);
          if (kind === 'buy' && inCart && err instanceof ApiError && err.code === 'OUT_OF_STOCK') return void navigate(paths.checkout);
          toast.error(errorMessage(err, 'We could not add this item to your cart. Please try again.'), PRODUCT_TOAST);
        },
        onSettled: () => setAction(null),
      },
    );
  }

  function toggleWishlist() {
    if (!session) return toLogin('Please login to add the item to wishlist');
    const fail = (err: Error) => toast.error(errorMessage(err, 'We could not update your wishlist. Please try again.'), PRODUCT_TOAST);
    if (wishlisted) removeWish.mutate(product._id, { onSuccess: () => toast.info('Removed from your wishlist', PRODUCT_TOAST), onError: fail });
    else addWish.mutate(product._id, { onSuccess: onWishlisted, onError: fail });
  }

  const busy = addToCart.isPending;
  const wishBusy = addWish.isPending || removeWish.isPending;
  const stepper = 'flex h-11 w-11 items-center justify-center text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="label flex w-full items-baseline justify-between">
          <span>Size{size ? <span className="font-normal text-muted">: {size.size}</span> : null}</span>
        </legend>
        <p id={`${id}-none`} className="sr-only">
          Crossed-out sizes have none left.
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {product.sizes.map((s) => {
            const none = s.quantity < 1;
            return (
              <label key={s._id} className={`relative ${none ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={s._id}
                  checked={sizeId === s._id}
                  disabled={none}
                  onChange={() => setSizeId(s._id)}
                  className="peer sr-only"
                  aria-describedby={none ? `${id}-none` : undefined}
                />
                <span
                  className={`flex h-11 min-w-11 items-center justify-center border px-3 text-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-tangerine-dark ${
                    none ? 'border-line bg-paper text-muted line-through' : sizeId === s._id ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink'
                  }`}
                >
                  {s.size}
                </span>
              </label>
            );
          })}
        </div>
        {size && !soldOut ? <p className="mt-2 text-xs text-muted">{stock === 1 ? 'Only one piece available.' : `${stock} pieces available in this size.`}</p> : null}
      </fieldset>

      {!soldOut ? (
        <div>
          <label htmlFor={`${id}-qty`} className="label">
            Quantity
          </label>
          <div className="inline-flex items-center border border-line bg-white">
            <button type="button" className={stepper} onClick={() => setQuantityText(String(Math.max(1, quantity - 1)))} disabled={quantity <= 1} aria-label="Decrease quantity">
              <MinusIcon size={16} />
            </button>
            <input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              min={1}
              max={stock || undefined}
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
              onBlur={() => setQuantityText(String(quantity))}
              className="h-11 w-14 [appearance:textfield] border-x border-line text-center text-base tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button type="button" className={stepper} onClick={() => setQuantityText(String(quantity + 1))} disabled={quantity >= stock} aria-label="Increase quantity">
              <PlusIcon size={16} />
            </button>
          </div>
        </div>
      ) : null}

      <div className="grid grid-cols-[1fr_auto] gap-3">
        {hydrated || soldOut ? (
          <button type="button" className="btn-primary h-12" disabled={soldOut || busy} onClick={() => add('cart')} aria-busy={action === 'cart' || undefined}>
            {soldOut ? 'Sold Out' : action === 'cart' ? 'Adding…' : 'Add to Cart'}
          </button>
        ) : (
          // Before the page is live (or without JavaScript) adding needs the sign-in page first.
          <Link to={paths.login} className="btn-primary h-12">
            Add to Cart
          </Link>
        )}
        <button
          type="button"
          className={`flex h-12 w-12 items-center justify-center border transition-colors ${wishlisted ? 'border-ink bg-ink text-white' : 'border-ink text-ink hover:bg-sand'}`}
          onClick={toggleWishlist}
          disabled={wishBusy}
          aria-pressed={wishlisted}
          aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
        >
          <HeartIcon filled={wishlisted} size={20} />
        </button>
        {hydrated || soldOut ? (
          <button type="button" className="btn-outline col-span-2 h-12" disabled={soldOut || busy} onClick={() => add('buy')} aria-busy={action === 'buy' || undefined}>
            {soldOut ? 'Sold Out' : action === 'buy' ? 'Adding…' : 'Buy Now'}
          </button>
        ) : (
          <Link to={paths.login} className="btn-outline col-span-2 h-12">
            Buy Now
          </Link>
        )}
      </div>

      {/* A sold-out (or held) piece takes no offers: the server refuses them with 409. */}
      {!soldOut ? (
        <div className="flex flex-col items-start gap-1 border-t border-line pt-5">
          <p className="text-sm text-ink-soft">Have a price in mind?</p>
          <button type="button" className="text-sm font-medium tracking-wide text-ink uppercase underline underline-offset-4 hover:text-tangerine-dark" onClick={onQuote}>
            Quote Your Price
          </button>
        </div>
      ) : null}
    </div>
  );
}
