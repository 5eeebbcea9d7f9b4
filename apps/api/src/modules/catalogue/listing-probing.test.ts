import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deleteAt } from './listing-probing';

/** A tiny linear-probing table whose keys' homes are given, so clusters and wrap-arounds are the rule. */
function probe(size: number, homes: Map<number, number>) {
  const keys = new Int32Array(size).fill(-1);
  const after = (at: number) => (at + 1 === size ? 0 : at + 1);
  const find = (key: number) => {
    for (let at = homes.get(key)!, n = 0; n < size; at = after(at), n++) {
      if (keys[at] === -1) return -1;
      if (keys[at] === key) return at;
    }
    return -1;
  };
  const insert = (key: number) => {
    let at = homes.get(key)!;
    while (keys[at] !== -1) at = after(at);
    keys[at] = key;
  };
  const remove = (key: number) =>
    deleteAt(
      find(key),
      size,
      (at) => (keys[at] === -1 ? -1 : homes.get(keys[at]!)!),
      (from, to) => (keys[to] = keys[from]!),
      (at) => (keys[at] = -1),
    );
  return { find, insert, remove };
}

describe('deletion from a linear-probing table', () => {
  it('leaves every other key reachable from its home, through any inserts and deletes in a table all but full', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 12 })
          .chain((size) => fc.tuple(fc.constant(size), fc.array(fc.nat(size - 1), { minLength: size, maxLength: size }), fc.array(fc.tuple(fc.boolean(), fc.nat(size - 1)), { maxLength: 80 }))),
        ([size, homeOf, ops]) => {
          const homes = new Map(homeOf.map((home, key) => [key, home]));
          const table = probe(size, homes);
          const held = new Set<number>();
          for (const [add, key] of ops) {
            if (add && !held.has(key) && held.size < size - 1) {
              table.insert(key);
              held.add(key);
            } else if (!add && held.has(key)) {
              table.remove(key);
              held.delete(key);
            }
            for (let k = 0; k < size; k++) expect(table.find(k) >= 0).toBe(held.has(k));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
