export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-muted ${className}`}>
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-line border-t-ink" />
      <span className="text-sm">{label}</span>
    </span>
  );
}

/** What stands in a page's place while its code loads. */
export function PageSpinner() {
  return (
    <div className="container-shop flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
