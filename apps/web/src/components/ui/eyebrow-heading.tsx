import type { ReactNode } from 'react';

export interface EyebrowHeadingProps {
  eyebrow: ReactNode;
  /** A page's title (h1) or a section's (h2, with the id its section is labelled by). */
  as?: 'h1' | 'h2';
  id?: string;
  /** The eyebrow's colour where it is not the usual one. */
  eyebrowClassName?: string;
  /** The title's size and spacing. */
  className: string;
  children: ReactNode;
}

/** A title with its eyebrow, the small capitals above it. */
export function EyebrowHeading({ eyebrow, as: Heading = 'h2', id, eyebrowClassName, className, children }: EyebrowHeadingProps) {
  return (
    <>
      <p className={eyebrowClassName ? `eyebrow ${eyebrowClassName}` : 'eyebrow'}>{eyebrow}</p>
      <Heading id={id} className={className}>
        {children}
      </Heading>
    </>
  );
}
