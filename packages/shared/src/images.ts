/** Every stored image has three WebP variants side by side: `<key>-thumb.webp`, `-card.webp`, `-full.webp`. */
export const IMAGE_VARIANTS = {
  thumb: { width: 160, height: 200 },
  card: { width: 480, height: 600 },
  full: { width: 1200, height: 1500 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** The URL of one variant of a stored image; other URLs are returned unchanged. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  const m = /^(.*)-(thumb|card|full)\.webp$/.exec(url);
  return m ? `${m[1]}-${variant}.webp` : url;
}

/** A `srcset` of the card and full variants, for responsive images. */
export function imageSrcSet(url: string): string | undefined {
  if (!/-(thumb|card|full)\.webp$/.test(url)) return undefined;
  return (['thumb', 'card', 'full'] as const).map((v) => `${imageVariantUrl(url, v)} ${IMAGE_VARIANTS[v].width}w`).join(', ');
}

/**
 * The home hero's pictures (drawn at build time into /art): a tall one for phones, a wide one above.
 * The server preloads the first slide's pair with the HTML; the slider shows them.
 */
export const HERO = {
  phoneMedia: '(max-width: 639px)',
  firstSlideArt: 1,
  picture: (art: number, shape: 'tall' | 'wide') => `/art/hero-${art}-${shape}.webp`,
} as const;

/** The home hero's uploaded pictures: a wide one above phone width and a tall one for phones (`<key>-wide.webp`, `-tall.webp`). */
export const HERO_IMAGE_VARIANTS = {
  wide: { width: 1600, height: 900 },
  tall: { width: 800, height: 1000 },
} as const;
