/**
 * Checkout calls: the server's quote (every amount is computed there), placing the order with an
 * Idempotency-Key, and paying an online order at the test gateway.
 */
import type { CheckoutQuote, GatewayPayBody, Order, Payment, PaymentGatewayInfo, PaymentMethod, PlaceOrderBody, UpiIntent } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export interface QuoteInput {
  paymentMethod: PaymentMethod;
  couponCode?: string;
  useCredit?: boolean;
  /** The delivery PIN code and country once typed: cash on delivery and the delivery date depend on them. */
  zipCode?: string;
  country?: string;
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

/** Starts paying a layaway: `amount` (rupees) is any part of the balance; without it, all of it. */
export function useStartLayawayPayment(orderId: string) {
  return useMutation({
    mutationFn: async (body: { paymentMethod: Exclude<PaymentMethod, 'cod'>; amount: number }) =>
      (await request<Payment>(`/order/${encodeURIComponent(orderId)}/layaway/pay`, { method: 'POST', body })).data,
  });
}

/** A payment and its order as they stand after it was paid, declined or looked at. */
export interface PaymentResult {
  order: Order;
  payment: Payment;
}

export function usePayAtGateway() {
  return useMutation({
    mutationFn: async (body: GatewayPayBody) => (await request<PaymentResult>('/payments/gateway/pay', { method: 'POST', body })).data,
  });
}

/** How often the UPI step asks how its payment stands. */
const PAYMENT_POLL_MS = 3_000;

/**
 * How an open payment stands, asked every few seconds while `watching` (the UPI step: the shopper
 * pays in their UPI app, and the gateway's callback, not this page, settles it), and again when the
 * shopper comes back to the tab from their UPI app. It stops asking once the payment is settled.
 */
export function usePaymentStatus(paymentId: string | null, watching: boolean) {
  return useQuery({
    queryKey: ['payments', 'status', paymentId],
    queryFn: async ({ signal }) => (await request<PaymentResult>(`/payments/${encodeURIComponent(paymentId!)}`, { signal })).data,
    enabled: Boolean(paymentId) && watching,
    refetchInterval: (query) => (query.state.data && query.state.data.payment.status !== 'created' ? false : PAYMENT_POLL_MS),
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    gcTime: 0,
  });
}

/** Which gateway takes payments; while it is the test gateway, payment screens say no money moves. */
export function usePaymentGateway() {
  return useQuery({
    queryKey: ['payments', 'gateway'],
    queryFn: async ({ signal }) => (await request<PaymentGatewayInfo>('/payments/gateway', { signal })).data,
    staleTime: Infinity,
  });
}

/** The UPI intent and its QR code for an open UPI payment (issue 20). */
export function useUpiIntent(paymentId: string | null) {
  return useQuery({
    queryKey: ['payments', 'upi', paymentId],
    queryFn: async ({ signal }) => (await request<UpiIntent>(`/payments/${encodeURIComponent(paymentId!)}/upi`, { signal })).data,
    enabled: Boolean(paymentId),
    retry: false,
    staleTime: Infinity,
  });
}

/** Records the EMI plan an open card payment is paid in (issue 20); null pays it in full, dropping a plan chosen before. */
export async function chooseEmi(paymentId: string, months: number | null): Promise<void> {
  const path = `/payments/${encodeURIComponent(paymentId)}/emi`;
  await (months === null ? request(path, { method: 'DELETE' }) : request(path, { method: 'POST', body: { months } }));
}
