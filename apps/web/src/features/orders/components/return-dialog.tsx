/** Asks why an item goes back, then POST /api/returns; the server's sentence is shown either way. */
import type { OrderItem } from '@shop/shared';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Dialog } from '@/components/ui/dialog';
import { useRequestReturn } from '../api';
import { FormActions } from '@/components/ui/form-actions';

export function ReturnDialog({ item, open, onOpenChange }: { item: OrderItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useRequestReturn();
  const submit = () => {
    if (!reason.trim()) return setError('Please tell us why you are returning this item.');
    setError(null);
    mutation.mutate(
      { order_item_id: item._id, reason: reason.trim() },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setReason('');
          onOpenChange(false);
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Request Return" description={`${item.product_name}${item.size ? `, size ${item.size}` : ''}`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className="label">
          Reason for the return
        </label>
        <textarea
          id={id}
          className="input min-h-28"
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-sale">
            {error}
          </p>
        ) : null}
        <FormActions label="Request Return" busyLabel="Sending…" busy={mutation.isPending} onCancel={() => onOpenChange(false)} cancelWhileBusy cancelClassName="btn-outline" className="mt-6" />
      </form>
    </Dialog>
  );
}
