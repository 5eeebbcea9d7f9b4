/**
 * The product's pictures (storefront §2): a swipeable carousel with thumbnails, the condition and
 * brand badges, click (or Enter) to zoom, and when sold out a blurred picture under SOLD OUT.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon, ChevronRightIcon, ZoomIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { useIdle } from '@/lib/use-idle';

export interface ProductGalleryProps {
  name: string;
  images: readonly string[];
  soldOut: boolean;
  conditionLabel: string;
  brandName: string | null;
}

function ZoomDialog({
  open,
  onOpenChange,
  name,
  images,
  index,
  onIndex,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  images: readonly string[];
  index: number;
  onIndex: (i: number) => void;
}) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  useEffect(() => setZoomed(false), [index, open]);

  function toggle(e: MouseEvent<HTMLButtonElement>) {
    const box = e.currentTarget.getBoundingClientRect();
    setOrigin(`${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`);
    setZoomed((z) => !z);
  }

  const count = images.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={name} width="max-w-[min(48rem,calc(60vh+3rem))]">
      <div className="relative">
        <button
          type="button"
          onClick={toggle}
          className={`block w-full overflow-hidden bg-sand ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
          aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
          aria-pressed={zoomed}
        >
          <ProductImage
            src={images[index]}
            alt={`${name}, picture ${index + 1} of ${count}`}
            variant="full"
            sizes="(min-width: 768px) 720px, 100vw"
            priority
            className="transition-transform duration-300"
            style={{ transform: zoomed ? 'scale(2.2)' : 'none', transformOrigin: origin }}
          />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => onIndex((index - 1 + count) % count)}
              className="absolute top-1/2 left-3 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
              aria-label="Previous picture"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => onIndex((index + 1) % count)}
              className="absolute top-1/2 right-3 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white"
              aria-label="Next picture"
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      <p className="mt-3 text-center text-xs text-muted">
        Picture {index + 1} of {count} · click the picture to {zoomed ? 'zoom out' : 'zoom in'}
      </p>
    </Dialog>
  );
}

export function ProductGallery({ name, images, soldOut, conditionLabel, brandName }: ProductGalleryProps) {
  const pictures = images.length ? images : [''];
  // The carousel measures its slides once the browser is idle, not in the task that ends hydration.
  const idle = useIdle();
  const [emblaRef, api] = useEmblaCarousel({ loop: pictures.length > 1, duration: 25, active: idle });
  const embla = idle ? api : undefined;
  const [selected, setSelected] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);

  // A picture chosen before the carousel was live (an arrow or a thumbnail) is where it starts.
  const chosen = useRef(0);
  chosen.current = selected;
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    if (chosen.current !== 0) embla.scrollTo(chosen.current, true);
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const count = pictures.length;
  const scrollTo = useCallback((i: number) => (embla ? embla.scrollTo(i) : setSelected(i)), [embla]);
  const step = (by: 1 | -1) => {
    if (!embla) setSelected((s) => (s + by + count) % count);
    else if (by > 0) embla.scrollNext();
    else embla.scrollPrev();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="relative" role="region" aria-roledescription="carousel" aria-label={`Pictures of ${name}`}>
        <div ref={emblaRef} className="overflow-hidden bg-sand">
          <div className="flex touch-pan-y">
            {pictures.map((src, i) => (
              <div key={`${src}-${i}`} className="min-w-0 flex-[0_0_100%]" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
                <button
                  type="button"
                  className="group relative block w-full cursor-zoom-in"
                  onClick={() => {
                    setSelected(i);
                    setZoomOpen(true);
                  }}
                  aria-label={`Zoom picture ${i + 1} of ${count}`}
                  tabIndex={i === selected ? 0 : -1}
                >
                  <ProductImage
                    src={src || null}
                    alt={`${name}, picture ${i + 1} of ${count}`}
                    variant="full"
                    sizes="(min-width: 1024px) 50vw, 100vw"
                    priority={i === 0}
                    className={soldOut ? 'scale-105 blur-md' : ''}
                  />
                  <span className="absolute right-4 bottom-4 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-ink opacity-80 shadow group-hover:opacity-100">
                    <ZoomIcon size={18} />
                  </span>
                </button>
              </div>
            ))}
          </div>
        </div>
        {soldOut ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <span className="bg-white/90 px-8 py-3 text-lg font-semibold tracking-[0.4em] text-ink shadow-sm">SOLD OUT</span>
          </div>
        ) : null}
        <div className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <span className="bg-white/95 px-2.5 py-1 text-[0.7rem] font-medium tracking-[0.12em] text-ink uppercase shadow-sm">{conditionLabel}</span>
          {brandName ? <span className="bg-ink px-2.5 py-1 text-[0.7rem] font-medium tracking-[0.12em] text-white uppercase">{brandName}</span> : null}
        </div>
        {count > 1 ? (
          <>
            <GalleryArrow side="left" onClick={() => step(-1)} />
            <GalleryArrow side="right" onClick={() => step(1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Choose a picture">
          {pictures.map((src, i) => (
            <li key={`${src}-thumb-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => scrollTo(i)}
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                className={`block w-16 border-2 sm:w-20 ${i === selected ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100'}`}
              >
                <ProductImage src={src} alt="" variant="thumb" sizes="80px" className={soldOut ? 'blur-[2px]' : ''} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ZoomDialog
        open={zoomOpen}
        onOpenChange={setZoomOpen}
        name={name}
        images={pictures}
        index={selected}
        onIndex={(i) => {
          setSelected(i);
          scrollTo(i);
        }}
      />
    </div>
  );
}

const ARROW = {
  left: { place: 'left-3', label: 'Previous picture', Icon: ChevronLeftIcon },
  right: { place: 'right-3', label: 'Next picture', Icon: ChevronRightIcon },
} as const;

/** The button over the picture that turns to the previous or the next one. */
function GalleryArrow({ side, onClick }: { side: keyof typeof ARROW; onClick: () => void }) {
  const { place, label, Icon } = ARROW[side];
  return (
    <button
      type="button"
      onClick={onClick}
      className={`absolute top-1/2 ${place} flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white`}
      aria-label={label}
    >
      <Icon />
    </button>
  );
}
