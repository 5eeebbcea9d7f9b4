/**
 * Downloads a file from an endpoint that needs the signed-in token (staff exports, a shopper's invoice). A plain link would go without the Bearer token, so
 * the file is fetched with it and saved from a Blob.
 */
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const session = getSession();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Please check your connection and try again.');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, (payload?.code as never) ?? 'INTERNAL', payload?.message ?? 'The download failed. Please try again.');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Offers a Blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
