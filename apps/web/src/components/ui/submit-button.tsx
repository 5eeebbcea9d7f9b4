/** A form's sending button: held back while the request runs, and saying what it is doing meanwhile. */
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
  className?: string;
}

export function SubmitButton({ busy, busyLabel, children, className = 'btn-primary h-12 w-full' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
