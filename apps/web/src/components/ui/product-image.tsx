/**
 * A product picture with fixed dimensions (no layout shift), WebP variants through srcset, lazy
 * loading below the fold and the placeholder when the image is missing or broken (storefront §8).
 */
import { IMAGE_VARIANTS, imageSrcSet, imageVariantUrl, type ImageVariant } from '@shop/shared';
import { useState, type ImgHTMLAttributes } from 'react';

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
}

export function ProductImage({ src, alt, variant = 'card', sizes = '(min-width: 1024px) 25vw, 50vw', priority = false, className = '', ...rest }: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  const { width, height } = IMAGE_VARIANTS[variant];
  const usable = src && !broken;
  return (
    <img
      {...rest}
      src={usable ? imageVariantUrl(src, variant) : PLACEHOLDER_IMAGE}
      srcSet={usable ? imageSrcSet(src) : undefined}
      sizes={usable ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setBroken(true)}
      className={`aspect-[4/5] h-auto w-full bg-sand object-cover ${className}`}
    />
  );
}
