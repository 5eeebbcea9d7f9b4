/**
 * The dialog of a back-office list's add/edit form: open while something is being added ('new') or
 * edited, with the form made afresh for each item.
 */
import { Fragment, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

export type Editing<T> = T | 'new' | null;

export function EditDialog<T extends { _id: string }>({
  editing,
  onClose,
  newTitle,
  editTitle,
  width,
  children,
}: {
  editing: Editing<T>;
  onClose: () => void;
  newTitle: string;
  editTitle: (item: T) => string;
  width?: string;
  /** The form, for the item edited (undefined when adding). */
  children: (item: T | undefined) => ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(o) => !o && onClose()} title={editing === 'new' ? newTitle : editing ? editTitle(editing) : ''} width={width}>
      {editing !== null ? <Fragment key={editing === 'new' ? 'new' : editing._id}>{children(editing === 'new' ? undefined : editing)}</Fragment> : null}
    </Dialog>
  );
}
