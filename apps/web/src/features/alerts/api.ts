/** Saved searches, mail preferences and unsubscribe (issue 19). */
import type { AlertKind, CreateSavedSearchBody, MailPreferences, MailPreferencesBody, SavedSearch } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { useShopperKey, useShopperQuery } from '@/lib/shopper-query';

export const savedSearchesKey = ['saved-searches'] as const;
export const mailPreferencesKey = ['mail-preferences'] as const;

export function useSavedSearches() {
  return useShopperQuery(savedSearchesKey, async (signal) => (await getData<{ searches: SavedSearch[] }>('/saved-searches', undefined, signal)).searches);
}

export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateSavedSearchBody) => request<SavedSearch>('/saved-searches', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useRenameSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => (await request<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } })).data,
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await request(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export function useMailPreferences() {
  return useShopperQuery(mailPreferencesKey, (signal) => getData<MailPreferences>('/alerts/preferences', undefined, signal));
}

/** Saves a change, showing it at once (and putting it back if the server refuses it). */
export function useUpdateMailPreferences() {
  const client = useQueryClient();
  const key = useShopperKey(mailPreferencesKey);
  return useMutation({
    mutationFn: async (body: MailPreferencesBody) => (await request<MailPreferences>('/alerts/preferences', { method: 'PUT', body })).data,
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MailPreferences>(key);
      if (before) client.setQueryData<MailPreferences>(key, { ...before, ...body });
      return { before };
    },
    onError: (_err, _body, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (prefs) => client.setQueryData(key, prefs),
  });
}

/** Uses a mail's signed link; no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) => (await request<{ kind: AlertKind; label: string }>('/alerts/unsubscribe', { method: 'POST', body: { token } })).data,
  });
}
