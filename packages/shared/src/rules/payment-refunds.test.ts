import { describe, expect, it } from 'vitest';
import { cancelledPaymentStatus, returnedToOriginPaymentStatus, type CancelReason, type ClosingOrder } from './payment-refunds';

const cod: ClosingOrder = { paymentMethod: 'cod', paymentStatus: 'cod', paidPaise: 0 };
const card: ClosingOrder = { paymentMethod: 'card', paymentStatus: 'pending', paidPaise: 0 };
const paid: ClosingOrder = { paymentMethod: 'card', paymentStatus: 'paid', paidPaise: 50_000_00 };
const layaway: ClosingOrder = { paymentMethod: 'upi', paymentStatus: 'deposit_paid', paidPaise: 25_000_00 };

describe('the payment status of a cancelled order', () => {
  it.each<[string, ClosingOrder, CancelReason, number, string]>([
    ['cash on delivery, cancelled by the shopper', cod, 'shopper', 0, 'cancelled'],
    ['cash on delivery, cancelled by the shop', cod, 'staff', 0, 'cancelled'],
    ['online, payment declined', card, 'payment-declined', 0, 'failed'],
    ['online, payment never completed', card, 'payment-expired', 0, 'expired'],
    ['online, cancelled before paying', card, 'shopper', 0, 'failed'],
    ['online, replaced by an order paid another way', card, 'payment-replaced', 0, 'cancelled'],
    ['paid, cancelled by the shop: refunds due', paid, 'staff', 50_000_00, 'refunded'],
    ['paid, refund already recorded earlier', paid, 'shopper', 0, 'refunded'],
    ['lapsed layaway keeps its deposit', layaway, 'layaway-lapsed', 0, 'deposit_forfeited'],
    ['layaway cancelled by the shop: deposit back', layaway, 'staff', 25_000_00, 'refunded'],
  ])('%s → %s', (_, order, reason, refunded, status) => expect(cancelledPaymentStatus(order, reason, refunded)).toBe(status));
});

describe('the payment status of an order returned to origin', () => {
  it.each<[string, ClosingOrder, number, string]>([
    ['cash on delivery: nothing collected', cod, 0, 'not_collected'],
    ['prepaid: refunded', paid, 50_000_00, 'refunded'],
    ['prepaid, refund recorded earlier: unchanged', paid, 0, 'paid'],
  ])('%s → %s', (_, order, refunded, status) => expect(returnedToOriginPaymentStatus(order, refunded)).toBe(status));
});
