/**
 * Returns in the back office, step by step: approve (with the return label or pickup details),
 * mark received (back on sale or not), issue the store credit, or reject with a reason. Each step
 * mails the shopper.
 */
import type { StaffReturn, StaffReturnApproveBody, StaffReturnReceiveBody, StaffReturnRejectBody } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export function useStaffReturns(status: string) {
  return useQuery({
    queryKey: [...adminKey, 'returns', status],
    queryFn: ({ signal }) => getData<StaffReturn[]>('/admin/returns', { status: status || undefined }, signal),
  });
}

export type ReturnStep =
  { step: 'approve'; body: StaffReturnApproveBody } | { step: 'receive'; body: StaffReturnReceiveBody } | { step: 'credit'; body?: undefined } | { step: 'reject'; body: StaffReturnRejectBody };

const DONE: Record<ReturnStep['step'], string> = { approve: 'Return approved.', receive: 'Piece received.', credit: 'Store credit issued.', reject: 'Return rejected.' };

export function useReturnStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...action }: ReturnStep & { id: string }) => {
      const res = await request(`/admin/returns/${encodeURIComponent(id)}/${action.step}`, { method: 'POST', body: action.body });
      return { message: res.message ?? DONE[action.step] };
    },
    // Receiving may restock a product: its pages and lists refresh too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: adminKey }), client.invalidateQueries({ queryKey: ['products'] })]),
  });
}
