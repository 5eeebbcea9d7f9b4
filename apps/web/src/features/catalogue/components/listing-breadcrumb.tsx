import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { categoryTrail, writeListing, readListing, applyPatch, type ListingState } from '../listing-query';

/** Home / Shop / Women / All Bags / Tote Bags, from the URL's ids and names (catalogue §2). */
export function ListingBreadcrumb({ state }: { state: ListingState }) {
  const trail = categoryTrail(state);
  const base = readListing(new URLSearchParams());
  return (
    <nav aria-label="Breadcrumb" className="text-xs tracking-wide text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to={paths.home} className="hover:text-ink">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          {trail.length ? (
            <Link to={paths.shop} className="hover:text-ink">
              Shop
            </Link>
          ) : (
            <span aria-current="page" className="text-ink">
              Shop
            </span>
          )}
        </li>
        {trail.map((step, i) => (
          <li key={step.id} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            {i === trail.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {step.name}
              </span>
            ) : (
              <Link to={`${paths.shop}?${writeListing(applyPatch(base, step.patch)).toString()}`} className="hover:text-ink">
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

