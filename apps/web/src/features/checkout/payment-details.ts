/** What the gateway needs for the chosen method, and what is missing from it (shared by checkout and layaway payments). */
import { type TEST_GATEWAY, UPI_ID } from '@shop/shared';
import type { CardDetails } from './components/card-dialog';
import type { PaymentChoice, PaymentErrors } from './components/payment-methods';
import type { PaymentDetails } from './use-checkout-attempt';

/** `upiIntent`: UPI is paid by intent (QR code or app button), so no UPI id is asked for. */
export function paymentErrors(choice: PaymentChoice, { upiIntent = false }: { upiIntent?: boolean } = {}): PaymentErrors {
  if (choice.method === 'upi' && !upiIntent && !UPI_ID.test(choice.upiId.trim())) return { upiId: 'Please enter a valid UPI ID, like name@bank.' };
  if (choice.method === 'netbanking' && !choice.bank) return { bank: 'Please choose your bank.' };
  if (choice.method === 'wallet' && !choice.wallet) return { wallet: 'Please choose a wallet.' };
  return {};
}

export function detailsFor(choice: PaymentChoice, card?: CardDetails): PaymentDetails | undefined {
  switch (choice.method) {
    case 'card':
      return card ? { method: 'card', ...card } : undefined;
    case 'upi':
      return { method: 'upi', upiId: choice.upiId.trim() };
    case 'netbanking':
      return { method: 'netbanking', bank: choice.bank as (typeof TEST_GATEWAY.banks)[number] };
    case 'wallet':
      return { method: 'wallet', wallet: choice.wallet as (typeof TEST_GATEWAY.wallets)[number] };
    default:
      return undefined;
  }
}
