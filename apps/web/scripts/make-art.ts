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

type Piece = Omit<Item, 'x' | 'y' | 'h'>;
/** Where a piece stands: its centre x, the y it stands on, and its height. */
type Place = [x: number, y: number, h: number];
type Backdrop = [top: string, bottom: string];

/** A composition of `items` on a canvas of `width` × `height`. */
const scene = (name: string, [width, height]: [number, number], backdrop: Backdrop, shape: string | undefined, items: Item[]): Composition => ({ name, width, height, backdrop, shape, items });

/** A home hero slide: the same pieces drawn wide for desktop (text on the left) and tall for phones (text on top). */
function hero(n: number, backdrop: Backdrop, shape: { wide: string; tall: string }, pieces: (Piece & { wide: Place; tall: Place })[]): Composition[] {
  const layout = (at: 'wide' | 'tall', width: number, height: number): Composition => ({
    name: `hero-${n}-${at}`,
    width,
    height,
    backdrop,
    shape: shape[at],
    items: pieces.map(({ wide, tall, ...piece }) => {
      const [x, y, h] = at === 'wide' ? wide : tall;
      return { ...piece, x, y, h };
    }),
  });
  return [layout('wide', 1600, 900), layout('tall', 800, 1000)];
}

const compositions: Composition[] = [
  ...hero(1, ['#f3ece2', '#e7dccd'], { wide: arch(1130, 90, 620, 900, '#ebe0d0') + floor(1600, 770, 900, '#ddd0be'), tall: arch(400, 380, 640, 1000, '#ebe0d0') + floor(800, 890, 1000, '#ddd0be') }, [
    { kind: 'handbag', colour: '#7a4b2a', variant: 0, monogram: 'H', wide: [1040, 800, 500], tall: [330, 930, 400] },
    { kind: 'mini-bag', colour: '#d9622b', variant: 2, monogram: 'LV', wide: [1330, 805, 380], tall: [590, 935, 300] },
  ]),
  ...hero(2, ['#f5e9e4', '#ead6cd'], { wide: disc(1150, 430, 330, '#efddd4') + floor(1600, 770, 900, '#e2c9bd'), tall: disc(400, 660, 300, '#efddd4') + floor(800, 890, 1000, '#e2c9bd') }, [
    { kind: 'heels', colour: '#b3261e', variant: 0, wide: [1000, 805, 330], tall: [260, 935, 260] },
    { kind: 'clutch', colour: '#1a1a1a', variant: 1, monogram: 'YSL', wide: [1320, 805, 240], tall: [560, 935, 190] },
  ]),
  ...hero(3, ['#eef0eb', '#dde2d8'], { wide: arch(1150, 100, 560, 900, '#e4e8df') + floor(1600, 780, 900, '#cfd6c8'), tall: arch(400, 380, 580, 1000, '#e4e8df') + floor(800, 890, 1000, '#cfd6c8') }, [
    { kind: 'watch', colour: '#1f2a4d', variant: 0, wide: [1020, 800, 460], tall: [280, 930, 380] },
    { kind: 'necklace', colour: '#e8c547', variant: 0, wide: [1290, 760, 520], tall: [540, 900, 420] },
  ]),
  ...hero(4, ['#f0efed', '#dedcd7'], { wide: disc(1170, 430, 340, '#e7e4de') + floor(1600, 780, 900, '#d3cfc7'), tall: disc(400, 660, 320, '#e7e4de') + floor(800, 890, 1000, '#d3cfc7') }, [
    { kind: 'jacket', colour: '#1f2a4d', variant: 1, wide: [1170, 800, 560], tall: [400, 920, 460] },
    { kind: 'loafers', colour: '#7a4b2a', variant: 0, wide: [930, 815, 150], tall: [170, 945, 120] },
    { kind: 'sneakers', colour: '#ffffff', variant: 3, wide: [1420, 815, 160], tall: [640, 945, 130] },
  ]),
  // Shop by category (4:5).
  scene('category-women', [800, 1000], ['#f5ede9', '#e6d8d1'], floor(800, 860, 1000, '#e6d8d1'), [
    { kind: 'dress', colour: '#b3261e', x: 330, y: 900, h: 720 },
    { kind: 'shoulder-bag', colour: '#e5d3b3', x: 590, y: 905, h: 330, variant: 2 },
  ]),
  scene('category-men', [800, 1000], ['#eef0eb', '#dadfd5'], floor(800, 860, 1000, '#dadfd5'), [
    { kind: 'shirt', colour: '#2e64b5', x: 360, y: 880, h: 620 },
    { kind: 'loafers', colour: '#1a1a1a', x: 590, y: 915, h: 140 },
  ]),
  scene('category-kids', [800, 1000], ['#f3eee5', '#e2d7c6'], floor(800, 860, 1000, '#e2d7c6'), [
    { kind: 'romper', colour: '#e8c547', x: 350, y: 880, h: 600 },
    { kind: 'kids-shoes', colour: '#e8a0b8', x: 610, y: 915, h: 170 },
  ]),
  // The four product-type tiles (4:5).
  scene('type-bags', [600, 750], ['#f4f0ea', '#e4ddd2'], undefined, [{ kind: 'tote', colour: '#d9622b', monogram: 'TL', x: 300, y: 620, h: 430 }]),
  scene('type-clothing', [600, 750], ['#f0efed', '#dcdbd7'], undefined, [{ kind: 'jacket', colour: '#e5d3b3', x: 300, y: 620, h: 520 }]),
  scene('type-footwear', [600, 750], ['#f5ede9', '#e6d8d1'], undefined, [{ kind: 'boots', colour: '#1a1a1a', x: 300, y: 620, h: 440 }]),
  scene('type-accessories', [600, 750], ['#eef0eb', '#dadfd5'], undefined, [{ kind: 'sunglasses', colour: '#7a4b2a', x: 300, y: 620, h: 170 }]),
  // Sale hero (3 slides, 3:2).
  scene('sale-1', [1200, 800], ['#f5e9e4', '#e9d3c9'], floor(1200, 680, 800, '#dfc3b6'), [
    { kind: 'satchel', colour: '#b3261e', x: 460, y: 710, h: 460, monogram: 'G' },
    { kind: 'scarf', colour: '#e8c547', x: 810, y: 710, h: 300, variant: 1 },
  ]),
  scene('sale-2', [1200, 800], ['#f3ece2', '#e4d8c6'], floor(1200, 680, 800, '#d9cab4'), [
    { kind: 'sneakers', colour: '#ffffff', x: 430, y: 710, h: 230, variant: 1 },
    { kind: 'belt', colour: '#1a1a1a', x: 800, y: 710, h: 260, variant: 0, monogram: 'GG' },
  ]),
  scene('sale-3', [1200, 800], ['#eef0eb', '#d9dfd3'], floor(1200, 680, 800, '#cbd3c3'), [
    { kind: 'shoulder-bag', colour: '#1f2a4d', x: 470, y: 710, h: 480, variant: 1, monogram: 'CC' },
    { kind: 'earrings', colour: '#e8c547', x: 800, y: 690, h: 260 },
  ]),
  // Sell with us, about and the sale promo (4:5).
  scene('sell-with-us', [800, 1000], ['#f3ece2', '#e2d7c6'], arch(400, 160, 600, 1000, '#ebe1d2') + floor(800, 860, 1000, '#d8c9b3'), [
    { kind: 'tote', colour: '#1a1a1a', x: 440, y: 890, h: 520, variant: 1, monogram: 'D' },
    { kind: 'wristlet', colour: '#e8a0b8', x: 190, y: 895, h: 200, variant: 0 },
  ]),
  scene('about', [800, 1000], ['#f0efed', '#dcdbd7'], disc(400, 520, 300, '#e7e4de') + floor(800, 860, 1000, '#d0ccc4'), [
    { kind: 'handbag', colour: '#2e7d4f', x: 450, y: 890, h: 440, variant: 2, monogram: 'B' },
    { kind: 'bracelet', colour: '#e8c547', x: 180, y: 895, h: 150 },
  ]),
  scene('sale-promo', [800, 1000], ['#f5e9e4', '#e6d0c5'], floor(800, 860, 1000, '#dcc0b3'), [
    { kind: 'mini-bag', colour: '#6f3fa0', x: 500, y: 890, h: 480, variant: 2, monogram: 'F' },
    { kind: 'peeptoes', colour: '#e8a0b8', x: 220, y: 900, h: 220, variant: 0 },
  ]),
  // Influencer video covers (4:5).
  scene('influencer-1', [480, 600], ['#f4f0ea', '#e4ddd2'], floor(480, 470, 600, '#e4ddd2'), [{ kind: 'handbag', colour: '#e67e22', view: 3, monogram: 'H', x: 240, y: 500, h: 330 }]),
  scene('influencer-2', [480, 600], ['#f5ede9', '#e6d8d1'], floor(480, 470, 600, '#e6d8d1'), [{ kind: 'heels', colour: '#1a1a1a', view: 1, x: 240, y: 500, h: 170 }]),
  scene('influencer-3', [480, 600], ['#eef0eb', '#dadfd5'], floor(480, 470, 600, '#dadfd5'), [{ kind: 'watch', colour: '#8c8c8c', view: 0, x: 240, y: 500, h: 360 }]),
  scene('influencer-4', [480, 600], ['#f3eee5', '#e2d7c6'], floor(480, 470, 600, '#e2d7c6'), [{ kind: 'sling-bag', colour: '#c0392b', view: 1, monogram: 'CD', x: 240, y: 500, h: 380 }]),
  scene('influencer-5', [480, 600], ['#f0efed', '#dcdbd7'], floor(480, 470, 600, '#dcdbd7'), [{ kind: 'sneakers', colour: '#2e64b5', view: 1, x: 240, y: 500, h: 170 }]),
];

fs.mkdirSync(OUT, { recursive: true });
for (const c of compositions) {
  const file = path.join(OUT, `${c.name}.webp`);
  fs.writeFileSync(file, await render(c));
  console.log(`${c.name}.webp ${Math.round(fs.statSync(file).size / 1024)} KB`);
}
