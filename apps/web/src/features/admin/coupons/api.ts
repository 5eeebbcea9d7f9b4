/** Coupons in the back office: list, create, edit, disable, and who used them. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export interface Coupon {
  _id: string;
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or rupees. */
  value: number;
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  excludes_sale_items: boolean;
  active: boolean;
  uses: number;
  discount_given: number;
}

export type CouponBody = Omit<Coupon, '_id' | 'uses' | 'discount_given'>;

export interface CouponUse {
  order_id: string;
  email: string;
  discount: number;
  createdAt: string;
}

const couponsKey = [...adminKey, 'coupons'] as const;

export function useCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: ({ signal }) => getData<Coupon[]>('/admin/coupons', undefined, signal) });
}

export function useCouponUses(id: string | null) {
  return useQuery({
    queryKey: [...couponsKey, 'uses', id],
    queryFn: ({ signal }) => getData<CouponUse[]>(`/admin/coupons/${encodeURIComponent(id ?? '')}/uses`, undefined, signal),
    enabled: id !== null,
  });
}

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: CouponBody }) => {
      const res = await request<Coupon>(id ? `/admin/coupons/${encodeURIComponent(id)}` : '/admin/coupons', { method: id ? 'PUT' : 'POST', body });
      return { coupon: res.data, message: res.message ?? 'Coupon saved.' };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await request<Coupon>(`/admin/coupons/${encodeURIComponent(id)}/disable`, { method: 'POST' });
      return { message: res.message ?? 'Coupon disabled.' };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: couponsKey }),
  });
}
