/**
 * The chrome's overlays (cart and wishlist panels, search overlay, mobile menu), each loaded the
 * first time it opens so the header ships small. Hovering or focusing an opener preloads it.
 */
import { lazy, Suspense, useRef } from 'react';
import { usePanel, useOpenPanel, type PanelName } from './use-panels';

const loaders = {
  cart: () => import('@/features/cart/components/cart-panel'),
  wishlist: () => import('@/features/wishlist/components/wishlist-panel'),
  search: () => import('@/features/search/components/search-overlay'),
  menu: () => import('./mobile-menu'),
} satisfies Record<PanelName, () => Promise<unknown>>;

const CartPanel = lazy(() => loaders.cart().then((m) => ({ default: m.CartPanel })));
const WishlistPanel = lazy(() => loaders.wishlist().then((m) => ({ default: m.WishlistPanel })));
const SearchOverlay = lazy(() => loaders.search().then((m) => ({ default: m.SearchOverlay })));
const MobileMenu = lazy(() => loaders.menu().then((m) => ({ default: m.MobileMenu })));

/** Starts loading a panel's code before it is needed. */
export function preloadPanel(name: PanelName): void {
  void loaders[name]();
}

export function Panels() {
  const current = useOpenPanel();
  // A panel stays mounted once opened, so closing it keeps its state and focus return works.
  const mounted = useRef(new Set<PanelName>());
  if (current) mounted.current.add(current);
  const cart = usePanel('cart');
  const wishlist = usePanel('wishlist');
  const search = usePanel('search');
  const menu = usePanel('menu');
  return (
    <Suspense fallback={null}>
      {mounted.current.has('cart') ? <CartPanel {...cart} /> : null}
      {mounted.current.has('wishlist') ? <WishlistPanel {...wishlist} /> : null}
      {mounted.current.has('search') ? <SearchOverlay {...search} /> : null}
      {mounted.current.has('menu') ? <MobileMenu {...menu} /> : null}
    </Suspense>
  );
}
