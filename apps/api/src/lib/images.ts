/**
 * Turns an uploaded image into the shop's three WebP variants (thumb, card, full). Decoding and
 * re-encoding with sharp checks the content is really an image (whatever its name or type header
 * says) and strips all metadata (EXIF, GPS, ICC).
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANTS } from '@shop/shared';
import { AppError } from './errors';
import type { Storage } from './storage';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_PIXELS = 40_000_000;

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;
/** sharp is loaded on first use: most processes never process an image. */
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

export interface StoredImage {
  /** URL of the full variant; the others sit beside it. */
  url: string;
  keys: string[];
  /** Each variant's URL by name. */
  urls: Record<string, string>;
}

/**
 * Checks, re-encodes and stores one image; throws a 4xx AppError for anything that is not a usable
 * image. `variants` are the sizes made (the product variants unless told, e.g. the home hero's wide and tall).
 */
export async function storeImage(storage: Storage, data: Buffer, folder: string, variants: Record<string, { width: number; height: number }> = IMAGE_VARIANTS): Promise<StoredImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'UPLOAD_TOO_LARGE');
  if (data.length === 0) throw new AppError(400, 'UPLOAD_INVALID');
  const sharp = await loadSharp();
  let meta: import('sharp').Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError(400, 'UPLOAD_INVALID');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new AppError(400, 'UPLOAD_INVALID');
  const base = `${folder}/${randomUUID()}`;
  const keys: string[] = [];
  try {
    const made = await Promise.all(
      Object.keys(variants).map(async (variant) => {
        const { width, height } = variants[variant]!;
        const out = await sharp(data, { limitInputPixels: MAX_PIXELS, animated: false })
          .rotate()
          .resize({ width, height, fit: 'cover', position: 'attention', withoutEnlargement: false })
          .webp({ quality: variant === 'thumb' ? 70 : 80 })
          .toBuffer();
        return { variant, out };
      }),
    );
    for (const { variant, out } of made) {
      const key = `${base}-${variant}.webp`;
      await storage.put(key, out);
      keys.push(key);
    }
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k)));
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'UPLOAD_INVALID');
  }
  const urls = Object.fromEntries(Object.keys(variants).map((v) => [v, `/uploads/${base}-${v}.webp`]));
  return { url: urls.full ?? Object.values(urls)[0]!, keys, urls };
}

/**
 * Stores several uploaded images (each as storeImage does) for one request: all or nothing. A file
 * that is not a usable image removes the ones already stored, and its error names it when there
 * were several.
 */
export async function storeImages(storage: Storage, files: readonly { data: Buffer; filename: string }[], folder: string): Promise<(StoredImage & { filename: string })[]> {
  const stored: (StoredImage & { filename: string })[] = [];
  try {
    for (const file of files) stored.push({ ...(await storeImage(storage, file.data, folder)), filename: file.filename });
  } catch (err) {
    await removeStoredImages(storage, stored);
    if (err instanceof AppError && files.length > 1) throw new AppError(err.status, err.code, `${files[stored.length]!.filename}: ${err.message}`);
    throw err;
  }
  return stored;
}

/** Removes stored images again (a request refused after they were stored); a missing file is no error. */
export async function removeStoredImages(storage: Storage, images: readonly StoredImage[]): Promise<void> {
  await Promise.all(images.flatMap((image) => image.keys.map((k) => storage.remove(k).catch(() => {}))));
}
