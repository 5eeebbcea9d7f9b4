/**
 * The cart reminder (catalogue §4, §9): when the cart has items it appears after 30 s on the site,
 * or as soon as the pointer leaves the window through the top edge (within 10 px). Closing it or
 * Remind Me Later hides it for the rest of the session; Go to Cart opens /checkout. It is a
 * non-modal card, so it never traps the shopper.
 */
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { ProductImage } from '@/components/ui/product-image';
import { useCartSummary } from '@/features/cart';
import { formatInr } from '@shop/shared';
import { pluralize } from '@/lib/format';
import { hasSessionFlag, setSessionFlag } from '@/lib/session-flags';

export const CART_REMINDER = { delayMs: 30_000, topEdgePx: 10, flag: 'tl-cart-reminder-dismissed' } as const;

export function CartReminder() {
  const { count, lines, totalPaise } = useCartSummary();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(() => hasSessionFlag(CART_REMINDER.flag));
  const eligible = count > 0 && !dismissed && pathname !== paths.checkout;

  useEffect(() => {
    if (!eligible) return;
    const timer = window.setTimeout(() => setOpen(true), CART_REMINDER.delayMs);
    const onLeave = (e: MouseEvent) => {
      if (!e.relatedTarget && e.clientY <= CART_REMINDER.topEdgePx) setOpen(true);
    };
    document.addEventListener('mouseout', onLeave);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onLeave);
    };
  }, [eligible]);

  const dismiss = () => {
    setSessionFlag(CART_REMINDER.flag);
    setDismissed(true);
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open || !eligible) return null;
  return (
    <div role="dialog" aria-modal="false" aria-labelledby={titleId} className="fixed top-24 right-4 left-4 z-40 border border-line bg-white p-6 shadow-2xl sm:left-auto sm:w-[24rem]">
      <button type="button" onClick={dismiss} aria-label="Close cart reminder" className="absolute top-3 right-3 p-2 text-muted hover:text-ink">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <h2 id={titleId} className="pr-8 font-serif text-2xl">
        Still thinking it over?
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        You have {pluralize(count, 'item')} in your cart ({formatInr(totalPaise)}). Pre-owned pieces are one of a kind, so they may not wait for long.
      </p>
      <ul className="mt-4 flex gap-2">
        {lines.slice(0, 4).map((line) => (
          <li key={line._id} className="w-14">
            <ProductImage src={line.product?.images?.[0]} alt={line.product?.product_name ?? ''} variant="thumb" sizes="56px" />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            dismiss();
            void navigate(paths.checkout);
          }}
        >
          Go to Cart
        </button>
        <button type="button" className="btn-outline" onClick={dismiss}>
          Remind Me Later
        </button>
      </div>
    </div>
  );
}
