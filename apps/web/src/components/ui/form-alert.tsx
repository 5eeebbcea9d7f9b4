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
