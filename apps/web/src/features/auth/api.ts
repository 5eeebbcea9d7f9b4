/** Account calls: sign in and up, sign out (the server revokes the token), password reset. */
import type { PhoneSignInResult, User } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { clearSession, saveSession } from '@/lib/session';

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) => (await request<{ token: string; user: User; expiresAt: string }>('/user/signin', { method: 'POST', body })).data,
    onSuccess: ({ token, user }) => {
      saveSession({ token, user });
      void client.invalidateQueries();
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: async (body: { first_name: string; last_name: string; email: string; password: string; confirmPassword: string }) =>
      (await request<User>('/user/signup', { method: 'POST', body })).data,
  });
}

/** Ends the session on the server, then locally whatever the server said (storefront §4: clear all local storage). */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await request('/user/signout', { method: 'POST' });
      } finally {
        clearSession();
        client.removeQueries({ queryKey: ['cart'] });
        client.removeQueries({ queryKey: ['wishlist'] });
        client.removeQueries({ queryKey: ['orders'] });
        client.removeQueries({ queryKey: ['user'] });
        client.removeQueries({ queryKey: ['offers'] });
      }
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: async (body: { email: string }) => request('/user/forgot-password', { method: 'POST', body }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string; confirmPassword: string }) => request('/user/reset-password', { method: 'POST', body }),
  });
}

/** Phone sign-in (issue 20): ask for a one-time code by SMS, then sign in (or up) with it. */
export function useRequestPhoneCode() {
  return useMutation({ mutationFn: async (body: { phone: string }) => (await request('/user/phone/code', { method: 'POST', body })).message ?? 'We have sent you a code.' });
}

export function usePhoneSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phone: string; code: string; first_name?: string; last_name?: string; email?: string }) =>
      (await request<PhoneSignInResult>('/user/phone/signin', { method: 'POST', body })).data,
    onSuccess: (result) => {
      if (result.status !== 'signed-in') return;
      saveSession({ token: result.token, user: result.user });
      void client.invalidateQueries();
    },
  });
}
