import { TEST_GATEWAY } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { detailsFor, paymentErrors } from './payment-details';
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
