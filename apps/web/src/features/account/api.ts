/** The shopper's profile: read and update (storefront §7). */
import type { ChangePasswordBody, UpdateUserBody, User, UserPhone } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/session';

export const userKey = (id: string | undefined) => ['user', id ?? 'none'] as const;

export function useUserDetails(userId: string | undefined) {
  return useQuery({
    queryKey: userKey(userId),
    queryFn: ({ signal }) => getData<User>(`/user/details/${encodeURIComponent(userId!)}`, undefined, signal),
    enabled: Boolean(userId),
    retry: false,
  });
}

export function useUpdateUser(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => (await request<User>(`/user/update/${encodeURIComponent(userId)}`, { method: 'PUT', body })).data,
    onSuccess: (user) => {
      client.setQueryData(userKey(userId), user);
      updateSessionUser(user);
    },
  });
}

/** Changes the password with the current one; the server ends every other session of the account. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => (await request('/user/password', { method: 'PUT', body })).message,
  });
}

/** The verified mobile number on the profile (issue 20): read, send a code, verify, remove. */
export function useUserPhone(enabled: boolean) {
  return useQuery({ queryKey: ['user', 'phone'], queryFn: ({ signal }) => getData<UserPhone>('/user/phone', undefined, signal), enabled, retry: false });
}

export function useSendPhoneVerification() {
  return useMutation({ mutationFn: async (body: { phone: string }) => (await request('/user/phone/verify-code', { method: 'POST', body })).message ?? 'We have sent you a code.' });
}

export function useVerifyPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phone: string; code: string }) => (await request<UserPhone>('/user/phone/verify', { method: 'POST', body })).data,
    onSuccess: (phone) => client.setQueryData(['user', 'phone'], phone),
  });
}

export function useRemovePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request('/user/phone', { method: 'DELETE' })).message,
    onSuccess: () => client.setQueryData(['user', 'phone'], { phone: null, verified_at: null }),
  });
}
