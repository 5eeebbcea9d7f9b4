/**
 * Uploads one image file to the back office with progress (fetch cannot report upload progress, so
 * this is the one call made with XMLHttpRequest). The server re-encodes it as WebP variants and
 * answers the -full.webp URL.
 */
import type { UploadedImage } from '@shop/shared';
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

/** The server's own limits (apps/api lib/images): checked here first to spare a doomed upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function localImageProblem(file: File): string | null {
  if (file.type && !IMAGE_TYPES.includes(file.type)) return 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.';
  if (file.size > MAX_IMAGE_BYTES) return 'Each image must be 5 MB or smaller.';
  return null;
}

export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/uploads/images');
    const session = getSession();
    if (session) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; data?: UploadedImage[]; message?: string; code?: string } | null;
      const first = body?.data?.[0];
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && first) {
        onProgress(1);
        resolve(first);
      } else {
        reject(new ApiError(xhr.status, (body?.code as never) ?? 'INTERNAL', body?.message ?? 'The image could not be uploaded. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'We could not reach the shop. Please check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('images', file, file.name);
    xhr.send(form);
  });
}
