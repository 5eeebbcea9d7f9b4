/**
 * Draws the storefront's editorial pictures (home hero, category tiles, sale hero, services) from
 * the demo catalogue's product illustrations, so the shop ships its own art without stock photos.
 * Run once after changing a composition; the WebP files in public/art are committed.
 *
 *   npx tsx apps/web/scripts/make-art.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { productArtworkSvg, type ArtworkKind } from '../../api/src/db/seed/artwork';

const OUT = path.resolve(import.meta.dirname, '../public/art');

interface Item {
  kind: ArtworkKind;
  colour: string;
  /** Centre x, the y it stands on, and its height on the canvas (shadow included). */
  x: number;
  y: number;
  h: number;
  view?: number;
  variant?: number;
  monogram?: string;
}

interface Composition {
  name: string;
  width: number;
  height: number;
  /** Top and bottom colours of the backdrop. */
  backdrop: [string, string];
  items: Item[];
  /** Optional arch or disc behind the items. */
  shape?: string;
}

/** The item alone on a transparent frame (no backdrop or key light), trimmed to its own outline. */
async function itemPng(item: Item): Promise<Buffer> {
  const svg = productArtworkSvg({ kind: item.kind, colour: item.colour, view: item.view ?? 0, variant: item.variant ?? 0, monogram: item.monogram })
    .replace('<rect width="1200" height="1500" fill="url(#bg)"/>', '')
    .replace(/<ellipse[^>]*fill="url\(#lt\)"[^>]*\/>/, '');
  const trimmed = await sharp(Buffer.from(svg)).png().trim({ threshold: 1 }).toBuffer();
  return sharp(trimmed)
    .resize({ height: Math.round(item.h) })
    .png()
    .toBuffer();
}

async function render(c: Composition): Promise<Buffer> {
  const [top, bottom] = c.backdrop;
  const backdrop =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.width}" height="${c.height}" viewBox="0 0 ${c.width} ${c.height}">` +
    `<defs><linearGradient id="bgc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${c.width}" height="${c.height}" fill="url(#bgc)"/>${c.shape ?? ''}</svg>`;
  const layers = await Promise.all(
    c.items.map(async (item) => {
      const input = await itemPng(item);
      const { width = 0, height = 0 } = await sharp(input).metadata();
      // x is the item's centre, y where it stands.
      return { input, left: Math.round(item.x - width / 2), top: Math.round(item.y - height) };
    }),
  );
  return sharp(Buffer.from(backdrop)).composite(layers).webp({ quality: 80 }).toBuffer();
}

const arch = (cx: number, top: number, w: number, bottom: number, fill: string) =>
  `<path d="M${cx - w / 2} ${bottom} V${top + w / 2} A${w / 2} ${w / 2} 0 0 1 ${cx + w / 2} ${top + w / 2} V${bottom} Z" fill="${fill}"/>`;
const disc = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const floor = (w: number, y: number, h: number, fill: string) => `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${fill}"/>`;

