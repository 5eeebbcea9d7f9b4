/**
 * Answers hot catalogue reads from the in-process cache: a serialized body with its ETag, computed
 * once per catalogue generation. Clients revalidate every time (no-cache + ETag → 304).
 */
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueCache } from './cache';

/**
 * Answers from `store` (the catalogue's answer cache by default, or a per-product cache) or
 * computes, stores and answers.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
  store: Pick<CatalogueCache, 'get' | 'set' | 'currentGeneration'> = request.server.deps.cache,
): Promise<FastifyReply> {
  const cache = store;
  let entry = cache.get(key);
  if (!entry) {
    const generation = cache.currentGeneration();
    const body = JSON.stringify(await compute());
    // The one-shot hash: no Hash object (a native handle the collector must visit) per answer.
    entry = { body, etag: `"${hash('sha1', body, 'base64url').slice(0, 22)}"` };
    cache.set(key, entry, generation);
  }
  void reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/** A stable cache key for a parsed query: keys sorted, undefined dropped. */
export function queryKey(prefix: string, query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${JSON.stringify(query[k])}`);
  return `${prefix}?${parts.join('&')}`;
}

/** Routes that need no token yet answer something personal: sign-in returns the session token, sign-up the account. */
const PERSONAL_WITHOUT_TOKEN = new Set(['POST /api/user/signin', 'POST /api/user/signup']);

/**
 * `Cache-Control: no-store` on every answer that depends on who asks, in one place: a route guarded
 * by a session (documented with `security`, or with requireUser, requireAdmin, optionalUser), the whole back office, sign-in and sign-up,
 * and any request a session was attached to. A browser or proxy then keeps no copy of a token, an
 * account, a cart or an order. Public catalogue answers keep their ETag revalidation.
 */
export function registerNoStoreForPersonalAnswers(app: FastifyInstance, sessionGuards: readonly unknown[]): void {
  const personal = new Set(PERSONAL_WITHOUT_TOKEN);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
    // A route documented as taking a bearer token (`security`) is guarded, also by a hook of its plugin.
    const documented = ((route.schema as { security?: unknown[] } | undefined)?.security?.length ?? 0) > 0;
    const guarded = documented || hooks.some((hook) => sessionGuards.includes(hook)) || route.url.startsWith('/api/admin');
    if (guarded) for (const method of [route.method].flat()) personal.add(`${method} ${route.url}`);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user || personal.has(`${request.method} ${request.routeOptions.url}`)) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
