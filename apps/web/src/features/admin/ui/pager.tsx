/** Previous / next paging with the position, for server-paged tables. */
/** `noun` is plural ('orders'); `one` its singular when not just without the s. */
export function Pager({ page, pages, total, noun, one = noun.replace(/s$/, ''), onPage }: { page: number; pages: number; total: number; noun: string; one?: string; onPage: (page: number) => void }) {
  if (total === 0) return null;
  return (
    <nav aria-label={`${noun} pages`} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        {total.toLocaleString('en-IN')} {total === 1 ? one : noun} · page {page} of {Math.max(pages, 1)}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-outline px-3 py-1.5 text-xs" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <button type="button" className="btn-outline px-3 py-1.5 text-xs" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </div>
    </nav>
  );
}
