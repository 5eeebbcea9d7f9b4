/**
 * Guards a form with unsaved changes: leaving for another page of the shop asks first, and closing
 * or reloading the tab gets the browser's own warning. `isDirty` is read at the moment of leaving,
 * so a form can let its own navigation after a save through.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty());

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      e.preventDefault();
      // Older browsers need a value; every browser shows its own text.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      destructive
      onConfirm={() => blocker.proceed?.()}
    >
      <p>Your changes to this form have not been saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
}
