import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Postings } from './listing-bitsets';
import { SharedBitsets, shareSteps } from './listing-shared-bitsets';

const WORDS = 4; // 128 slots
const slotsOf = (set: Uint32Array | undefined) => {
  const out: number[] = [];
  set?.forEach((word, w) => {
    for (let b = 0; b < 32; b++) if (word & (1 << b)) out.push(w * 32 + b);
  });
  return out;
};
const runSteps = (fields: Postings[]) => shareSteps(fields).forEach((step) => step());

/** A brand's, a colour's and a word's postings over the same registry, as the store makes them. */
function fields() {
  const shared = new SharedBitsets();
  return { shared, brand: new Postings(WORDS, false, undefined, shared), colour: new Postings(WORDS, false, undefined, shared), word: new Postings(WORDS, true, undefined, shared) };
}

describe('equal bitsets shared, copied on write', () => {
  it('makes equal bitsets of different fields one array, and keeps different ones apart', () => {
    const { shared, brand, colour, word } = fields();
    for (let slot = 0; slot < 100; slot++) {
      brand.add('gucci', slot);
      word.add('gucci', slot);
      if (slot % 2 === 0) colour.add('black', slot);
    }
    word.add('bag', 3);
    runSteps([brand, colour, word]);
    expect(word.get('gucci')).toBe(brand.get('gucci'));
    expect(colour.get('black')).not.toBe(brand.get('gucci'));
    expect(shared.count).toBe(1);
  });

  it('gives a value its own copy when one of its holders changes, leaving the others as they were', () => {
    const { shared, brand, colour, word } = fields();
    for (let slot = 0; slot < 64; slot++) for (const p of [brand, colour, word]) p.add('x', slot);
    runSteps([brand, colour, word]);
    expect(colour.get('x')).toBe(brand.get('x'));
    expect(word.get('x')).toBe(brand.get('x'));

    brand.add('x', 100);
    expect(slotsOf(brand.get('x'))).toContain(100);
    expect(slotsOf(colour.get('x'))).not.toContain(100);
    expect(word.get('x')).toBe(colour.get('x')); // the two others still share
    word.clear(5);
    expect(slotsOf(word.get('x'))).not.toContain(5);
    expect(slotsOf(colour.get('x'))).toContain(5);
    expect(shared.count).toBe(0);
    // Setting a bit already set, or clearing one not set, copies nothing.
    runSteps([colour, brand]);
    const before = colour.get('x');
    colour.add('x', 6);
    colour.clear(120);
    expect(colour.get('x')).toBe(before);
  });

  it('answers as plain sets would through any adds, clears, sharing and growth', () => {
    const values = ['a', 'b'];
    const op = fc.oneof(
      fc.tuple(fc.constant('add' as const), fc.nat(2), fc.constantFrom(...values), fc.nat(WORDS * 32 - 1)),
      fc.tuple(fc.constant('clear' as const), fc.nat(2), fc.constantFrom(...values), fc.nat(WORDS * 32 - 1)),
      fc.tuple(fc.constant('share' as const), fc.constant(0), fc.constant('a'), fc.constant(0)),
      fc.tuple(fc.constant('grow' as const), fc.constant(0), fc.constant('a'), fc.constant(0)),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const { brand, colour, word } = fields();
        const all = [brand, colour, word];
        const model = all.map(() => new Map(values.map((v) => [v, new Set<number>()])));
        // Most values start equal, as a brand's and its word's do.
        for (let slot = 0; slot < 90; slot += 3) {
          all.forEach((p, i) => {
            for (const v of values) {
              p.add(v, slot);
              model[i]!.get(v)!.add(slot);
            }
          });
        }
        let words = WORDS;
        for (const [kind, field, value, slot] of ops) {
          if (kind === 'add') {
            all[field]!.add(value, slot);
            model[field]!.get(value)!.add(slot);
          } else if (kind === 'clear') {
            all[field]!.clear(slot, undefined, [value]);
            model[field]!.get(value)!.delete(slot);
          } else if (kind === 'share') runSteps(all);
          else all.forEach((p) => p.grow((words += 1)));
        }
        all.forEach((p, i) => {
          for (const v of values) expect(slotsOf(p.get(v))).toEqual([...model[i]!.get(v)!].sort((x, y) => x - y));
        });
      }),
      { numRuns: 300 },
    );
  });
});
