/** Catalogue reads: listing, product, related, suggestions, brands, price span. */
import type { Brand, ProductDetail, ProductListData, ProductListQuery, ProductSummary } from '@shop/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';

/** The listing's query as the API takes it (GET /product/list); what is left out takes the API's default. */
export type ProductListParams = Partial<ProductListQuery>;

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getData<ProductListData>('/product/list', { ...params }, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(productListQuery(params));
}

/**
 * A product by id; null when there is none to show (the API's 404, 400 for a malformed id, or an
 * archived piece), so the page shows the 404 page in place, as the server does with status 404.
 */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) =>
      getData<ProductDetail>(`/product/${encodeURIComponent(id)}`, undefined, signal).then(
        (p) => (p.status === 'archived' ? null : p),
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        },
      ),
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}

/**
 * Pieces like this one (GET /api/product/{id}/related), asked for once the page is live: the
 * server's product page holds only its own product, so a stored page never shows another piece's
 * old price or a sold piece (decision 31).
 */
export function useRelatedProducts(id: string) {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: ['products', 'related', id],
    queryFn: ({ signal }) => getData<ProductSummary[]>(`/product/${encodeURIComponent(id)}/related`, undefined, signal),
    enabled: hydrated,
  });
}

/** Header suggestions; enabled only when the term is searchable (see `isSearchable`). */
export function useSuggestions(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'suggest', term],
    queryFn: ({ signal }) => getData<ProductSummary[]>('/product/suggest', { search: term }, signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useBrands() {
  return useQuery({ queryKey: ['brands'], queryFn: ({ signal }) => getData<Brand[]>('/brand/get-brands', undefined, signal), staleTime: 5 * 60_000 });
}

export function usePriceRange() {
  return useQuery({
    queryKey: ['products', 'price-range'],
    queryFn: ({ signal }) => getData<{ min: number; max: number }>('/product/price-range', undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRecentlySold() {
  return useQuery({
    queryKey: ['products', 'recently-sold'],
    queryFn: ({ signal }) => getData<{ product_name: string; brand: string | null; image: string | null; soldAt: string }[]>('/product/recently-sold', undefined, signal),
    staleTime: 60_000,
  });
}
