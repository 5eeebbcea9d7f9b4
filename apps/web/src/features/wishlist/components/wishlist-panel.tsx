/** The wishlist side panel (storefront §2): Wishlist, each item with its price in rupees and Remove. */
import type { WishlistEntry } from '@shop/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { PanelEmpty, PanelList, PanelSkeleton, SidePanel } from '@/components/ui/dialog';
import { HeartIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { rupees } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useRemoveFromWishlist, useWishlist } from '../api';

function PanelItem({ entry, onNavigate }: { entry: WishlistEntry; onNavigate: () => void }) {
  const remove = useRemoveFromWishlist();
  const p = entry.productDetails;
  return (
    <li className="flex gap-4 py-4" aria-busy={remove.isPending || undefined}>
      <Link to={paths.product(p._id)} onClick={onNavigate} className="block w-20 shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage src={p.images[0]} alt="" variant="thumb" sizes="80px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        {p.brand ? <p className="eyebrow text-[0.65rem]">{p.brand.name}</p> : null}
        <Link to={paths.product(p._id)} onClick={onNavigate} className="line-clamp-2 text-sm text-ink hover:underline">
          {p.product_name}
        </Link>
        <p className="mt-1 text-sm font-semibold tabular-nums">{rupees(p.effective_price)}</p>
        {p.sold_out ? <p className="text-xs font-medium tracking-wider text-sale uppercase">Sold out</p> : null}
        <button
          type="button"
          className="mt-auto self-start pt-2 text-xs text-muted underline underline-offset-2 hover:text-sale disabled:opacity-50"
          disabled={remove.isPending}
          onClick={() => remove.mutate(p._id, { onError: (err) => toast.error(err.message) })}
          aria-label={`Remove ${p.product_name} from wishlist`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

export function WishlistPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const wishlist = useWishlist();
  const entries = wishlist.data ?? [];
  const close = () => onOpenChange(false);
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Wishlist"
      footer={
        entries.length ? (
          <Link to={paths.wishlist} onClick={close} className="btn-outline w-full">
            View Wishlist
          </Link>
        ) : undefined
      }
    >
      {session && wishlist.isPending ? (
        <PanelSkeleton label="Loading your wishlist" />
      ) : entries.length === 0 ? (
        <PanelEmpty icon={<HeartIcon size={40} className="text-muted" />} title="Your wishlist is empty" hint="Tap the heart on any piece to keep it here." onShop={close} />
      ) : (
        <PanelList count={entries.length}>
          {entries.map((e) => (
            <PanelItem key={e._id} entry={e} onNavigate={close} />
          ))}
        </PanelList>
      )}
    </SidePanel>
  );
}
