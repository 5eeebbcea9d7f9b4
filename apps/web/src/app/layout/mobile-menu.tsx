/**
 * The phone menu (storefront §2, §4): slides in from the left with the header's links, an
 * expandable list per category, Wishlist (count) and Sign In / Account. Closes on a tap outside,
 * on Escape, after choosing a link, and by itself once the window is 1024 px or wider.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { TAXONOMY, type SubCategory } from '@shop/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, CloseIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { useWishlist } from '@/features/wishlist/api';
import { useSession } from '@/lib/session';
import { paths } from '@/lib/paths';
import { categoryUrl, PRIMARY_LINKS, SECONDARY_LINKS, SERVICE_SECTIONS, subCategoryUrl } from './nav-links';
import { LeafLinks } from './leaf-links';

const DESKTOP_QUERY = '(min-width: 1024px)';

function Expandable({ label, level, children }: { label: string; level: 1 | 2; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={level === 1 ? 'border-b border-line' : ''}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={`flex w-full items-center justify-between text-left ${level === 1 ? 'py-4 text-sm font-medium tracking-[0.14em] uppercase' : 'py-2.5 pl-3 text-sm text-ink-soft'}`}
      >
        {label}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </li>
  );
}

function SubCategoryList({ sub }: { sub: SubCategory }) {
  return (
    <Expandable label={sub.name} level={2}>
      <ul className="space-y-1 pb-2 pl-6">
        <li>
          <Link to={subCategoryUrl(sub)} className="block py-1.5 text-sm font-medium text-ink underline underline-offset-2">
            All {sub.name}
          </Link>
        </li>
        <LeafLinks sub={sub} className="block py-1.5 text-sm text-ink-soft" />
      </ul>
    </Expandable>
  );
}

export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const { data: wishlist } = useWishlist();
  const wishlistCount = wishlist?.length ?? 0;
  const { pathname, search } = useLocation();

  // Choosing a link closes the menu (the first run is the menu opening, not a navigation).
  const location = `${pathname}${search}`;
  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current !== location) onOpenChange(false);
    lastLocation.current = location;
  }, [location, onOpenChange]);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && onOpenChange(false);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onOpenChange]);

  const linkClass = 'block border-b border-line py-4 text-sm font-medium tracking-[0.14em] uppercase';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" data-testid="mobile-menu-backdrop" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-0 left-0 z-50 flex h-full w-[85vw] max-w-[22rem] flex-col bg-white shadow-2xl focus:outline-none transition-transform duration-200 ease-out starting:-translate-x-full"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <RadixDialog.Title className="font-serif text-2xl">Menu</RadixDialog.Title>
            <RadixDialog.Close className="rounded p-2 text-ink-soft hover:bg-sand" aria-label="Close menu">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-5">
            <ul>
              {PRIMARY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
              {TAXONOMY.map((category) => (
                <Expandable key={category.id} label={category.name} level={1}>
                  <ul className="pb-3">
                    <li>
                      <Link to={categoryUrl(category)} className="block py-2.5 pl-3 text-sm font-medium text-ink underline underline-offset-2">
                        Shop all {category.name}
                      </Link>
                    </li>
                    {category.children.map((sub) => (
                      <SubCategoryList key={sub.id} sub={sub} />
                    ))}
                  </ul>
                </Expandable>
              ))}
              <Expandable label="Our Services" level={1}>
                <ul className="pb-3">
                  {SERVICE_SECTIONS.flatMap((s) => s.links).map((l) => (
                    <li key={l.to}>
                      <Link to={l.to} className="block py-2.5 pl-3 text-sm text-ink-soft">
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Expandable>
              {SECONDARY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={`${linkClass} ${l.label === 'SALE' ? 'text-sale' : ''}`}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="grid grid-cols-2 gap-3 border-t border-line p-5">
            <Link to={paths.wishlist} className="btn-outline px-3">
              <HeartIcon size={16} />
              Wishlist ({wishlistCount})
            </Link>
            <Link to={session ? paths.userDetails : paths.login} className="btn-primary px-3">
              <UserIcon size={16} />
              {session ? 'Account' : 'Sign In'}
            </Link>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
