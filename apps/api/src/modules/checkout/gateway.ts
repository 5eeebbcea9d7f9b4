/**
 * The payment gateway as the shop sees it: three calls. Everything else (payments and refunds as
 * rows, orders, stock, mails) is the shop's and does not change with the provider. The built-in
 * test gateway (test-gateway.ts) is one implementation; a live provider (Razorpay, Cashfree, PayU)
 * is one more file implementing this interface, chosen in `createPaymentGateway`. docs/payments.md.
 */
import type { PaymentCallbackBody } from '@shop/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { paymentSecret, TestGateway } from './test-gateway';

export type RefundAnswer = { ok: true; reference: string } | { ok: false; reason: string };

export interface PaymentGateway {
  /** Stored on every payment and refund row (`provider`). */
  readonly provider: string;
  /** Shown to staff and, for a test gateway, to shoppers. */
  readonly name: string;
  /** A test gateway moves no money; every payment screen says so. */
  readonly test: boolean;
  /**
   * Opens a payment for an amount at the gateway (Razorpay: an order). Returns the gateway's
   * reference for it, kept as the payment's `gateway_order_ref`, or null if the gateway has none.
   */
  createPayment(p: { paymentId: string; orderId: string; amountPaise: number; method: string }): Promise<{ reference: string | null }>;
  /** Whether a callback (webhook) really comes from the gateway: its signature over the body. */
  verifyCallback(callback: PaymentCallbackBody): Promise<boolean>;
  /**
   * Asks the gateway to give back `amountPaise` of a captured payment. `refundId` is the shop's id
   * for the refund, sent as the idempotency key, so asking twice never refunds twice.
   */
  refund(r: { refundId: string; paymentId: string; paymentReference: string | null; amountPaise: number }): Promise<RefundAnswer>;
}

/** The shop's gateway. Only the test gateway exists today; a live provider is chosen here from the configuration. */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  return new TestGateway(() => paymentSecret(db, config.paymentSecret));
}
