/**
 * Queries about the signed-in shopper (cart, wishlist, addresses, orders, saved searches): one cache
 * entry per account, so a shopper never sees the last one's data, and no request while signed out.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from './session';

/** The cache key of the shopper's own data: the feature's key and the account. */
export function useShopperKey(key: readonly unknown[]): readonly unknown[] {
  const session = useSession();
  return [...key, session?.user._id ?? 'anonymous'];
}

export interface ShopperQueryOptions {
  /** Also wait for this (an id the query needs). */
  enabled?: boolean;
  staleTime?: number;
}

export function useShopperQuery<T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>, { enabled = true, ...options }: ShopperQueryOptions = {}) {
  const session = useSession();
  return useQuery({
    ...options,
    queryKey: [...key, session?.user._id ?? 'anonymous'],
    queryFn: ({ signal }) => fetch(signal),
    enabled: Boolean(session) && enabled,
  });
}
