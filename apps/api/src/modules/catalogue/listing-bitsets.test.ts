import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Postings, andInto, firstSlots } from './listing-bitsets';
import { PriceZones } from './listing-prices';

const slotsOf = (set: Uint32Array | undefined) => {
  const out: number[] = [];
  set?.forEach((word, w) => {
    for (let b = 0; b < 32; b++) if (word & (1 << b)) out.push(w * 32 + b);
  });
  return out;
};

describe('postings kept as lists while rare, bitsets once common', () => {
  it('answer as plain sets would through any adds and clears, as values cross from list to bitset', () => {
    const values = ['a', 'b', 'c'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...values), fc.nat(255)), { maxLength: 1500 }), (ops) => {
        const words = 8; // 256 slots: a list becomes a bitset past 8 slots
        const sparse = new Postings(words, true);
        const dense = new Postings(words, false);
        const model = new Map(values.map((v) => [v, new Set<number>()]));
        for (const [isAdd, value, slot] of ops) {
          if (isAdd) {
            sparse.add(value, slot);
            dense.add(value, slot);
            model.get(value)!.add(slot);
          } else {
            sparse.clear(slot);
            dense.clear(slot);
            for (const set of model.values()) set.delete(slot);
          }
        }
        const acc = new Uint32Array(words).fill(0x55555555);
        for (const v of values) {
          const expected = [...model.get(v)!].sort((x, y) => x - y);
          if (sparse.get(v) || expected.length) expect(slotsOf(sparse.get(v))).toEqual(expected);
          expect(slotsOf(dense.get(v))).toEqual(slotsOf(sparse.get(v)));
          const into = new Uint32Array(words);
          sparse.orInto(v, into);
          expect(slotsOf(into)).toEqual(expected);
        }
        const byValue = (counts: { value: string; count: number }[]) => Object.fromEntries(counts.map((c) => [c.value, c.count]));
        expect(byValue(sparse.countEach(acc))).toEqual(byValue(dense.countEach(acc)));
      }),
      { numRuns: 100 },
    );
  });

  it('answer as plain sets would with slots in many segments of 65,536, and after the slots grow', () => {
    const values = ['a', 'b'];
    // Slots near the segments' edges, in four segments (and a fifth once grown).
    const slot = fc.tuple(fc.nat(4), fc.constantFrom(0, 1, 2, 100, 65_533, 65_534, 65_535)).map(([segment, low]) => segment * 65_536 + low);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('add', 'clear', 'grow'), fc.constantFrom(...values), slot), { maxLength: 300 }), (ops) => {
        let words = (4 * 65_536) / 32;
        const postings = new Postings(words, true);
        const model = new Map(values.map((v) => [v, new Set<number>()]));
        for (const [op, value, s] of ops) {
          if (op === 'grow' && words === (4 * 65_536) / 32) postings.grow((words = (5 * 65_536) / 32));
          if (s >= words * 32) continue;
          if (op === 'add') {
            postings.add(value, s);
            model.get(value)!.add(s);
          } else if (op === 'clear') {
            postings.clear(s);
            for (const set of model.values()) set.delete(s);
          }
        }
        for (const v of values) {
          const expected = [...model.get(v)!].sort((a, b) => a - b);
          expect(slotsOf(postings.get(v) ?? new Uint32Array(0))).toEqual(expected);
          for (const s of expected) expect(postings.holds(v, s)).toBe(true);
          expect(postings.holds(v, 3 * 65_536 + 7)).toBe(false);
        }
        const acc = new Uint32Array(words).fill(0xaaaaaaaa);
        const counts = new Map(postings.countEach(acc).map((c) => [c.value, c.count]));
        for (const v of values) expect(counts.get(v) ?? 0).toBe([...model.get(v)!].filter((s) => s % 2 === 1).length);
      }),
      { numRuns: 200 },
    );
  });

  it('holds a rare value in 2 bytes a product instead of a bitset of the whole shop', () => {
    const words = 31_250; // a million slots
    const postings = new Postings(words, true);
    const before = process.memoryUsage().arrayBuffers;
    // 600 rare words of 500 products each: 0.6 MB as lists of two-byte entries (and some room to
    // grow), 1.2 MB with four bytes a slot, 75 MB as bitsets.
    for (let v = 0; v < 600; v++) for (let i = 0; i < 500; i++) postings.add(`w${v}`, (i * 1999 + v) % 1_000_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1.1 * 2 ** 20);
    expect(slotsOf(postings.get('w7'))).toHaveLength(500);
  });

  it('ANDs any number of bitsets into one and counts what is left in the same pass', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer(), { minLength: 40, maxLength: 40 }), { minLength: 1, maxLength: 6 }), ([base, ...sets]) => {
        const acc = new Uint32Array(40);
        const n = andInto(
          acc,
          Uint32Array.from(base!),
          sets.map((set) => Uint32Array.from(set)),
        );
        const expected = Uint32Array.from(base!, (word, w) => sets.reduce((v, set) => v & set[w]!, word));
        expect(acc).toEqual(expected);
        expect(n).toBe(slotsOf(expected).length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the first slots of a set in a sort order', () => {
  it('are the first k of the set sorted, either way, with keys that tie, whatever order the slots stand in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40 })), { maxLength: 400 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(1 as const, -1 as const),
        fc.boolean(),
        (drawn, k, sign, sortedSlots) => {
          // Keys rising with the slot (as the index loads prices) or in no order.
          const keys = sortedSlots ? drawn.map(([, key]) => key).sort((a, b) => a - b) : drawn.map(([, key]) => key);
          const key = Float64Array.from(keys);
          const coarse = Uint8Array.from(keys, (v) => v >> 3);
          const acc = new Uint32Array(Math.ceil(drawn.length / 32) + 1);
          drawn.forEach(([inSet], slot) => {
            if (inSet) acc[slot >>> 5]! |= 1 << (slot & 31);
          });
          const compare = (a: number, b: number) => sign * (key[a]! - key[b]!) || a - b;
          const expected = slotsOf(acc).sort(compare).slice(0, k);
          expect(firstSlots(acc, k, compare, key, sign)).toEqual(expected);
          expect(firstSlots(acc, k, compare, key, sign, coarse)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are the same when runs of 1,024 slots that cannot beat the k-th are skipped by their price bounds, exact or wider', () => {
    fc.assert(
      fc.property(
        // Each run's prices in a narrow band of its own (as the index loads them, cheapest first),
        // the bands in any order (products added later, prices changed), and prices that tie.
        fc.array(fc.nat(1000), { minLength: 2, maxLength: 9 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(20)), { minLength: 2000, maxLength: 9000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(1 as const, -1 as const),
        fc.array(fc.nat(30), { maxLength: 5 }),
        (bands, drawn, k, sign, widenBy) => {
          const key = Float64Array.from(drawn, ([, price], slot) => bands[(slot >>> 10) % bands.length]! + price);
          const zones = new PriceZones();
          zones.reset(key.length);
          key.forEach((price, slot) => zones.widen(slot, price));
          // Bounds wider than the prices (left by a repricing or a product taken out) are still bounds.
          widenBy.forEach((by, i) => {
            const z = i % zones.lo.length;
            zones.lo[z]! -= by;
            zones.hi[z]! += by;
          });
          const acc = new Uint32Array(Math.ceil(drawn.length / 32));
          drawn.forEach(([inSet], slot) => {
            if (inSet) acc[slot >>> 5]! |= 1 << (slot & 31);
          });
          // Ties are settled by something other than the slot (the store compares ids).
          const tie = (slot: number) => (slot * 7919) % 10007;
          const compare = (a: number, b: number) => sign * (key[a]! - key[b]!) || tie(a) - tie(b);
          expect(firstSlots(acc, k, compare, key, sign, undefined, zones)).toEqual(slotsOf(acc).sort(compare).slice(0, k));
        },
      ),
      // Thousands of slots a run: a failure is reported as found, not shrunk.
      { numRuns: 200, endOnFailure: true },
    );
  });
});
