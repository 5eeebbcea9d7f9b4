/** Loading, failure and empty states shared by the back-office screens. */
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center border border-line bg-white">
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="border border-sale/40 bg-sale/5 p-6 text-sm">
      <p className="font-medium text-sale">
        {errorMessage(error, error instanceof ApiError && error.status === 404 ? 'Not found: it may have been removed, or the link is wrong.' : 'Something went wrong on our side. Please try again.')}
      </p>
      {onRetry ? (
        <button type="button" className="btn-outline mt-4 px-4 py-2" onClick={onRetry}>
          Try Again
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="border border-dashed border-line bg-white px-6 py-12 text-center">
      <p className="font-serif text-2xl">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/**
 * The states of a back-office read in one place: loading, failed (with Try Again), empty, or the
 * data handed to `children`.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  loadingLabel?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  return <>{isEmpty?.(data) ? empty : children(data)}</>;
}
