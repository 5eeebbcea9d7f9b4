/**
 * /admin/refunds: every refund asked of the payment gateway (due and failed first, then done), with
 * its order, method, the payment's and the refund's references, so staff can reconcile them with the
 * gateway's statement; a due or failed refund can be retried or marked done by hand.
 */
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PAYMENT_LABELS } from '../orders/api';
import { right, Td } from '../ui/data-table';
import { FilterSelect } from '../ui/filter-select';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { useUrlFilters } from '../ui/use-url-filters';
import { OrderLink } from '../ui/order-link';
import { REFUND_REASON_LABELS, useStaffRefunds } from './api';
import { REFUND_STATUS_LABELS, RefundActions, RefundStatusBadge } from './refund-actions';

export function RefundsScreen() {
  useDocumentTitle('Refunds');
  const { values, page, setFilter, setPage } = useUrlFilters(['status'] as const);
  const refunds = useStaffRefunds(values.status, page);

  return (
    <>
      <PageHeader
        title="Refunds"
        description={
          refunds.data ? `Money owed back to shoppers' original payment methods. Not yet refunded: ${rupees(refunds.data.outstanding)}.` : "Money owed back to shoppers' original payment methods."
        }
      />
      <FilterSelect label="Status" value={values.status} onChange={(v) => setFilter('status', v)} options={[['', 'All (due first)'], ...Object.entries(REFUND_STATUS_LABELS)]} />
      <ListTable
        query={refunds}
        loadingLabel="Loading refunds…"
        rows={(d) => d.refunds}
        empty={<EmptyState title="No refunds">Refunds appear here when a paid order is cancelled or comes back, or a payment arrives after its order closed.</EmptyState>}
        pager={{ of: (d) => d, noun: 'refunds', onPage: setPage }}
        caption="Refunds"
        minWidth="min-w-[1000px]"
        columns={['Order', 'Shopper', 'Why', 'Method', right('Amount'), 'References', 'Status', 'Recorded', right('Actions')]}
      >
        {(r) => (
          <tr key={r._id} className="align-top hover:bg-paper">
            <Td>
              <OrderLink id={r.order_id} />
            </Td>
            <Td className="text-xs">{r.customer_email}</Td>
            <Td className="text-sm">{REFUND_REASON_LABELS[r.reason]}</Td>
            <Td className="text-sm whitespace-nowrap">{PAYMENT_LABELS[r.method] ?? r.method}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{rupees(r.amount)}</Td>
            <Td className="font-mono text-xs">
              <span className="block">paid {r.payment_reference ?? '—'}</span>
              <span className="block">refund {r.reference ?? '—'}</span>
            </Td>
            <Td>
              <RefundStatusBadge status={r.status} />
              {r.failure_reason ? <span className="mt-1 block max-w-56 text-xs text-sale">{r.failure_reason}</span> : null}
              {r.attempts > 1 ? <span className="mt-1 block text-xs text-muted">{r.attempts} attempts</span> : null}
            </Td>
            <Td className="text-sm whitespace-nowrap text-ink-soft">
              {dateTime(r.created_at)}
              {r.completed_at ? <span className="block text-xs">done {dateTime(r.completed_at)}</span> : null}
            </Td>
            <Td className="text-right whitespace-nowrap">
              <RefundActions refund={r} />
            </Td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
