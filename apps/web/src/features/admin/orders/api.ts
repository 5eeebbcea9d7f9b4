/** Orders in the back office: the table, one order, and moving its status along the allowed transitions. */
import type { Order, OrderStatus } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const ordersKey = [...adminKey, 'orders'] as const;

export interface StaffOrderRow {
  _id: string;
  status: string;
  createdAt: string;
  total_price: number;
  payment_method: string;
  payment_status: string;
  customer: { name: string; email: string };
  items: number;
}

export interface StaffOrderFilters {
  status?: string;
  /** ISO instants: from is inclusive, to exclusive (the API's range). */
  from?: string;
  to?: string;
  search?: string;
  page?: number;
}

export function useStaffOrders(filters: StaffOrderFilters) {
  return useQuery({
    queryKey: [...ordersKey, 'list', filters],
    queryFn: ({ signal }) => getData<{ orders: StaffOrderRow[]; total: number; page: number; pages: number }>('/admin/orders', { ...filters, limit: 25 }, signal),
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
    mutationFn: async (body: { status: OrderStatus; note?: string }) => {
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
