/** Refunds in the back office: the list, an order's payments and refunds, retry through the gateway, mark done by hand. */
import type { OrderPayments, Refund, RefundDoneBody, StaffRefundPage } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const refundsKey = [...adminKey, 'refunds'] as const;

export function useStaffRefunds(status: string, page: number) {
  return useQuery({
    queryKey: [...refundsKey, 'list', status, page],
    queryFn: ({ signal }) => getData<StaffRefundPage>('/admin/refunds', { status: status || undefined, page, limit: 25 }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderPayments(orderId: string) {
  return useQuery({
    queryKey: [...refundsKey, 'order', orderId],
    queryFn: ({ signal }) => getData<OrderPayments>(`/admin/orders/${encodeURIComponent(orderId)}/payments`, undefined, signal),
  });
}

export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await request<Refund>(`/admin/refunds/${encodeURIComponent(id)}/retry`, { method: 'POST' });
      return { refund: res.data, message: res.message ?? '' };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useMarkRefundDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: RefundDoneBody & { id: string }) => {
      const res = await request<Refund>(`/admin/refunds/${encodeURIComponent(id)}/done`, { method: 'POST', body });
      return { refund: res.data, message: res.message ?? 'Refund marked as done.' };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}

export const REFUND_REASON_LABELS: Record<Refund['reason'], string> = {
  cancelled: 'Order cancelled',
  'returned-to-origin': 'Returned to origin',
  'late-capture': 'Paid after the order closed',
};
