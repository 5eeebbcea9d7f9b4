import { SUB_SUB_CATEGORIES, discountPercent, effectivePricePaise } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { HOUSE_MATERIALS, createRng, generateProduct, type ProductSeed } from './catalogue-data';

/** A big generated catalogue (the demo's generator, more pieces), the same on every run. */
function catalogue(perType = 12, seed = 20261122): ProductSeed[] {
  const rng = createRng(seed);
  return SUB_SUB_CATEGORIES.flatMap((subSub) => Array.from({ length: perType }, () => generateProduct(subSub, rng)));
}

describe('the demo catalogue reads like a real shop', () => {
  const products = catalogue();

  it('is the same on every run', () => {
    expect(catalogue(2)).toEqual(catalogue(2));
  });

  it('names no piece with a word twice ("Chanel Clutch with Chain Clutch")', () => {
    for (const p of products) {
      const words = p.productName
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => /\p{L}{2,}/u.test(w));
      expect(new Set(words).size, p.productName).toBe(words.length);
    }
  });

  it('describes each piece by its own colour, material and condition', () => {
    for (const p of products) {
      if (/Colour:/.test(p.description)) expect(p.description, p.productName).toContain(`Colour: ${p.color}`);
      if (/gold|platinum|silver/i.test(p.material)) expect(p.color, p.productName).toMatch(/^(Yellow|Gray|Pink)$/);
      expect(p.description.split('\n')[0], p.productName).toContain(` ${p.color.toLowerCase()} `);
      expect(p.description.split('\n')[0], p.productName).toContain(`in ${p.material.toLowerCase()}`);
      const house = HOUSE_MATERIALS[p.material];
      if (house) expect(p.brandName, `${p.productName} in ${p.material}`).toBe(house);
      if (/Red lacquered sole/.test(p.description)) expect(p.brandName).toBe('Christian Louboutin');
      if (p.brandName === 'Christian Louboutin' && /Sole:/.test(p.description)) expect(p.description).toContain('Red lacquered sole');
      if (/18k/.test(p.material) && /Hallmarks:/.test(p.description)) expect(p.description).toContain('750 hallmark');
      if (/Sterling silver/.test(p.material) && /Hallmarks:/.test(p.description)) expect(p.description).toContain('925 hallmark');
      if (/Ballet Flats|Espadrilles|Sneakers|Loafers/.test(p.productName)) {
        const heel = /Heel height: (\d+) cm/.exec(p.description);
        if (heel) expect(Number(heel[1]), p.productName).toBeLessThanOrEqual(3);
      }
      if (/silk|cashmere|wool|tweed/i.test(p.material) && /Care:/.test(p.description)) expect(p.description, p.productName).toContain('Care: Dry clean only');
      if (p.pattern === 'Monogram') expect(`${p.productName} ${p.material}`).toMatch(/monogram/i);
    }
  });

  it('spreads discounts like a shop: most at full price, most reductions 10-30 %, few deeper, none past 50 %', () => {
    const percents = products.map((p) => discountPercent(effectivePricePaise(p), p.estimatedPricePaise) ?? 0);
    const full = percents.filter((x) => x === 0).length / percents.length;
    const reduced = percents.filter((x) => x > 0);
    expect(full).toBeGreaterThan(0.55);
    expect(Math.max(...percents)).toBeLessThanOrEqual(51);
    expect(reduced.filter((x) => x >= 9 && x <= 31).length / reduced.length).toBeGreaterThan(0.7);
    expect(reduced.filter((x) => x > 31).length).toBeGreaterThan(0);
    for (const p of products) if (p.discountPricePaise > 0) expect(p.discountPricePaise).toBeLessThan(p.pricePaise);
  });
});
