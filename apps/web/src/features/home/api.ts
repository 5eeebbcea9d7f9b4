/** The home page's content (hero slides, creator carousel, featured edits), edited in the back office. */
import type { HomeContent } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import { productListQuery } from '@/features/catalogue';
import { HOME } from './constants';

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

/**
 * SALE IS LIVE's products, also loaded on the server for the first view: twice the cards it shows,
 * in case some lack an estimated retail price, and no facet counts (the grid has no filters).
 */
export const saleGridQuery = () => productListQuery({ on_sale: true, limit: HOME.saleGridMax * 2, facets: false });
