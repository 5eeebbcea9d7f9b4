/** Orders in the back office: the table, one order, and moving its status along the allowed transitions. */
import type { Order, StaffOrderPage, StaffOrderQuery, StaffOrderStatusBody } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const ordersKey = [...adminKey, 'orders'] as const;

export type StaffOrderFilters = Partial<Pick<StaffOrderQuery, 'status' | 'search' | 'page'>> & {
  /** ISO instants: from is inclusive, to exclusive (the API's range; it reads them as dates). */
  from?: string;
  to?: string;
};

export function useStaffOrders(filters: StaffOrderFilters) {
  return useQuery({
    queryKey: [...ordersKey, 'list', filters],
    queryFn: ({ signal }) => getData<StaffOrderPage>('/admin/orders', { ...filters, limit: 25 }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrder(orderId: string) {
  return useQuery({
    queryKey: [...ordersKey, 'one', orderId],
    queryFn: ({ signal }) => getData<Order>(`/admin/orders/${encodeURIComponent(orderId)}`, undefined, signal),
  });
}

export function useSetOrderStatus(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffOrderStatusBody) => {
      const res = await request<Order>(`/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'POST', body });
      return { order: res.data, message: res.message ?? `Order moved to ${body.status}.` };
    },
    onSuccess: ({ order }) => {
      client.setQueryData([...ordersKey, 'one', orderId], order);
      void client.invalidateQueries({ queryKey: adminKey });
    },
  });
}

export const PAYMENT_LABELS: Record<string, string> = { cod: 'Cash on delivery', card: 'Card', upi: 'UPI', netbanking: 'Net banking', wallet: 'Wallet' };
