/** A yes/no question before a change that is hard to undo (archive, cancel, disable, approve). */
import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

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
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-outline px-4 py-2" onClick={() => onOpenChange(false)} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`btn px-4 py-2 text-white ${destructive ? 'bg-sale hover:bg-red-800' : 'bg-ink hover:bg-ink-soft'}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? (busyLabel ?? `${confirmLabel}…`) : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
