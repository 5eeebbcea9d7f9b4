/** The shopper's store credit balance on My Orders, when there is any (credited returns). */
import { POLICY } from '@shop/shared';
import { rupees } from '@/lib/format';
import { useStoreCredit } from '../api';

export function StoreCreditNote() {
  const credit = useStoreCredit();
  if (!credit.data || credit.data.balance <= 0) return null;
  return (
    <p className="mt-4 inline-block border border-line bg-sand px-4 py-2 text-sm" data-testid="store-credit">
      Store credit: <strong className="font-semibold">{rupees(credit.data.balance)}</strong>
      <span className="text-ink-soft"> · usable at checkout, valid {POLICY.returns.creditValidityMonths} months from issue</span>
    </p>
  );
}
