import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedSlots } from './listing-order';

/** An order over slots 0..n-1 keyed by a price array (ties by slot), as the listing store keys its orders. */
function priced(n: number) {
  const price = new Float64Array(n + 2);
  const order = new SortedSlots((a, b) => price[a]! - price[b]! || a - b);
  return { price, order };
}

function all(order: SortedSlots, from?: number, to?: number): number[] {
  const out: number[] = [];
  order.walk(
    (block, start, end) => {
      for (let i = start; i < end; i++) out.push(block[i]!);
    },
    from,
    to,
  );
  return out;
}

const byPrice = (price: Float64Array) => (a: number, b: number) => price[a]! - price[b]! || a - b;

/** The slots below `n` whose bits are set in `target`. */
const setIn = (target: Uint32Array, n: number) => Array.from({ length: n }, (_, slot) => slot).filter((slot) => (target[slot >>> 5]! & (1 << (slot & 31))) !== 0);

type Op = readonly ['add' | 'reprice' | 'remove', number, number];

/** Applies adds, reprices and removals to the order as the store moves products (out under the old key, in under the new), checking what each delete says. */
function applyOps(ops: readonly Op[], price: Float64Array, order: SortedSlots, held: Set<number>): void {
  for (const [op, slot, p] of ops) {
    if (op === 'add' && !held.has(slot)) {
      price[slot] = p;
      order.add(slot);
      held.add(slot);
    } else if (op === 'reprice' && held.has(slot)) {
      expect(order.delete(slot)).toBe(true);
      price[slot] = p;
      order.add(slot);
    } else if (op === 'remove') {
      expect(order.delete(slot)).toBe(held.delete(slot));
    }
  }
}

