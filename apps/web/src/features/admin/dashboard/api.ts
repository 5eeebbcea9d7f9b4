/** The back office's summary: sales today and this week, orders by status, open work, empty stock. */
import { useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';

export interface Dashboard {
  today: { orders: number; sales: number };
  week: { orders: number; sales: number };
  orders_by_status: Record<string, number>;
  open_offers: number;
  open_returns: number;
  open_inbox: number;
  out_of_stock: { count: number; products: { _id: string; product_name: string; brand: string | null }[] };
}

export const adminKey = ['admin'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: [...adminKey, 'dashboard'],
    queryFn: ({ signal }) => getData<Dashboard>('/admin/dashboard', undefined, signal),
    staleTime: 15_000,
  });
}
