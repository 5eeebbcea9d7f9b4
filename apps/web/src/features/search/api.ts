/** Search reads: the overlay shows more than the header's five suggestions, with the total. */
import type { ProductListData } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';

export const OVERLAY_RESULTS = 8;

export function useSearchResults(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'search-overlay', term],
    queryFn: ({ signal }) => getData<ProductListData>('/product/list', { search: term, limit: OVERLAY_RESULTS }, signal),
    enabled,
    staleTime: 60_000,
  });
}
