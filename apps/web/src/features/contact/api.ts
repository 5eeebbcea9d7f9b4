/**
 * The shop's public details (footer, contact page, product page) and the contact form's call.
 * Details come from GET /api/settings/public; until it answers, the shop's defaults are shown, so
 * nothing jumps.
 */
import { SHOP_SETTING_DEFAULTS, type ContactBody, type ShopSettings } from '@shop/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';

export function useShopSettings(): ShopSettings {
  const { data } = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getData<ShopSettings>('/settings/public', undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? SHOP_SETTING_DEFAULTS;
}

export function useSendContact() {
  return useMutation({
    mutationFn: async (body: ContactBody) => (await request<{ _id: string }>('/contact', { method: 'POST', body })).data,
  });
}
