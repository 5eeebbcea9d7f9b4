/** /wishlist (storefront §2, §8): the saved pieces, an empty state, or the load failure. */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { HeartIcon } from '@/components/ui/icons';
import { useWishlist } from '@/features/wishlist/api';
import { WishlistGrid } from '@/features/wishlist/components/wishlist-grid';
import { pluralize } from '@/lib/format';
import { useSession } from '@/lib/session';
import { CardSkeletonLines } from '@/components/ui/card-skeleton';

function Message({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <HeartIcon size={44} className="text-muted" />
      <h2 className="mt-5 font-serif text-3xl">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-8 flex gap-3">{children}</div>
    </div>
  );
}

export function WishlistPage() {
  const session = useSession();
  const wishlist = useWishlist();
  const entries = wishlist.data ?? [];
  useEffect(() => {
    document.title = 'Wishlist · Tangerine Luxury';
  }, []);

  let body: ReactNode;
  if (!session) {
    body = (
      <Message title="Sign in to see your wishlist" text="Your wishlist is kept with your account, so it follows you to every device.">
        <Link to={paths.login} state={{ from: paths.wishlist }} className="btn-primary">
          Sign In
        </Link>
        <Link to={paths.shop} className="btn-outline">
          Continue Shopping
        </Link>
      </Message>
    );
  } else if (wishlist.isError) {
    body = (
      <Message title="Error Loading Wishlist" text="Failed to load wishlist">
        <button type="button" className="btn-primary" onClick={() => void wishlist.refetch()}>
          Try Again
        </button>
      </Message>
    );
  } else if (wishlist.isPending) {
    body = (
      <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 xl:grid-cols-4" aria-busy="true" aria-label="Loading your wishlist">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="animate-pulse">
            <CardSkeletonLines />
          </li>
        ))}
      </ul>
    );
  } else if (entries.length === 0) {
    body = (
      <Message title="Your wishlist is empty" text="Tap the heart on any piece you love and it will wait for you here.">
        <Link to={paths.shop} className="btn-primary">
          Continue Shopping
        </Link>
      </Message>
    );
  } else body = <WishlistGrid entries={entries} />;

  return (
    <main id="main" className="container-shop py-10 lg:py-14">
      <div className="mb-10 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
        <div>
          <p className="eyebrow">Saved for later</p>
          <h1 className="mt-2 font-serif text-4xl lg:text-5xl">My Wishlist</h1>
        </div>
        {session && entries.length ? <p className="text-sm text-muted">{pluralize(entries.length, 'piece')}</p> : null}
      </div>
      {body}
    </main>
  );
}
