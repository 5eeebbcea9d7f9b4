/**
 * You May Also Like (storefront §2, §9): four related pieces from the server, as a carousel whose
 * arrows show from 768 px up (phones swipe).
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useRelatedProducts } from '@/features/catalogue';
import { ProductCard } from '@/features/catalogue';
import { CardSkeletonLines } from '@/components/ui/card-skeleton';
import { useNearViewport } from '@/components/ui/near-viewport';

const SHOWN = 4;

export function RelatedProducts({ productId }: { productId: string }) {
  const { data, isPending, isError } = useRelatedProducts(productId);
  const products = (data ?? []).slice(0, SHOWN);
  // Below the fold: the carousel measures its slides when the shopper scrolls towards it.
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const [emblaRef, api] = useEmblaCarousel({ align: 'start', duration: 25, containScroll: 'trimSnaps', active: near });
  const embla = near ? api : undefined;
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  if (isError || (!isPending && products.length === 0)) return null;

  const arrow = 'hidden h-10 w-10 items-center justify-center rounded-full border border-ink text-ink hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:opacity-30 md:flex';
  return (
    <section ref={section} aria-labelledby="related-heading" className="py-4">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="related-heading" className="font-serif text-3xl sm:text-4xl">
          You May Also Like
        </h2>
        <div className="flex gap-2">
          <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Previous products">
            <ChevronLeftIcon />
          </button>
          <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Next products">
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      {isPending ? (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy="true" aria-label="Loading related products">
          {Array.from({ length: SHOWN }, (_, i) => (
            <div key={i} className="animate-pulse">
              <CardSkeletonLines />
            </div>
          ))}
        </div>
      ) : (
        <div ref={emblaRef} className="overflow-hidden">
          <ul className="-ml-4 flex">
            {products.map((p) => (
              <li key={p._id} className="min-w-0 flex-[0_0_50%] pl-4 md:flex-[0_0_33.333%] xl:flex-[0_0_25%]">
                <ProductCard product={p} sizes="(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 50vw" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
