/**
 * The signed-in session, kept where the spec keeps it (localStorage: authToken, user, userId) and
 * readable by React through useSession(). Signed in means a stored token (storefront §4).
 */
import { useSyncExternalStore } from 'react';
import type { User } from '@shop/shared';

const KEYS = { token: 'authToken', user: 'user', userId: 'userId' } as const;

export interface Session {
  token: string;
  user: User;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const token = localStorage.getItem(KEYS.token);
    const user = localStorage.getItem(KEYS.user);
    if (!token || !user) return null;
    return { token, user: JSON.parse(user) as User };
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

function emit() {
  cached = read();
  for (const l of listeners) l();
}

export function saveSession(session: Session): void {
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
  localStorage.setItem(KEYS.userId, session.user._id);
  emit();
}

export function updateSessionUser(user: User): void {
  const current = getSession();
  if (!current) return;
  saveSession({ token: current.token, user });
}

/** Logout clears all local storage (storefront §4). */
export function clearSession(): void {
  localStorage.clear();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(KEYS).includes(e.key as never)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
