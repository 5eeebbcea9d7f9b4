/**
 * The row that ends a form or a question: a way out (Cancel, Keep as is) and the button that sends,
 * which says what it is doing while the request runs. Both wait while it runs.
 */
import type { ReactNode } from 'react';

const SUBMIT_CLASS = {
  primary: 'btn-primary',
  ink: 'btn text-white bg-ink hover:bg-ink-soft',
  danger: 'btn text-white bg-sale hover:bg-red-800',
} as const;

export interface FormActionsProps {
  label: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** Hold the sending button back for another reason too (a picture still uploading). */
  disabled?: boolean;
  /** Leave the way out usable while the request runs (a dialog the request does not hold open). */
  cancelWhileBusy?: boolean;
  /** The back office's padded buttons with an outlined way out; the shop's plain ones otherwise. */
  admin?: boolean;
  tone?: keyof typeof SUBMIT_CLASS;
  /** When the row is not in a form: what the sending button does. */
  onConfirm?: () => void;
  cancelClassName?: string;
  className?: string;
}

export function FormActions({
  label,
  busyLabel,
  busy,
  onCancel,
  cancelLabel = 'Cancel',
  disabled = false,
  cancelWhileBusy = false,
  admin = false,
  tone = 'primary',
  onConfirm,
  cancelClassName = admin ? 'btn-outline' : 'btn-ghost',
  className = '',
}: FormActionsProps) {
  const pad = admin ? ' px-4 py-2' : '';
  return (
    <div className={`flex flex-wrap justify-end gap-3 ${className}`}>
      <button type="button" className={cancelClassName + pad} onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        {cancelLabel}
      </button>
      <button type={onConfirm ? 'button' : 'submit'} className={SUBMIT_CLASS[tone] + pad} onClick={onConfirm} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
