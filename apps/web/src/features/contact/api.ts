/**
 * The shop's public details (footer, contact page, product page) and the contact form's call.
 * Details come from GET /api/settings/public; until it answers, the defaults below (the API's
 * SETTING_DEFAULTS in apps/api/src/lib/settings.ts) are shown, so nothing jumps.
 */
import { POLICY, type ContactBody } from '@shop/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';

export interface ShopSettings {
  businessName: string;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessHours: string;
  /** Domestic shipping fee in rupees; 0 shows as Free. */
  shippingFee: number;
}

export const SHOP_SETTINGS_FALLBACK: ShopSettings = {
  businessName: 'Tangerine Luxury',
  businessAddress: 'Plot 14, Sector 27, Faridabad, Haryana 121003, India',
  businessPhone: '+91 98100 00000',
  businessEmail: 'sales@tangerineluxury.example',
  businessHours: POLICY.shopHours,
  shippingFee: POLICY.defaultShippingFeePaise / 100,
};

export function useShopSettings(): ShopSettings {
  const { data } = useQuery({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getData<ShopSettings>('/settings/public', undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? SHOP_SETTINGS_FALLBACK;
}

export function useSendContact() {
  return useMutation({
    mutationFn: async (body: ContactBody) => (await request<{ _id: string }>('/contact', { method: 'POST', body })).data,
  });
}
