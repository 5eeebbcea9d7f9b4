/**
 * The inbox calls: newsletter, sell-with-us (multipart with photos) and product requests. Only
 * types come from @shop/shared here, so the home page's newsletter form ships no schema code.
 */
import type { ProductRequestBody } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export interface SubmissionResult {
  _id: string;
  message: string;
}

async function submit(path: string, body: unknown): Promise<SubmissionResult> {
  const res = await request<{ _id: string }>(path, { method: 'POST', body });
  return { _id: res.data._id, message: res.message ?? '' };
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: (body: { email: string; source: 'popup' | 'band' | 'footer' }) => submit('/newsletter', body) });
}

/** Sends the sell-with-us form as multipart/form-data: its text fields and the photos as `photos`. */
export function useSubmitSellWithUs() {
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: Record<string, string | number | undefined>; photos: readonly File[] }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(key, String(value));
      for (const photo of photos) form.append('photos', photo, photo.name);
      return submit('/sell-with-us', form);
    },
  });
}

export function useSubmitProductRequest() {
  return useMutation({ mutationFn: (body: ProductRequestBody) => submit('/product-request', body) });
}
