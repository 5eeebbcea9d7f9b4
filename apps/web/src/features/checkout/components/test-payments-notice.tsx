/** Said on every payment screen while the shop's gateway is the built-in test gateway (docs/payments.md). */
import { usePaymentGateway } from '../api';

export const TEST_PAYMENTS_TEXT = 'Test payments: no money moves';

export function TestPaymentsNotice({ className = '' }: { className?: string }) {
  const gateway = usePaymentGateway();
  if (!gateway.data?.test) return null;
  return (
    <p role="note" className={`border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ${className}`}>
      {TEST_PAYMENTS_TEXT}. This shop uses a test payment gateway: no card, UPI, bank or wallet is charged.
    </p>
  );
}
