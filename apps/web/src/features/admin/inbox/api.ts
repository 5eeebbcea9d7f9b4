/** The back office's inbox: contact messages, sell-with-us submissions, product requests, newsletter sign-ups. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export const INBOX_KINDS = [
  { kind: 'contact', label: 'Contact' },
  { kind: 'sell-with-us', label: 'Sell With Us' },
  { kind: 'product-requests', label: 'Product Requests' },
  { kind: 'newsletter', label: 'Newsletter' },
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number]['kind'];
export type HandledFilter = 'false' | 'true' | 'all';

/** One row as the API sends it (columns differ by kind). */
export type InboxItem = Record<string, unknown> & { id: string; handled_at: string | null; created_at: string };

export function useInbox(kind: InboxKind, handled: HandledFilter) {
  return useQuery({
    queryKey: [...adminKey, 'inbox', kind, handled],
    queryFn: ({ signal }) => getData<InboxItem[]>(`/admin/inbox/${kind}`, { handled }, signal),
  });
}

export function useMarkHandled(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) => {
      const res = await request<InboxItem>(`/admin/inbox/${kind}/${encodeURIComponent(id)}/handled`, { method: 'POST', body: { handled } });
      return { message: res.message ?? (handled ? 'Marked as handled.' : 'Marked as open.') };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}
