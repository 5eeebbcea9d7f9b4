import { TEST_GATEWAY } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { detailsFor, paymentErrors } from './payment-details';
import type { PaymentChoice } from './components/payment-methods';

const choice = (c: Partial<PaymentChoice>): PaymentChoice => ({ method: 'upi', upiId: '', bank: '', wallet: '', ...c }) as PaymentChoice;

describe('the payment form: what is missing before paying', () => {
  it.each([
    [choice({ method: 'upi', upiId: 'asha@okbank' }), {}],
    [choice({ method: 'upi', upiId: '  asha@okbank  ' }), {}],
    [choice({ method: 'upi', upiId: 'asha' }), { upiId: 'Please enter a valid UPI ID, like name@bank.' }],
    [choice({ method: 'upi', upiId: '' }), { upiId: 'Please enter a valid UPI ID, like name@bank.' }],
    [choice({ method: 'netbanking', bank: '' }), { bank: 'Please choose your bank.' }],
    [choice({ method: 'netbanking', bank: TEST_GATEWAY.banks[0] }), {}],
    [choice({ method: 'wallet', wallet: '' }), { wallet: 'Please choose a wallet.' }],
    [choice({ method: 'card' }), {}],
  ])('%o → %o', (c, errors) => {
    expect(paymentErrors(c)).toEqual(errors);
  });

  it('sends the UPI id trimmed, and a card only once its details are entered', () => {
    expect(detailsFor(choice({ method: 'upi', upiId: ' asha@okbank ' }))).toEqual({ method: 'upi', upiId: 'asha@okbank' });
    expect(detailsFor(choice({ method: 'card' }))).toBeUndefined();
  });
});
