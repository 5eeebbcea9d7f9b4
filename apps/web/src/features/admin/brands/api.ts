/** Brands in the back office: the list with counts, add, edit (name, description, picture), delete an unused one. */
import type { AddBrandBody, Brand, StaffBrand, UpdateBrandBody } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const staffBrandsKey = [...adminKey, 'brands'] as const;

export function useStaffBrands() {
  return useQuery({ queryKey: staffBrandsKey, queryFn: ({ signal }) => getData<StaffBrand[]>('/admin/brands', undefined, signal) });
}

/** A brand's name and picture show in the staff tables, the product form's list and the shop. */
function useBrandsChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKey });
    void client.invalidateQueries({ queryKey: ['brands'] });
    void client.invalidateQueries({ queryKey: ['products'] });
  };
}

export function useSaveBrand() {
  const changed = useBrandsChanged();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: AddBrandBody & UpdateBrandBody }) => {
      if (!id) return (await request<Brand>('/brand/add', { method: 'POST', body })).message ?? 'Brand added successfully';
      return (await request<undefined>(`/admin/brands/${encodeURIComponent(id)}`, { method: 'PUT', body })).message ?? 'Brand updated.';
    },
    onSuccess: changed,
  });
}

export function useDeleteBrand() {
  const changed = useBrandsChanged();
  return useMutation({
    mutationFn: async (id: string) => (await request<undefined>(`/admin/brands/${encodeURIComponent(id)}`, { method: 'DELETE' })).message ?? 'Brand deleted.',
    onSuccess: changed,
  });
}
