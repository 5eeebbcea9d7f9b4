/** A yes/no question before a change that is hard to undo (archive, cancel, disable, approve). */
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are. */
  cancelLabel?: string;
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, cancelLabel = 'Keep as is', busyLabel, busy = false, destructive = false, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title}>
      <div className="space-y-3 text-sm text-ink-soft">{children}</div>
      <FormActions
        label={confirmLabel}
        busyLabel={busyLabel ?? `${confirmLabel}…`}
        busy={busy}
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
        cancelLabel={cancelLabel}
        admin
        tone={destructive ? 'danger' : 'ink'}
        className="mt-6"
      />
    </Dialog>
  );
}
