/** The back office's summary: sales today and this week, orders by status, open work, empty stock. */
import type { Dashboard, DashboardSales } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';

export const adminKey = ['admin'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: [...adminKey, 'dashboard'],
    queryFn: ({ signal }) => getData<Dashboard>('/admin/dashboard', undefined, signal),
    staleTime: 15_000,
  });
}

export function useDashboardSales() {
  return useQuery({
    queryKey: [...adminKey, 'dashboard', 'sales'],
    queryFn: ({ signal }) => getData<DashboardSales>('/admin/dashboard/sales', undefined, signal),
    staleTime: 60_000,
  });
}
