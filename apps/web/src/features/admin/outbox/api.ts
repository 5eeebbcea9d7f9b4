/** The mails the shop sent (or queued), newest first. */
import type { OutboxPage } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export function useOutbox(kind: string, page: number) {
  return useQuery({
    queryKey: [...adminKey, 'outbox', kind, page],
    queryFn: ({ signal }) => getData<OutboxPage>('/admin/outbox', { kind: kind || undefined, page, limit: 30 }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The kinds of mail the shop sends (apps/api queueMail calls), offered in the filter. */
export const MAIL_KINDS = [
  'order-placed',
  'order-processing',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'offer-received',
  'offer-accept',
  'offer-counter',
  'offer-decline',
  'return-requested',
  'return-approved',
  'return-rejected',
  'layaway-complete',
  'password-reset',
  'contact',
  'sell-with-us',
  'product-request',
  'newsletter-welcome',
] as const;
