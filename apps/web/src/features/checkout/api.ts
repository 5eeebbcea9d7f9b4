/**
 * Checkout calls: the server's quote (every amount is computed there), placing the order with an
 * Idempotency-Key, and paying an online order at the test gateway.
 */
import type { CheckoutQuote, GatewayPayBody, Order, Payment, PaymentMethod, PlaceOrderBody } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export interface QuoteInput {
  paymentMethod: PaymentMethod;
  couponCode?: string;
  useCredit?: boolean;
}

/** `cartVersion` changes whenever the cart does, so the quote follows it. */
export function useCheckoutQuote(input: QuoteInput, cartVersion: string, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'quote', input, cartVersion],
    queryFn: async ({ signal }) => (await request<CheckoutQuote>('/checkout/quote', { method: 'POST', body: input, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 15_000,
  });
}

export interface PlacedOrder {
  order: Order;
  payment: Payment | null;
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      (await request<PlacedOrder>('/order/add', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } })).data,
  });
}

export function usePayAtGateway() {
  return useMutation({
    mutationFn: async (body: GatewayPayBody) => (await request<{ order: Order; payment: Payment }>('/payments/gateway/pay', { method: 'POST', body })).data,
  });
}
