/** The order page's payment records: every payment attempt and refund, for reconciling. */
import type { PaymentRecord } from '@shop/shared';
import { emiSummary, rupees } from '@/lib/format';
import { REFUND_REASON_LABELS, useOrderPayments } from '../refunds/api';
import { RefundActions, RefundStatusBadge } from '../refunds/refund-actions';
import { dateTime } from '../ui/format';
import { PAYMENT_LABELS } from './api';

const PAYMENT_STATUS_LABELS: Record<PaymentRecord['status'], string> = { created: 'Open', captured: 'Captured', failed: 'Failed', expired: 'Lapsed' };

/** Every payment attempt and refund of the order, with gateway references, for reconciling. */
export function PaymentRecords({ orderId }: { orderId: string }) {
  const records = useOrderPayments(orderId);
  return (
    <div className="mt-3 border-t border-line pt-3">
      {records.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : records.isError ? (
        <p className="text-sm text-sale">The payments could not be loaded.</p>
      ) : records.data.payments.length === 0 && records.data.refunds.length === 0 ? (
        <p className="text-sm text-muted">No online payments: cash on delivery collects at the door.</p>
      ) : (
        <div className="space-y-4">
          <h3 className="mb-1 text-sm font-semibold">Payments</h3>
          <ul className="divide-y divide-line text-sm" aria-label="Payments">
            {records.data.payments.map((p) => (
              <li key={p._id} className="py-2">
                <div className="flex justify-between gap-3">
                  <span>
                    {PAYMENT_LABELS[p.method] ?? p.method} · {PAYMENT_STATUS_LABELS[p.status]}
                    {p.purpose !== 'order' ? <span className="text-muted"> ({p.purpose === 'layaway_deposit' ? 'layaway deposit' : 'layaway balance'})</span> : null}
                  </span>
                  <span className="tabular-nums">{rupees(p.amount)}</span>
                </div>
                <p className="text-xs text-muted">
                  {dateTime(p.captured_at ?? p.created_at)}
                  {p.reference ? <span className="font-mono"> · {p.reference}</span> : null}
                </p>
                {p.emi ? <p className="text-xs text-ink-soft">EMI: {emiSummary(p.emi)}</p> : null}
                {p.failure_reason ? <p className="text-xs text-ink-soft">{p.failure_reason}</p> : null}
              </li>
            ))}
          </ul>
          {records.data.refunds.length ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">Refunds</h3>
              <ul className="divide-y divide-line text-sm" aria-label="Refunds">
                {records.data.refunds.map((r) => (
                  <li key={r._id} className="space-y-1 py-2">
                    <div className="flex items-center justify-between gap-3">
                      <span className="inline-flex items-center gap-2">
                        <RefundStatusBadge status={r.status} /> {REFUND_REASON_LABELS[r.reason]}
                      </span>
                      <span className="tabular-nums">{rupees(r.amount)}</span>
                    </div>
                    <p className="text-xs text-muted">
                      to {PAYMENT_LABELS[r.method] ?? r.method}
                      {r.reference ? <span className="font-mono"> · {r.reference}</span> : null}
                      {r.completed_at ? ` · ${dateTime(r.completed_at)}` : ''}
                    </p>
                    {r.failure_reason ? <p className="text-xs text-sale">{r.failure_reason}</p> : null}
                    {r.status !== 'done' ? <RefundActions refund={r} /> : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
