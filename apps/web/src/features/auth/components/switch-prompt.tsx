import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Under the sign-in and sign-up forms: the way to the other one, keeping where the shopper came from. */
export function SwitchPrompt({ question, to, className = '', children }: { question: string; to: string; className?: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <p className={`text-center text-sm text-ink-soft ${className}`}>
      {question}{' '}
      <Link to={to} state={location.state} className="font-medium text-ink underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}
