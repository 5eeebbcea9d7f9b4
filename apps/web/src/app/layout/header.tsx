/**
 * The shared chrome's top (storefront §2, §4): the ₹ top bar with the IN / US links, the logo, the
 * search box with suggestions, Sign In / Account, Wishlist (count), the cart button (count), the
 * desktop navigation with its mega menus and, below 1024 px, the menu and search buttons. The
 * header's shadow deepens once the page scrolls past 50 px.
 */
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BagIcon, ChevronDownIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { useCartSummary } from '@/features/cart/api';
import { SearchBox } from '@/features/search/components/search-box';
import { useWishlist } from '@/features/wishlist/api';
import { useSession } from '@/lib/session';
import { paths } from '@/lib/paths';
import { MegaMenus } from './mega-menu';
import { PRIMARY_LINKS, SECONDARY_LINKS } from './nav-links';
import { Panels, preloadPanel } from './panels';
import { openPanel } from './use-panels';

const SCROLL_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

function TopBar() {
  return (
    <div className="bg-ink text-white">
      <div className="container-shop flex h-9 items-center justify-between text-xs">
        <span className="flex items-center gap-1 tracking-wide" title="All prices are in Indian rupees">
          <span aria-hidden="true" className="text-sm">
            ₹
          </span>
          <span>INR</span>
          <ChevronDownIcon size={12} />
          <span className="sr-only">: prices in Indian rupees</span>
        </span>
        <p className="hidden tracking-[0.12em] uppercase md:block">Authenticity guaranteed · EMI &amp; layaway · Returns within 24 hours</p>
        <nav aria-label="Region" className="flex items-center gap-3 tracking-wide">
          <Link to={paths.home} className="font-semibold underline underline-offset-4" aria-label="India (current region)">
            IN
          </Link>
          <span aria-hidden="true" className="text-white/50">
            |
          </span>
          <Link to={paths.shipping} className="text-white/85 hover:text-white" aria-label="US: international shipping">
            US
          </Link>
        </nav>
      </div>
    </div>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute -top-1 -right-1 flex h-[1.1rem] min-w-[1.1rem] items-center justify-center rounded-full px-1 text-[0.65rem] leading-none font-semibold ${
        count ? 'bg-tangerine-dark text-white' : 'bg-sand text-ink-soft'
      }`}
    >
      {count}
    </span>
  );
}

const iconButton = 'relative flex h-10 w-10 items-center justify-center text-ink hover:text-tangerine-dark';

export function Header() {
  const session = useSession();
  const { count: cartCount } = useCartSummary();
  const { data: wishlist } = useWishlist();
  const wishlistCount = session ? (wishlist?.length ?? 0) : 0;
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `block border-b-2 py-3 text-[0.8rem] font-medium tracking-[0.14em] uppercase transition-colors ${isActive ? 'border-ink text-ink' : 'border-transparent text-ink-soft hover:text-ink'}`;

  return (
    <>
      <TopBar />
      <header
        className={`sticky top-0 z-30 border-b border-line bg-white transition-shadow duration-300 ${scrolled ? 'shadow-[0_8px_24px_-10px_rgba(0,0,0,0.22)]' : 'shadow-none'}`}
        data-scrolled={scrolled || undefined}
      >
        <div className="relative">
          <div className="container-shop grid h-16 grid-cols-[1fr_auto_1fr] items-center gap-4 lg:h-20">
            <div className="flex items-center gap-1">
              <button type="button" className={`${iconButton} -ml-2 lg:hidden`} aria-label="Open menu" onClick={() => openPanel('menu')} onPointerEnter={() => preloadPanel('menu')}>
                <MenuIcon size={22} />
              </button>
              <button type="button" className={`${iconButton} lg:hidden`} aria-label="Search products" onClick={() => openPanel('search')} onPointerEnter={() => preloadPanel('search')}>
                <SearchIcon size={20} />
              </button>
              <SearchBox variant="header" className="hidden w-full max-w-xs lg:block" />
            </div>

            <Link to={paths.home} className="flex flex-col items-center leading-none text-ink" aria-label="Tangerine Luxury, home">
              <span className="font-serif text-[1.65rem] font-medium tracking-wide lg:text-[2.1rem]">Tangerine</span>
              <span className="mt-0.5 text-[0.55rem] tracking-[0.55em] text-ink-soft uppercase lg:text-[0.62rem]">Luxury</span>
            </Link>

            <div className="flex items-center justify-end gap-1 lg:gap-3">
              <Link to={session ? paths.userDetails : paths.login} className="flex h-10 items-center gap-2 px-2 text-sm text-ink hover:text-tangerine-dark">
                <UserIcon size={20} />
                <span className="sr-only xl:not-sr-only">{session ? 'Account' : 'Sign In'}</span>
              </Link>
              <Link to={paths.wishlist} className={`${iconButton} hidden sm:flex`} aria-label={`Wishlist (${wishlistCount})`}>
                <HeartIcon size={20} />
                <CountBadge count={wishlistCount} />
              </Link>
              <button
                type="button"
                className={iconButton}
                aria-label={`Cart (${cartCount})`}
                onClick={() => openPanel('cart')}
                onPointerEnter={() => preloadPanel('cart')}
                onFocus={() => preloadPanel('cart')}
              >
                <BagIcon size={21} />
                <CountBadge count={cartCount} />
              </button>
            </div>
          </div>

          <nav aria-label="Main" className="hidden border-t border-line lg:block">
            <ul className="container-shop flex items-center justify-center gap-7 xl:gap-9">
              {PRIMARY_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end className={navClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
              <MegaMenus />
              {SECONDARY_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={(s) => `${navClass(s)} ${l.label === 'SALE' ? '!text-sale' : ''}`}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <Panels />
    </>
  );
}
