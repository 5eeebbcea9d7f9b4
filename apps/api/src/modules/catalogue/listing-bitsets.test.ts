import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Postings, andInto } from './listing-bitsets';

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

  it('holds a rare value in 4 bytes a product instead of a bitset of the whole shop', () => {
    const words = 31_250; // a million slots
    const postings = new Postings(words, true);
    const before = process.memoryUsage().arrayBuffers;
    // 600 rare words of 500 products each: 1.2 MB as lists, 75 MB as bitsets.
    for (let v = 0; v < 600; v++) for (let i = 0; i < 500; i++) postings.add(`w${v}`, (i * 1999 + v) % 1_000_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(3 * 2 ** 20);
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
