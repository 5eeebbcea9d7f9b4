/**
 * The question before a change to one row (delete, disable): open while a row is chosen; yes runs
 * the mutation on the row's id, toasts the server's message and closes, or toasts why it failed.
 */
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { toastError } from './admin-toast';
import { ConfirmDialog } from './confirm-dialog';

interface IdMutation<R> {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: (result: R) => void; onError: (err: unknown) => void }) => void;
}

export function TargetConfirm<T extends { _id: string }, R>({
  target,
  onClose,
  mutation,
  message,
  failure,
  title,
  confirmLabel,
  busyLabel,
  children,
}: {
  target: T | null;
  onClose: () => void;
  mutation: IdMutation<R>;
  /** The toast after success, from the answer. */
  message: (result: R) => string;
  /** The toast when it fails and the server gave no reason. */
  failure: string;
  title: (target: T | null) => string;
  confirmLabel: string;
  busyLabel: string;
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
          onSuccess: (result) => {
            toast.success(message(result));
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
