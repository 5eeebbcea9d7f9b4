/** /admin/consignment-payouts: payouts pending, due (mark paid with the bank's UTR) and paid, and the CSV for the bank. */
import { PAYOUT_STATUSES, type ConsignmentPayout } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Badge, type Tone } from '@/components/ui/badge';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toastError } from '../ui/admin-toast';
import { FilterSelect } from '../ui/filter-select';
import { right, Td } from '../ui/data-table';
import { downloadWithToken } from '@/lib/download';
import { dateTime } from '../ui/format';
import { BackLink, PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { useUrlFilters } from '../ui/use-url-filters';
import { useMarkPaid, usePayouts } from './api';
import { consignmentPaths, SellerCell } from './intake-screen';

const TONE: Record<ConsignmentPayout['status'], Tone> = { pending: 'yellow', due: 'orange', paid: 'green', cancelled: 'gray' };
const LABEL: Record<ConsignmentPayout['status'], string> = { pending: 'Return window open', due: 'Due', paid: 'Paid', cancelled: 'Cancelled (returned)' };

function PaidForm({ payout }: { payout: ConsignmentPayout }) {
  const mark = useMarkPaid();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^[A-Za-z0-9]{6,22}$/.test(utr.trim())) return setError('The UTR is 6 to 22 letters and digits.');
    setError(null);
    mark.mutate({ id: payout._id, utr: utr.trim() }, { onSuccess: (m) => toast.success(m), onError: (err) => toastError(err, 'The payout could not be marked paid.') });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start justify-end gap-2" aria-label={`Mark paid: ${payout.product_name}`}>
      <div>
        <label className="sr-only" htmlFor={`utr-${payout._id}`}>
          UTR for {payout.product_name}
        </label>
        <input
          id={`utr-${payout._id}`}
          className="input w-44 py-1.5 text-sm"
          placeholder="Bank UTR"
          value={utr}
          maxLength={22}
          onChange={(e) => setUtr(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        {error ? <p className="mt-1 max-w-44 text-xs text-sale">{error}</p> : null}
      </div>
      <button type="submit" className="btn-primary px-3 py-1.5 text-xs" disabled={mark.isPending}>
        {mark.isPending ? 'Saving…' : 'Mark paid'}
      </button>
    </form>
  );
}

export function PayoutsScreen() {
  useDocumentTitle('Consignment payouts');
  const { values, setFilter } = useUrlFilters(['status'] as const);
  const status = values.status || 'due';
  const payouts = usePayouts(status === 'all' ? '' : status);
  const download = () => downloadWithToken(`/admin/consignment/payouts.csv${status === 'all' ? '' : `?status=${status}`}`, 'payouts.csv').catch((err) => toastError(err, 'The download failed.'));
  return (
    <>
      <BackLink to={consignmentPaths.intake}>Intake queue</BackLink>
      <PageHeader
        title="Consignment payouts"
        description="A sold piece's payout is due once its buyer's return window has passed without a return; pay it within 24 hours and record the bank's UTR."
        actions={
          <button type="button" className="btn-outline px-4 py-2 text-sm" onClick={() => void download()}>
            Export CSV
          </button>
        }
      />
      <FilterSelect label="Payouts" value={status} onChange={(v) => setFilter('status', v)} options={[...PAYOUT_STATUSES.map((s) => [s, LABEL[s]] as const), ['all', 'All']]} />
      <ListTable
        query={payouts}
        loadingLabel="Loading payouts…"
        rows={(rows) => rows}
        empty={<EmptyState title="No payouts here">Payouts appear when consigned pieces are delivered to their buyers.</EmptyState>}
        caption="Payouts"
        minWidth="min-w-[900px]"
        columns={['Piece', 'Seller', right('Payout'), 'Status', 'Due', right('Payment')]}
      >
        {(p) => (
          <tr key={p._id} className="align-top hover:bg-paper">
            <Td className="min-w-48">
              <Link to={consignmentPaths.submission(p.submission_id)} className="font-medium underline-offset-4 hover:underline">
                {p.product_name}
              </Link>
            </Td>
            <SellerCell seller={p.seller} />
            <Td className="text-right whitespace-nowrap">{rupees(p.amount)}</Td>
            <Td>
              <Badge tone={TONE[p.status]}>{LABEL[p.status]}</Badge>
            </Td>
            <Td className="text-xs whitespace-nowrap">
              {dateTime(p.due_at)}
              {p.status === 'due' ? <span className="block text-muted">pay by {dateTime(p.pay_by)}</span> : null}
            </Td>
            <Td className="text-right">
              {p.status === 'due' ? (
                <PaidForm payout={p} />
              ) : p.status === 'paid' ? (
                <span className="text-xs whitespace-nowrap">
                  UTR {p.utr} · {dateTime(p.paid_at)}
                </span>
              ) : (
                <span className="text-xs text-muted">—</span>
              )}
            </Td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
