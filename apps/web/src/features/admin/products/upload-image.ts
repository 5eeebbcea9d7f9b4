/**
 * Uploads one image file to the back office with progress (lib/upload). The server re-encodes it as
 * WebP variants and answers the -full.webp URL.
 */
import type { UploadedImage } from '@shop/shared';
import { ApiError } from '@/lib/api-client';
import { postMultipart } from '@/lib/upload';

/** The server's own limits (apps/api lib/images): checked here first to spare a doomed upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function localImageProblem(file: File): string | null {
  if (file.type && !IMAGE_TYPES.includes(file.type)) return 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.';
  if (file.size > MAX_IMAGE_BYTES) return 'Each image must be 5 MB or smaller.';
  return null;
}

export async function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  const form = new FormData();
  form.append('images', file, file.name);
  const { data } = await postMultipart<UploadedImage[]>('/admin/uploads/images', form, { onProgress, signal, fallback: 'The image could not be uploaded. Please try again.' });
  if (!data[0]) throw new ApiError(500, 'INTERNAL', 'The image could not be uploaded. Please try again.');
  return data[0];
}