describe('a sort order kept in blocks of slots', () => {
  it('agrees with a sorted list through any adds, reprices and removals, across block splits', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('add', 'reprice', 'remove'), fc.nat(1999), fc.integer({ min: 0, max: 300 })), { maxLength: 3000 }), (ops) => {
        const { price, order } = priced(2000);
        const held = new Set<number>();
        // Half the changes, the blocks moved into new arrays (as the index does after a load), then the rest.
        applyOps(ops.slice(0, ops.length >> 1), price, order, held);
        order.compactSteps().forEach((step) => step());
        applyOps(ops.slice(ops.length >> 1), price, order, held);
        const expected = [...held].sort(byPrice(price));
        expect(all(order)).toEqual(expected);
        expect(order.size).toBe(held.size);
      }),
      { numRuns: 60 },
    );
  });

  it('marks and counts the slots priced within any range, as a filter of the prices finds them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 0, maxLength: 2500 }),
        fc.option(fc.integer({ min: -10, max: 510 })),
        fc.option(fc.integer({ min: -10, max: 510 })),
        // Slots in price order (as the index loads them), in it but for some, or in no order: marking sets runs of slots a word at a time.
        fc.constantFrom('sorted', 'mostly', 'random'),
        (drawn, min, max, layout) => {
          const prices = layout === 'random' ? drawn : [...drawn].sort((a, b) => a - b).map((p, slot) => (layout === 'mostly' && slot % 7 === 3 ? drawn[slot]! : p));
          const n = prices.length;
          const { price, order } = priced(n);
          prices.forEach((p, slot) => {
            price[slot] = p;
            order.add(slot);
          });
          // Probes half a unit outside the range, past the slots (as the store places them).
          price[n] = (min ?? 0) - 0.5;
          price[n + 1] = (max ?? 0) + 0.5;
          const from = min === null ? undefined : n;
          const to = max === null ? undefined : n + 1;
          const target = new Uint32Array(Math.ceil((n + 2) / 32));
          const marked = order.markBetween(from, to, target);
          const expected = prices.flatMap((p, slot) => ((min === null || p >= min) && (max === null || p <= max) ? [slot] : []));
          expect(setIn(target, n)).toEqual(expected);
          expect(marked).toBe(expected.length);
          expect(order.countBetween(from, to)).toBe(expected.length);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('marks every run of consecutive slots, whichever words it starts and ends in', () => {
    // Slots in price order: a range of prices is one run of slots, set a word at a time.
    const n = 130;
    const { price, order } = priced(n);
    for (let slot = 0; slot < n; slot++) {
      price[slot] = slot;
      order.add(slot);
    }
    for (let min = 0; min < n; min++) {
      for (let max = min; max < n; max++) {
        price[n] = min - 0.5;
        price[n + 1] = max + 0.5;
        const target = new Uint32Array(Math.ceil((n + 2) / 32));
        expect(order.markBetween(n, n + 1, target)).toBe(max - min + 1);
        expect(setIn(target, n)).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
      }
    }
  });

  it('marks blocks of consecutive slots right after they change', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('reprice', 'remove', 'add'), fc.nat(1599), fc.integer({ min: 0, max: 1700 })), { maxLength: 40 }),
        fc.integer({ min: -5, max: 1705 }),
        fc.integer({ min: -5, max: 1705 }),
        (ops, min, max) => {
          // Slots 0..1499 priced in their own order: blocks of consecutive slots, each looked at by a first mark.
          const n = 1600;
          const { price, order } = priced(n);
          const held = new Set<number>();
          for (let slot = 0; slot < 1500; slot++) {
            price[slot] = slot;
            order.add(slot);
            held.add(slot);
          }
          const mark = () => {
            price[n] = min - 0.5;
            price[n + 1] = max + 0.5;
            const target = new Uint32Array(Math.ceil((n + 2) / 32));
            const marked = order.markBetween(n, n + 1, target);
            const expected = [...held].filter((slot) => price[slot]! >= min && price[slot]! <= max).sort((a, b) => a - b);
            expect(setIn(target, n)).toEqual(expected);
            expect(marked).toBe(expected.length);
          };
          mark();
          applyOps(ops, price, order, held);
          mark();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('walks from and to probes placed between keys, and stops when a visit says so', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 1500 }), fc.integer({ min: -5, max: 1005 }), fc.integer({ min: -5, max: 1005 }), (prices, lo, hi) => {
        const { price, order } = priced(prices.length);
        prices.forEach((p, slot) => {
          price[slot] = p;
          order.add(slot);
        });
        // Probes past the slots, half a unit outside the range, as the store bounds a walk by price.
        const [below, above] = [prices.length, prices.length + 1];
        price[below] = lo - 0.5;
        price[above] = hi + 0.5;
        const inRange = prices
          .map((_, s) => s)
          .filter((s) => price[s]! >= lo && price[s]! <= hi)
          .sort(byPrice(price));
        expect(all(order, below, above)).toEqual(inRange);
        const firstThree: number[] = [];
        order.walk((block, start, end) => {
          for (let i = start; i < end && firstThree.length < 3; i++) firstThree.push(block[i]!);
          return firstThree.length === 3;
        });
        expect(firstThree).toEqual(all(order).slice(0, 3));
      }),
      { numRuns: 60 },
    );
  });

  it('walks back from and to probes: the opposite order, the one "highest price" shows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 0, maxLength: 1500 }),
        fc.option(fc.integer({ min: -5, max: 305 })),
        fc.option(fc.integer({ min: -5, max: 305 })),
        (prices, lo, hi) => {
          const { price, order } = priced(prices.length);
          prices.forEach((p, slot) => {
            price[slot] = p;
            order.add(slot);
          });
          // Walking back starts below the upper probe and ends at the lower one.
          const [below, above] = [prices.length, prices.length + 1];
          price[below] = (lo ?? 0) - 0.5;
          price[above] = (hi ?? 0) + 0.5;
          const back: number[] = [];
          order.walkBack(
            (block, start, end) => {
              for (let i = end - 1; i >= start; i--) back.push(block[i]!);
            },
            hi === null ? undefined : above,
            lo === null ? undefined : below,
          );
          expect(back).toEqual(all(order, lo === null ? undefined : below, hi === null ? undefined : above).reverse());
          const lastTwo: number[] = [];
          order.walkBack((block, start, end) => {
            for (let i = end - 1; i >= start && lastTwo.length < 2; i--) lastTwo.push(block[i]!);
            return lastTwo.length === 2;
          });
          expect(lastTwo).toEqual(all(order).reverse().slice(0, 2));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('holds a million slots in 4 to 8 bytes each, outside the JavaScript heap', () => {
    const n = 1_000_000;
    const { price, order } = priced(n);
    for (let s = 0; s < n; s++) price[s] = (s * 7919) % 100_003;
    const before = process.memoryUsage();
    for (let s = 0; s < n; s++) order.add(s);
    const after = process.memoryUsage();
    expect(order.size).toBe(n);
    // Blocks half to wholly full: 4 to 8 bytes a slot in array buffers, and little on the heap.
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(8.5 * n);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(2 * n);
    const walked = all(order);
    for (let i = 1; i < walked.length; i += 997) expect(byPrice(price)(walked[i - 1]!, walked[i]!)).toBeLessThan(0);
  });

  it('keeps its blocks full when slots arrive in order, at either end, as the load and new products bring them', () => {
    for (const direction of [1, -1]) {
      const n = 200_000;
      const { price, order } = priced(n);
      for (let s = 0; s < n; s++) price[s] = direction * s;
      const before = process.memoryUsage().arrayBuffers;
      for (let s = 0; s < n; s++) order.add(s);
      // 391 full blocks of 512 slots, not 782 half-full ones: four 256 KB buffers (5.2 bytes a slot), not seven.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(5.5 * n);
      const walked = all(order);
      expect(walked).toHaveLength(n);
      expect(walked.findIndex((slot, i) => i > 0 && price[walked[i - 1]!]! >= price[slot]!)).toBe(-1);
      // Slots added in the middle of full blocks still split them and stay in order.
      for (let s = 0; s < 2_000; s++) {
        expect(order.delete(s * 37)).toBe(true);
        price[s * 37] = direction * (s * 37) + direction * 0.5;
        order.add(s * 37);
      }
      const again = all(order);
      expect(again).toHaveLength(n);
      expect(again.findIndex((slot, i) => i > 0 && price[again[i - 1]!]! >= price[slot]!)).toBe(-1);
    }
  });
});
