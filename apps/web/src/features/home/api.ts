/** The home page's content (hero slides, creator carousel, featured edits), edited in the back office. */
import type { HomeContent } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';

/** Loaded on the server for the first view (entry-server.tsx answers this key). */
export const homeContentQuery = () =>
  queryOptions({
    queryKey: ['home', 'content'],
    queryFn: ({ signal }) => getData<HomeContent>('/content/home', undefined, signal),
    staleTime: 60_000,
  });

export function useHomeContent() {
  return useQuery(homeContentQuery());
}
