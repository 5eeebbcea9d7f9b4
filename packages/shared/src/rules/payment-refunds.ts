/**
 * What an order that closes without being sold (cancelled, returned to origin) gives back to the
 * original payment method, and what a capture that arrives after its order closed gives back.
 * Store credit spent on the order is not here: it goes back to the shopper's ledger.
 */

export interface PaymentForRefund {
  id: string;
  status: 'created' | 'captured' | 'failed' | 'expired';
  amountPaise: number;
  /** Refunds already recorded against this payment (due, done or failed: not yet given up). */
  refundedPaise: number;
}

export interface RefundDue {
  paymentId: string;
  amountPaise: number;
}

/**
 * Every captured payment is refunded in full, less what is already recorded against it; nothing
 * else (a payment never captured moved no money). A layaway's forfeited deposit is not refunded:
 * callers do not ask for it.
 */
export function refundsDue(payments: readonly PaymentForRefund[]): RefundDue[] {
  const due: RefundDue[] = [];
  for (const p of payments) {
    if (p.status !== 'captured') continue;
    const left = p.amountPaise - p.refundedPaise;
    if (left > 0) due.push({ paymentId: p.id, amountPaise: left });
  }
  return due;
}

/**
 * Why an order is cancelled: by the shopper or the shop, a declined or unfinished payment, a layaway
 * not paid by its due date, or an unpaid online order replaced by the shopper's next Place Order
 * (another payment method chosen; decision 28).
 */
export type CancelReason = 'shopper' | 'staff' | 'payment-declined' | 'payment-expired' | 'payment-replaced' | 'layaway-lapsed';

export interface ClosingOrder {
  paymentMethod: string;
  paymentStatus: string;
  /** Paise captured on the order so far. */
  paidPaise: number;
}

/**
 * An order's payment status once cancelled for `reason`, with `refundedPaise` recorded as refunds due:
 * a lapsed layaway forfeits its deposit; money taken goes back (`refunded`); otherwise cash on
 * delivery was never collected and a payment given up for another method was never made
 * (`cancelled`), and an online payment expired or failed.
 */
export function cancelledPaymentStatus(order: ClosingOrder, reason: CancelReason, refundedPaise: number): string {
  if (reason === 'layaway-lapsed') return 'deposit_forfeited';
  if (refundedPaise > 0 || order.paidPaise > 0) return 'refunded';
  if (order.paymentMethod === 'cod' || reason === 'payment-replaced') return 'cancelled';
  return reason === 'payment-expired' ? 'expired' : 'failed';
}

/** An order's payment status once its parcel came back to the shop: refunded, not collected (cash on delivery), or as it was. */
export function returnedToOriginPaymentStatus(order: ClosingOrder, refundedPaise: number): string {
  if (refundedPaise > 0) return 'refunded';
  return order.paymentMethod === 'cod' ? 'not_collected' : order.paymentStatus;
}
