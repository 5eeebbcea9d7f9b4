/**
 * The one way the web talks to the API: JSON over fetch with the Bearer token, the envelope
 * unwrapped, failures thrown as ApiError with the server's readable message. A 401 on a signed-in
 * call ends the session in one place.
 */
import type { ErrorCode } from '@shop/shared';
import { clearSession, getSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
}

type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

let onUnauthorized: (() => void) | undefined;
/** What to do when a signed-in call comes back 401 (the router sends the shopper to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const session = getSession();
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (session) headers.authorization = `Bearer ${session.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(`/api${path}`, options.query), { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Please check your connection and try again.');
  }
  const payload = (await response.json().catch(() => null)) as { success?: boolean; message?: string; code?: string; details?: [] } | null;
  if (!response.ok || !payload || payload.success === false) {
    if (response.status === 401 && session) {
      clearSession();
      onUnauthorized?.();
    }
    throw new ApiError(response.status, (payload?.code as ErrorCode) ?? 'INTERNAL', payload?.message ?? 'Something went wrong on our side. Please try again.', payload?.details);
  }
  return payload as Envelope<T>;
}

/** GET and return `data`. */
export async function getData<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  return (await request<T>(path, { query, signal })).data;
}
