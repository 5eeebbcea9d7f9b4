/**
 * Layaway at checkout (catalogue §9, issue 13): offered when every piece qualifies. Before paying,
 * the shopper sees the deposit paid now, the due date and a suggested weekly plan, all from the
 * server's quote; any part of the balance can be paid from My Orders at any time before the due date.
 */
import { POLICY, type CheckoutQuote } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { longDate, rupees } from '@/lib/format';

export interface LayawayOptionProps {
  terms: NonNullable<CheckoutQuote['layaway']>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Cash on delivery chosen: the deposit must be paid online. */
  needsOnlineMethod: boolean;
}

export function LayawayOption({ terms, checked, onChange, needsOnlineMethod }: LayawayOptionProps) {
  const instalments = terms.schedule.filter((s) => s.kind === 'instalment');
  return (
    <div className={`mt-4 border bg-white ${checked ? 'border-ink' : 'border-line'}`}>
      <label className={`flex cursor-pointer items-start gap-3 px-4 py-3.5 ${checked ? 'bg-sand/60' : 'hover:bg-paper'}`}>
        <input type="checkbox" className="mt-0.5 h-4 w-4 accent-ink" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="flex-1">
          <span className="block text-sm font-medium text-ink">Pay by layaway</span>
          <span className="block text-xs text-muted">
            {POLICY.layaway.depositPercent}% deposit today ({rupees(terms.deposit)}), the rest in instalments of your choice within {terms.weeks} weeks. The piece is held for you.
          </span>
        </span>
      </label>
      {checked ? (
        <div className="border-t border-line px-4 py-4 text-sm" data-testid="layaway-terms">
          {needsOnlineMethod ? (
            <p role="alert" className="mb-3 text-sale">
              The deposit is paid online: please choose card, UPI, net banking or a wallet above.
            </p>
          ) : null}
          <dl className="space-y-1.5">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">Deposit today</dt>
              <dd className="font-semibold tabular-nums">{rupees(terms.deposit)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-soft">Balance due by {longDate(terms.due_at)}</dt>
              <dd className="tabular-nums">{rupees(terms.balance)}</dd>
            </div>
          </dl>
          <table className="mt-4 w-full text-left text-xs">
            <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-ink uppercase">Suggested plan</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">When</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line border-y border-line">
              {terms.schedule.map((s, i) => (
                <tr key={s.due_at}>
                  <td className="py-1.5 text-ink-soft">{s.kind === 'deposit' ? 'Today: deposit' : `By ${longDate(s.due_at)}${i === instalments.length ? ' (due date)' : ''}`}</td>
                  <td className="py-1.5 text-right tabular-nums">{rupees(s.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-xs text-muted">
            Pay any amount from My Orders whenever you like; only the due date counts. The deposit is not refundable, and a balance not paid by the due date cancels the layaway.{' '}
            <Link to={paths.layaway} className="underline underline-offset-2">
              How layaway works
            </Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