const compositions: Composition[] = [
  // Home hero: wide for desktop (text on the left), tall for phones (text on top).
  {
    name: 'hero-1-wide',
    width: 1600,
    height: 900,
    backdrop: ['#f3ece2', '#e7dccd'],
    shape: arch(1130, 90, 620, 900, '#ebe0d0') + floor(1600, 770, 900, '#ddd0be'),
    items: [
      { kind: 'handbag', colour: '#7a4b2a', x: 1040, y: 800, h: 500, variant: 0, monogram: 'H' },
      { kind: 'mini-bag', colour: '#d9622b', x: 1330, y: 805, h: 380, variant: 2, monogram: 'LV' },
    ],
  },
  {
    name: 'hero-1-tall',
    width: 800,
    height: 1000,
    backdrop: ['#f3ece2', '#e7dccd'],
    shape: arch(400, 380, 640, 1000, '#ebe0d0') + floor(800, 890, 1000, '#ddd0be'),
    items: [
      { kind: 'handbag', colour: '#7a4b2a', x: 330, y: 930, h: 400, variant: 0, monogram: 'H' },
      { kind: 'mini-bag', colour: '#d9622b', x: 590, y: 935, h: 300, variant: 2, monogram: 'LV' },
    ],
  },
  {
    name: 'hero-2-wide',
    width: 1600,
    height: 900,
    backdrop: ['#f5e9e4', '#ead6cd'],
    shape: disc(1150, 430, 330, '#efddd4') + floor(1600, 770, 900, '#e2c9bd'),
    items: [
      { kind: 'heels', colour: '#b3261e', x: 1000, y: 805, h: 330, variant: 0 },
      { kind: 'clutch', colour: '#1a1a1a', x: 1320, y: 805, h: 240, variant: 1, monogram: 'YSL' },
    ],
  },
  {
    name: 'hero-2-tall',
    width: 800,
    height: 1000,
    backdrop: ['#f5e9e4', '#ead6cd'],
    shape: disc(400, 660, 300, '#efddd4') + floor(800, 890, 1000, '#e2c9bd'),
    items: [
      { kind: 'heels', colour: '#b3261e', x: 260, y: 935, h: 260, variant: 0 },
      { kind: 'clutch', colour: '#1a1a1a', x: 560, y: 935, h: 190, variant: 1, monogram: 'YSL' },
    ],
  },
  {
    name: 'hero-3-wide',
    width: 1600,
    height: 900,
    backdrop: ['#eef0eb', '#dde2d8'],
    shape: arch(1150, 100, 560, 900, '#e4e8df') + floor(1600, 780, 900, '#cfd6c8'),
    items: [
      { kind: 'watch', colour: '#1f2a4d', x: 1020, y: 800, h: 460, variant: 0 },
      { kind: 'necklace', colour: '#e8c547', x: 1290, y: 760, h: 520, variant: 0 },
    ],
  },
  {
    name: 'hero-3-tall',
    width: 800,
    height: 1000,
    backdrop: ['#eef0eb', '#dde2d8'],
    shape: arch(400, 380, 580, 1000, '#e4e8df') + floor(800, 890, 1000, '#cfd6c8'),
    items: [
      { kind: 'watch', colour: '#1f2a4d', x: 280, y: 930, h: 380, variant: 0 },
      { kind: 'necklace', colour: '#e8c547', x: 540, y: 900, h: 420, variant: 0 },
    ],
  },
  {
    name: 'hero-4-wide',
    width: 1600,
    height: 900,
    backdrop: ['#f0efed', '#dedcd7'],
    shape: disc(1170, 430, 340, '#e7e4de') + floor(1600, 780, 900, '#d3cfc7'),
    items: [
      { kind: 'jacket', colour: '#1f2a4d', x: 1170, y: 800, h: 560, variant: 1 },
      { kind: 'loafers', colour: '#7a4b2a', x: 930, y: 815, h: 150, variant: 0 },
      { kind: 'sneakers', colour: '#ffffff', x: 1420, y: 815, h: 160, variant: 3 },
    ],
  },
  {
    name: 'hero-4-tall',
    width: 800,
    height: 1000,
    backdrop: ['#f0efed', '#dedcd7'],
    shape: disc(400, 660, 320, '#e7e4de') + floor(800, 890, 1000, '#d3cfc7'),
    items: [
      { kind: 'jacket', colour: '#1f2a4d', x: 400, y: 920, h: 460, variant: 1 },
      { kind: 'loafers', colour: '#7a4b2a', x: 170, y: 945, h: 120, variant: 0 },
      { kind: 'sneakers', colour: '#ffffff', x: 640, y: 945, h: 130, variant: 3 },
    ],
  },
  // Shop by category (4:5).
  ...(
    [
      [
        'category-women',
        ['#f5ede9', '#e6d8d1'],
        [
          { kind: 'dress', colour: '#b3261e', x: 330, y: 900, h: 720 },
          { kind: 'shoulder-bag', colour: '#e5d3b3', x: 590, y: 905, h: 330, variant: 2 },
        ],
      ],
      [
        'category-men',
        ['#eef0eb', '#dadfd5'],
        [
          { kind: 'shirt', colour: '#2e64b5', x: 360, y: 880, h: 620 },
          { kind: 'loafers', colour: '#1a1a1a', x: 590, y: 915, h: 140 },
        ],
      ],
      [
        'category-kids',
        ['#f3eee5', '#e2d7c6'],
        [
          { kind: 'romper', colour: '#e8c547', x: 350, y: 880, h: 600 },
          { kind: 'kids-shoes', colour: '#e8a0b8', x: 610, y: 915, h: 170 },
        ],
      ],
    ] as const
  ).map(([name, backdrop, items]) => ({
    name,
    width: 800,
    height: 1000,
    backdrop: [...backdrop] as [string, string],
    items: items.map((i) => ({ ...i })) as Item[],
    shape: floor(800, 860, 1000, backdrop[1]),
  })),
  // The four product-type tiles (4:5).
  ...(
    [
      ['type-bags', ['#f4f0ea', '#e4ddd2'], { kind: 'tote', colour: '#d9622b', monogram: 'TL', h: 430 }],
      ['type-clothing', ['#f0efed', '#dcdbd7'], { kind: 'jacket', colour: '#e5d3b3', h: 520 }],
      ['type-footwear', ['#f5ede9', '#e6d8d1'], { kind: 'boots', colour: '#1a1a1a', h: 440 }],
      ['type-accessories', ['#eef0eb', '#dadfd5'], { kind: 'sunglasses', colour: '#7a4b2a', h: 170 }],
    ] as const
  ).map(([name, backdrop, item]) => ({ name, width: 600, height: 750, backdrop: [...backdrop] as [string, string], items: [{ ...item, x: 300, y: 620 } as Item] })),
  // Sale hero (3 slides, 3:2).
  {
    name: 'sale-1',
    width: 1200,
    height: 800,
    backdrop: ['#f5e9e4', '#e9d3c9'],
    shape: floor(1200, 680, 800, '#dfc3b6'),
    items: [
      { kind: 'satchel', colour: '#b3261e', x: 460, y: 710, h: 460, monogram: 'G' },
      { kind: 'scarf', colour: '#e8c547', x: 810, y: 710, h: 300, variant: 1 },
    ],
  },
  {
    name: 'sale-2',
    width: 1200,
    height: 800,
    backdrop: ['#f3ece2', '#e4d8c6'],
    shape: floor(1200, 680, 800, '#d9cab4'),
    items: [
      { kind: 'sneakers', colour: '#ffffff', x: 430, y: 710, h: 230, variant: 1 },
      { kind: 'belt', colour: '#1a1a1a', x: 800, y: 710, h: 260, variant: 0, monogram: 'GG' },
    ],
  },
  {
    name: 'sale-3',
    width: 1200,
    height: 800,
    backdrop: ['#eef0eb', '#d9dfd3'],
    shape: floor(1200, 680, 800, '#cbd3c3'),
    items: [
      { kind: 'shoulder-bag', colour: '#1f2a4d', x: 470, y: 710, h: 480, variant: 1, monogram: 'CC' },
      { kind: 'earrings', colour: '#e8c547', x: 800, y: 690, h: 260 },
    ],
  },
  // Sell with us, about and the sale promo (4:5).
  {
    name: 'sell-with-us',
    width: 800,
    height: 1000,
    backdrop: ['#f3ece2', '#e2d7c6'],
    shape: arch(400, 160, 600, 1000, '#ebe1d2') + floor(800, 860, 1000, '#d8c9b3'),
    items: [
      { kind: 'tote', colour: '#1a1a1a', x: 440, y: 890, h: 520, variant: 1, monogram: 'D' },
      { kind: 'wristlet', colour: '#e8a0b8', x: 190, y: 895, h: 200, variant: 0 },
    ],
  },
  {
    name: 'about',
    width: 800,
    height: 1000,
    backdrop: ['#f0efed', '#dcdbd7'],
    shape: disc(400, 520, 300, '#e7e4de') + floor(800, 860, 1000, '#d0ccc4'),
    items: [
      { kind: 'handbag', colour: '#2e7d4f', x: 450, y: 890, h: 440, variant: 2, monogram: 'B' },
      { kind: 'bracelet', colour: '#e8c547', x: 180, y: 895, h: 150 },
    ],
  },
  {
    name: 'sale-promo',
    width: 800,
    height: 1000,
    backdrop: ['#f5e9e4', '#e6d0c5'],
    shape: floor(800, 860, 1000, '#dcc0b3'),
    items: [
      { kind: 'mini-bag', colour: '#6f3fa0', x: 500, y: 890, h: 480, variant: 2, monogram: 'F' },
      { kind: 'peeptoes', colour: '#e8a0b8', x: 220, y: 900, h: 220, variant: 0 },
    ],
  },
  // Influencer video covers (4:5).
  ...(
    [
      ['influencer-1', ['#f4f0ea', '#e4ddd2'], { kind: 'handbag', colour: '#e67e22', view: 3, monogram: 'H', h: 330 }],
      ['influencer-2', ['#f5ede9', '#e6d8d1'], { kind: 'heels', colour: '#1a1a1a', view: 1, h: 170 }],
      ['influencer-3', ['#eef0eb', '#dadfd5'], { kind: 'watch', colour: '#8c8c8c', view: 0, h: 360 }],
      ['influencer-4', ['#f3eee5', '#e2d7c6'], { kind: 'sling-bag', colour: '#c0392b', view: 1, monogram: 'CD', h: 380 }],
      ['influencer-5', ['#f0efed', '#dcdbd7'], { kind: 'sneakers', colour: '#2e64b5', view: 1, h: 170 }],
    ] as const
  ).map(([name, backdrop, item]) => ({
    name,
    width: 480,
    height: 600,
    backdrop: [...backdrop] as [string, string],
    items: [{ ...item, x: 240, y: 500 } as Item],
    shape: floor(480, 470, 600, backdrop[1]),
  })),
];

fs.mkdirSync(OUT, { recursive: true });
for (const c of compositions) {
  const file = path.join(OUT, `${c.name}.webp`);
  fs.writeFileSync(file, await render(c));
  console.log(`${c.name}.webp ${Math.round(fs.statSync(file).size / 1024)} KB`);
}
