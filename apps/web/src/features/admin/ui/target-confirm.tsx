/**
 * The question before a change to one row (delete, unless said otherwise): open while a row is
 * chosen; yes runs the mutation on the row's id, toasts the server's message and closes, or toasts
 * why it failed.
 */
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { toastError } from './admin-toast';
import { ConfirmDialog } from './confirm-dialog';

/** A mutation on a row's id that answers with the message to toast. */
interface IdMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: (message: string) => void; onError: (err: unknown) => void }) => void;
}

export function TargetConfirm<T extends { _id: string }>({
  target,
  onClose,
  mutation,
  failure,
  title,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting…',
  children,
}: {
  target: T | null;
  onClose: () => void;
  mutation: IdMutation;
  /** The toast when it fails and the server gave no reason. */
  failure: string;
  title: (target: T | null) => string;
  confirmLabel?: string;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(o) => !o && onClose()}
      title={title(target)}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      destructive
      busy={mutation.isPending}
      onConfirm={() =>
        target &&
        mutation.mutate(target._id, {
          onSuccess: (message) => {
            toast.success(message);
            onClose();
          },
          onError: (err) => toastError(err, failure),
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
