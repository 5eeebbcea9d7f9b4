/**
 * Home hero (catalogue §2): the live slides the back office set (four to start), advancing every
 * 5 s, with dots, each slide's own button and SELL WITH US. Slides are stacked in a box of fixed
 * proportions and cross-fade, so nothing shifts. The first slide's picture is the page's largest
 * paint: it loads eagerly with high priority and fixed dimensions (the server preloads it); the
 * others are added once the page is live (the slides cannot move before), so a phone's first view
 * spends its bandwidth on the one picture it shows. Hover, focus or the pause button stop the motion.
 */
import { HERO, type HeroSlide } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { prefersReducedMotion, useInterval, usePointerOrFocusInside } from '@/lib/use-interval';
import { useHomeContent } from '../api';
import { HOME } from '../constants';
import { CarouselDots } from '@/components/ui/carousel-dots';

const EMPTY: readonly HeroSlide[] = [];

/** A link of the shop goes through the router; an address elsewhere opens in a new tab. */
function SlideLink({ slide }: { slide: HeroSlide }) {
  if (slide.link_url.startsWith('/')) {
    return (
      <Link to={slide.link_url} className="btn-primary">
        {slide.link_label}
      </Link>
    );
  }
  return (
    <a href={slide.link_url} target="_blank" rel="noopener noreferrer" className="btn-primary">
      {slide.link_label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function HeroSlider() {
  const content = useHomeContent();
  const slides = content.data?.slides ?? EMPTY;
  const [current, setIndex] = useState(0);
  const index = slides.length ? current % slides.length : 0;
  const [hovered, hoveredHandlers] = usePointerOrFocusInside();
  const [stopped, setStopped] = useState(() => prefersReducedMotion());
  const live = useHydrated();
  useInterval(() => setIndex((i) => (i + 1) % slides.length), HOME.heroSlideMs, !stopped && !hovered && slides.length > 1);
  // Space kept while a page reached in the browser loads the content, so nothing below jumps.
  if (content.isPending) return <div aria-hidden="true" className="aspect-[4/5] w-full bg-sand sm:aspect-[16/10] xl:aspect-[16/7]" />;
  if (slides.length === 0) return null;

  return (
    <section aria-roledescription="carousel" aria-label="Featured collections" className="relative" {...hoveredHandlers}>
      <div className="relative aspect-[4/5] w-full overflow-hidden bg-sand sm:aspect-[16/10] xl:aspect-[16/7]">
        {slides.map((slide, i) => {
          const active = i === index;
          const first = i === 0;
          return (
            <div
              key={slide._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 ${active ? 'z-10' : 'z-0'}`}
            >
              {/* Pictures cross-fade; the texts swap quickly, so two headlines never show at once. */}
              {first || live ? (
                <picture>
                  {slide.phone_image ? <source media={HERO.phoneMedia} srcSet={slide.phone_image} width={800} height={1000} /> : null}
                  <img
                    src={slide.image}
                    alt={slide.image_alt}
                    width={1600}
                    height={900}
                    loading={first ? 'eager' : 'lazy'}
                    fetchPriority={first ? 'high' : 'low'}
                    decoding="async"
                    className={`absolute inset-0 h-full w-full object-cover object-[70%_60%] transition-opacity duration-700 ${active ? 'opacity-100' : 'opacity-0'}`}
                  />
                </picture>
              ) : null}
              <div className="absolute inset-0 bg-gradient-to-b from-paper/85 from-10% via-paper/30 via-35% to-transparent to-50% sm:bg-gradient-to-r sm:from-paper/85 sm:from-20% sm:via-paper/30 sm:via-40% sm:to-transparent sm:to-55%" />
              <div
                className={`container-shop relative flex h-full flex-col justify-start pt-8 transition-opacity sm:justify-center sm:pt-0 ${active ? 'opacity-100 delay-300 duration-500' : 'opacity-0 duration-200'}`}
              >
                <div className="max-w-xl">
                  {slide.eyebrow ? <p className="eyebrow text-ink-soft">{slide.eyebrow}</p> : null}
                  <h2 className="mt-3 text-balance font-serif text-[2.6rem] leading-[1.02] text-ink sm:text-6xl xl:text-7xl">{slide.heading}</h2>
                  {slide.text ? <p className="mt-4 hidden max-w-md text-base text-ink-soft sm:block">{slide.text}</p> : null}
                  <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
                    <SlideLink slide={slide} />
                    <Link to={paths.sellWithUs} className="btn-outline bg-paper/60">
                      Sell With Us
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-4 z-20 flex items-center justify-center gap-3">
        <CarouselDots
          count={slides.length}
          index={index}
          onSelect={setIndex}
          label={(i) => `Show slide ${i + 1} of ${slides.length}`}
          buttonClassName="flex h-6 w-6 items-center justify-center"
          dotClassName={(current) => `h-2 transition-all ${current ? 'w-6 bg-ink' : 'w-2 bg-ink/35 hover:bg-ink/60'}`}
        />
        <button
          type="button"
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? 'Play the slideshow' : 'Pause the slideshow'}
          className="ml-2 flex h-7 w-7 items-center justify-center rounded-full border border-ink/30 bg-paper/70 text-ink"
        >
          {stopped ? (
            <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
              <path d="M2 1l7 4-7 4z" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
              <path d="M2 1h2v8H2zM6 1h2v8H6z" fill="currentColor" />
            </svg>
          )}
        </button>
      </div>
    </section>
  );
}
