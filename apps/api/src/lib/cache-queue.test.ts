/**
 * A burst of change notices (a bulk repricing: thousands in one statement) is queued and handled a
 * little at a time (lib/cache.ts), so it never holds the event loop; meanwhile nothing cached is
 * served and the listing index does not answer, and a write's marker is acknowledged only once the
 * notices before it are handled.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CATALOGUE_CHANNEL } from './cache';

const BURST = 3_000;

describe('a burst of change notices', () => {
  let t: TestApp;
  const seen: string[] = [];
  /**
   * While a notice is handled with more still queued: whether a cached answer or the index could
   * be served then. Looked at from inside the handling, as a request between two slices would be
   * answered: the test's own turns may all fall after a quickly handled burst.
   */
  const midBurst: { cached: boolean; indexReady: boolean }[] = [];
  /**
   * Turns of the event loop in which notices were handled, counted from inside the handling: the
   * first notice of a turn counts it, and a callback queued behind that turn's work ends it. The
   * test's own turns cannot count them: on a loaded machine they may all fall after the burst.
   */
  let turnsWithWork = 0;
  let inTurn = false;
  beforeAll(async () => {
    t = await buildTestApp();
    const { cache, listingIndex } = t.app.deps;
    cache.subscribe((id) => {
      seen.push(id);
      if (!inTurn) {
        turnsWithWork++;
        inTurn = true;
        setImmediate(() => (inTurn = false));
      }
      if (cache.pending) midBurst.push({ cached: cache.get('/api/product/list') !== undefined, indexReady: listingIndex!.ready });
    });
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
    // An answer cached (kept on its second store, see admission.ts) and served.
    const answer = { body: '{"data":1}', etag: '"1"' };
    cache.set('/api/product/list', answer, cache.currentGeneration());
    cache.set('/api/product/list', answer, cache.currentGeneration());
    expect(cache.get('/api/product/list')).toBe(answer);

    seen.length = 0;
    midBurst.length = 0;
    turnsWithWork = 0;
    const ids = await burst();
    // The notices reach the listening connection in several reads, and the queue may empty between
    // two of them: the burst is followed, turn by turn, until every one of its notices is handled.
    const ours = new Set(ids);
    let scanned = 0;
    let count = 0;
    const handled = () => {
      for (; scanned < seen.length; scanned++) if (ours.has(seen[scanned]!)) count++;
      return count;
    };
    for (let i = 0; i < 1_000_000 && handled() < BURST; i++) {
      if (cache.pending) {
        expect(cache.get('/api/product/list')).toBeUndefined();
        expect(listingIndex!.ready).toBe(false);
      }
      await nextTurn();
    }
    expect(handled()).toBe(BURST);
    // Notices were handled with more still queued, and nothing cached nor indexed could be served then.
    expect(midBurst.length).toBeGreaterThan(0);
    expect(midBurst.filter((m) => m.cached || m.indexReady)).toEqual([]);
    // Over several turns: never the whole burst in one.
    expect(turnsWithWork).toBeGreaterThan(1);
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

  it('handles one read of thousands of notices a slice at a time, in order', async () => {
    const { cache, listingIndex } = t.app.deps;
    seen.length = 0;
    const ids = Array.from({ length: BURST }, () => randomUUID());
    // As the driver hands over one read of the listening connection: every notice in one go.
    const arrive = (cache as unknown as { onNotice(payload: string): void }).onNotice.bind(cache);
    for (const id of ids) arrive(id);
    expect(cache.pending).toBe(true);
    expect(listingIndex!.ready).toBe(false);
    let turns = 0;
    let handledInOneTurn = 0;
    while (cache.pending) {
      const before = seen.length;
      await nextTurn();
      handledInOneTurn = Math.max(handledInOneTurn, seen.length - before);
      turns++;
    }
    expect(seen).toEqual(ids);
    expect(turns).toBeGreaterThan(1);
    expect(handledInOneTurn).toBeLessThan(BURST);
  });
});
