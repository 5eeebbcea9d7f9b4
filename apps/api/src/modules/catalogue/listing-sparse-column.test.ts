import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SparseColumn } from './listing-sparse-column';

describe('the listing index’s sparse column', () => {
  it('reads back what was set, as a Map would, through growth of the slots and of the table, and shrinking', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3_999), fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2 ** 50 }))), { minLength: 1, maxLength: 3_000 }), (ops) => {
        let capacity = 64;
        const column = new SparseColumn();
        column.reset(capacity);
        const model = new Map<number, number>();
        for (const [slot, value] of ops) {
          while (slot >= capacity) column.grow((capacity *= 2));
          column.set(slot, value);
          if (value === 0) model.delete(slot);
          else model.set(slot, value);
          expect(column.size).toBe(model.size);
        }
        for (let slot = 0; slot < capacity; slot++) {
          expect(column.get(slot)).toBe(model.get(slot) ?? 0);
          expect(column.flags[slot]).toBe(model.has(slot) ? 1 : 0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps thousands of values, and takes them out again', () => {
    const column = new SparseColumn();
    column.reset(100_000);
    for (let slot = 0; slot < 100_000; slot += 3) column.set(slot, 1_700_000_000_000_000 + slot);
    expect(column.size).toBe(33_334);
    expect(column.get(29_997)).toBe(1_700_000_000_029_997);
    expect(column.get(29_998)).toBe(0);
    for (let slot = 0; slot < 100_000; slot += 3) if (slot !== 300) column.set(slot, 0);
    expect(column.size).toBe(1);
    expect(column.get(300)).toBe(1_700_000_000_000_300);
    expect([...column.flags].reduce((n, f) => n + f, 0)).toBe(1);
  });
});
