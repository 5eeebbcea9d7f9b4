import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function SectionHeading({ eyebrow, title, id, action, align = 'left' }: { eyebrow?: string; title: ReactNode; id: string; action?: { to: string; label: string }; align?: 'left' | 'center' }) {
  return (
    <div className={`mb-8 flex flex-wrap gap-4 ${align === 'center' ? 'flex-col items-center text-center' : 'items-end justify-between'}`}>
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="mt-2 font-serif text-3xl sm:text-4xl">
          {title}
        </h2>
      </div>
      {action ? (
        <Link to={action.to} className="text-sm font-medium tracking-[0.12em] text-ink uppercase underline decoration-1 underline-offset-8 hover:text-tangerine-dark">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
