/** A white, bordered block of a back-office screen, named by its heading (settings sections, an order's totals). */
import { useId, type ReactNode } from 'react';

export function Panel({
  title,
  description,
  aside,
  compact = false,
  className = '',
  children,
}: {
  title: string;
  /** A sentence under the heading. */
  description?: ReactNode;
  /** A note on the heading's right. */
  aside?: ReactNode;
  /** The side column's smaller block, with a small upper-case heading. */
  compact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <h2 id={id} className={compact ? 'font-sans text-sm font-semibold tracking-wide uppercase' : `${description ? 'mb-1' : 'mb-3'} font-serif text-2xl`}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={`border border-line bg-white ${compact ? 'p-4' : 'p-5'} ${className}`}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {description ? <p className="mb-4 text-sm text-muted">{description}</p> : null}
      {children}
    </section>
  );
}
