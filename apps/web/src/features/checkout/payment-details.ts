/**
 * What the gateway needs for the chosen method, and what is missing from it (shared by checkout and
 * layaway payments). UPI is paid by intent: the UPI step (upi-dialog.tsx) answers for it.
 */
import type { Payment, TEST_GATEWAY } from '@shop/shared';
import type { CardDetails } from './components/card-dialog';
import type { PaymentChoice, PaymentErrors } from './components/payment-methods';
import type { PaymentDetails } from './use-checkout-attempt';

export function paymentErrors(choice: PaymentChoice): PaymentErrors {
  if (choice.method === 'netbanking' && !choice.bank) return { bank: 'Please choose your bank.' };
  if (choice.method === 'wallet' && !choice.wallet) return { wallet: 'Please choose a wallet.' };
  return {};
}

export function detailsFor(choice: PaymentChoice, card?: CardDetails): PaymentDetails | undefined {
  switch (choice.method) {
    case 'card':
      return card ? { method: 'card', ...card } : undefined;
    case 'netbanking':
      return { method: 'netbanking', bank: choice.bank as (typeof TEST_GATEWAY.banks)[number] };
    case 'wallet':
      return { method: 'wallet', wallet: choice.wallet as (typeof TEST_GATEWAY.wallets)[number] };
    default:
      return undefined;
  }
}

/**
 * Why a settled payment did not go through, in the shopper's words: the gateway's reason for a
 * decline (or `declined` when it gave none), or a payment closed unpaid (the UPI step can see that
 * while it waits for the UPI app: the order's 15-minute hold lapsed, or the order was cancelled or
 * replaced meanwhile).
 */
export function notPaidMessage(payment: Payment, declined: string): string {
  if (payment.status === 'expired') return 'This payment was closed before it was paid: its time ran out, or the order changed. Nothing was charged.';
  return payment.failure_reason ?? declined;
}
