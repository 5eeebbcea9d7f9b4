import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Postings } from './listing-bitsets';
import { SortedSlots } from './listing-order';
import { SlotArrays } from './listing-slot-arrays';

describe('slot arrays carved from shared buffers', () => {
  it('never hand out two arrays that overlap while both are held, through any takes and gives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 20_000 }), fc.nat()), { maxLength: 400 }), (ops) => {
        const arrays = new SlotArrays();
        const held: { array: Int32Array; mark: number }[] = [];
        let mark = 0;
        for (const [take, length, pick] of ops) {
          if (take || held.length === 0) {
            const array = arrays.take(length);
            expect(array.length).toBe(length);
            array.fill(++mark);
            held.push({ array, mark });
          } else {
            const [given] = held.splice(pick % held.length, 1);
            arrays.give(given!.array);
          }
        }
        // Every array held still holds only what was written into it.
        for (const { array, mark: written } of held) expect(array.every((v) => v === written)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('hands a returned array out again before carving a new one', () => {
    const arrays = new SlotArrays();
    const first = arrays.take(512);
    arrays.give(first);
    expect(arrays.take(512)).toBe(first);
  });

  it('keeps an order of 200,000 slots and the lists of 5,000 values in a few dozen buffers, not one a block or list', () => {
    const arrays = new SlotArrays();
    const order = new SortedSlots((a, b) => a - b, arrays);
    const postings = new Postings(Math.ceil(200_000 / 32), true, arrays);
    for (let i = 0; i < 200_000; i++) {
      const slot = (i * 7919) % 200_000;
      order.add(slot);
      postings.add(`v${i % 5000}`, slot);
    }
    const buffers = new Set<ArrayBufferLike>();
    const blocks = (order as unknown as { blocks: Int32Array[] }).blocks;
    for (const block of blocks) buffers.add(block.buffer);
    const lists = (postings as unknown as { lists: Map<string, { lows: Uint16Array }> }).lists;
    for (const { lows } of lists.values()) buffers.add(lows.buffer);
    expect(blocks.length).toBeGreaterThan(400);
    expect(lists.size).toBe(5000);
    expect(buffers.size).toBeLessThan(60);
    // And the order still reads back sorted.
    const read: number[] = [];
    order.walk((block, start, end) => {
      for (let i = start; i < end; i++) read.push(block[i]!);
    });
    expect(read).toEqual(Array.from({ length: 200_000 }, (_, i) => i));
  });

  it('cuts lists to their size in new buffers, frees the old ones, and reuses a cut list’s array as pieces lists grow into', () => {
    const arrays = new SlotArrays();
    const postings = new Postings(Math.ceil(200_000 / 32), true, arrays);
    // 300 lists of 1,000 slots each: grown by doubling to 1,024 entries each.
    for (let i = 0; i < 300_000; i++) postings.add(`v${i % 300}`, Math.floor(i / 300) * 200);
    const lists = (postings as unknown as { lists: Map<string, { lows: Uint16Array; n: number }> }).lists;
    const before = new Set([...lists.values()].map(({ lows }) => lows.buffer));
    const held = [...lists.values()].map(({ lows, n }) => Array.from(lows.subarray(0, n)));
    arrays.restart();
    postings.compactSteps().forEach((step) => step());
    expect([...lists.values()].map(({ lows, n }) => Array.from(lows.subarray(0, n)))).toEqual(held);
    expect([...lists.values()].every(({ lows, n }) => lows.length === n && !before.has(lows.buffer))).toBe(true);
    // The old chunks freed at once (detached), the lists still whole.
    arrays.release();
    expect([...before].every((buffer) => buffer.byteLength === 0)).toBe(true);
    expect([...lists.values()].map(({ lows, n }) => Array.from(lows.subarray(0, n)))).toEqual(held);
    // Each list fills exactly its 2,000 bytes: 300 of them in 3 buffers of 256 KB, where doubling had taken 4 or more.
    expect(new Set([...lists.values()].map(({ lows }) => lows.buffer)).size).toBe(3);

    // A cut list that grows leaves its 1,000 entries (500 four-byte slots) as pieces of 256, 128, 64 and 32 slots: the next
    // arrays of those sizes are carved from it, not from a new chunk.
    const grown = lists.get('v0')!;
    const cut = grown.lows;
    postings.add('v0', 199_999);
    expect(grown.lows.length).toBe(2048);
    for (const size of [256, 128, 64, 32]) {
      const piece = arrays.take(size);
      expect(piece.buffer).toBe(cut.buffer);
      expect(piece.byteOffset).toBeGreaterThanOrEqual(cut.byteOffset);
      expect(piece.byteOffset + piece.byteLength).toBeLessThanOrEqual(cut.byteOffset + cut.byteLength);
    }
  });
});
