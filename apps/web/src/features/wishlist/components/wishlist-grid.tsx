/** The /wishlist grid (storefront §2): each piece with View Details and Remove. */
import type { WishlistEntry } from '@shop/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { ProductCard } from '@/features/catalogue';
import { errorMessage } from '@/lib/error-message';
import { useRemoveFromWishlist } from '../api';

function WishlistItem({ entry, priority }: { entry: WishlistEntry; priority: boolean }) {
  const remove = useRemoveFromWishlist();
  const p = entry.productDetails;
  return (
    <li className="flex flex-col" aria-busy={remove.isPending || undefined}>
      <ProductCard product={p} priority={priority} sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw" headingLevel={2} />
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <Link to={paths.product(p._id)} className="btn-outline px-2 py-2 text-xs" aria-label={`View details of ${p.product_name}`}>
          View Details
        </Link>
        <button
          type="button"
          className="btn-ghost border border-line px-2 py-2 text-xs"
          disabled={remove.isPending}
          onClick={() => remove.mutate(p._id, { onError: (err) => toast.error(errorMessage(err, 'We could not update your wishlist. Please try again.')) })}
          aria-label={`Remove ${p.product_name} from wishlist`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

export function WishlistGrid({ entries }: { entries: readonly WishlistEntry[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 xl:grid-cols-4">
      {entries.map((e, i) => (
        <WishlistItem key={e._id} entry={e} priority={i < 4} />
      ))}
    </ul>
  );
}
