/** The audit log: every back-office write, who made it and when. */
import type { AuditPage } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'audit', page],
    queryFn: ({ signal }) => getData<AuditPage>('/admin/audit', { page, limit: 50 }, signal),
    placeholderData: keepPreviousData,
  });
}
