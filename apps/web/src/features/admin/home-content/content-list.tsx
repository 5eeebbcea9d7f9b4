/** One kind of home page content as an ordered list: move up or down, edit, delete. */
import type { ContentKind } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../ui/admin-toast';
import { RowAction } from '../ui/row-action';
import { TargetConfirm } from '../ui/target-confirm';
import { useDeleteContent, useReorderContent } from './api';

interface Item {
  _id: string;
}

export function ContentList<T extends Item>({
  kind,
  items,
  label,
  render,
  onEdit,
}: {
  kind: ContentKind;
  items: T[];
  label: (item: T) => string;
  render: (item: T) => ReactNode;
  onEdit: (item: T) => void;
}) {
  const reorder = useReorderContent(kind);
  const remove = useDeleteContent(kind);
  const [deleting, setDeleting] = useState<T | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onSuccess: (m) => toast.success(m), onError: (err) => toastError(err, 'The order could not be saved. Please try again.') });
  };
  return (
    <>
      <ol className="divide-y divide-line border border-line bg-white">
        {items.map((item, i) => (
          <li key={item._id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:p-4">
            <span className="w-6 shrink-0 text-sm text-muted tabular-nums">{i + 1}.</span>
            <div className="min-w-0 flex-1">{render(item)}</div>
            <div className="flex shrink-0 gap-1">
              <RowAction label={`Move ${label(item)} up`} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)}>
                ↑
              </RowAction>
              <RowAction label={`Move ${label(item)} down`} disabled={i === items.length - 1 || reorder.isPending} onClick={() => move(i, 1)}>
                ↓
              </RowAction>
              <RowAction label={`Edit ${label(item)}`} onClick={() => onEdit(item)}>
                Edit
              </RowAction>
              <RowAction label={`Delete ${label(item)}`} onClick={() => setDeleting(item)} danger>
                Delete
              </RowAction>
            </div>
          </li>
        ))}
      </ol>
      <TargetConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        failure="It could not be deleted. Please try again."
        title={(item) => `Delete “${item ? label(item) : ''}”?`}
      >
        <p>It leaves the home page at once. This cannot be undone.</p>
      </TargetConfirm>
    </>
  );
}
