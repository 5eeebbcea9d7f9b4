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
