/**
 * Desktop mega menus for Men, Women, Kids and Our Services (storefront §2): open on hover, close on
 * leave, and work from the keyboard too (Enter, Space or ↓ opens, Escape closes, Tab out closes).
 * Each category menu has titled sections and a picture carousel of its newest pieces
 * (auto-advance 3 s, fade 0.5 s, §9); Our Services has no pictures.
 */
import { TAXONOMY, type Category } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { productListQuery } from '@/features/catalogue/api';
import { paths } from '@/lib/paths';
import { prefersReducedMotion, useInterval, usePointerOrFocusInside } from '@/lib/use-interval';
import { categoryUrl, SERVICE_SECTIONS, subCategoryUrl, type ServiceLink } from './nav-links';
import { LeafLinks } from './leaf-links';
import { CarouselDots } from '@/components/ui/carousel-dots';

const AUTO_ADVANCE_MS = 3000;
const HOVER_CLOSE_DELAY_MS = 150;

/** Newest in-stock pieces of a category, as pictures with their names and links. */
function MenuCarousel({ category, active }: { category: Category; active: boolean }) {
  const { data, isPending } = useQuery({
    ...productListQuery({ category_id: category.id, sort: 'newest', in_stock: true, with_images: true, limit: 5 }),
    staleTime: 5 * 60_000,
  });
  const slides = (data?.products ?? []).filter((p) => p.images.length > 0);
  const [index, setIndex] = useState(0);
  const [paused, pausedHandlers] = usePointerOrFocusInside();
  const count = slides.length;

  useInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS, count >= 2 && !paused && active && !prefersReducedMotion());

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label={`New in ${category.name}`} className="w-56 shrink-0" {...pausedHandlers}>
      <div className="relative aspect-[4/5] w-full overflow-hidden bg-sand">
        {isPending ? <div className="absolute inset-0 animate-pulse bg-sand" /> : null}
        {slides.map((p, i) => (
          <Link
            key={p._id}
            to={paths.product(p._id)}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${p.product_name}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`absolute inset-0 block transition-opacity duration-500 ease-in-out ${i === index ? 'opacity-100' : 'opacity-0'}`}
          >
            <ProductImage src={p.images[0]} alt={p.product_name} sizes="224px" className="h-full" />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-3 pt-8 pb-3 text-xs text-white">{p.product_name}</span>
          </Link>
        ))}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
              aria-label="Previous picture"
            >
              <ChevronLeftIcon size={16} />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
              aria-label="Next picture"
            >
              <ChevronRightIcon size={16} />
            </button>
          </>
        ) : null}
      </div>
      <div className="mt-3 flex h-3 justify-center gap-2">
        <CarouselDots
          count={count}
          index={index}
          onSelect={go}
          label={(i) => `Show picture ${i + 1}`}
          buttonClassName="flex h-6 w-6 -translate-y-1.5 items-center justify-center"
          dotClassName={(current) => `h-2 w-2 transition-colors ${current ? 'bg-ink' : 'bg-line'}`}
        />
      </div>
    </section>
  );
}

function CategoryPanel({ category, active }: { category: Category; active: boolean }) {
  return (
    <>
      <div className="flex flex-1 flex-col">
        <div className="grid flex-1 grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-x-8 gap-y-6">
          {category.children.map((sub) => (
            <div key={sub.id}>
              <Link to={subCategoryUrl(sub)} className="eyebrow block pb-3 text-ink hover:text-tangerine-dark">
                {sub.name}
              </Link>
              <ul className="space-y-2">
                <LeafLinks sub={sub} className="text-sm text-ink-soft hover:text-ink hover:underline" />
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-6">
          <Link to={categoryUrl(category)} className="btn-outline px-4 py-2 text-xs">
            Shop all {category.name}
          </Link>
        </div>
      </div>
      <MenuCarousel category={category} active={active} />
    </>
  );
}

/** A section of Our Services as list items of links: each service's name over a line about it. */
function ServiceLinks({ links }: { links: readonly ServiceLink[] }) {
  return links.map((l) => (
    <li key={l.to}>
      <Link to={l.to} className="group block">
        <span className="font-serif text-xl text-ink group-hover:underline">{l.label}</span>
        <span className="block text-sm text-muted">{l.blurb}</span>
      </Link>
    </li>
  ));
}

function ServicesPanel() {
  return (
    <>
      <div className="grid flex-1 grid-cols-2 gap-10">
        {SERVICE_SECTIONS.map((section) => (
          <div key={section.title}>
            <p className="eyebrow pb-3 text-ink">{section.title}</p>
            <ul className="space-y-4">
              <ServiceLinks links={section.links} />
            </ul>
          </div>
        ))}
      </div>
      <div className="flex w-72 shrink-0 flex-col justify-center bg-sand p-6">
        <p className="eyebrow">Concierge</p>
        <p className="mt-2 font-serif text-2xl leading-snug text-ink">Looking for something special?</p>
        <p className="mt-2 text-sm text-ink-soft">Our team sources, authenticates and cares for pieces on request.</p>
        <Link to={paths.contact} className="mt-4 self-start text-sm font-medium tracking-wide uppercase underline underline-offset-4">
          Talk to us
        </Link>
      </div>
    </>
  );
}

function MenuItem({ label, children }: { label: string; children: (open: boolean) => ReactNode }) {
  const [open, setOpen] = useState(false);
  // The carousel mounts (and fetches) only once the menu has been opened.
  const [seen, setSeen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
    setSeen(true);
  };
  const hide = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };

  // Choosing a link navigates: close the menu.
  useEffect(() => hide(), [pathname, search]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    // Hover opens the menu for a mouse; the keyboard opens it from the button inside (see onKeyDown there).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={itemRef}
      className="static"
      onMouseEnter={show}
      onMouseLeave={() => {
        closeTimer.current = window.setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          hide();
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            show();
            requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a, button')?.focus());
          }
        }}
        className={`flex items-center gap-1 border-b-2 py-3 text-[0.8rem] font-medium tracking-[0.14em] uppercase transition-colors ${
          open ? 'border-ink text-ink' : 'border-transparent text-ink-soft hover:text-ink'
        }`}
      >
        {label}
        <ChevronDownIcon size={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 top-full z-40 border-t border-line bg-white shadow-[0_18px_30px_-18px_rgba(0,0,0,0.25)]">
        <div className="container-shop flex gap-10 py-8">{seen ? children(open) : null}</div>
      </div>
    </li>
  );
}

/** The four mega-menu items, as list items of the header's navigation list. */
export function MegaMenus() {
  return (
    <>
      {TAXONOMY.map((category) => (
        <MenuItem key={category.id} label={category.name}>
          {(open) => <CategoryPanel category={category} active={open} />}
        </MenuItem>
      ))}
      <MenuItem label="Our Services">{() => <ServicesPanel />}</MenuItem>
    </>
  );
}
