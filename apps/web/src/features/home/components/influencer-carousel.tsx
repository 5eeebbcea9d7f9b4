/**
 * Creator carousel (catalogue §2, §9): the entries the back office set, advancing every 3 s. An
 * entry opens its video in a new tab (rel=noopener), or a page of the shop (the starting entries
 * are the shop's own guides; staff add partner videos as partnerships begin).
 */
import { imageVariantUrl, type CreatorVideo } from '@shop/shared';
import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { prefersReducedMotion, useInterval, usePointerOrFocusInside } from '@/lib/use-interval';
import { useHomeContent } from '../api';
import { HOME } from '../constants';
import { EyebrowHeading } from '@/components/ui/eyebrow-heading';

function EntryLink({ video, children }: { video: CreatorVideo; children: ReactNode }) {
  if (video.video_url.startsWith('/')) {
    return (
      <Link to={video.video_url} className="group block">
        {children}
      </Link>
    );
  }
  return (
    <a href={video.video_url} target="_blank" rel="noopener noreferrer" className="group block">
      {children}
      <span className="sr-only"> (video opens in a new tab)</span>
    </a>
  );
}

export function InfluencerCarousel() {
  const videos = useHomeContent().data?.videos ?? [];
  const [emblaRef, embla] = useEmblaCarousel({ loop: videos.length > 1, align: 'start' });
  const [paused, pausedHandlers] = usePointerOrFocusInside();
  useInterval(() => embla?.scrollNext(), HOME.influencerSlideMs, Boolean(embla) && !paused && !prefersReducedMotion());
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="influencers-title" className="bg-ink py-16 text-white">
      <div className="container-shop">
        <div className="mb-8">
          <EyebrowHeading eyebrow="Watch and learn" id="influencers-title" eyebrowClassName="text-white/70" className="mt-2 font-serif text-3xl sm:text-4xl">
            Stories and guides
          </EyebrowHeading>
        </div>
        <div role="region" aria-roledescription="carousel" aria-label="Videos and guides" {...pausedHandlers} className="overflow-hidden" ref={emblaRef}>
          <ul className="-ml-4 flex touch-pan-y">
            {videos.map((v) => (
              <li key={v._id} className="min-w-0 shrink-0 grow-0 basis-[75%] pl-4 sm:basis-1/2 md:basis-1/3 xl:basis-1/4">
                <EntryLink video={v}>
                  <div className="relative overflow-hidden">
                    <img
                      src={imageVariantUrl(v.image, 'card')}
                      alt=""
                      width={480}
                      height={600}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                    />
                    {v.video_url.startsWith('/') ? null : (
                      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
                        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-transform group-hover:scale-110">
                          <svg width="18" height="18" viewBox="0 0 10 10">
                            <path d="M2.5 1.2l6.3 3.8-6.3 3.8z" fill="currentColor" />
                          </svg>
                        </span>
                      </span>
                    )}
                  </div>
                  <p className="mt-3 text-sm font-medium">{v.title}</p>
                  <p className="text-xs text-white/70">{v.credit}</p>
                </EntryLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
