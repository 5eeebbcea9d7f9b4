/**
 * Home hero (catalogue §2): four slides, advancing every 5 s, with dots, SHOP NOW and SELL WITH US.
 * Slides are stacked in a box of fixed proportions and cross-fade, so nothing shifts. The first
 * slide's picture is the page's largest paint: it loads eagerly with high priority and fixed
 * dimensions; the others load at low priority. Hover, focus or the pause button stop the motion.
 */
import { HERO } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { prefersReducedMotion, useInterval } from '@/lib/use-interval';
import { HOME } from '../constants';

interface Slide {
  art: number;
  eyebrow: string;
  title: string;
  text: string;
  alt: string;
}

const SLIDES: readonly Slide[] = [
  {
    art: HERO.firstSlideArt,
    eyebrow: 'Pre-owned luxury, authenticated',
    title: 'Icons, loved again',
    text: 'Bags, clothing, footwear and fine jewellery from the great houses, checked by our experts and priced in rupees.',
    alt: 'A cognac leather top-handle bag beside an orange quilted mini bag',
  },
  {
    art: 2,
    eyebrow: 'New in this week',
    title: 'Evening, reimagined',
    text: 'Statement heels and clutches ready for the season’s celebrations, at a fraction of their retail price.',
    alt: 'Red patent heels beside a black envelope clutch',
  },
  {
    art: 3,
    eyebrow: 'Fine watches and jewellery',
    title: 'Gold that lasts',
    text: 'Timepieces and fine jewellery, each authenticated and ready to be worn for generations.',
    alt: 'A gold bracelet watch with a navy dial beside a gold drop necklace',
  },
  {
    art: 4,
    eyebrow: 'The menswear edit',
    title: 'Tailoring, second time round',
    text: 'Jackets, loafers and sneakers from the houses that define modern menswear.',
    alt: 'A navy tailored jacket with brown loafers and white leather sneakers',
  },
];

export function HeroSlider() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(() => prefersReducedMotion());
  useInterval(() => setIndex((i) => (i + 1) % SLIDES.length), HOME.heroSlideMs, !stopped && !hovered);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={() => setHovered(false)}
    >
      <div className="relative aspect-[4/5] w-full overflow-hidden bg-sand sm:aspect-[16/10] xl:aspect-[16/7]">
        {SLIDES.map((slide, i) => {
          const active = i === index;
          const first = i === 0;
          return (
            <div
              key={slide.art}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 ${active ? 'z-10' : 'z-0'}`}
            >
              {/* Pictures cross-fade; the texts swap quickly, so two headlines never show at once. */}
              <picture>
                <source media={HERO.phoneMedia} srcSet={HERO.picture(slide.art, 'tall')} width={800} height={1000} />
                <img
                  src={HERO.picture(slide.art, 'wide')}
                  alt={slide.alt}
                  width={1600}
                  height={900}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'low'}
                  decoding="async"
                  className={`absolute inset-0 h-full w-full object-cover object-[70%_60%] transition-opacity duration-700 ${active ? 'opacity-100' : 'opacity-0'}`}
                />
              </picture>
              <div className="absolute inset-0 bg-gradient-to-b from-paper/85 from-10% via-paper/30 via-35% to-transparent to-50% sm:bg-gradient-to-r sm:from-paper/85 sm:from-20% sm:via-paper/30 sm:via-40% sm:to-transparent sm:to-55%" />
              <div
                className={`container-shop relative flex h-full flex-col justify-start pt-8 transition-opacity sm:justify-center sm:pt-0 ${active ? 'opacity-100 delay-300 duration-500' : 'opacity-0 duration-200'}`}
              >
                <div className="max-w-xl">
                  <p className="eyebrow text-ink-soft">{slide.eyebrow}</p>
                  <h2 className="mt-3 font-serif text-[2.6rem] leading-[1.02] text-ink sm:text-6xl xl:text-7xl">{slide.title}</h2>
                  <p className="mt-4 hidden max-w-md text-base text-ink-soft sm:block">{slide.text}</p>
                  <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
                    <Link to={paths.shop} className="btn-primary">
                      Shop Now
                    </Link>
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
        {SLIDES.map((slide, i) => (
          <button
            key={slide.art}
            type="button"
            aria-label={`Show slide ${i + 1} of ${SLIDES.length}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className="flex h-6 w-6 items-center justify-center"
          >
            <span className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-ink' : 'w-2 bg-ink/35 hover:bg-ink/60'}`} />
          </button>
        ))}
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
