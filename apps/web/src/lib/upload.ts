/**
 * Sends a multipart form (files) to the API with upload progress: fetch cannot report it, so this
 * is the one place the app uses XMLHttpRequest. Answers the envelope's data and message, or throws
 * an ApiError like the other calls (`fallback` when the server sent no sentence).
 */
import type { ErrorCode } from '@shop/shared';
import { ApiError } from './api-client';
import { getSession } from './session';

export function postMultipart<T>(path: string, form: FormData, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal; fallback: string }): Promise<{ data: T; message?: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const session = getSession();
    if (session) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { success?: boolean; data?: T; message?: string; code?: string; details?: { path: string; message: string }[] } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data !== undefined) {
        options.onProgress?.(1);
        resolve({ data: body.data, message: body.message });
      } else {
        reject(new ApiError(xhr.status, (body?.code as ErrorCode | undefined) ?? 'INTERNAL', body?.message ?? options.fallback, body?.details));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'We could not reach the shop. Please check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
