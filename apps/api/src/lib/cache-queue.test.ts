/**
 * A burst of change notices (a bulk repricing: thousands in one statement) is queued and handled a
 * little at a time (lib/cache.ts), so it never holds the event loop; meanwhile nothing cached is
 * served and the listing index does not answer, and a write's marker is acknowledged only once the
 * notices before it are handled.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CATALOGUE_CHANNEL } from './cache';

const BURST = 3_000;

describe('a burst of change notices', () => {
  let t: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.deps.cache.subscribe((id) => seen.push(id));
    for (let i = 0; i < 200 && !t.app.deps.listingIndex!.ready; i++) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends BURST product notices in one statement; returns their ids. */
  const burst = async () =>
    (await t.database.query<{ id: string }>(`SELECT id, pg_notify($1, id) FROM (SELECT gen_random_uuid()::text AS id FROM generate_series(1, ${BURST})) ids`, [CATALOGUE_CHANNEL])).map((r) => r.id);

  it('is handled over several turns of the event loop, serving nothing cached and no index answer meanwhile', async () => {
    const { cache, listingIndex } = t.app.deps;
    expect(listingIndex!.ready).toBe(true);
    // An answer cached (kept on its second store, see the doorkeeper) and served.
    const answer = { body: '{"data":1}', etag: '"1"' };
    cache.set('/api/product/list', answer, cache.currentGeneration());
    cache.set('/api/product/list', answer, cache.currentGeneration());
    expect(cache.get('/api/product/list')).toBe(answer);

    seen.length = 0;
    const ids = await burst();
    for (let i = 0; i < 500 && !cache.pending && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 2));
    expect(cache.pending || seen.length > 0).toBe(true);
    let turns = 0;
    let handledInOneTurn = 0;
    while (cache.pending) {
      if (seen.length < BURST) {
        expect(cache.get('/api/product/list')).toBeUndefined();
        expect(listingIndex!.ready).toBe(false);
      }
      const before = seen.length;
      await nextTurn();
      handledInOneTurn = Math.max(handledInOneTurn, seen.length - before);
      turns++;
    }
    expect(turns).toBeGreaterThan(1);
    expect(handledInOneTurn).toBeLessThan(BURST);
    expect([...seen].sort()).toEqual([...ids].sort());
    // The changes emptied the cache.
    expect(cache.get('/api/product/list')).toBeUndefined();
  });

  it('holds back a write’s marker until the notices sent before it are handled', async () => {
    const { cache } = t.app.deps;
    seen.length = 0;
    const ids = await burst();
    await cache.settle(t.database);
    expect(cache.pending).toBe(false);
    expect([...seen].sort()).toEqual([...ids].sort());
  });
});
