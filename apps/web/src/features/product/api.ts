/** Product page calls beyond the catalogue's reads: Quote Your Price and the shopper's own offers. */
import { isOfferAgreed, type Offer, type OfferBody } from '@shop/shared';
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

/**
 * The offer this shopper may buy at now (the shared rule, as the server prices the cart): the server
 * sends `agreed_price` only for an unused one, and it must still be valid when the page looks.
 */
export function agreedOffer(offers: readonly Offer[] | undefined, now = new Date()): Offer | undefined {
  return offers?.find((o) => o.agreed_price != null && isOfferAgreed({ status: o.status, validUntil: o.valid_until === null ? null : new Date(o.valid_until), used: false }, now));
}
