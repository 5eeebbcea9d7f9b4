/**
 * Shop by brands (catalogue §2, §9): up to 14 brands from GET /brand/get-brands, four visible on
 * wide screens, advancing every 2 s (paused on hover, focus or reduced motion), and View All Brands.
 * When the list cannot be loaded it says so and shows a fixed list instead (catalogue §8).
 */
import type { Brand } from '@shop/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { Link } from 'react-router';
import { paths, shopUrl } from '@/lib/paths';
import { useBrands } from '@/features/catalogue';
import { prefersReducedMotion, useInterval, usePointerOrFocusInside } from '@/lib/use-interval';
import { HOME } from '../constants';
import { SectionHeading } from './section-heading';

/** The fallback of catalogue §8: twelve houses, linked to a search by name (their ids are unknown). */
const FALLBACK_BRANDS = ['Chanel', 'Louis Vuitton', 'Hermès', 'Gucci', 'Dior', 'Prada', 'Saint Laurent', 'Fendi', 'Bottega Veneta', 'Balenciaga', 'Burberry', 'Cartier'];

interface BrandTile {
  key: string;
  name: string;
  to: string;
  note?: string;
  image?: string | null;
}

function toTiles(brands: readonly Brand[]): BrandTile[] {
  return [...brands]
    .sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0) || a.name.localeCompare(b.name))
    .slice(0, HOME.brandsMax)
    .map((b) => ({
      key: b._id,
      name: b.name,
      image: b.image,
      to: shopUrl({ brandId: b._id }),
      note: b.product_count ? `${b.product_count} ${b.product_count === 1 ? 'piece' : 'pieces'}` : undefined,
    }));
}

function Arrow({ dir, onClick }: { dir: 'prev' | 'next'; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={dir === 'prev' ? 'Previous brands' : 'Next brands'}
      className="flex h-10 w-10 items-center justify-center border border-line bg-white hover:border-ink"
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d={dir === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
      </svg>
    </button>
  );
}

export function BrandsCarousel() {
  const { data, isPending, isError } = useBrands();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const [paused, pausedHandlers] = usePointerOrFocusInside();
  useInterval(() => embla?.scrollNext(), HOME.brandSlideMs, Boolean(embla) && !paused && !prefersReducedMotion());

  const tiles: BrandTile[] = isError ? FALLBACK_BRANDS.map((name) => ({ key: name, name, to: shopUrl({ search: name }) })) : toTiles(data ?? []);

  return (
    <section aria-labelledby="brands-title" className="border-y border-line bg-white py-16">
      <div className="container-shop">
        <SectionHeading id="brands-title" eyebrow="The houses" title="Shop by Brands" action={{ to: paths.shop, label: 'View All Brands' }} />
        {isError ? (
          <p role="alert" className="mb-4 text-sm text-sale">
            Failed to load brands
          </p>
        ) : null}
        <div role="region" aria-roledescription="carousel" aria-label="Brands" {...pausedHandlers}>
          <div className="overflow-hidden" ref={emblaRef}>
            <ul className="-ml-4 flex touch-pan-y">
              {isPending
                ? Array.from({ length: HOME.brandSlidesVisible }, (_, i) => (
                    <li key={i} className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 md:basis-1/4" aria-hidden="true">
                      <div className="h-36 animate-pulse bg-sand" />
                    </li>
                  ))
                : tiles.map((tile) => (
                    <li key={tile.key} className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 md:basis-1/4">
                      <Link to={tile.to} className="group flex h-36 flex-col items-center justify-center border border-line bg-paper px-4 text-center transition-colors hover:border-ink">
                        {tile.image ? (
                          <img src={tile.image} alt={tile.name} width={160} height={64} loading="lazy" className="h-12 w-auto object-contain" />
                        ) : (
                          <span className="font-serif text-2xl leading-tight text-ink sm:text-[1.7rem]">{tile.name}</span>
                        )}
                        {tile.note ? <span className="mt-2 text-xs tracking-[0.15em] text-muted uppercase">{tile.note}</span> : null}
                      </Link>
                    </li>
                  ))}
            </ul>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Arrow dir="prev" onClick={() => embla?.scrollPrev()} />
            <Arrow dir="next" onClick={() => embla?.scrollNext()} />
          </div>
        </div>
      </div>
    </section>
  );
}
