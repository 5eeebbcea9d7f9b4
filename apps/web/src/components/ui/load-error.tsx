import type { ReactNode } from 'react';

/** What could not be loaded, and a way to ask for it again. */
export function LoadError({ children, onRetry, className = '' }: { children: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <div className={`text-center ${className}`}>
      <p className="text-ink">{children}</p>
      <button type="button" className="btn-outline mt-4" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
