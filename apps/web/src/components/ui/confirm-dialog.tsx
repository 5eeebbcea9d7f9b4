/** The shop's yes/no question before something that cannot be undone (deleting an address, cancelling an order). */
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { FormActions } from './form-actions';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The button that leaves things as they are. */
  keepLabel: string;
  onConfirm: () => void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, busyLabel, busy, keepLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <FormActions
        label={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        tone="danger"
        cancelLabel={keepLabel}
        cancelClassName="btn-outline"
        cancelWhileBusy
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
