/** A refund's state badge and the staff steps on it: ask the gateway again, or record a refund made by hand. */
import type { Refund } from '@shop/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Badge, type Tone } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { rupees } from '@/lib/format';
import { toastError } from '../ui/admin-toast';
import { useMarkRefundDone, useRetryRefund } from './api';
import { FormActions } from '@/components/ui/form-actions';

const TONE: Record<Refund['status'], Tone> = { due: 'yellow', done: 'green', failed: 'red' };
/** In the order staff work through them: due, then failed, then done. */
export const REFUND_STATUS_LABELS: Record<Refund['status'], string> = { due: 'Due', failed: 'Failed', done: 'Done' };

export function RefundStatusBadge({ status }: { status: Refund['status'] }) {
  return <Badge tone={TONE[status]}>{REFUND_STATUS_LABELS[status]}</Badge>;
}

export function RefundActions({ refund }: { refund: Refund }) {
  const retry = useRetryRefund();
  const markDone = useMarkRefundDone();
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (refund.status === 'done') return <span className="text-xs text-muted">Settled</span>;
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        className="btn-primary px-2.5 py-1.5 text-xs"
        disabled={retry.isPending}
        aria-label={`Ask the gateway again for the refund of ${rupees(refund.amount)}`}
        onClick={() =>
          retry.mutate(refund._id, {
            onSuccess: ({ refund: r, message }) => (r.status === 'done' ? toast.success(message) : toast.error(message)),
            onError: (err) => toastError(err, 'The gateway could not be asked. Please try again.'),
          })
        }
      >
        {retry.isPending ? 'Asking…' : 'Retry'}
      </button>
      <button type="button" className="btn-outline px-2.5 py-1.5 text-xs" onClick={() => setOpen(true)} aria-label={`Mark the refund of ${rupees(refund.amount)} as done`}>
        Mark done
      </button>
      <Dialog open={open} onOpenChange={(o) => !markDone.isPending && (setOpen(o), setError(undefined))} title="Mark the refund as done">
        <form
          noValidate
          className="space-y-4 text-left"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reference.trim()) {
              setError('Please enter the refund reference.');
              return;
            }
            setError(undefined);
            markDone.mutate(
              { id: refund._id, reference: reference.trim() },
              {
                onSuccess: ({ message }) => {
                  toast.success(message);
                  setOpen(false);
                  setReference('');
                },
                onError: (err) => toastError(err, 'The refund could not be marked as done. Please try again.'),
              },
            );
          }}
        >
          <p className="text-sm text-ink-soft">
            For a refund of {rupees(refund.amount)} to {refund.customer_email} made outside the gateway (e.g. a bank transfer). The shopper is emailed the reference.
          </p>
          <TextField label="Refund reference" required value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} error={error} autoFocus />
          <FormActions label="Mark as done" busyLabel="Saving…" busy={markDone.isPending} onCancel={() => setOpen(false)} cancelLabel="Keep as is" admin />
        </form>
      </Dialog>
    </div>
  );
}
