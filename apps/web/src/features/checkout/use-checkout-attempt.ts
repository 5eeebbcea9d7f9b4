/**
 * Placing an order safely. Each attempt carries an Idempotency-Key (crypto.randomUUID()); a retry
 * of the same attempt after a lost answer or a server fault reuses it, so the server hands back the
 * order it may already have made instead of making a second one. A new key is made when what is
 * being ordered changes, after a refusal, and after a declined payment (the server cancels that
 * order and releases its stock; the cart stays as it was).
 *
 * Cash on delivery: the order is placed and that is all. Online: the order is placed (Awaiting
 * Payment, stock held) and then paid at the test gateway with the shopper's details. A shopper who
 * closes the payment step and chooses another method makes a new attempt; placing it closes the
 * unpaid order on the server (decision 30).
 */
import type { AddressInput, GatewayPayBody, Order, Payment, PlaceOrderBody } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { chooseEmi, usePayAtGateway, usePlaceOrder, type PaymentResult, type PlacedOrder } from './api';
import { notPaidMessage } from './payment-details';

export type PaymentDetails = GatewayPayBody['details'];

export interface AttemptInput {
  address: AddressInput;
  body: Omit<PlaceOrderBody, 'address'>;
  /**
   * Online payments: what the gateway needs, or (UPI by intent) a step that shows the payment and
   * resolves with the app's answer (details to pay with, or the payment as the gateway settled it),
   * or null when the shopper closes it (the order stays held).
   */
  details?: PaymentDetails | ((payment: Payment) => Promise<PaymentDetails | PaymentResult | null>);
  /** Card EMI: the tenure recorded on the payment before it is paid (issue 20). */
  emiMonths?: number;
  /** Changes when the cart changes, so a changed cart is a new attempt. */
  cartVersion: string;
}

export type AttemptResult = { ok: true; order: Order } | { ok: false; message: string };

const ORDER_FAILED = 'Failed to process your order. Please try again.';

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A lost answer or a server fault: the server may have done the work, so retry with the same key. */
function isRetryable(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 0 || err.status >= 500);
}

export function useCheckoutAttempt() {
  const client = useQueryClient();
  const placeOrder = usePlaceOrder();
  const pay = usePayAtGateway();
  const [processing, setProcessing] = useState(false);
  // `emi`: the plan recorded on the placed payment, so paying the same held payment in full (or in another plan) replaces it.
  const attempt = useRef<{ key: string; fingerprint: string; placed: PlacedOrder | null; emi: number | null } | null>(null);

  async function refreshAfterChange() {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['cart'] }),
      client.invalidateQueries({ queryKey: ['checkout'] }),
      client.invalidateQueries({ queryKey: ['orders'] }),
      client.invalidateQueries({ queryKey: ['products'] }),
    ]);
  }

  async function run(input: AttemptInput): Promise<AttemptResult> {
    const fingerprint = JSON.stringify([input.address, input.body, input.cartVersion]);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) attempt.current = { key: newKey(), fingerprint, placed: null, emi: null };
    const current = attempt.current;
    setProcessing(true);
    try {
      const placed = current.placed ?? (await placeOrder.mutateAsync({ body: { ...input.body, address: input.address }, idempotencyKey: current.key }));
      current.placed = placed;
      if (!placed.payment || placed.payment.status === 'captured') {
        attempt.current = null;
        await refreshAfterChange();
        return { ok: true, order: placed.order };
      }
      if (!input.details) throw new Error('Payment details are missing.');
      const emi = input.emiMonths ?? null;
      if (emi !== current.emi) {
        await chooseEmi(placed.payment._id, emi);
        current.emi = emi;
      }
      const answer = typeof input.details === 'function' ? await input.details(placed.payment) : input.details;
      // Closed without paying: the order stays held for its 15 minutes; trying again pays the same order.
      // Choosing another method is a new attempt, and the server closes this unpaid order as it places that one.
      if (!answer) return { ok: false, message: 'The payment was not completed. Your pieces are held for 15 minutes: place the order again to pay, or choose another way to pay.' };
      // Settled already (the UPI app paid, and the gateway told the shop), or paid now with the details.
      const paid = 'payment' in answer ? answer : await pay.mutateAsync({ payment_id: placed.payment._id, details: answer });
      if (paid.payment.status === 'captured') {
        attempt.current = null;
        await refreshAfterChange();
        return { ok: true, order: paid.order };
      }
      // Declined (or, seen by the UPI step, its hold lapsed): that order is cancelled on the server; the next try is a new attempt.
      attempt.current = null;
      await refreshAfterChange();
      return { ok: false, message: notPaidMessage(paid.payment, 'Your payment was declined. Nothing was charged and your cart is unchanged.') };
    } catch (err) {
      if (!isRetryable(err)) attempt.current = null;
      if (err instanceof ApiError && err.code === 'CART_EMPTY') await refreshAfterChange();
      return { ok: false, message: errorMessage(err, ORDER_FAILED) };
    } finally {
      setProcessing(false);
    }
  }

  return { run, processing };
}
