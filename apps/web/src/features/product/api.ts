/** Product page calls beyond the catalogue's reads: Quote Your Price and the shopper's own offers. */
import type { Offer, OfferBody } from '@shop/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';

export function useSubmitOffer() {
  return useMutation({
    mutationFn: async (body: OfferBody) => (await request<Offer>('/offers', { method: 'POST', body })).data,
  });
}

/** The signed-in shopper's offers on one product (an accepted or countered one carries the agreed price). */
export function useMyOffers(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['offers', 'mine', productId],
    queryFn: ({ signal }) => getData<Offer[]>('/offers/mine', { product_id: productId }, signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** The price this shopper may buy at now, from an accepted or countered offer still valid. */
export function agreedOffer(offers: readonly Offer[] | undefined, now = Date.now()): Offer | undefined {
  return offers?.find((o) => o.agreed_price != null && (o.status === 'accepted' || o.status === 'countered') && (!o.valid_until || Date.parse(o.valid_until) > now));
}
