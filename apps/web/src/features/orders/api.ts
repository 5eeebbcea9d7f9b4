/** My Orders: the shopper's orders, one order's details, cancelling, asking for a return, and the store credit balance. */
import type { Order, StoreCredit } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { useShopperQuery } from '@/lib/shopper-query';

export const ordersKey = ['orders'] as const;

export function useOrders() {
  return useShopperQuery([...ordersKey, 'list'], (signal) => getData<Order[]>('/order/getAllOrder', undefined, signal), { staleTime: 10_000 });
}

export type OrderDetails = Order & { id: string; total: number };

export function useOrderDetails(orderId: string) {
  // Relative /api, never a fixed host (spec README: the earlier client called a private address).
  return useShopperQuery([...ordersKey, 'details', orderId], (signal) => getData<OrderDetails>(`/order/details/${encodeURIComponent(orderId)}`, undefined, signal), { enabled: orderId.length > 0 });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => {
      const res = await request<Order>(`/order/cancel/${encodeURIComponent(orderId)}`, { method: 'POST' });
      return { order: res.data, message: res.message ?? 'Your order has been cancelled.' };
    },
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}

export function useRequestReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { order_item_id: string; reason: string }) => {
      const res = await request<{ _id: string; status: string }>('/returns', { method: 'POST', body });
      return { message: res.message ?? 'Your return request has been received.' };
    },
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** The shopper's store credit (returns credited), shown on My Orders. */
export function useStoreCredit() {
  return useShopperQuery([...ordersKey, 'credit'], (signal) => getData<StoreCredit>('/credit', undefined, signal), { staleTime: 10_000 });
}
