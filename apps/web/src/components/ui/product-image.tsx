/**
 * A product picture with fixed dimensions (no layout shift), WebP variants through srcset, lazy
 * loading below the fold and the placeholder when the image is missing or broken (storefront §8).
 */
import { IMAGE_VARIANTS, imageSrcSet, imageVariantUrl, type ImageVariant } from '@shop/shared';
import { useState, type ImgHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string | null | undefined;
  alt: string;
  /** The variant used as `src`; the srcset offers the others. */
  variant?: ImageVariant;
  /** CSS sizes attribute for the srcset. */
  sizes?: string;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  /**
   * Far below the first screen: the picture is asked for once the page is live, so the first view's
   * bandwidth goes to what it shows (a phone's browser would fetch lazy pictures this close before its
   * first paint). Until then a box of the same size holds its place, and without JavaScript a
   * `<noscript>` picture stands in.
   */
  deferred?: boolean;
}

export function ProductImage({ src, alt, variant = 'card', sizes = '(min-width: 1024px) 25vw, 50vw', priority = false, deferred = false, className = '', ...rest }: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  const live = useHydrated();
  const { width, height } = IMAGE_VARIANTS[variant];
  const usable = src && !broken;
  // What the picture is, the same with JavaScript or without.
  const picture = {
    src: usable ? imageVariantUrl(src, variant) : PLACEHOLDER_IMAGE,
    srcSet: usable ? imageSrcSet(src) : undefined,
    sizes: usable ? sizes : undefined,
    alt,
    width,
    height,
    className: `aspect-[4/5] h-auto w-full bg-sand object-cover ${className}`,
  };
  if (deferred && !live) {
    return (
      <>
        <span aria-hidden="true" className={`block aspect-[4/5] w-full bg-sand ${className}`} />
        <noscript>
          <img {...picture} alt={alt} loading="lazy" />
        </noscript>
      </>
    );
  }
  return <img {...rest} {...picture} alt={alt} loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : 'auto'} onError={() => setBroken(true)} />;
}
