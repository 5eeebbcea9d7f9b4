/** Consignment in the back office (issue 18): the intake queue, a submission's steps, payouts and a seller's ledger. */
import type { ConsignmentLedger, ConsignmentPayout, ConsignmentSettingsBody, ConsignmentSettingsDto, ConsignmentSubmission } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { postMultipart } from '@/lib/upload';
import { adminKey } from '../dashboard/api';
import { useSettingsMutation } from '../ui/use-settings-mutation';

const key = [...adminKey, 'consignment'] as const;

export function useIntake(filters: { status: string; q: string }) {
  return useQuery({
    queryKey: [...key, 'submissions', filters],
    queryFn: ({ signal }) => getData<ConsignmentSubmission[]>('/admin/consignment/submissions', { status: filters.status || undefined, q: filters.q || undefined }, signal),
  });
}

export function useStaffSubmission(id: string) {
  return useQuery({ queryKey: [...key, 'submission', id], queryFn: ({ signal }) => getData<ConsignmentSubmission>(`/admin/consignment/submissions/${encodeURIComponent(id)}`, undefined, signal) });
}

export interface ListingPrefill {
  product_name: string;
  brand_name: string;
  price: number;
  description: string;
  images: string[];
  condition: string;
  consignment_id: string;
}

export function useListingPrefill(id: string) {
  return useQuery({
    queryKey: [...key, 'prefill', id],
    queryFn: ({ signal }) => getData<ListingPrefill>(`/admin/consignment/submissions/${encodeURIComponent(id)}/listing-prefill`, undefined, signal),
    retry: false,
  });
}

export type StaffStep = 'quote' | 'decline' | 'pickup' | 'receive' | 'authenticate' | 'list' | 'price-drop' | 'return-to-seller';

export function useStaffStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, body }: { step: StaffStep; body: object }) => {
      const res = await request<ConsignmentSubmission>(`/admin/consignment/submissions/${encodeURIComponent(id)}/${step}`, { method: 'POST', body });
      return { data: res.data, message: res.message ?? 'Saved.' };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function usePayouts(status: string) {
  return useQuery({ queryKey: [...key, 'payouts', status], queryFn: ({ signal }) => getData<ConsignmentPayout[]>('/admin/consignment/payouts', { status: status || undefined }, signal) });
}

export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, utr }: { id: string; utr: string }) =>
      (await request<ConsignmentPayout>(`/admin/consignment/payouts/${encodeURIComponent(id)}/paid`, { method: 'POST', body: { utr } })).message ?? 'Marked paid.',
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useSellerLedgerForStaff(sellerId: string) {
  return useQuery({
    queryKey: [...key, 'ledger', sellerId],
    queryFn: ({ signal }) => getData<ConsignmentLedger>(`/admin/consignment/sellers/${encodeURIComponent(sellerId)}/ledger`, undefined, signal),
  });
}

/** The shop's brands, to match a submission's house to a brand in "Create listing". */
export function useBrandNames() {
  return useQuery({ queryKey: [...adminKey, 'brands'], queryFn: ({ signal }) => getData<{ _id: string; name: string }[]>('/admin/brands', undefined, signal) });
}

export function useLinkListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) =>
      (await request<ConsignmentSubmission>(`/admin/consignment/submissions/${encodeURIComponent(id)}/list`, { method: 'POST', body: { product_id: productId } })).message ?? 'Listed.',
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

const settingsKey = [...key, 'settings'] as const;

/** The commission tiers, periods and fee (the quote form previews the payout with the tiers). */
export function useConsignmentSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getData<ConsignmentSettingsDto>('/admin/consignment/settings', undefined, signal), staleTime: 60_000 });
}

export function useSaveConsignmentSettings() {
  return useSettingsMutation<ConsignmentSettingsBody, ConsignmentSettingsDto>({ path: '/admin/consignment/settings', queryKey: settingsKey, saved: 'Consignment settings saved.' });
}

/** Attaches authentication photos to a piece (re-encoded to WebP on the server), with upload progress. */
export function useAttachAuthPhotos(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, onProgress }: { files: readonly File[]; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      for (const file of files) form.append('photos', file, file.name);
      const res = await postMultipart<ConsignmentSubmission>(`/admin/consignment/submissions/${encodeURIComponent(id)}/authentication-photos`, form, {
        onProgress,
        fallback: 'The photos could not be added. Please try again.',
      });
      return res.message ?? 'Photos added.';
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
