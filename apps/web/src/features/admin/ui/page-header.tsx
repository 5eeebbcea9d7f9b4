import type { ReactNode } from 'react';

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
