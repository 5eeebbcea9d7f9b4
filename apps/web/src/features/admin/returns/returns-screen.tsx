/** /admin/returns: requested returns first; approve (issues store credit) or reject with a required reason. */
import { orderNumber, type StaffReturn } from '@shop/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { toastError } from '../ui/admin-toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable, Td, Th } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState, QueryStates } from '../ui/query-states';
import { SelectField } from '../ui/select-field';
import { Badge, type Tone } from '@/components/ui/badge';
import { useUrlFilters } from '../ui/use-url-filters';
import { useDecideReturn, useStaffReturns } from './api';

const TONE: Record<StaffReturn['status'], Tone> = { requested: 'yellow', approved: 'green', rejected: 'red' };
const LABEL: Record<StaffReturn['status'], string> = { requested: 'Requested', approved: 'Approved', rejected: 'Rejected' };

export function ReturnsScreen() {
  useDocumentTitle('Returns');
  const { values, setFilter } = useUrlFilters(['status'] as const);
  const returns = useStaffReturns(values.status);
  const decide = useDecideReturn();
  const [approving, setApproving] = useState<StaffReturn | null>(null);
  const [rejecting, setRejecting] = useState<StaffReturn | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const sorted = useMemo(
    () => [...(returns.data ?? [])].sort((a, b) => Number(b.status === 'requested') - Number(a.status === 'requested') || b.createdAt.localeCompare(a.createdAt)),
    [returns.data],
  );

  const done = (message: string) => {
    toast.success(message);
    setApproving(null);
    setRejecting(null);
    setReason('');
  };

  return (
    <>
      <PageHeader title="Returns" description="Approving issues store credit for the item's price (valid 6 months); rejecting needs a reason the shopper will read." />
      <div className="mb-4 max-w-xs">
        <SelectField label="Status" value={values.status} onChange={(e) => setFilter('status', e.target.value)}>
          <option value="">All (requested first)</option>
          <option value="requested">Requested</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </SelectField>
      </div>
      <QueryStates query={returns} loadingLabel="Loading returns…" isEmpty={() => sorted.length === 0} empty={<EmptyState title="No returns">Return requests from My Orders appear here.</EmptyState>}>
        {() => (
          <DataTable
            caption="Returns"
            minWidth="min-w-[900px]"
            head={
              <>
                <Th>Item</Th>
                <Th>Order</Th>
                <Th>Shopper</Th>
                <Th>Reason</Th>
                <Th className="text-right">Amount</Th>
                <Th>Status</Th>
                <Th>Requested</Th>
                <Th className="text-right">Actions</Th>
              </>
            }
          >
            {sorted.map((r) => (
              <tr key={r._id} className="align-top hover:bg-paper">
                <Td className="max-w-64 min-w-44 font-medium">{r.product_name}</Td>
                <Td>
                  <Link to={adminPaths.order(r.order_id)} className="whitespace-nowrap underline-offset-4 hover:underline">
                    #{orderNumber(r.order_id)}
                  </Link>
                </Td>
                <Td className="text-xs">{r.email}</Td>
                <Td className="max-w-72">
                  <p className="text-sm">{r.reason}</p>
                  {r.decision_note ? <p className="mt-1 text-xs text-muted">Our answer: {r.decision_note}</p> : null}
                </Td>
                <Td className="text-right whitespace-nowrap">
                  {rupees(r.amount)}
                  {r.credit != null ? <span className="block text-xs text-success">credit {rupees(r.credit)}</span> : null}
                </Td>
                <Td>
                  <Badge tone={TONE[r.status]}>{LABEL[r.status]}</Badge>
                </Td>
                <Td className="whitespace-nowrap text-ink-soft">{dateTime(r.createdAt)}</Td>
                <Td className="text-right whitespace-nowrap">
                  {r.status === 'requested' ? (
                    <div className="flex justify-end gap-1">
                      <button type="button" className="btn-primary px-2.5 py-1.5 text-xs" onClick={() => setApproving(r)} aria-label={`Approve the return of ${r.product_name}`}>
                        Approve
                      </button>
                      <button type="button" className="btn-ghost px-2.5 py-1.5 text-xs text-sale" onClick={() => setRejecting(r)} aria-label={`Reject the return of ${r.product_name}`}>
                        Reject
                      </button>
                    </div>
                  ) : (
                    <span className="text-xs text-muted">Decided</span>
                  )}
                </Td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStates>

      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title="Approve this return?"
        confirmLabel="Approve and issue credit"
        busyLabel="Approving…"
        busy={decide.isPending}
        onConfirm={() =>
          approving &&
          decide.mutate({ id: approving._id, approve: true }, { onSuccess: ({ message }) => done(message), onError: (err) => toastError(err, 'The return could not be approved. Please try again.') })
        }
      >
        {approving ? (
          <p>
            {approving.email} receives <strong className="text-ink">{rupees(approving.amount)}</strong> of store credit for {approving.product_name}, and an email.
          </p>
        ) : null}
      </ConfirmDialog>

      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && !decide.isPending && (setRejecting(null), setReasonError(undefined))} title="Reject this return">
        {rejecting ? (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) {
                setReasonError('Please give the reason; the shopper will read it.');
                return;
              }
              setReasonError(undefined);
              decide.mutate(
                { id: rejecting._id, approve: false, reason: reason.trim() },
                { onSuccess: ({ message }) => done(message), onError: (err) => toastError(err, 'The return could not be rejected. Please try again.') },
              );
            }}
          >
            <p className="text-sm text-ink-soft">
              {rejecting.product_name} · {rejecting.email}
            </p>
            <TextAreaField label="Reason" required value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} error={reasonError} autoFocus />
            <div className="flex justify-end gap-3">
              <button type="button" className="btn-outline px-4 py-2" onClick={() => setRejecting(null)} disabled={decide.isPending}>
                Keep as is
              </button>
              <button type="submit" className="btn bg-sale px-4 py-2 text-white hover:bg-red-800" disabled={decide.isPending}>
                {decide.isPending ? 'Rejecting…' : 'Reject return'}
              </button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </>
  );
}
