/**
 * Demo product pictures: drawn as SVG (artwork.ts, loaded on first use) and made into WebP files under
 * uploads/seed/ the first time each is asked for, then served from disk like any upload.
 * A picture's file name carries everything needed to draw it, so any process can make it.
 */
import { COLOURS, COLOUR_SWATCHES, IMAGE_VARIANTS, type Colour, type ImageVariant } from '@shop/shared';
import { loadSharp } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { ARTWORK_KINDS, artworkKindFor, type ArtworkKind } from './artwork-kinds';
import type { ProductSeed } from './catalogue-data';

export interface PictureSpec {
  kind: ArtworkKind;
  colour: Colour;
  variant: number;
  view: number;
  monogram: string;
}

const NAME = /^([a-z-]+)_([a-z]+)_([0-3])_([0-3])_([a-z]{0,3})-(thumb|card|full)\.webp$/;

export function pictureKey(p: PictureSpec, size: ImageVariant): string {
  return `seed/${p.kind}_${p.colour.toLowerCase()}_${p.variant}_${p.view}_${p.monogram.toLowerCase().replace(/[^a-z]/g, '')}-${size}.webp`;
}

export function pictureUrl(p: PictureSpec, size: ImageVariant): string {
  return `/uploads/${pictureKey(p, size)}`;
}

/** Reads a picture back from its file name; null for any name this module did not make. */
export function parsePictureName(file: string): { spec: PictureSpec; size: ImageVariant } | null {
  const m = NAME.exec(file);
  if (!m) return null;
  const colour = COLOURS.find((c) => c.toLowerCase() === m[2]);
  const kind = ARTWORK_KINDS.find((k) => k === m[1]);
  if (!colour || !kind) return null;
  return { spec: { kind, colour, variant: Number(m[3]), view: Number(m[4]), monogram: m[5]!.toUpperCase() }, size: m[6] as ImageVariant };
}

export function picturesFor(product: Pick<ProductSeed, 'subSubCategoryId' | 'color' | 'imageCount'>, monogram: string, variant: number): PictureSpec[] {
  const kind = artworkKindFor(product.subSubCategoryId);
  return Array.from({ length: product.imageCount }, (_, view) => ({ kind, colour: product.color, variant, view, monogram }));
}

const inFlight = new Map<string, Promise<Buffer>>();

/** Draws one picture at one size and stores it; concurrent requests for the same file share the work. */
export async function renderPicture(storage: Storage, spec: PictureSpec, size: ImageVariant): Promise<Buffer> {
  const key = pictureKey(spec, size);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const sharp = await loadSharp();
    // The drawings are loaded with the first picture, not with the server (see artwork.ts).
    const { productArtworkSvg } = await import('./artwork');
    const svg = productArtworkSvg({ kind: spec.kind, colour: COLOUR_SWATCHES[spec.colour], view: spec.view, variant: spec.variant, monogram: spec.monogram });
    const { width, height } = IMAGE_VARIANTS[size];
    // Rasterise straight at the target size: a thumbnail costs a fraction of a full picture.
    const out = await sharp(Buffer.from(svg), { density: (72 * width) / 1200 })
      .resize(width, height)
      .webp({ quality: size === 'thumb' ? 70 : 80, effort: 2 })
      .toBuffer();
    await storage.put(key, out);
    return out;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

/**
 * Draws, one at a time in the background, every demo picture the catalogue uses that is not on
 * disk yet, so shoppers rarely wait for one. Stops early when `signal` aborts (shutdown).
 */
export async function prerenderPictures(urls: readonly string[], storage: Storage, signal?: AbortSignal): Promise<number> {
  let made = 0;
  for (const url of urls) {
    for (const size of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
      if (signal?.aborted) return made;
      const file = url.replace(/^\/uploads\/seed\//, '').replace(/-(thumb|card|full)\.webp$/, `-${size}.webp`);
      const parsed = parsePictureName(file);
      if (!parsed || (await storage.exists(`seed/${file}`))) continue;
      await renderPicture(storage, parsed.spec, size);
      made++;
    }
  }
  return made;
}
