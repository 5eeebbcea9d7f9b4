/** The shop's accounts for staff: list with a search, disable and re-enable (sessions end at once). */
import type { StaffUser, StaffUserPage } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const accountsKey = [...adminKey, 'accounts'] as const;

export function useAccounts(search: string, page: number) {
  return useQuery({
    queryKey: [...accountsKey, search, page],
    queryFn: ({ signal }) => getData<StaffUserPage>('/admin/users', { search: search || undefined, page, limit: 25 }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSetAccountDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) =>
      (await request<StaffUser>(`/admin/users/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}
