/**
 * "Oops! It's Gone" (catalogue §2, §9): every 15 s, for 7 s, one of the pieces that really sold
 * lately (GET /product/recently-sold). Announced politely to screen readers, never focused.
 */
import { useState } from 'react';
import { ProductImage } from '@/components/ui/product-image';
import { useRecentlySold } from '@/features/catalogue';
import { useInterval } from '@/lib/use-interval';
import { HOME } from '../constants';

export function SoldNotice() {
  const { data } = useRecentlySold();
  const [shown, setShown] = useState<number | null>(null);
  const [count, setCount] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const items = data ?? [];
  useInterval(
    () => {
      setShown(count % items.length);
      setCount((c) => c + 1);
      window.setTimeout(() => setShown(null), HOME.soldNoticeForMs);
    },
    HOME.soldNoticeEveryMs,
    items.length > 0 && !dismissed,
  );
  const item = shown !== null && !dismissed ? items[shown] : undefined;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-40 max-w-[calc(100vw-2rem)] sm:max-w-sm">
      {item ? (
        <div className="pointer-events-auto relative flex items-center gap-3 border border-line bg-white p-3 pr-10 shadow-lg motion-safe:animate-[sold-in_0.3s_ease-out]">
          <div className="w-14 shrink-0">
            <ProductImage src={item.image} alt="" variant="thumb" sizes="56px" />
          </div>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.15em] text-sale uppercase">Oops! It’s Gone</p>
            <p className="truncate text-sm text-ink">{item.product_name}</p>
            <p className="text-xs text-muted">Just sold{item.brand ? ` · ${item.brand}` : ''}</p>
          </div>
          <button type="button" onClick={() => setDismissed(true)} className="absolute top-2 right-2 p-1 text-muted hover:text-ink" aria-label="Hide sold notices">
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
          <style>{'@keyframes sold-in{from{transform:translateY(12px);opacity:0}to{transform:none;opacity:1}}'}</style>
        </div>
      ) : null}
    </div>
  );
}
