import { paths } from '@/lib/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { categoryTrail, writeListing, readListing, applyPatch, type ListingState } from '../listing-query';

/** Home / Shop / Women / All Bags / Tote Bags, from the URL's ids and names (catalogue §2). */
export function ListingBreadcrumb({ state }: { state: ListingState }) {
  const base = readListing(new URLSearchParams());
  const trail = categoryTrail(state).map((step) => ({ label: step.name, to: `${paths.shop}?${writeListing(applyPatch(base, step.patch)).toString()}` }));
  return <Breadcrumb trail={[{ label: 'Home', to: paths.home }, { label: 'Shop', to: paths.shop }, ...trail]} />;
}
