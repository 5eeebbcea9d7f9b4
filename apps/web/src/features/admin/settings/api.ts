/** The shop's settings: the domestic shipping fee (0 = Free), the business details and the social links shown to shoppers. */
import type { ShopSettings, ShopSettingsBody } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const settingsKey = [...adminKey, 'settings'] as const;

export function useShopSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getData<ShopSettings>('/admin/settings', undefined, signal), staleTime: 0 });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ShopSettingsBody) => {
      const res = await request<ShopSettings>('/admin/settings', { method: 'PUT', body });
      return { settings: res.data, message: res.message ?? 'Settings saved.' };
    },
    onSuccess: ({ settings }) => {
      client.setQueryData(settingsKey, settings);
      // The storefront's public settings (shipping fee on checkout and policy pages).
      void client.invalidateQueries({ queryKey: ['settings'] });
      void client.invalidateQueries({ queryKey: ['checkout'] });
      void client.invalidateQueries({ queryKey: [...adminKey, 'audit'] });
    },
  });
}
