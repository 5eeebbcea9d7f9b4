/** The back office's catalogue calls: brands, adding and editing products, the staff product table. */
import type { AddBrandBody, AddProductBody, Brand, ProductDetail, StaffConsignor, StaffProductPage, StaffProductQuery, UpdateProductBody } from '@shop/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

/** The same key as the storefront's brand list, so a new brand shows in the shop's filters at once. */
const brandsKey = ['brands'] as const;
const productsKey = [...adminKey, 'products'] as const;

export function useBrandOptions() {
  return useQuery({ queryKey: brandsKey, queryFn: ({ signal }) => getData<Brand[]>('/brand/get-brands', undefined, signal), staleTime: 5 * 60_000 });
}

export function useAddBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddBrandBody) => {
      const res = await request<Brand>('/brand/add', { method: 'POST', body });
      return res.data;
    },
    onSuccess: (brand) => {
      client.setQueryData<Brand[]>(brandsKey, (list) => (list ? [...list, brand].sort((a, b) => a.name.localeCompare(b.name)) : [brand]));
      void client.invalidateQueries({ queryKey: brandsKey });
    },
  });
}

/** Invalidates everything a product change shows in: the staff table, the dashboard and the shop's lists. */
function useCatalogueChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKey });
    void client.invalidateQueries({ queryKey: brandsKey });
    void client.invalidateQueries({ queryKey: ['products'] });
  };
}

export function useAddProduct() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async (body: AddProductBody) => (await request<ProductDetail>('/product/add', { method: 'POST', body })).data,
    onSuccess: changed,
  });
}

export function useUpdateProduct(id: string) {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async (body: UpdateProductBody) => {
      const res = await request<ProductDetail>(`/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', body });
      return { product: res.data, message: res.message ?? 'Product updated.' };
    },
    onSuccess: changed,
  });
}

export function useSetProductStatus() {
  const changed = useCatalogueChanged();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'archive' | 'restore' }) => {
      const res = await request<ProductDetail>(`/admin/products/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
      return { product: res.data, message: res.message ?? (action === 'archive' ? 'Product archived.' : 'Product restored.') };
    },
    onSuccess: changed,
  });
}

export function useStaffProduct(id: string) {
  return useQuery({
    queryKey: [...productsKey, 'one', id],
    queryFn: ({ signal }) => getData<ProductDetail>(`/admin/products/${encodeURIComponent(id)}`, undefined, signal),
    staleTime: 0,
  });
}

export type StaffProductFilters = Partial<Pick<StaffProductQuery, 'search' | 'status' | 'category_id' | 'brand_id' | 'stock' | 'consignor' | 'page'>>;

export function useStaffProducts(filters: StaffProductFilters) {
  return useQuery({
    queryKey: [...productsKey, 'list', filters],
    queryFn: ({ signal }) => getData<StaffProductPage>('/admin/products', { ...filters, limit: 25 }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The sellers with pieces in the catalogue, for the consignor filter. */
export function useConsignors() {
  return useQuery({ queryKey: [...productsKey, 'consignors'], queryFn: ({ signal }) => getData<StaffConsignor[]>('/admin/products/consignors', undefined, signal), staleTime: 60_000 });
}
