/**
 * Answers hot catalogue reads from the in-process cache: a serialized body with its ETag, computed
 * once per catalogue generation. Clients revalidate every time (no-cache + ETag → 304).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
    entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
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
