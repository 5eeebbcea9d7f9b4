import { describe, expect, it } from 'vitest';
import { createRng } from '../db/seed/catalogue-data';
import { Admission } from './admission';
import { ProductCache } from './cache';

/** A cache of `capacity` one-unit values, asked for keys as a route asks: a hit, or a miss then a store. */
function askingCache(capacity: number) {
  const cache = new ProductCache<string>(
    () => true,
    capacity,
    () => 1,
  );
  let hits = 0;
  const ask = (key: string) => {
    if (cache.get(key) !== undefined) hits++;
    else cache.set(key, key, cache.currentGeneration());
  };
  const held = (keys: readonly string[]) => new Set(keys.filter((k) => cache.get(k) !== undefined));
  return { ask, held, hits: () => hits };
}

describe('cache admission (TinyLFU)', () => {
  it('keeps nothing asked for once, and an answer asked for twice while there is room', () => {
    const admission = new Admission();
    admission.record('a');
    expect(admission.admit('a', undefined)).toBe(false);
    admission.record('a');
    expect(admission.admit('a', undefined)).toBe(true);
  });

  it('pushes out an answer only for one asked for more often', () => {
    const admission = new Admission();
    for (let i = 0; i < 5; i++) admission.record('popular');
    for (let i = 0; i < 3; i++) admission.record('newcomer');
    expect(admission.admit('newcomer', 'popular')).toBe(false);
    for (let i = 0; i < 3; i++) admission.record('newcomer');
    expect(admission.admit('newcomer', 'popular')).toBe(true);
  });

  it('forgets old popularity as asks accumulate (counters halved)', () => {
    const admission = new Admission();
    for (let i = 0; i < 12; i++) admission.record('yesterday');
    const before = admission.estimate('yesterday');
    for (let i = 0; i < 200_000; i++) admission.record(`k${i % 50_000}`);
    expect(admission.estimate('yesterday')).toBeLessThan(before);
  });

  it('holds its answers when asked uniformly for many more than it holds, instead of replacing one at every ask', () => {
    const { ask, held } = askingCache(100);
    const rng = createRng(7);
    const keys = Array.from({ length: 2_000 }, (_, i) => `/api/product/list?search=typo${i}`);
    for (let i = 0; i < 20_000; i++) ask(rng.pick(keys));
    const midway = held(keys);
    for (let i = 0; i < 20_000; i++) ask(rng.pick(keys));
    const after = held(keys);
    // A plain LRU with admission on the second ask replaced nearly all of them (about 1 in 100 stayed).
    const stayed = [...midway].filter((k) => after.has(k)).length;
    expect(midway.size).toBeGreaterThan(50);
    expect(stayed / midway.size).toBeGreaterThan(0.5);
  });

  it('keeps the answers many ask for among a stream of ones asked for rarely', () => {
    const { ask, held, hits } = askingCache(100);
    const rng = createRng(11);
    const hot = Array.from({ length: 50 }, (_, i) => `/api/product/list?brandId=${i}`);
    let cold = 0;
    for (let i = 0; i < 40_000; i++) ask(rng.chance(0.5) ? rng.pick(hot) : `/api/product/list?search=once${cold++ % 20_000}`);
    expect(held(hot).size).toBe(hot.length);
    // Half the asks are for the hot answers: nearly all of them are hits.
    expect(hits() / 40_000).toBeGreaterThan(0.45);
  });
});
