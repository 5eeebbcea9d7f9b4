import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdTable } from './listing-id-table';

describe('the listing index’s ids by slot', () => {
  it('finds, deletes and re-adds as a Map would, through growth, with the table three quarters full', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(199)), { minLength: 1, maxLength: 600 }), (ops) => {
        let capacity = 16;
        const table = new IdTable();
        table.reset(capacity);
        const ids = Array.from({ length: 200 }, () => randomUUID());
        const model = new Map<string, number>();
        const free: number[] = [];
        let slots = 0;
        for (const [add, pick] of ops) {
          const id = ids[pick]!;
          if (add && !model.has(id)) {
            const slot = free.pop() ?? slots++;
            if (slot >= capacity) {
              capacity *= 2;
              const held = new Set(model.values());
              table.grow(capacity, slots - 1, (s) => held.has(s));
            }
            table.add(slot, id);
            model.set(id, slot);
          } else if (!add) {
            const slot = table.delete(id);
            expect(slot).toBe(model.get(id) ?? -1);
            if (slot >= 0) free.push(slot);
            model.delete(id);
          }
        }
        for (const id of ids) expect(table.find(id)).toBe(model.get(id) ?? -1);
        for (const [id, slot] of model) expect(table.idOf(slot)).toBe(id);
      }),
      { numRuns: 200 },
    );
  });

  it('orders slots as PostgreSQL orders their uuids, byte by byte', () => {
    const table = new IdTable();
    table.reset(4);
    const ids = ['ffffffff-0000-4000-8000-000000000000', '00000000-ffff-4000-8000-000000000001', '00000000-ffff-4000-8000-000000000000'];
    ids.forEach((id, slot) => table.add(slot, id));
    expect([0, 1, 2].sort((a, b) => table.compare(a, b)).map((s) => ids[s])).toEqual([...ids].sort());
  });
});
