import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title row of a back-office screen, with its actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="font-serif text-3xl leading-tight sm:text-4xl">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The header's button that opens the form for a new item ("+ New brand"). */
export function NewButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="btn-primary px-4 py-2" onClick={onClick}>
      {children}
    </button>
  );
}

/** A header action that goes to another screen ("Bulk Listing", "+ Add Product"). */
export function HeaderLink({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={`${primary ? 'btn-primary' : 'btn-outline'} px-4 py-2`}>
      {children}
    </Link>
  );
}

/** The way back to the list a detail screen was opened from ("← All orders"), above its header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="text-ink-soft underline underline-offset-4 hover:text-ink">
        ← {children}
      </Link>
    </p>
  );
}
