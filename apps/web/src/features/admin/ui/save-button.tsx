/** The button that sends a back-office form, saying "Saving…" and waiting while the request runs. */
import type { ReactNode } from 'react';

export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary" disabled={busy}>
      {busy ? 'Saving…' : children}
    </button>
  );
}
