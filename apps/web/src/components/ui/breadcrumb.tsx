/**
 * A breadcrumb trail: links up to the current page, which is the last step (aria-current). The
 * spec draws it with '/' (shop, checkout) or '>' (product page).
 */
import { Fragment } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Where the step leads; the last step is the current page and is not a link. */
  to?: string;
}

export function Breadcrumb({ trail, separator = '/' }: { trail: readonly Crumb[]; separator?: '/' | '>' }) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs tracking-wide text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((step, i) => (
          <Fragment key={`${i}-${step.label}`}>
            {i > 0 ? <li aria-hidden="true">{separator}</li> : null}
            {i === trail.length - 1 || !step.to ? (
              <li aria-current="page" className="max-w-[60vw] truncate text-ink">
                {step.label}
              </li>
            ) : (
              <li>
                <Link to={step.to} className="hover:text-ink hover:underline">
                  {step.label}
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
