import { ApiError } from './api-client';

/**
 * The sentence to show for a failed call: the server's own message (written for shoppers), or
 * `fallback` when there is none worth showing — a server fault, or an endpoint this server does not
 * have yet (its 404 names the route, which means nothing to a shopper).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.status >= 500) return fallback;
  if (err.status === 404 && err.code === 'NOT_FOUND') return fallback;
  return err.message || fallback;
}
