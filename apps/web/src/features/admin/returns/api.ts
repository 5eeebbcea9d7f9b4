/** Returns in the back office: approve (issues store credit) or reject with a reason; the shopper is told. */
import type { StaffReturn } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export function useStaffReturns(status: string) {
  return useQuery({
    queryKey: [...adminKey, 'returns', status],
    queryFn: ({ signal }) => getData<StaffReturn[]>('/admin/returns', { status: status || undefined }, signal),
  });
}

export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve, reason }: { id: string; approve: boolean; reason?: string }) => {
      const res = await request(`/admin/returns/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`, { method: 'POST', body: approve ? undefined : { reason } });
      return { message: res.message ?? (approve ? 'Return approved.' : 'Return rejected.') };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}
