/** The back office's inbox: contact messages, sell-with-us submissions, product requests, newsletter sign-ups. */
import type { InboxHandledBody, InboxHandledFilter, InboxItem, InboxKind } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

/** Each kind's tab label (the kinds and their order: INBOX_KINDS). */
export const INBOX_LABELS: Record<InboxKind, string> = {
  contact: 'Contact',
  'sell-with-us': 'Sell With Us',
  'product-requests': 'Product Requests',
  newsletter: 'Newsletter',
};

export function useInbox(kind: InboxKind, handled: InboxHandledFilter) {
  return useQuery({
    queryKey: [...adminKey, 'inbox', kind, handled],
    queryFn: ({ signal }) => getData<InboxItem[]>(`/admin/inbox/${kind}`, { handled }, signal),
  });
}

export function useMarkHandled(kind: InboxKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) => {
      const body: InboxHandledBody = { handled };
      const res = await request<InboxItem>(`/admin/inbox/${kind}/${encodeURIComponent(id)}/handled`, { method: 'POST', body });
      return { message: res.message ?? (handled ? 'Marked as handled.' : 'Marked as open.') };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}
