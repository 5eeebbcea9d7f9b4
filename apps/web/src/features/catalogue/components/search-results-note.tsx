import type { ReactNode } from 'react';

/** Under a listing's title while searching: what was searched for, or the spelling searched instead. */
export function SearchResultsNote({ search, corrected, className = '', children }: { search: string; corrected: string | null | undefined; className?: string; children?: ReactNode }) {
  return (
    <p className={`text-ink-soft ${className}`}>
      {corrected ? (
        <>
          Showing results for <strong className="font-semibold text-ink">{corrected}</strong>. No results for “{search}”.
        </>
      ) : (
        <>
          Results for <strong className="font-semibold text-ink">“{search}”</strong>
        </>
      )}
      {children}
    </p>
  );
}
