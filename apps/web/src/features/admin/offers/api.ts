/** Quote Your Price in the back office: the offers, and accept, counter or decline (the shopper is told by mail). */
import type { Offer, StaffOffer, StaffOfferCounterBody, StaffOfferDeclineBody } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const offersKey = [...adminKey, 'offers'] as const;

export function useStaffOffers(status: string) {
  return useQuery({
    queryKey: [...offersKey, status],
    queryFn: ({ signal }) => getData<StaffOffer[]>('/admin/offers', { status: status || undefined }, signal),
  });
}

export type OfferAnswer = { action: 'accept' } | ({ action: 'counter' } & StaffOfferCounterBody) | ({ action: 'decline' } & NonNullable<StaffOfferDeclineBody>);

export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: string; answer: OfferAnswer }) => {
      const body: StaffOfferCounterBody | StaffOfferDeclineBody =
        answer.action === 'counter' ? { price: answer.price } : answer.action === 'decline' ? (answer.note ? { note: answer.note } : {}) : undefined;
      const res = await request<Offer>(`/admin/offers/${encodeURIComponent(id)}/${answer.action}`, { method: 'POST', body });
      return { offer: res.data, message: res.message ?? 'Offer answered.' };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKey }),
  });
}
