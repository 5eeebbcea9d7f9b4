/**
 * The head of a card on the account page: its title (the heading that names the card's section),
 * an optional action beside it (Add Address) and a line about the card under both.
 */
import type { ReactNode } from 'react';

export interface CardHeadingProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** The larger title of a card that fills the page's width. */
  large?: boolean;
  className?: string;
}

export function CardHeading({ id, title, description, action, large = false, className }: CardHeadingProps) {
  return (
    <div className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className={`font-serif ${large ? 'text-3xl' : 'text-2xl'}`}>
          {title}
        </h2>
        {action}
      </div>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
    </div>
  );
}
