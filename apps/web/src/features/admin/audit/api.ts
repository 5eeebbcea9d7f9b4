/** The audit log: every back-office write, who made it and when. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export interface AuditEntry {
  id: number | string;
  action: string;
  entity: string;
  entity_id: string | null;
  details: unknown;
  created_at: string;
  actor: string | null;
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'audit', page],
    queryFn: ({ signal }) => getData<{ entries: AuditEntry[]; total: number; page: number; pages: number }>('/admin/audit', { page, limit: 50 }, signal),
    placeholderData: keepPreviousData,
  });
}
