/** The shopper's address book: listed at checkout and managed on the profile. */
import type { AddressBookBody, SavedAddress } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { useShopperQuery } from '@/lib/shopper-query';

export const addressesKey = ['addresses'] as const;

export function useAddresses() {
  return useShopperQuery(addressesKey, (signal) => getData<SavedAddress[]>('/user/addresses', undefined, signal), { staleTime: 30_000 });
}

function useAddressMutation<T>(fn: (input: T) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: addressesKey }) });
}

export function useSaveAddress() {
  return useAddressMutation(async ({ id, body }: { id?: string; body: AddressBookBody }) => {
    const res = await request<SavedAddress>(id ? `/user/addresses/${encodeURIComponent(id)}` : '/user/addresses', { method: id ? 'PUT' : 'POST', body });
    return res.message ?? 'Address saved.';
  });
}

export function useDeleteAddress() {
  return useAddressMutation(async (id: string) => (await request(`/user/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' })).message ?? 'Address deleted.');
}

export function useMakeDefaultAddress() {
  return useAddressMutation(async (id: string) => (await request(`/user/addresses/${encodeURIComponent(id)}/default`, { method: 'POST' })).message ?? 'Default address changed.');
}
