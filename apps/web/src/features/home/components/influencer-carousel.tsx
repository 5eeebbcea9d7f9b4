/**
 * Influencer carousel (catalogue §2, §9): advances every 3 s; each card opens the creator's video
 * in a new tab (rel=noopener). The video addresses are content the shop updates as partnerships change.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useState } from 'react';
import { prefersReducedMotion, useInterval } from '@/lib/use-interval';
import { HOME } from '../constants';

export const INFLUENCER_VIDEOS = [
  { name: 'Aanya Kapoor', handle: '@aanyastyles', title: 'My first Kelly: unboxing a pre-loved icon', art: 1, url: 'https://www.youtube.com/results?search_query=pre-owned+hermes+kelly+unboxing' },
  { name: 'Rhea Malhotra', handle: '@rheawears', title: 'Five evening heels worth investing in', art: 2, url: 'https://www.youtube.com/results?search_query=luxury+heels+investment' },
  { name: 'Kabir Sethi', handle: '@kabirsethi', title: 'How to spot an authentic vintage watch', art: 3, url: 'https://www.youtube.com/results?search_query=how+to+authenticate+luxury+watch' },
  { name: 'Meher Bajaj', handle: '@meherbajaj', title: 'Styling one crossbody bag five ways', art: 4, url: 'https://www.youtube.com/results?search_query=styling+designer+crossbody+bag' },
  { name: 'Arjun Rao', handle: '@arjunrao', title: 'Sneaker rotation: pre-owned designer pairs', art: 5, url: 'https://www.youtube.com/results?search_query=designer+sneakers+review' },
] as const;

export function InfluencerCarousel() {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const [paused, setPaused] = useState(false);
  useInterval(() => embla?.scrollNext(), HOME.influencerSlideMs, Boolean(embla) && !paused && !prefersReducedMotion());
  return (
    <section aria-labelledby="influencers-title" className="bg-ink py-16 text-white">
      <div className="container-shop">
        <div className="mb-8">
          <p className="eyebrow text-white/70">As seen on</p>
          <h2 id="influencers-title" className="mt-2 font-serif text-3xl sm:text-4xl">
            Loved by Creators
          </h2>
        </div>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Creator videos"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocusCapture={() => setPaused(true)}
          onBlurCapture={() => setPaused(false)}
          className="overflow-hidden"
          ref={emblaRef}
        >
          <ul className="-ml-4 flex touch-pan-y">
            {INFLUENCER_VIDEOS.map((v) => (
              <li key={v.handle} className="min-w-0 shrink-0 grow-0 basis-[75%] pl-4 sm:basis-1/2 md:basis-1/3 xl:basis-1/4">
                <a href={v.url} target="_blank" rel="noopener noreferrer" className="group block">
                  <div className="relative overflow-hidden">
                    <img src={`/art/influencer-${v.art}.webp`} alt="" width={480} height={600} loading="lazy" decoding="async" className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]" />
                    <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-transform group-hover:scale-110">
                        <svg width="18" height="18" viewBox="0 0 10 10">
                          <path d="M2.5 1.2l6.3 3.8-6.3 3.8z" fill="currentColor" />
                        </svg>
                      </span>
                    </span>
                  </div>
                  <p className="mt-3 text-sm font-medium">{v.title}</p>
                  <p className="text-xs text-white/70">
                    {v.name} · {v.handle}
                    <span className="sr-only"> (video opens in a new tab)</span>
                  </p>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
