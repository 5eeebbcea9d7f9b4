/** The message of a form that failed as a whole (the server said no), read out as it appears. */
import type { ReactNode } from 'react';

export function FormAlert({ children, className = '' }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={`border-l-2 border-sale bg-sale/5 px-3 py-2 text-sm text-sale ${className}`}>
      {children}
    </p>
  );
}

/** What the server answered a sent form: why it was not taken, or that it arrived. */
export function FormOutcome({ error, sent }: { error?: ReactNode; sent?: ReactNode }) {
  return (
    <>
      {error ? (
        <p role="alert" className="border border-sale/40 bg-red-50 px-4 py-3 text-sm text-sale">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p role="status" className="border border-success/30 bg-green-50 px-4 py-3 text-sm text-success">
          {sent}
        </p>
      ) : null}
    </>
  );
}
