/**
 * Page links (not buttons) so every page has its own URL: shareable, and Back returns to the
 * previous page. The current page is marked with aria-current.
 */
import { Link } from 'react-router';

function pageList(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}

export function Pagination({ page, pages, hrefFor, onNavigate }: PaginationProps) {
  if (pages <= 1) return null;
  const base = 'inline-flex h-10 min-w-10 items-center justify-center border px-3 text-sm';
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} preventScrollReset className={`${base} border-line bg-white hover:border-ink`} onClick={onNavigate} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={`${base} border-line text-muted`} aria-disabled="true">
          Previous
        </span>
      )}
      {pageList(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            preventScrollReset
            onClick={onNavigate}
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            className={`${base} ${p === page ? 'border-ink bg-ink text-white' : 'border-line bg-white hover:border-ink'}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={hrefFor(page + 1)} preventScrollReset className={`${base} border-line bg-white hover:border-ink`} onClick={onNavigate} rel="next">
          Next
        </Link>
      ) : (
        <span className={`${base} border-line text-muted`} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
