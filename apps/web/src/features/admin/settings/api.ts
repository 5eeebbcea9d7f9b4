/** The shop's settings: the domestic shipping fee (0 = Free), the business details and the social links shown to shoppers. */
import type { ShopSettings, ShopSettingsBody } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';
import { useSettingsMutation } from '../ui/use-settings-mutation';

const settingsKey = [...adminKey, 'settings'] as const;

export function useShopSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => getData<ShopSettings>('/admin/settings', undefined, signal), staleTime: 0 });
}

export function useSaveSettings() {
  // The storefront's public settings (shipping fee on checkout and policy pages) change too.
  return useSettingsMutation<ShopSettingsBody, ShopSettings>({ path: '/admin/settings', queryKey: settingsKey, saved: 'Settings saved.', alsoChanged: [['settings'], ['checkout']] });
}
