import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Asks before a product leaves the shop (archive) or comes back (restore). */
export function ArchiveDialog({
  open,
  onOpenChange,
  name,
  archived,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  archived: boolean;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={archived ? 'Restore this product?' : 'Archive this product?'}
      confirmLabel={archived ? 'Restore' : 'Archive'}
      busyLabel={archived ? 'Restoring…' : 'Archiving…'}
      busy={busy}
      destructive={!archived}
      onConfirm={onConfirm}
    >
      <p>
        <strong className="text-ink">{name}</strong>
      </p>
      <p>{archived ? 'It goes back on sale in the shop, with the stock it had.' : 'It leaves the shop, search and every cart at once. Past orders keep showing it, and you can restore it later.'}</p>
    </ConfirmDialog>
  );
}
