import { useState } from 'react';

/**
 * A dialog about one row of a list (delete this address, archive this product): open while a row
 * is chosen, and closing it forgets the row. `dialog` is spread on the dialog.
 */
export function useRowDialog<T>() {
  const [row, setRow] = useState<T | null>(null);
  return {
    row,
    ask: (chosen: T) => setRow(chosen),
    close: () => setRow(null),
    dialog: { open: row !== null, onOpenChange: (open: boolean) => void (open || setRow(null)) },
  };
}
