/** Coupons in the back office: list, create, edit, disable, and who used them. */
import type { Coupon, CouponBody, CouponRedemption } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const couponsKey = [...adminKey, 'coupons'] as const;

export function useCoupons() {
  return useQuery({ queryKey: couponsKey, queryFn: ({ signal }) => getData<Coupon[]>('/admin/coupons', undefined, signal) });
}

export function useCouponUses(id: string | null) {
  return useQuery({
    queryKey: [...couponsKey, 'uses', id],
    queryFn: ({ signal }) => getData<CouponRedemption[]>(`/admin/coupons/${encodeURIComponent(id ?? '')}/uses`, undefined, signal),
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
    mutationFn: async (id: string) => (await request<Coupon>(`/admin/coupons/${encodeURIComponent(id)}/disable`, { method: 'POST' })).message ?? 'Coupon disabled.',
    onSuccess: () => void client.invalidateQueries({ queryKey: couponsKey }),
  });
}
