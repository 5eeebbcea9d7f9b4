import type { WishlistEntry } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { useShopperQuery } from '@/lib/shopper-query';

export const wishlistKey = ['wishlist'] as const;

export function useWishlist() {
  return useShopperQuery(wishlistKey, async (signal) => (await getData<{ wishlists: WishlistEntry[] }>('/wishlist/list', undefined, signal)).wishlists);
}

export function useIsWishlisted(productId: string): boolean {
  const { data } = useWishlist();
  return Boolean(data?.some((e) => e.productDetails._id === productId));
}

function useWishlistMutation(method: 'POST' | 'DELETE') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => {
      const userId = getSession()?.user._id;
      await request('/product/wishlist', { method, body: { user_id: userId, product_id: productId } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: wishlistKey }),
  });
}

export const useAddToWishlist = () => useWishlistMutation('POST');
export const useRemoveFromWishlist = () => useWishlistMutation('DELETE');
