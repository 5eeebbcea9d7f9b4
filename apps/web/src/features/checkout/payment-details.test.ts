import { TEST_GATEWAY } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { detailsFor, notPaidMessage, paymentErrors } from './payment-details';
import type { PaymentChoice } from './components/payment-methods';

const choice = (c: Partial<PaymentChoice>): PaymentChoice => ({ method: 'upi', bank: '', wallet: '', ...c }) as PaymentChoice;

describe('the payment form: what is missing before paying', () => {
  it.each([
    [choice({ method: 'upi' }), {}],
    [choice({ method: 'netbanking', bank: '' }), { bank: 'Please choose your bank.' }],
    [choice({ method: 'netbanking', bank: TEST_GATEWAY.banks[0] }), {}],
    [choice({ method: 'wallet', wallet: '' }), { wallet: 'Please choose a wallet.' }],
    [choice({ method: 'card' }), {}],
  ])('%o → %o', (c, errors) => {
    expect(paymentErrors(c)).toEqual(errors);
  });

  it('sends a card only once its details are entered; UPI details come from the UPI step, never typed', () => {
    expect(detailsFor(choice({ method: 'card' }))).toBeUndefined();
    expect(detailsFor(choice({ method: 'upi' }))).toBeUndefined();
    expect(detailsFor(choice({ method: 'wallet', wallet: TEST_GATEWAY.wallets[0] }))).toEqual({ method: 'wallet', wallet: TEST_GATEWAY.wallets[0] });
  });
});

describe('why a payment did not go through', () => {
  const payment = (status: 'failed' | 'expired', failure_reason: string | null) => ({ _id: 'p', method: 'upi', amount: 100, status, purpose: 'order', expires_at: null, failure_reason }) as const;
  it.each([
    [payment('failed', 'The UPI payment was declined.'), 'The UPI payment was declined.'],
    [payment('failed', null), 'Declined.'],
    [payment('expired', null), 'This payment was closed before it was paid: its time ran out, or the order changed. Nothing was charged.'],
  ])('%o → %s', (p, message) => expect(notPaidMessage(p, 'Declined.')).toBe(message));
});
