import { describe, it, expect } from 'vitest';
import { SUB_SUB_CATEGORIES } from '@shop/shared';
import { productArtworkSvg } from './artwork';
import { artworkKindFor, type ArtworkKind } from './artwork-kinds';

// A record (not an array) so the compiler fails this test file if a kind is added or removed.
const KIND_SET: Record<ArtworkKind, true> = {
  tote: true,
  'shoulder-bag': true,
  clutch: true,
  'sling-bag': true,
  'mini-bag': true,
  satchel: true,
  handbag: true,
  'belt-bag': true,
  wristlet: true,
  shirt: true,
  tshirt: true,
  tracksuit: true,
  trousers: true,
  jacket: true,
  shorts: true,
  dress: true,
  skirt: true,
  jumpsuit: true,
  'coord-set': true,
  swimsuit: true,
  romper: true,
  boots: true,
  espadrilles: true,
  loafers: true,
  sliders: true,
  sneakers: true,
  flats: true,
  heels: true,
  peeptoes: true,
  'kids-shoes': true,
  belt: true,
  sunglasses: true,
  scarf: true,
  cap: true,
  watch: true,
  'small-accessory': true,
  earrings: true,
  ring: true,
  bracelet: true,
  necklace: true,
};
const KINDS = Object.keys(KIND_SET) as ArtworkKind[];

describe('artworkKindFor', () => {
  it('maps every sub-sub-category of the taxonomy to a known kind', () => {
    expect(SUB_SUB_CATEGORIES.length).toBeGreaterThan(0);
    for (const node of SUB_SUB_CATEGORIES) {
      const kind = artworkKindFor(node.id);
      expect(KINDS, `${node.id} -> ${kind}`).toContain(kind);
    }
  });

  it('picks the obvious kind for representative ids', () => {
    expect(artworkKindFor('women-bags-tote')).toBe('tote');
    expect(artworkKindFor('women-bags-beltbags')).toBe('belt-bag');
    expect(artworkKindFor('women-bags-wristlet')).toBe('wristlet');
    expect(artworkKindFor('men-clothing-t-shirts')).toBe('tshirt');
    expect(artworkKindFor('men-clothing-track-suits')).toBe('tracksuit');
    expect(artworkKindFor('men-footwear-sneakers')).toBe('sneakers');
    expect(artworkKindFor('men-footwear-sliders-and-slippers')).toBe('sliders');
    expect(artworkKindFor('women-footwear-heels-and-wedges')).toBe('heels');
    expect(artworkKindFor('women-footwear-peeptoes')).toBe('peeptoes');
    expect(artworkKindFor('women-accessories-watches')).toBe('watch');
    expect(artworkKindFor('women-accessories-shawls-and-scarves')).toBe('scarf');
    expect(artworkKindFor('women-jewellery-earrings')).toBe('earrings');
    expect(artworkKindFor('women-jewellery-rings')).toBe('ring');
    expect(artworkKindFor('women-jewellery-charms-and-bracelets')).toBe('bracelet');
    expect(artworkKindFor('kids-clothing-onesies-and-rompers')).toBe('romper');
    expect(artworkKindFor('kids-footwear-shoes')).toBe('kids-shoes');
    expect(artworkKindFor('kids-accessories-caps')).toBe('cap');
    expect(artworkKindFor('kids-accessories-belts')).toBe('belt');
  });

  it('falls back to a drawable kind for unknown ids', () => {
    expect(KINDS).toContain(artworkKindFor('something-else-entirely'));
    expect(KINDS).toContain(artworkKindFor(''));
    expect(artworkKindFor('men-footwear-brogues')).toBe('sneakers');
  });
});

describe('productArtworkSvg', () => {
  it('renders every kind in every view as a 1200x1500 SVG document', () => {
    for (const kind of KINDS) {
      const seen = new Set<string>();
      for (let view = 0; view < 4; view++) {
        const svg = productArtworkSvg({ kind, colour: '#111111', view, variant: view, monogram: 'LV' });
        expect(svg.startsWith('<svg'), kind).toBe(true);
        expect(svg).toContain('viewBox="0 0 1200 1500"');
        expect(svg).toContain('width="1200"');
        expect(svg).toContain('height="1500"');
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.length, `${kind} view ${view}`).toBeLessThan(15_000);
        seen.add(svg);
      }
      expect(seen.size, `${kind} views should differ`).toBe(4);
    }
  });

  it('is deterministic and varies with colour, variant and monogram', () => {
    const base = { kind: 'handbag' as const, colour: '#e5d3b3', view: 0, variant: 0, monogram: 'H' };
    expect(productArtworkSvg(base)).toBe(productArtworkSvg({ ...base }));
    expect(productArtworkSvg({ ...base, colour: '#111111' })).not.toBe(productArtworkSvg(base));
    expect(productArtworkSvg({ ...base, variant: 1 })).not.toBe(productArtworkSvg(base));
    expect(productArtworkSvg({ ...base, monogram: undefined })).not.toBe(productArtworkSvg(base));
  });

  it('never leaks unsafe input into the markup', () => {
    const svg = productArtworkSvg({ kind: 'belt', colour: '"/><script>', view: 7, variant: -3, monogram: '<&>"x' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('is well-formed enough for sharp to rasterise every kind', async () => {
    const sharp = (await import('sharp')).default;
    // Rendered concurrently: sharp works off the main thread, so this uses every core.
    const results = await Promise.all(
      KINDS.map(async (kind, i) => {
        const colour = i % 2 === 0 ? '#111111' : '#e5d3b3';
        const svg = productArtworkSvg({ kind, colour, view: 0, variant: i, monogram: 'GC' });
        // A quarter of the size: parsing is what is tested, and small rasters keep the suite quick.
        const webp = await sharp(Buffer.from(svg), { density: 18 }).webp().toBuffer();
        return { kind, meta: await sharp(webp).metadata() };
      }),
    );
    for (const { kind, meta } of results) {
      expect(meta.format, kind).toBe('webp');
      expect(meta.width, kind).toBe(300);
      expect(meta.height, kind).toBe(375);
    }
  }, 60_000);
});
