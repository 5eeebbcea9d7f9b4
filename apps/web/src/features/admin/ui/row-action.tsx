/** A small button in a row of a back-office list, named for screen readers with what it acts on. */
import type { ReactNode } from 'react';

export function RowAction({
  children,
  label,
  onClick,
  disabled,
  danger = false,
}: {
  children: ReactNode;
  /** The accessible name, e.g. `Edit Gucci`. */ label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button type="button" className={danger ? 'btn-ghost px-2 py-1 text-xs text-sale' : 'btn-ghost px-2 py-1 text-xs'} disabled={disabled} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}
