import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { applyPatch, readListing, writeListing, type ListingPatch, type ListingState } from './listing-query';

export interface Listing {
  state: ListingState;
  /** Applies a change as a new history entry (Back restores the previous filter); filters reset the page to 1. */
  update: (patch: ListingPatch) => void;
  /** The `?query` a change would lead to, for links (pagination, breadcrumb). */
  hrefFor: (patch: ListingPatch) => string;
}

export function useListing(): Listing {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListing(params), [params]);
  const update = useCallback((patch: ListingPatch) => setParams(writeListing(applyPatch(state, patch)), { preventScrollReset: true }), [state, setParams]);
  const hrefFor = useCallback(
    (patch: ListingPatch) => {
      const qs = writeListing(applyPatch(state, patch)).toString();
      return qs ? `?${qs}` : '?';
    },
    [state],
  );
  return { state, update, hrefFor };
}
