/**
 * The sale page's hero (catalogue §2): three pictures that change every 5 s, thumbnails to pick
 * one, and Shop Collection, which scrolls to the list. The second and third pictures are added
 * once the page is live (they cannot show before), so a phone's first view loads only the first.
 */
import { useState } from 'react';
import { prefersReducedMotion, useInterval } from '@/lib/use-interval';
import { useHydrated } from '@/lib/use-hydrated';
import { EyebrowHeading } from '@/components/ui/eyebrow-heading';

export const SALE_SLIDE_MS = 5000;

const SLIDES = [
  { src: '/art/sale-1.webp', alt: 'A red leather satchel beside a yellow silk scarf' },
  { src: '/art/sale-2.webp', alt: 'White leather sneakers beside a black monogram belt' },
  { src: '/art/sale-3.webp', alt: 'A navy quilted shoulder bag beside gold drop earrings' },
] as const;

export function SaleHero({ listId }: { listId: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => prefersReducedMotion());
  const live = useHydrated();
  useInterval(() => setIndex((i) => (i + 1) % SLIDES.length), SALE_SLIDE_MS, !paused);

  const shopCollection = () => {
    const list = document.getElementById(listId);
    if (!list) return;
    list.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    list.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="sale-title" className="bg-sand">
      <div className="container-shop grid items-center gap-8 py-10 lg:grid-cols-[5fr_7fr] lg:gap-14 lg:py-14">
        <div>
          <EyebrowHeading eyebrow="Sale is live" as="h1" id="sale-title" eyebrowClassName="text-sale" className="mt-3 font-serif text-5xl leading-none sm:text-6xl">
            The Sale
          </EyebrowHeading>
          <p className="mt-5 max-w-md text-ink-soft">Authenticated pre-owned pieces from the houses you love, now at their lowest prices. Each one is a single piece: when it is gone, it is gone.</p>
          <button type="button" className="btn-primary mt-8" onClick={shopCollection}>
            Shop Collection
          </button>
        </div>
        <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(prefersReducedMotion())} onFocus={() => setPaused(true)}>
          <div className="relative aspect-[3/2] overflow-hidden bg-paper" aria-roledescription="carousel" aria-label="Sale pictures" role="region">
            {SLIDES.filter((_, i) => i === 0 || live).map((slide, i) => (
              <img
                key={slide.src}
                src={slide.src}
                alt={i === index ? slide.alt : ''}
                aria-hidden={i === index ? undefined : true}
                width={1200}
                height={800}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${i === index ? 'opacity-100' : 'opacity-0'}`}
              />
            ))}
          </div>
          <div className="mt-3 flex gap-3" role="group" aria-label="Choose a picture">
            {SLIDES.map((slide, i) => (
              <button
                key={slide.src}
                type="button"
                aria-label={`Show picture ${i + 1} of ${SLIDES.length}`}
                aria-pressed={i === index}
                onClick={() => {
                  setIndex(i);
                  setPaused(true);
                }}
                className={`w-20 overflow-hidden border-2 sm:w-24 ${i === index ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100'}`}
              >
                {i === 0 || live ? (
                  <img src={slide.src} alt="" width={1200} height={800} loading="lazy" className="aspect-[3/2] h-auto w-full object-cover" />
                ) : (
                  <span className="block aspect-[3/2] w-full bg-paper" />
                )}
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
