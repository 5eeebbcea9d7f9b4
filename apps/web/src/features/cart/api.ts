/** The cart on the server: every change goes through the API, then the cart is refetched. */
import type { CartItem } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { useShopperKey, useShopperQuery } from '@/lib/shopper-query';
import { summariseCart } from './cart-summary';

export const cartKey = ['cart'] as const;

export function useCart() {
  return useShopperQuery(cartKey, (signal) => getData<CartItem[]>('/cart/get-item', undefined, signal), { staleTime: 10_000 });
}

export function useCartSummary() {
  const { data = [] } = useCart();
  return summariseCart(data);
}

function useCartMutation<TVars>(fn: (vars: TVars) => Promise<CartItem[]>) {
  const client = useQueryClient();
  const key = useShopperKey(cartKey);
  return useMutation({
    mutationFn: fn,
    onSuccess: (cart) => client.setQueryData(key, cart),
    onSettled: () => client.invalidateQueries({ queryKey: cartKey }),
  });
}

export function useAddToCart() {
  return useCartMutation(async (vars: { product_id: string; size_id: string; quantity: number }) => (await request<CartItem[]>('/cart/add-item', { method: 'POST', body: vars })).data);
}

export function useUpdateCartLine() {
  return useCartMutation(async (vars: { id: string; quantity: number }) => (await request<CartItem[]>(`/cart/update-item/${vars.id}`, { method: 'PUT', body: { quantity: vars.quantity } })).data);
}

export function useRemoveCartLine() {
  return useCartMutation(async (id: string) => (await request<CartItem[]>(`/cart/remove-item/${id}`, { method: 'DELETE' })).data);
}
