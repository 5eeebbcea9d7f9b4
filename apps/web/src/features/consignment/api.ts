/** The seller's side of consignment (issue 18): submitting a piece with photos (with upload progress), and the portal's reads and answers. */
import type { ConsignmentLedger, ConsignmentPayout, ConsignmentSubmission } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { postMultipart } from '@/lib/upload';

const key = ['seller'] as const;

export function useSellerSubmissions(enabled: boolean) {
  return useQuery({ queryKey: [...key, 'submissions'], queryFn: ({ signal }) => getData<ConsignmentSubmission[]>('/seller/submissions', undefined, signal), enabled });
}
export function useSellerPayouts(enabled: boolean) {
  return useQuery({ queryKey: [...key, 'payouts'], queryFn: ({ signal }) => getData<ConsignmentPayout[]>('/seller/payouts', undefined, signal), enabled });
}
export function useSellerLedger(enabled: boolean) {
  return useQuery({ queryKey: [...key, 'ledger'], queryFn: ({ signal }) => getData<ConsignmentLedger>('/seller/ledger', undefined, signal), enabled });
}

export type SellerAnswer = 'quote/accept' | 'quote/decline' | 'price-drop/accept' | 'price-drop/decline' | 'ask-back';

export function useSellerAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: SellerAnswer }) =>
      (await request<ConsignmentSubmission>(`/seller/submissions/${encodeURIComponent(id)}/${answer}`, { method: 'POST' })).message ?? 'Saved.',
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Sends the submission as multipart/form-data with upload progress (lib/upload): `onProgress` gets 0..1 as the photos go up. */
export async function submitConsignment(fields: Record<string, string>, photos: readonly File[], onProgress: (fraction: number) => void): Promise<{ message: string; data: ConsignmentSubmission }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== '') form.append(k, v);
  for (const photo of photos) form.append('photos', photo, photo.name);
  const res = await postMultipart<ConsignmentSubmission>('/seller/submissions', form, { onProgress, fallback: 'Your piece could not be sent. Please try again.' });
  return { message: res.message ?? 'Thank you!', data: res.data };
}

export function useSubmitConsignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photos, onProgress }: { fields: Record<string, string>; photos: readonly File[]; onProgress: (f: number) => void }) => submitConsignment(fields, photos, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
