/** One kind of home page content as an ordered list: move up or down, edit, delete. */
import type { ContentKind } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../ui/admin-toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useDeleteContent, useReorderContent } from './api';

interface Item {
  _id: string;
}

export function ContentList<T extends Item>({ kind, items, label, render, onEdit }: { kind: ContentKind; items: T[]; label: (item: T) => string; render: (item: T) => ReactNode; onEdit: (item: T) => void }) {
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
              <button type="button" className="btn-ghost px-2 py-1 text-xs" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} aria-label={`Move ${label(item)} up`}>
                ↑
              </button>
              <button type="button" className="btn-ghost px-2 py-1 text-xs" disabled={i === items.length - 1 || reorder.isPending} onClick={() => move(i, 1)} aria-label={`Move ${label(item)} down`}>
                ↓
              </button>
              <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => onEdit(item)} aria-label={`Edit ${label(item)}`}>
                Edit
              </button>
              <button type="button" className="btn-ghost px-2 py-1 text-xs text-sale" onClick={() => setDeleting(item)} aria-label={`Delete ${label(item)}`}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete “${deleting ? label(deleting) : ''}”?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (message) => {
              toast.success(message);
              setDeleting(null);
            },
            onError: (err) => toastError(err, 'It could not be deleted. Please try again.'),
          })
        }
      >
        <p>It leaves the home page at once. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
