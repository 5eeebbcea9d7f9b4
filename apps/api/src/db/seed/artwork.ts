/**
 * Product illustrations for the demo catalogue seed: minimal "studio shots" of pre-owned luxury
 * items drawn as plain SVG. Pure and deterministic — no network, no external assets and no fonts
 * (monograms are drawn with a tiny built-in stroke alphabet), so any SVG rasteriser (sharp/librsvg,
 * browsers) renders the same picture everywhere.
 *
 * Some 1,500 lines that only the demo pictures need: `pictures.ts` imports this file when it first
 * draws one, so the server's main bundle does not carry it.
 *
 * Every picture is 1200×1500 (4:5). Items are drawn in one shared coordinate space centred on
 * x = 600 with the studio floor at y = 1180; `view` only changes the framing around the drawing.
 */

import type { ArtworkKind } from './artwork-kinds';

export interface ArtworkOptions {
  kind: ArtworkKind;
  /** Main colour of the item as a CSS hex colour, e.g. '#111111'. */
  colour: string;
  /** 0..3: different views of the same item (front, angled, detail/close-up, back or styled), so a product's 2-4 images differ. */
  view: number;
  /** A small integer that varies details (hardware tone gold/silver, background tint, stitching, proportions) deterministically. */
  variant: number;
  /** Optional brand monogram text (1-3 letters) drawn subtly on the item where it makes sense (bag hardware, belt buckle, box). */
  monogram?: string;
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, (ch) => ch + ch);
  if (!/^[0-9a-f]{6}$/i.test(h)) return [128, 128, 128];
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Blends colour `a` towards `b` by `t` (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lightens (amount > 0) or darkens (amount < 0) a hex colour. */
function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** Perceived lightness 0..1. */
function lightness(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  edge: string;
  stitch: string;
  /** Colour that reads on top of the item (stripes, prints). */
  contrast: string;
  l: number;
}

function palette(colour: string): Palette {
  const base = toHex(parseHex(colour));
  const l = lightness(base);
  return {
    base,
    light: shade(base, l < 0.15 ? 0.26 : l > 0.75 ? 0.5 : 0.22),
    lighter: shade(base, l < 0.15 ? 0.42 : 0.45),
    dark: shade(base, l > 0.7 ? -0.16 : -0.3),
    darker: shade(base, l > 0.7 ? -0.32 : -0.52),
    edge: shade(base, l > 0.6 ? -0.34 : -0.5),
    stitch: l < 0.4 ? shade(base, 0.42) : shade(base, -0.36),
    contrast: l < 0.55 ? '#f3efe8' : '#1d1c1b',
    l,
  };
}

const METALS = {
  gold: { hi: '#fdf0c0', mid: '#d8b25e', lo: '#9a7226', edge: '#7e5d1e' },
  silver: { hi: '#ffffff', mid: '#c8cbcf', lo: '#868b91', edge: '#6f747a' },
};

const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f4f0ea', '#e4ddd2'],
  ['#f0efed', '#dcdbd7'],
  ['#f5ede9', '#e6d8d1'],
  ['#eef0eb', '#dadfd5'],
  ['#f3eee5', '#e2d7c6'],
];

// ---------------------------------------------------------------------------------------------
// Monogram: a small single-stroke alphabet on a 6×10 grid (no fonts needed).

const GLYPHS: Record<string, string> = {
  A: 'M0 10L3 0L6 10M1 6.6H5',
  B: 'M0 5H3.2Q5.6 5 5.6 2.5Q5.6 0 3.2 0H0V10H3.4Q6 10 6 7.5Q6 5 3.4 5',
  C: 'M5.2 1.2A3 5 0 1 0 5.2 8.8',
  D: 'M0 0V10H2.4Q6 10 6 5Q6 0 2.4 0Z',
  E: 'M6 0H0V10H6M0 5H4.6',
  F: 'M6 0H0V10M0 5H4.6',
  G: 'M5.2 1.2A3 5 0 1 0 6 5.6H3.6',
  H: 'M0 0V10M6 0V10M0 5H6',
  I: 'M3 0V10M1.4 0H4.6M1.4 10H4.6',
  J: 'M5 0V7Q5 10 2.5 10Q0 10 0 7.5',
  K: 'M0 0V10M6 0L0 6.4M2.1 4.3L6 10',
  L: 'M0 0V10H6',
  M: 'M0 10V0L3 6.2L6 0V10',
  N: 'M0 10V0L6 10V0',
  O: 'M3 0A3 5 0 1 0 3 10A3 5 0 1 0 3 0Z',
  P: 'M0 10V0H3.4Q6 0 6 2.8Q6 5.6 3.4 5.6H0',
  Q: 'M3 0A3 5 0 1 0 3 10A3 5 0 1 0 3 0ZM3.6 7L6 10.4',
  R: 'M0 10V0H3.4Q6 0 6 2.8Q6 5.6 3.4 5.6H0M3 5.6L6 10',
  S: 'M5.5 1.2Q4.6 0 3 0Q0.3 0 0.3 2.6Q0.3 4.5 3 5Q5.8 5.5 5.8 7.6Q5.8 10 3 10Q1.1 10 0.2 8.6',
  T: 'M0 0H6M3 0V10',
  U: 'M0 0V6.6Q0 10 3 10Q6 10 6 6.6V0',
  V: 'M0 0L3 10L6 0',
  W: 'M0 0L1.5 10L3 3L4.5 10L6 0',
  X: 'M0 0L6 10M6 0L0 10',
  Y: 'M0 0L3 5L6 0M3 5V10',
  Z: 'M0 0H6L0 10H6',
  '0': 'M3 0A3 5 0 1 0 3 10A3 5 0 1 0 3 0Z',
  '1': 'M1.4 2L3.4 0V10M1.4 10H5.4',
  '2': 'M0.3 2Q1 0 3 0Q5.7 0 5.7 2.8Q5.7 5 0 10H6',
  '3': 'M0.4 1Q1.4 0 3 0Q5.5 0 5.5 2.5Q5.5 5 2.6 5Q6 5 6 7.5Q6 10 3 10Q1.2 10 0.3 8.8',
  '4': 'M4.4 10V0L0 7H6',
  '5': 'M5.5 0H1L0.5 4.6Q1.5 4 3 4Q6 4 6 7Q6 10 3 10Q1.2 10 0.3 8.8',
  '6': 'M5 0.8Q4.2 0 3 0Q0 0 0 6Q0 10 3 10Q6 10 6 7Q6 4 3 4Q0.8 4 0 6',
  '7': 'M0 0H6L2 10',
  '8': 'M3 5Q0.5 5 0.5 2.5Q0.5 0 3 0Q5.5 0 5.5 2.5Q5.5 5 3 5Q0 5 0 7.5Q0 10 3 10Q6 10 6 7.5Q6 5 3 5Z',
  '9': 'M6 4Q5.2 6 3 6Q0 6 0 3Q0 0 3 0Q6 0 6 4Q6 10 3 10Q1.8 10 1 9.2',
};

// ---------------------------------------------------------------------------------------------
// Drawing context and primitives

interface Ctx {
  p: Palette;
  v: number;
  /** The drawing is mirrored by its view; monograms counter-mirror so they stay readable. */
  flip: boolean;
  /** Clothing seen from the back. */
  back: boolean;
  mono: string;
  hw: (typeof METALS)['gold'];
  /** Extra <defs> a drawing needs (patterns, clip paths, special gradients). */
  defs: string[];
}

const n = (x: number): string => String(Math.round(x * 10) / 10);

const MIRROR = 'matrix(-1 0 0 1 1200 0)';
const mirrored = (svg: string): string => `<g transform="${MIRROR}">${svg}</g>`;

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}
/** A leather/fabric surface with soft diagonal shading and an outline (keeps light colours visible). */
function body(c: Ctx, d: string, fill = 'url(#m)', sw = 3): string {
  return `<path d="${d}" fill="${fill}" stroke="${c.p.edge}" stroke-width="${sw}" stroke-linejoin="round"/>`;
}
function line(d: string, stroke: string, w: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}
function stitch(c: Ctx, d: string, colour = c.p.stitch, w = 2.4): string {
  const dash = c.v % 3 === 2 ? '6 6' : '10 7';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-dasharray="${dash}" stroke-linecap="round" opacity=".85"/>`;
}
/** A rolled leather strap or handle. */
function strap(c: Ctx, d: string, w: number): string {
  return line(d, c.p.edge, w + 5) + line(d, c.p.base, w) + line(d, c.p.light, Math.max(2, w * 0.22), ' opacity=".7"');
}
/**
 * A soft-edged stroke built from three layered strokes instead of a blur filter (blur filters make
 * librsvg several times slower at full size).
 */
function soft(d: string, colour: string, w: number, o: number): string {
  const op = (x: number): string => String(Math.round(x * 100) / 100);
  return (
    `<g fill="none" stroke="${colour}" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${d}" stroke-width="${n(w * 1.9)}" opacity="${op(o * 0.3)}"/>` +
    `<path d="${d}" stroke-width="${n(w * 1.15)}" opacity="${op(o * 0.4)}"/>` +
    `<path d="${d}" stroke-width="${n(w * 0.5)}" opacity="${op(o * 0.55)}"/></g>`
  );
}
/** Soft drop shadow of a filled shape (layered translucent outlines; no blur filter). */
function dropFill(d: string): string {
  return (
    `<g fill="none" stroke="#000" stroke-linejoin="round">` +
    `<path d="${d}" stroke-width="36" stroke-opacity=".035"/><path d="${d}" stroke-width="20" stroke-opacity=".045"/><path d="${d}" stroke-width="8" stroke-opacity=".06"/></g>` +
    `<path d="${d}" fill="#000" fill-opacity=".08"/>`
  );
}
/** Soft drop shadow of a thin open shape such as a chain. */
function dropLine(d: string, w: number): string {
  return soft(d, '#000', w, 0.3);
}
function fold(c: Ctx, d: string, w = 16, o = 0.28): string {
  return soft(d, c.p.darker, w, o);
}
function shine(d: string, w = 14, o = 0.35): string {
  return soft(d, '#ffffff', w, o);
}
/** Matte fabric highlight (no plastic-looking white streak on dark cloth). */
function sheen(c: Ctx, d: string, w = 24): string {
  return soft(d, c.p.lighter, w, c.p.l < 0.3 ? 0.22 : 0.35);
}
function metal(c: Ctx, d: string, sw = 2.5): string {
  return `<path d="${d}" fill="url(#h)" stroke="${c.hw.edge}" stroke-width="${sw}" stroke-linejoin="round"/>`;
}
function metalLine(c: Ctx, d: string, w: number): string {
  return line(d, c.hw.edge, w + 3) + line(d, c.hw.mid, w) + line(d, c.hw.hi, Math.max(1.5, w * 0.3), ' opacity=".8"');
}
/** A zip along `d`: its tape and teeth (widths), and its metal pull hanging along `pullD` to a leather tab. */
function zip(c: Ctx, d: string, [tape, teeth]: [number, number], pullD: string, pullW: number, tab: string): string {
  return line(d, c.p.darker, tape) + line(d, c.hw.mid, teeth, ' stroke-dasharray="3 4"') + metalLine(c, pullD, pullW) + body(c, tab, c.p.base);
}
/** The two side folds of a piece, each `w` wide: left, then right (usually the shadier). */
function folds(c: Ctx, left: string, right: string, w: number, [leftOpacity, rightOpacity]: [number, number]): string {
  return fold(c, left, w, leftOpacity) + fold(c, right, w, rightOpacity);
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}
function rivet(c: Ctx, cx: number, cy: number, r = 9): string {
  return circle(cx, cy, r, 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="2"`);
}
function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}
function rr(x: number, y: number, w: number, h: number, r: number): string {
  return `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + r)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`;
}

/** Draws the monogram centred on (cx, cy) with letter height h. */
function monogram(c: Ctx, cx: number, cy: number, h: number, stroke: string, sw = 0.9, extra = ''): string {
  const text = c.mono;
  if (!text) return '';
  const adv = 8.6;
  const s = h / 10;
  const w = (text.length * adv - 2.6) * s;
  let glyphs = '';
  [...text].forEach((ch, i) => {
    const d = GLYPHS[ch];
    if (d) glyphs += `<path d="${d}" transform="translate(${n(i * adv)} 0)"/>`;
  });
  const g = `<g transform="translate(${n(cx - w / 2)} ${n(cy - h / 2)}) scale(${Math.round(s * 1000) / 1000})" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"${extra}>${glyphs}</g>`;
  return c.flip ? `<g transform="matrix(-1 0 0 1 ${n(2 * cx)} 0)">${g}</g>` : g;
}
/** A debossed (pressed-in) monogram on leather. */
function deboss(c: Ctx, cx: number, cy: number, h: number): string {
  return monogram(c, cx, cy + 1.5, h, c.p.light, 0.8, ' opacity=".55"') + monogram(c, cx, cy, h, c.p.darker, 0.8, ' opacity=".75"');
}
/** A hot-stamped metallic monogram. */
function foil(c: Ctx, cx: number, cy: number, h: number, sw = 0.8): string {
  return monogram(c, cx, cy, h, c.hw.mid, sw);
}

// ---------------------------------------------------------------------------------------------
// Bags

function toteBag(c: Ctx): string {
  const bodyD = 'M330 600H870L906 1138Q909 1174 874 1174H326Q291 1174 294 1138Z';
  return (
    path('M330 600Q600 572 870 600Q600 618 330 600Z', c.p.darker) +
    strap(c, 'M430 602C430 330 770 330 770 602', 28) +
    body(c, bodyD) +
    folds(c, 'M352 640L322 1150', 'M848 640L878 1150', 24, [0.25, 0.35]) +
    path('M330 600H870L872 636H328Z', c.p.dark, ' opacity=".55"') +
    stitch(c, 'M334 624H866') +
    stitch(c, 'M310 1150H890') +
    strap(c, 'M404 650C404 300 796 300 796 650', 30) +
    body(c, rr(372, 612, 64, 96, 12), c.p.base) +
    body(c, rr(764, 612, 64, 96, 12), c.p.base) +
    stitch(c, 'M382 622V698H426V622') +
    stitch(c, 'M774 622V698H818V622') +
    rivet(c, 404, 684) +
    rivet(c, 796, 684) +
    deboss(c, 600, 860, 70)
  );
}

function flapBag(c: Ctx, x: number, y: number, w: number, h: number, flapH: number, quilted: boolean, clip: string): string {
  const r = Math.min(36, w * 0.08);
  const bodyD = rr(x, y, w, h, r);
  const flapD = `M${x} ${y + r}Q${x} ${y} ${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + flapH - 30}Q${x + w} ${y + flapH} ${x + w - 30} ${y + flapH}H${x + 30}Q${x} ${y + flapH} ${x} ${y + flapH - 30}Z`;
  let quilt = '';
  if (quilted) {
    c.defs.push(`<clipPath id="${clip}"><path d="${bodyD}"/></clipPath>`);
    const step = w / 6;
    let d = '';
    for (let i = Math.floor(-h / step); i <= Math.ceil(w / step); i++) {
      const x0 = x + i * step;
      d += `M${n(x0)} ${y}L${n(x0 + h)} ${y + h}M${n(x0 + h)} ${y}L${n(x0)} ${y + h}`;
    }
    quilt = `<g clip-path="url(#${clip})">` + line(d, c.p.darker, 7, ' opacity=".35"') + line(d, c.p.lighter, 2, ' opacity=".35" transform="translate(0 3)"') + stitch(c, d, c.p.stitch, 1.6) + '</g>';
  }
  return (
    body(c, bodyD) +
    quilt +
    fold(c, `M${x + 12} ${y + flapH + 20}V${y + h - 20}`, 18, 0.3) +
    fold(c, `M${x + w - 12} ${y + flapH + 20}V${y + h - 20}`, 18, 0.4) +
    path(`M${x + 2} ${y + flapH}H${x + w - 2}V${y + flapH + 30}H${x + 2}Z`, 'url(#fs)') +
    body(c, flapD, 'url(#m)') +
    (quilted
      ? `<g clip-path="url(#${clip})">${stitch(c, flapD, c.p.stitch, 1.6)}</g>`
      : stitch(
          c,
          `M${x + 16} ${y + 20}V${y + flapH - 30}Q${x + 16} ${y + flapH - 16} ${x + 34} ${y + flapH - 16}H${x + w - 34}Q${x + w - 16} ${y + flapH - 16} ${x + w - 16} ${y + flapH - 30}V${y + 20}`,
        ))
  );
}

function turnLock(c: Ctx, cx: number, cy: number, s: number): string {
  if (c.mono) {
    return metal(c, rr(cx - 70 * s, cy - 40 * s, 140 * s, 80 * s, 14 * s)) + monogram(c, cx, cy + 1, 44 * s, c.hw.edge, 1.5) + monogram(c, cx, cy, 44 * s, c.hw.hi, 0.6);
  }
  return (
    metal(c, rr(cx - 55 * s, cy - 34 * s, 110 * s, 68 * s, 12 * s)) +
    metal(c, rr(cx - 30 * s, cy - 14 * s, 60 * s, 28 * s, 10 * s), 2) +
    line(`M${n(cx - 16 * s)} ${cy}H${n(cx + 16 * s)}`, c.hw.edge, 3)
  );
}

function chain(c: Ctx, d: string, w: number): string {
  return (
    line(d, c.hw.edge, w + 4, ` stroke-dasharray="${n(w * 1.7)} ${n(w * 0.5)}"`) +
    line(d, c.hw.mid, w, ` stroke-dasharray="${n(w * 1.7)} ${n(w * 0.5)}"`) +
    line(d, c.hw.hi, w * 0.3, ` stroke-dasharray="${n(w * 1.2)} ${n(w)}" opacity=".9"`) +
    (c.v % 4 < 2 ? line(d, c.p.base, w * 0.45, ` stroke-dasharray="${n(w * 1.2)} ${n(w)}"`) : '')
  );
}

function shoulderBag(c: Ctx): string {
  const quilted = c.v % 3 !== 1;
  return (
    chain(c, 'M372 742C330 420 440 300 600 300C760 300 870 420 828 742', 16) +
    flapBag(c, 340, 720, 520, 420, 250, quilted, 'q1') +
    metal(c, rr(356, 716, 28, 34, 8)) +
    metal(c, rr(816, 716, 28, 34, 8)) +
    turnLock(c, 600, 955, 1)
  );
}

function clutch(c: Ctx): string {
  const flap = 'M250 770Q250 742 278 742H922Q950 742 950 770V800L626 1024Q600 1042 574 1024L250 800Z';
  return (
    body(c, rr(250, 742, 700, 436, 26)) +
    fold(c, 'M262 1160H938', 20, 0.3) +
    soft('M262 810L600 1046L938 810', c.p.darker, 14, 0.4) +
    body(c, flap) +
    stitch(c, 'M272 790V772Q272 764 280 764H920Q928 764 928 772V790L620 1002Q600 1016 580 1002Z') +
    (c.mono ? turnLock(c, 600, 1010, 0.62) : metal(c, 'M600 990L636 1024L600 1058L564 1024Z'))
  );
}

function slingBag(c: Ctx): string {
  return (
    strap(c, 'M400 800C360 380 460 190 600 190C740 190 840 380 800 800', 14) +
    metal(c, rr(330, 440, 70, 44, 8)) +
    line('M344 462H386', c.hw.edge, 4) +
    body(c, rr(370, 770, 460, 390, 70)) +
    folds(c, 'M388 840V1100', 'M812 840V1100', 18, [0.3, 0.4]) +
    zip(c, 'M420 812H780', [18, 10], 'M742 814L770 880', 8, rr(754, 870, 36, 56, 10)) +
    stitch(c, rr(390, 790, 420, 350, 56)) +
    metal(c, 'M384 780A18 18 0 1 1 420 780', 4) +
    metal(c, 'M780 780A18 18 0 1 1 816 780', 4) +
    body(c, rr(420, 880, 360, 220, 36), 'url(#m)') +
    stitch(c, rr(434, 894, 332, 192, 28)) +
    deboss(c, 600, 990, 56)
  );
}

function miniBag(c: Ctx): string {
  return (
    chain(c, 'M452 890C420 560 500 430 600 430C700 430 780 560 748 890', 11) +
    strap(c, 'M520 880C520 740 680 740 680 880', 20) +
    metal(c, rr(506, 866, 28, 30, 8)) +
    metal(c, rr(666, 866, 28, 30, 8)) +
    flapBag(c, 430, 880, 340, 296, 170, c.v % 2 === 0, 'q2') +
    turnLock(c, 600, 1046, 0.7)
  );
}

function satchel(c: Ctx): string {
  const flap = 'M320 700Q320 660 360 660H840Q880 660 880 700V930Q880 1004 806 1004H394Q320 1004 320 930Z';
  const buckleStrap = (x: number): string =>
    body(c, `M${x - 24} 700H${x + 24}V1070Q${x + 24} 1092 ${x} 1096Q${x - 24} 1092 ${x - 24} 1070Z`, c.p.dark) +
    stitch(c, `M${x - 14} 704V1066M${x + 14} 704V1066`) +
    metal(c, `M${x - 36} 966H${x + 36}V1022H${x - 36}Z M${x - 24} 978V1010H${x + 24}V978Z`, 2) +
    line(`M${x} 990V1010`, c.hw.edge, 5);
  return (
    strap(c, 'M524 664C524 560 676 560 676 664', 24) +
    metal(c, rr(510, 652, 28, 28, 6)) +
    metal(c, rr(662, 652, 28, 28, 6)) +
    body(c, rr(320, 660, 560, 512, 40)) +
    folds(c, 'M334 1010V1150', 'M866 1010V1150', 18, [0.3, 0.4]) +
    path('M322 1000H878V1034H322Z', 'url(#fs)') +
    body(c, flap) +
    stitch(c, 'M340 690V930Q340 984 396 984H804Q860 984 860 930V690') +
    buckleStrap(440) +
    buckleStrap(760) +
    deboss(c, 600, 830, 54)
  );
}

function handbag(c: Ctx): string {
  return (
    strap(c, 'M450 688C450 470 750 470 750 688', 26) +
    body(c, 'M334 680H866L906 1140Q909 1174 874 1174H326Q291 1174 294 1140Z') +
    folds(c, 'M346 720L318 1150', 'M854 720L882 1150', 22, [0.28, 0.38]) +
    body(c, 'M334 680H866L872 760Q870 800 830 800H370Q330 800 328 760Z', 'url(#m)') +
    stitch(c, 'M348 696H852M346 780H854') +
    strap(c, 'M420 700C420 440 780 440 780 700', 28) +
    body(c, 'M346 800L560 904Q580 914 580 890V860L368 760Z', c.p.base) +
    body(c, 'M854 800L640 904Q620 914 620 890V860L832 760Z', c.p.base) +
    metal(c, rr(552, 848, 96, 62, 10)) +
    metal(c, rr(588, 866, 24, 26, 6), 2) +
    line('M578 930V906Q578 880 600 880Q622 880 622 906V930', c.hw.mid, 9) +
    metal(c, rr(562, 926, 76, 68, 12)) +
    (c.mono ? foil(c, 600, 960, 26, 1.2) : circle(600, 958, 6, c.hw.edge))
  );
}

function beltBag(c: Ctx): string {
  const bodyD = 'M300 860Q600 770 900 860Q958 990 880 1076Q600 1140 320 1076Q242 990 300 860Z';
  return (
    body(c, 'M40 930Q170 910 300 900V966Q170 974 40 994Z', c.p.dark) +
    body(c, 'M900 900Q1030 910 1160 930V994Q1030 974 900 966Z', c.p.dark) +
    stitch(c, 'M40 944Q170 924 300 914M40 980Q170 962 300 952') +
    metal(c, 'M140 902H210V1004H140Z M156 918V988H194V918Z', 2) +
    body(c, bodyD) +
    fold(c, 'M330 1060Q600 1116 870 1060', 22, 0.35) +
    zip(c, 'M316 900Q600 826 884 900', [16, 9], 'M800 878L826 940', 7, rr(810, 930, 34, 52, 10)) +
    body(c, 'M390 940Q600 900 810 940L796 1040Q600 1070 404 1040Z', 'url(#m)') +
    stitch(c, 'M408 956Q600 920 792 956L782 1026Q600 1052 418 1026Z') +
    deboss(c, 600, 990, 48)
  );
}

function wristlet(c: Ctx): string {
  return (
    strap(c, 'M406 874C290 720 360 540 470 590C560 632 490 780 430 872', 18) +
    body(c, rr(380, 860, 440, 310, 30)) +
    folds(c, 'M394 920V1150', 'M806 920V1150', 16, [0.3, 0.4]) +
    zip(c, 'M404 892H796', [16, 9], 'M760 894L786 950', 7, rr(770, 942, 32, 46, 9)) +
    metal(c, 'M392 870A20 20 0 1 1 432 870L428 884H396Z', 3) +
    stitch(c, rr(396, 912, 408, 242, 22)) +
    deboss(c, 600, 1036, 50)
  );
}

// ---------------------------------------------------------------------------------------------
// Clothing

interface TopOpts {
  y0: number;
  len: number;
  hw: number;
  sleeve: 'long' | 'short' | 'none';
  neck: 'collar' | 'crew' | 'stand' | 'lapel' | 'v';
  hem: 'curve' | 'straight' | 'rib';
  stripes?: boolean;
  pocket?: boolean;
  logo?: boolean;
}

function garmentTop(c: Ctx, o: TopOpts): string {
  const { y0, len, hw } = o;
  const nw = o.neck === 'lapel' ? 62 : 72;
  const L = 600 - hw;
  const R = 600 + hw;
  const yb = y0 + len;
  const hem =
    o.hem === 'curve'
      ? `L${L + 14} ${yb - 50}Q${L + 16} ${yb + 10} ${L + 80} ${yb}Q600 ${yb - 30} ${R - 80} ${yb}Q${R - 16} ${yb + 10} ${R - 14} ${yb - 50}`
      : `L${L + 12} ${yb}Q600 ${yb + 10} ${R - 12} ${yb}`;
  const torso = `M${600 - nw} ${y0}L${L} ${y0 + 42}Q${L - 14} ${y0 + 130} ${L + 4} ${y0 + 230}${hem}L${R - 4} ${y0 + 230}Q${R + 14} ${y0 + 130} ${R} ${y0 + 42}L${600 + nw} ${y0}Q600 ${y0 + 26} ${600 - nw} ${y0}Z`;
  let sleeve = '';
  const sx = L + 4;
  const sy = y0 + 44;
  if (o.sleeve === 'long') {
    const cy = yb - 110;
    sleeve =
      body(c, `M${sx} ${sy}Q${sx - 64} ${sy + 16} ${sx - 86} ${sy + 110}L${sx - 150} ${cy}L${sx - 52} ${cy + 14}L${sx + 6} ${sy + 236}Z`) +
      fold(c, `M${sx - 60} ${sy + 200}L${sx - 100} ${cy - 40}`, 12, 0.22) +
      (o.hem === 'rib'
        ? body(c, `M${sx - 150} ${cy}L${sx - 52} ${cy + 14}L${sx - 58} ${cy + 84}L${sx - 156} ${cy + 70}Z`, c.p.dark) +
          line(
            `M${sx - 140} ${cy + 14}L${sx - 146} ${cy + 64}M${sx - 120} ${cy + 16}L${sx - 126} ${cy + 68}M${sx - 100} ${cy + 20}L${sx - 106} ${cy + 72}M${sx - 80} ${cy + 22}L${sx - 86} ${cy + 74}`,
            c.p.darker,
            2,
            ' opacity=".5"',
          )
        : body(c, `M${sx - 150} ${cy}L${sx - 52} ${cy + 14}L${sx - 58} ${cy + 80}L${sx - 156} ${cy + 66}Z`) + stitch(c, `M${sx - 146} ${cy + 14}L${sx - 56} ${cy + 27}`)) +
      (o.stripes
        ? line(`M${sx - 30} ${sy + 14}Q${sx - 82} ${sy + 50} ${sx - 100} ${sy + 130}L${sx - 160} ${cy - 4}`, c.p.contrast, 10) +
          line(`M${sx - 14} ${sy + 26}Q${sx - 64} ${sy + 60} ${sx - 80} ${sy + 140}L${sx - 138} ${cy}`, c.p.contrast, 10)
        : '');
  } else if (o.sleeve === 'short') {
    sleeve =
      body(c, `M${sx} ${sy}Q${sx - 70} ${sy + 14} ${sx - 124} ${sy + 80}L${sx - 72} ${sy + 214}Q${sx - 30} ${sy + 212} ${sx + 6} ${sy + 196}Z`) +
      stitch(c, `M${sx - 112} ${sy + 96}L${sx - 66} ${sy + 198}`);
  }
  let neck = '';
  let front = '';
  const back = c.back;
  if (o.neck === 'collar') {
    neck = back
      ? body(c, `M${600 - nw} ${y0}Q600 ${y0 - 30} ${600 + nw} ${y0}L${600 + nw - 4} ${y0 + 30}Q600 ${y0 + 8} ${600 - nw + 4} ${y0 + 30}Z`, c.p.base)
      : path(`M${600 - nw} ${y0}Q600 ${y0 - 30} ${600 + nw} ${y0}L${600 + nw - 4} ${y0 + 18}Q600 ${y0} ${600 - nw + 4} ${y0 + 18}Z`, c.p.darker) +
        body(c, `M${600 - nw + 2} ${y0 - 4}L${602} ${y0 + 46}L${576} ${y0 + 122}L${600 - nw - 26} ${y0 + 44}Z`, 'url(#m)') +
        body(c, `M${600 + nw - 2} ${y0 - 4}L${598} ${y0 + 46}L${624} ${y0 + 122}L${600 + nw + 26} ${y0 + 44}Z`, 'url(#m)') +
        stitch(c, `M${600 - nw - 8} ${y0 + 42}L${578} ${y0 + 108}M${600 + nw + 8} ${y0 + 42}L${622} ${y0 + 108}`);
    if (!back) {
      front += line(`M600 ${y0 + 50}V${yb - 24}`, c.p.dark, 2, ' opacity=".6"') + stitch(c, `M584 ${y0 + 120}V${yb - 26}M616 ${y0 + 120}V${yb - 26}`);
      for (let y = y0 + 150; y < yb - 60; y += 130) front += circle(600, y, 9, c.p.l < 0.5 ? c.p.lighter : '#f7f5f0', ` stroke="${c.p.edge}" stroke-width="1.5"`);
    }
  } else if (o.neck === 'crew') {
    neck = back
      ? line(`M${600 - nw} ${y0 + 2}Q600 ${y0 + 18} ${600 + nw} ${y0 + 2}`, c.p.dark, 16)
      : path(`M${600 - nw} ${y0}Q600 ${y0 - 16} ${600 + nw} ${y0}Q600 ${y0 + 60} ${600 - nw} ${y0}Z`, c.p.darker) +
        line(`M${600 - nw + 4} ${y0 + 6}Q600 ${y0 + 66} ${600 + nw - 4} ${y0 + 6}`, c.p.dark, 18) +
        stitch(c, `M${600 - nw + 10} ${y0 + 20}Q600 ${y0 + 78} ${600 + nw - 10} ${y0 + 20}`);
  } else if (o.neck === 'v') {
    neck = back
      ? line(`M${600 - nw} ${y0 + 2}Q600 ${y0 + 22} ${600 + nw} ${y0 + 2}`, c.p.dark, 14)
      : path(`M${600 - nw} ${y0}Q600 ${y0 - 14} ${600 + nw} ${y0}L600 ${y0 + 130}Z`, c.p.darker) + line(`M${600 - nw + 4} ${y0 + 4}L600 ${y0 + 126}L${600 + nw - 4} ${y0 + 4}`, c.p.dark, 14);
  } else if (o.neck === 'stand') {
    neck =
      body(c, `M${600 - nw} ${y0 + 6}L${600 - nw + 6} ${y0 - 46}Q600 ${y0 - 60} ${600 + nw - 6} ${y0 - 46}L${600 + nw} ${y0 + 6}Q600 ${y0 + 26} ${600 - nw} ${y0 + 6}Z`, 'url(#m)') +
      (back ? '' : path(`M596 ${y0 - 56}H604V${y0 + 20}H596Z`, c.p.darker));
    if (!back) {
      front += line(`M600 ${y0 - 52}V${yb}`, c.p.darker, 14) + line(`M600 ${y0 - 52}V${yb}`, c.hw.mid, 8, ' stroke-dasharray="3 4"') + metal(c, rr(590, y0 + 24, 20, 56, 7), 2);
    }
  } else {
    // lapel
    if (back) {
      neck = body(c, `M${600 - nw} ${y0}L${600 - nw + 6} ${y0 - 36}Q600 ${y0 - 50} ${600 + nw - 6} ${y0 - 36}L${600 + nw} ${y0}Q600 ${y0 + 20} ${600 - nw} ${y0}Z`, c.p.base);
    } else {
      const vy = y0 + 430;
      neck =
        path(`M${600 - nw} ${y0}Q600 ${y0 - 26} ${600 + nw} ${y0}L600 ${vy}Z`, c.p.darker) +
        line(`M${600 - 40} ${y0 + 6}L600 ${vy - 30}L${600 + 40} ${y0 + 6}`, shade(c.p.contrast, -0.05), 60, ' opacity=".9"') +
        body(c, `M${600 - nw - 2} ${y0 - 6}L${600 - nw - 74} ${y0 + 120}L${600 - nw - 44} ${y0 + 140}L${600 - nw - 86} ${y0 + 172}L596 ${vy}L${600 - nw + 20} ${y0 + 40}Z`, 'url(#m)') +
        body(c, `M${600 + nw + 2} ${y0 - 6}L${600 + nw + 74} ${y0 + 120}L${600 + nw + 44} ${y0 + 140}L${600 + nw + 86} ${y0 + 172}L604 ${vy}L${600 + nw - 20} ${y0 + 40}Z`, 'url(#m)') +
        stitch(c, `M${600 - nw - 66} ${y0 + 186}L588 ${vy - 20}M${600 + nw + 66} ${y0 + 186}L612 ${vy - 20}`);
      front +=
        line(`M600 ${vy}V${yb - 40}Q600 ${yb} ${560} ${yb + 6}`, c.p.edge, 3) +
        circle(618, vy + 40, 13, c.p.darker, ` stroke="${c.hw.mid}" stroke-width="3"`) +
        circle(618, vy + 160, 13, c.p.darker, ` stroke="${c.hw.mid}" stroke-width="3"`) +
        body(c, `M${L + 30} ${y0 + 610}H${L + 170}L${L + 168} ${y0 + 660}H${L + 32}Z`, c.p.base) +
        body(c, `M${R - 30} ${y0 + 610}H${R - 170}L${R - 168} ${y0 + 660}H${R - 32}Z`, c.p.base) +
        line(`M${R - 150} ${y0 + 300}H${R - 60}`, c.p.dark, 8);
    }
  }
  let extra = '';
  if (o.hem === 'rib') {
    extra +=
      body(c, `M${L + 12} ${yb - 70}Q600 ${yb - 60} ${R - 12} ${yb - 70}L${R - 12} ${yb}Q600 ${yb + 10} ${L + 12} ${yb}Z`, c.p.dark) +
      line(Array.from({ length: 22 }, (_, i) => `M${n(L + 30 + i * ((R - L - 60) / 21))} ${yb - 60}V${yb - 6}`).join(''), c.p.darker, 2, ' opacity=".45"');
  } else if (o.hem === 'straight') {
    extra += stitch(c, `M${L + 16} ${yb - 16}Q600 ${yb - 6} ${R - 16} ${yb - 16}`);
  }
  if (o.pocket && !back) extra += body(c, rr(R - 170, y0 + 190, 110, 130, 6), 'none', 2) + stitch(c, `M${R - 160} ${y0 + 204}H${R - 70}`);
  if (o.logo && !back) extra += monogram(c, R - 115, y0 + 170, 30, c.p.stitch, 1.3);
  if (back) {
    extra += body(c, rr(572, y0 + 12, 56, 32, 4), c.p.l < 0.5 ? '#f2eee6' : '#2a2826', 1.5) + monogram(c, 600, y0 + 28, 16, c.p.l < 0.5 ? '#2a2826' : '#f2eee6', 1.2);
    if (o.neck === 'collar') extra += stitch(c, `M${L + 6} ${y0 + 150}Q600 ${y0 + 170} ${R - 6} ${y0 + 150}`);
    if (o.neck === 'lapel') extra += line(`M600 ${y0 + 20}V${yb}`, c.p.edge, 2.5) + line(`M600 ${yb - 260}V${yb}`, c.p.darker, 6, ' opacity=".5"');
  }
  return (
    sleeve +
    mirrored(sleeve) +
    body(c, torso) +
    fold(c, `M${L + 40} ${y0 + 260}Q${L + 70} ${y0 + 500} ${L + 50} ${yb - 40}`, 18, 0.18) +
    fold(c, `M${R - 40} ${y0 + 260}Q${R - 70} ${y0 + 500} ${R - 50} ${yb - 40}`, 18, 0.3) +
    sheen(c, `M${L + 110} ${y0 + 120}Q${L + 90} ${y0 + 400} ${L + 120} ${yb - 80}`, 30) +
    front +
    neck +
    extra
  );
}

interface BottomOpts {
  y0: number;
  len: number;
  hw: number;
  style: 'trousers' | 'shorts' | 'jogger';
}

function garmentBottom(c: Ctx, o: BottomOpts): string {
  const { y0, len, hw, style } = o;
  const L = 600 - hw;
  const R = 600 + hw;
  const yb = y0 + len;
  const wb = y0 + 52;
  const crotch = y0 + Math.min(260, len * 0.5);
  const out = style === 'shorts' ? 44 : style === 'jogger' ? -26 : -8;
  const inner = style === 'shorts' ? 14 : 28;
  const legs = `M${L} ${wb}H${R}L${R + out} ${yb}L${600 + inner} ${yb + 4}L600 ${crotch}L${600 - inner} ${yb + 4}L${L - out} ${yb}Z`;
  const back = c.back;
  let s =
    body(c, legs) +
    fold(c, `M${L + 50} ${wb + 60}L${L + 30 - out * 0.6} ${yb - 20}`, 14, 0.22) +
    fold(c, `M${R - 50} ${wb + 60}L${R - 30 + out * 0.6} ${yb - 20}`, 14, 0.32) +
    sheen(c, `M${(L + 600) / 2 - 10} ${wb + 40}L${(L + 600) / 2 - 20 - out / 2} ${yb - 20}`, 20);
  if (style === 'trousers') {
    s += line(`M${(L + 600) / 2 + 4} ${wb + 40}L${(L - out + 600) / 2 + 6} ${yb - 4}M${(R + 600) / 2 - 4} ${wb + 40}L${(R + out + 600) / 2 - 6} ${yb - 4}`, c.p.dark, 2.5, ' opacity=".55"');
  }
  if (style === 'jogger') {
    s +=
      body(c, `M${L - out - 2} ${yb - 60}L${600 - inner + 2} ${yb - 56}L${600 - inner} ${yb + 4}L${L - out} ${yb}Z`, c.p.dark) +
      body(c, `M${R + out + 2} ${yb - 60}L${600 + inner - 2} ${yb - 56}L${600 + inner} ${yb + 4}L${R + out} ${yb}Z`, c.p.dark) +
      line(`M${L + 8} ${wb + 6}L${L - out + 8} ${yb - 64}M${R - 8} ${wb + 6}L${R + out - 8} ${yb - 64}`, c.p.contrast, 9) +
      line(`M${L + 26} ${wb + 6}L${L - out + 26} ${yb - 64}M${R - 26} ${wb + 6}L${R + out - 26} ${yb - 64}`, c.p.contrast, 9);
  } else {
    s += stitch(c, `M${L - out + 4} ${yb - 22}L${600 - inner - 4} ${yb - 18}M${R + out - 4} ${yb - 22}L${600 + inner + 4} ${yb - 18}`);
  }
  s += body(c, `M${L} ${y0}H${R}V${wb}H${L}Z`, style === 'jogger' ? c.p.dark : 'url(#m)') + stitch(c, `M${L + 6} ${y0 + 10}H${R - 6}M${L + 6} ${wb - 10}H${R - 6}`);
  if (style === 'jogger') {
    if (!back) s += line(`M588 ${wb - 6}Q580 ${wb + 60} 566 ${wb + 110}M612 ${wb - 6}Q620 ${wb + 60} 634 ${wb + 110}`, c.p.contrast, 6);
  } else {
    for (const x of [L + 34, L + 120, R - 120, R - 34]) s += body(c, rr(x - 9, y0 - 4, 18, 66, 4), c.p.base, 2);
    if (back) {
      s +=
        body(c, `M${L + 46} ${wb + 60}H${L + 166}V${wb + 170}L${L + 106} ${wb + 196}L${L + 46} ${wb + 170}Z`, 'none', 2) +
        body(c, `M${R - 46} ${wb + 60}H${R - 166}V${wb + 170}L${R - 106} ${wb + 196}L${R - 46} ${wb + 170}Z`, 'none', 2) +
        stitch(c, `M${L + 4} ${wb + 40}L600 ${wb + 12}L${R - 4} ${wb + 40}`) +
        body(c, rr(R - 176, y0 + 8, 74, 36, 4), c.p.l < 0.5 ? '#d9c7a8' : '#3a2f26', 1.5) +
        monogram(c, R - 139, y0 + 26, 16, c.p.l < 0.5 ? '#3a2f26' : '#e9dcc5', 1.2);
    } else {
      s +=
        rivet(c, 600, y0 + 26, 12) +
        stitch(c, `M622 ${wb + 4}V${crotch - 70}Q622 ${crotch - 36} 600 ${crotch - 20}`) +
        line(`M${L + 6} ${wb + 2}Q${L + 64} ${wb + 14} ${L + 86} ${wb + 120}M${R - 6} ${wb + 2}Q${R - 64} ${wb + 14} ${R - 86} ${wb + 120}`, c.p.edge, 2.5);
    }
  }
  return s;
}

function shirt(c: Ctx): string {
  return garmentTop(c, { y0: 290, len: 880, hw: 215, sleeve: 'long', neck: 'collar', hem: 'curve', pocket: c.v % 2 === 0 });
}
function tshirt(c: Ctx): string {
  return garmentTop(c, { y0: 330, len: 800, hw: 225, sleeve: 'short', neck: 'crew', hem: 'straight', logo: true });
}
function jacket(c: Ctx): string {
  return garmentTop(c, { y0: 290, len: 880, hw: 240, sleeve: 'long', neck: 'lapel', hem: 'straight' });
}
function tracksuit(c: Ctx): string {
  const top = garmentTop(c, { y0: 300, len: 640, hw: 220, sleeve: 'long', neck: 'stand', hem: 'rib', stripes: true });
  const bottom = garmentBottom(c, { y0: 260, len: 920, hw: 200, style: 'jogger' });
  return `<g transform="translate(400 560) scale(.62)">${bottom}</g><g transform="translate(60 50) scale(.68)">${top}</g>`;
}
function trousers(c: Ctx): string {
  return garmentBottom(c, { y0: 250, len: 1080, hw: 200, style: 'trousers' });
}
function shorts(c: Ctx): string {
  return garmentBottom(c, { y0: 420, len: 640, hw: 240, style: 'shorts' });
}

function skirtShape(c: Ctx, y0: number, len: number, hw: number, flare: number, waistband = true): string {
  const yb = y0 + len;
  const d = `M${600 - hw} ${y0 + 50}H${600 + hw}Q${600 + hw + flare * 0.5} ${y0 + len * 0.5} ${600 + hw + flare} ${yb}Q600 ${yb + 40} ${600 - hw - flare} ${yb}Q${600 - hw - flare * 0.5} ${y0 + len * 0.5} ${600 - hw} ${y0 + 50}Z`;
  let pleats = '';
  const k = 7;
  for (let i = 1; i < k; i++) {
    const t = i / k;
    const xt = 600 - hw + 2 * hw * t;
    const xb = 600 - hw - flare + 2 * (hw + flare) * t;
    pleats += c.v % 2 === 0 ? fold(c, `M${n(xt)} ${y0 + 70}L${n(xb)} ${yb + 10}`, 12, 0.22) : line(`M${n(xt)} ${y0 + 60}L${n(xb)} ${yb + 14}`, c.p.dark, 3, ' opacity=".5"');
  }
  return (
    body(c, d) +
    pleats +
    sheen(c, `M${600 - hw * 0.4} ${y0 + 80}L${600 - (hw + flare) * 0.5} ${yb - 20}`, 30) +
    stitch(c, `M${600 - hw - flare + 20} ${yb - 16}Q600 ${yb + 20} ${600 + hw + flare - 20} ${yb - 16}`) +
    (waistband ? body(c, `M${600 - hw} ${y0}H${600 + hw}V${y0 + 52}H${600 - hw}Z`) + stitch(c, `M${600 - hw + 6} ${y0 + 12}H${600 + hw - 6}M${600 - hw + 6} ${y0 + 40}H${600 + hw - 6}`) : '') +
    (!waistband ? '' : c.back ? line(`M600 ${y0 + 4}V${y0 + 300}`, c.hw.mid, 4) : circle(600 + hw - 30, y0 + 26, 9, c.p.lighter, ` stroke="${c.p.edge}" stroke-width="1.5"`))
  );
}

function skirt(c: Ctx): string {
  return skirtShape(c, 360, 820, 170, 150 + (c.v % 3) * 30);
}

function bodice(c: Ctx, y0: number, waist: number, hw: number, wide: boolean): string {
  const neckY = c.back ? y0 + 40 : y0 + 110;
  const d = `M${600 - hw} ${y0}Q600 ${neckY} ${600 + hw} ${y0}Q${600 + hw + 14} ${y0 + 120} ${600 + hw - 18} ${waist}H${600 - hw + 18}Q${600 - hw - 14} ${y0 + 120} ${600 - hw} ${y0}Z`;
  const sw = wide ? 34 : 12;
  return (
    line(`M${600 - hw + sw / 2 + 4} ${y0 + 4}L${600 - hw + 34} ${y0 - 120}`, c.p.edge, sw + 4) +
    line(`M${600 - hw + sw / 2 + 4} ${y0 + 4}L${600 - hw + 34} ${y0 - 120}`, c.p.base, sw) +
    line(`M${600 + hw - sw / 2 - 4} ${y0 + 4}L${600 + hw - 34} ${y0 - 120}`, c.p.edge, sw + 4) +
    line(`M${600 + hw - sw / 2 - 4} ${y0 + 4}L${600 + hw - 34} ${y0 - 120}`, c.p.base, sw) +
    path(`M${600 - hw + 20} ${y0 + 4}Q600 ${neckY - 60} ${600 + hw - 20} ${y0 + 4}Q600 ${neckY - 10} ${600 - hw + 20} ${y0 + 4}Z`, c.p.darker, ' opacity=".8"') +
    body(c, d) +
    fold(c, `M${600 - hw * 0.4} ${neckY}Q${600 - hw * 0.3} ${(neckY + waist) / 2} ${600 - hw * 0.35} ${waist}`, 10, 0.2) +
    fold(c, `M${600 + hw * 0.4} ${neckY}Q${600 + hw * 0.3} ${(neckY + waist) / 2} ${600 + hw * 0.35} ${waist}`, 10, 0.2) +
    (c.back ? line(`M600 ${neckY}V${waist}`, c.hw.mid, 3) : '')
  );
}

function dress(c: Ctx): string {
  const long = c.v % 2 === 0;
  return (
    skirtShape(c, 590, long ? 760 : 620, 128, long ? 250 : 200, false) +
    bodice(c, 330, 620, 140, false) +
    body(c, 'M462 596H738V636H462Z', 'url(#m)') +
    (c.back ? '' : metal(c, rr(574, 600, 52, 32, 8)))
  );
}

function jumpsuit(c: Ctx): string {
  const legs = 'M462 660H738L822 1356H626L600 930L574 1356H378Z';
  return (
    body(c, legs) +
    folds(c, 'M500 720L420 1340', 'M700 720L780 1340', 16, [0.22, 0.3]) +
    line('M600 700V930', c.p.dark, 3, ' opacity=".6"') +
    sheen(c, 'M540 720L500 1330', 26) +
    stitch(c, 'M384 1330H570M630 1330H816') +
    bodice(c, 340, 650, 140, true) +
    body(c, 'M456 630H744V680H456Z', c.p.dark) +
    (c.back ? '' : line('M600 655Q560 700 566 780M600 655Q640 700 646 770', c.p.dark, 14) + ellipse(600, 655, 22, 20, c.p.dark))
  );
}

function coordSet(c: Ctx): string {
  c.defs.push(`<pattern id="pt" width="28" height="28" patternUnits="userSpaceOnUse"><path d="M0 14H28M14 0V28" stroke="${c.p.contrast}" stroke-width="2" opacity=".22"/></pattern>`);
  const top = garmentTop(c, { y0: 180, len: 420, hw: 190, sleeve: 'short', neck: 'v', hem: 'straight' });
  const overlayTop = `M528 180L410 222Q396 300 414 410L422 600H778L786 410Q804 300 790 222L672 180Z`;
  const bottom = c.v % 2 === 0 ? skirtShape(c, 660, 640, 160, 150) : garmentBottom(c, { y0: 660, len: 700, hw: 170, style: 'trousers' });
  return top + path(overlayTop, 'url(#pt)') + bottom;
}

function swimsuit(c: Ctx): string {
  const d = 'M470 360Q600 470 730 360Q748 460 738 540Q700 660 716 780L742 970Q680 990 640 1090H560Q520 990 458 970L484 780Q500 660 462 540Q452 460 470 360Z';
  return (
    line('M478 366L510 200M722 366L690 200', c.p.edge, 16) +
    line('M478 366L510 200M722 366L690 200', c.p.base, 12) +
    path('M480 364Q600 440 720 364Q600 476 480 364Z', c.p.darker) +
    body(c, d) +
    folds(c, 'M520 560Q540 760 520 940', 'M680 560Q660 760 680 940', 16, [0.22, 0.3]) +
    sheen(c, 'M560 520Q550 740 572 960', 30) +
    (c.v % 2 === 1 && !c.back ? line('M484 372Q600 470 716 372', c.p.contrast, 6, ' opacity=".8"') : '') +
    (c.back ? path('M520 440Q600 600 680 440Q650 700 600 720Q550 700 520 440Z', c.p.darker, ' opacity=".9"') : '')
  );
}

function romper(c: Ctx): string {
  const d = 'M516 360L440 388L350 470L404 560L458 526L456 860Q456 990 540 1052L548 1086H652L660 1052Q744 990 744 860L742 526L796 560L850 470L760 388L684 360Q600 402 516 360Z';
  return (
    body(c, d) +
    folds(c, 'M500 560Q520 760 500 940', 'M700 560Q680 760 700 940', 14, [0.2, 0.3]) +
    sheen(c, 'M540 540Q530 760 550 960', 26) +
    stitch(c, 'M362 486L410 548M838 486L790 548M470 880Q474 986 540 1036M730 880Q726 986 660 1036') +
    (c.back
      ? line('M516 364Q600 380 684 364', c.p.dark, 14)
      : path('M516 360Q600 330 684 360Q600 430 516 360Z', c.p.darker) +
        line('M520 366Q600 432 680 366', c.p.dark, 14) +
        circle(570, 1066, 8, 'url(#h)') +
        circle(600, 1066, 8, 'url(#h)') +
        circle(630, 1066, 8, 'url(#h)') +
        (c.mono ? monogram(c, 600, 560, 40, c.p.stitch, 1.3) : path('M600 590C560 560 570 520 600 540C630 520 640 560 600 590Z', c.p.stitch)))
  );
}

// ---------------------------------------------------------------------------------------------
// Footwear (side profiles, toe to the left, sole on the floor at y = 1180)

function pair(one: string, dx = 80, dy = -46): string {
  return `<g transform="translate(600 1180) scale(1.16) translate(-600 -1180)"><defs><g id="pr1">${one}</g></defs><use xlink:href="#pr1" transform="translate(${dx} ${dy})" filter="url(#dim)"/><use xlink:href="#pr1"/></g>`;
}

function boots(c: Ctx): string {
  const one =
    body(c, 'M262 1120Q250 1030 330 1000L552 930Q602 906 610 850L606 530Q740 514 868 530L878 900Q896 1060 884 1124Z') +
    path('M690 536Q696 760 745 900Q796 760 802 536Z', c.p.darker, ' opacity=".85"') +
    line('M710 560L742 880M745 548V892M780 560L748 880', c.p.dark, 2.5, ' opacity=".7"') +
    fold(c, 'M630 560L640 860', 16, 0.22) +
    shine('M330 1010Q420 980 520 950', 22, 0.3) +
    body(c, rr(838, 460, 40, 90, 10), c.p.base) +
    stitch(c, 'M846 470V538M870 470V538') +
    stitch(c, 'M610 540Q740 528 860 540') +
    path('M244 1120H892L896 1184H772V1160H300Q246 1160 244 1120Z', '#1e1b19') +
    path('M760 1130H896V1186H766Z', '#2b2724') +
    stitch(c, 'M270 1134H884', '#8b7d70', 2.2);
  return pair(one);
}

function espadrilles(c: Ctx): string {
  let braid = '';
  for (let x = 276; x < 880; x += 18) braid += `M${x} 1116L${x + 14} 1166`;
  const one =
    body(c, 'M272 1110Q256 1016 340 988Q430 956 520 958Q572 962 604 990L700 1040Q780 1048 866 1024L880 1110Z') +
    path('M604 990L700 1040Q780 1048 866 1024L862 1046Q780 1064 700 1058Q640 1030 598 1004Z', c.p.darker, ' opacity=".6"') +
    stitch(c, 'M300 1040Q330 990 420 976') +
    shine('M340 1010Q430 978 520 974', 18, 0.3) +
    (c.mono ? deboss(c, 460, 1040, 30) : '') +
    path('M262 1110H888Q892 1140 884 1172H280Q258 1150 262 1110Z', '#cdb088') +
    line(braid, '#a58858', 5, ' opacity=".8"') +
    path('M276 1166H886V1184H290Q276 1184 276 1166Z', '#3b3530') +
    line(Array.from({ length: 34 }, (_, i) => `M${280 + i * 18} 1100V1116`).join(''), c.p.stitch, 2.5);
  return pair(one);
}

function loafers(c: Ctx): string {
  const bit = c.v % 2 === 0;
  const one =
    body(c, 'M258 1124Q246 1050 320 1020Q420 984 520 962Q580 952 612 970Q660 998 730 998L866 988Q900 1050 890 1126Z') +
    path('M612 970Q660 998 730 998L866 988L864 1006Q760 1018 700 1014Q640 1004 604 980Z', c.p.darker, ' opacity=".7"') +
    stitch(c, 'M320 1040Q400 980 540 972Q580 968 600 984') +
    shine('M330 1030Q410 1000 500 984', 20, 0.28) +
    (bit
      ? metalLine(c, 'M470 1000Q520 1014 570 1000', 8) + metal(c, rr(454, 988, 26, 26, 10)) + metal(c, rr(560, 988, 26, 26, 10))
      : body(c, 'M460 984Q530 968 600 990L602 1030Q530 1012 462 1030Z', c.p.dark) + path('M508 996Q532 990 556 998L554 1008Q532 1002 510 1008Z', c.p.darker)) +
    path('M244 1120H894V1152H756Q650 1152 560 1184H290Q244 1184 244 1140Z', '#231f1c') +
    path('M756 1150H892V1186H762Z', '#3a302a') +
    line('M770 1162H884M770 1174H884', '#000', 1.5, ' opacity=".4"') +
    stitch(c, 'M266 1136H880', '#8b7d70', 2.2);
  return pair(one);
}

function sneakers(c: Ctx): string {
  const sole = c.p.l > 0.85 ? '#e4e0d8' : '#f1eee8';
  let laces = '';
  for (let i = 0; i < 5; i++) {
    const x = 482 + i * 30;
    const y = 950 - i * 15;
    laces += line(`M${x - 10} ${y - 16}L${x + 14} ${y + 20}`, sole, 8) + circle(x + 16, y + 24, 4.5, c.p.darker);
  }
  const one =
    body(c, 'M596 900Q596 830 640 816L684 822L668 884Z', c.p.dark) +
    body(c, 'M258 1088Q250 1010 330 994Q420 980 470 956L600 892Q630 872 652 876Q690 902 740 904Q790 902 826 862Q866 858 878 890L890 1088Z') +
    line('M652 880Q690 906 740 908Q790 906 826 866', c.p.darker, 10, ' opacity=".6"') +
    body(c, 'M258 1088Q250 1010 330 994Q384 986 404 1000Q392 1046 404 1088Z', c.p.light) +
    body(c, 'M806 1088Q796 960 826 864Q866 858 878 890L890 1088Z', c.p.dark) +
    path('M500 1066Q580 990 720 952L734 980Q612 1016 542 1070Z', c.p.contrast, ' opacity=".9"') +
    stitch(c, 'M412 1000Q400 1046 410 1084M796 1084Q788 960 816 870') +
    laces +
    shine('M340 1000Q420 990 500 940', 18, 0.35) +
    (c.mono ? monogram(c, 840, 1010, 30, c.p.stitch, 1.2) : '') +
    path('M244 1082H896Q906 1112 896 1146Q890 1166 868 1166H284Q246 1166 240 1134Q238 1104 244 1082Z', sole, ' stroke="#b9b2a6" stroke-width="3"') +
    line('M252 1118H894', '#d8d2c7', 3) +
    path('M244 1160H896L894 1184H280Q250 1184 244 1160Z', c.v % 2 ? '#b48a5a' : '#3a3632');
  return pair(one);
}

function heelShoe(c: Ctx, peep: boolean): string {
  const lining = '#d8c3a8';
  const stiletto = c.v % 2 === 0;
  const upper = peep
    ? 'M230 1134Q232 1080 316 1050Q420 1010 510 992Q590 1020 660 990Q740 886 850 786Q870 774 875 800Q880 850 872 892L800 906C700 990 560 1136 450 1140L252 1142Q226 1142 230 1134Z'
    : 'M225 1172Q226 1116 310 1084Q420 1040 510 1016Q590 1040 660 1000Q740 890 850 786Q870 774 875 800Q880 850 872 892L800 906C700 1000 560 1170 440 1182L250 1184Q222 1182 225 1172Z';
  const liningD = peep ? 'M510 992Q590 990 660 962Q740 866 850 786Q740 886 660 990Q590 1020 510 992Z' : 'M510 1016Q590 1014 660 972Q740 870 850 786Q740 890 660 1000Q590 1040 510 1016Z';
  const one =
    (peep ? path('M224 1140H462Q470 1140 468 1160L464 1186H256Q218 1186 222 1160Z', c.p.darker, ` stroke="${c.p.edge}" stroke-width="2"`) : '') +
    path(liningD, lining, ` stroke="${c.p.edge}" stroke-width="2"`) +
    body(c, upper) +
    (peep ? path('M236 1126Q240 1086 292 1072Q274 1100 282 1130Z', shade(lining, -0.55), ` stroke="${c.p.edge}" stroke-width="2"`) : '') +
    shine(peep ? 'M310 1060Q400 1026 490 1008' : 'M300 1096Q400 1058 490 1034', 18, 0.35) +
    line(peep ? 'M458 1140Q640 1020 800 908' : 'M232 1180Q300 1188 440 1182Q640 1060 800 908', c.p.darker, 7) +
    (stiletto
      ? path('M804 904L872 892Q858 990 852 1180H836Q826 1010 804 904Z', c.p.dark, ` stroke="${c.p.edge}" stroke-width="2"`)
      : path('M796 906L872 892Q872 1030 864 1180H814Q808 1020 796 906Z', c.p.dark, ` stroke="${c.p.edge}" stroke-width="2"`)) +
    path(stiletto ? 'M834 1170H853V1186H834Z' : 'M812 1172H866V1186H812Z', '#1a1816');
  return pair(one, 70, -40);
}

/** Top view of a footbed, centred on the origin. */
const SOLE = 'M0 -320C110 -320 132 -200 126 -60C120 60 100 170 106 240C110 300 62 332 0 332C-62 332 -106 300 -100 240C-94 170 -120 60 -126 -60C-132 -200 -110 -320 0 -320Z';

function flatTopView(c: Ctx, kind: 'slide' | 'flat'): string {
  const sole = SOLE;
  let one: string;
  if (kind === 'slide') {
    const bed = c.p.l < 0.3 ? '#d9cdbb' : '#2a2623';
    one =
      path(sole, c.p.darker, ' transform="translate(0 18)"') +
      path(sole, bed, ` stroke="${c.p.edge}" stroke-width="3"`) +
      soft('M-70 60C-66 160 -56 230 0 250C56 230 66 160 70 60', shade(bed, -0.12), 24, 0.35) +
      body(c, 'M-146 -230Q0 -262 146 -230L150 -40Q0 -20 -150 -40Z') +
      stitch(c, 'M-132 -210Q0 -240 132 -210M-134 -58Q0 -38 134 -58') +
      shine('M-110 -180Q0 -204 110 -180', 16, 0.35) +
      (c.mono ? deboss(c, 0, -138, 56) : '');
  } else {
    const lining = '#e6d8c4';
    one =
      path(sole, c.p.darker, ' transform="translate(0 14)"') +
      body(c, sole) +
      path('M0 -40C84 -40 92 40 88 130C86 220 60 290 0 292C-60 290 -86 220 -88 130C-92 40 -84 -40 0 -40Z', lining, ` stroke="${c.p.edge}" stroke-width="3"`) +
      path('M0 -40C84 -40 92 40 88 130C86 220 60 290 0 292C-60 290 -86 220 -88 130C-92 40 -84 -40 0 -40Z', 'none', ` stroke="${c.p.dark}" stroke-width="12" opacity=".5"`) +
      soft('M-56 -14Q0 -50 56 -14', c.p.darker, 16, 0.3) +
      stitch(c, sole) +
      shine('M-60 -260Q0 -290 60 -260', 18, 0.35) +
      (c.v % 2 === 0
        ? path('M0 -46L-56 -78Q-70 -40 -56 -14ZM0 -46L56 -78Q70 -40 56 -14Z', c.p.dark, ` stroke="${c.p.edge}" stroke-width="2"`) +
          ellipse(0, -46, 14, 16, c.p.base, ` stroke="${c.p.edge}" stroke-width="2"`)
        : metal(c, rr(-40, -64, 80, 34, 10)) + (c.mono ? monogram(c, 0, -47, 18, c.hw.edge, 1.4) : ''));
  }
  return `<g transform="translate(452 780) rotate(-7)">${one}</g><g transform="translate(748 780) rotate(7)">${one}</g>`;
}

function kidsShoes(c: Ctx): string {
  const sole = '#f7f5f0';
  const strapBand = (cx: number, cy: number): string =>
    `<g transform="rotate(-28 ${cx} ${cy})">` + body(c, rr(cx - 30, cy - 100, 60, 200, 26), c.p.dark) + stitch(c, rr(cx - 20, cy - 90, 40, 180, 18)) + '</g>';
  const one =
    body(c, 'M300 1090Q280 1000 340 962Q400 930 480 916Q540 900 580 860Q620 830 680 826L790 830Q850 836 858 900L864 1090Z') +
    body(c, 'M820 836Q870 800 880 760Q886 740 862 744Q830 760 800 832Z', c.p.dark) +
    line('M680 832L790 836Q840 842 850 880', c.p.darker, 16, ' opacity=".55"') +
    path('M290 1090Q276 1010 330 976Q370 968 392 990Q376 1040 392 1090Z', sole, ' stroke="#bdb6aa" stroke-width="3"') +
    strapBand(580, 960) +
    strapBand(690, 952) +
    shine('M350 990Q410 960 470 940', 18, 0.35) +
    path('M282 1086H880Q888 1130 876 1160Q870 1176 850 1176H320Q282 1176 280 1140Q278 1112 282 1086Z', sole, ' stroke="#bdb6aa" stroke-width="3"') +
    line('M292 1130H878', '#ddd7cc', 3) +
    path('M290 1164H878L876 1184H320Q296 1184 290 1164Z', c.v % 2 ? '#8fb3c9' : '#e0a79c') +
    (c.mono ? monogram(c, 790, 1040, 30, c.p.stitch, 1.2) : path('M790 1056l-9 6 3-11-8-7 11-1 3-10 4 10 11 1-8 7 3 11z', c.p.contrast));
  return pair(one, 60, -40);
}

// ---------------------------------------------------------------------------------------------
// Accessories

function belt(c: Ctx): string {
  const cx = 600;
  const top = 820;
  const rx = 360;
  const ry = 200;
  const hgt = 78;
  const holes = [430, 470, 510].map((x) => ellipse(x - 60, top + ry * Math.sqrt(1 - ((x - 60 - cx) / rx) ** 2) + hgt / 2, 7, 8, c.p.darker)).join('');
  const buckle = c.mono
    ? metal(c, rr(cx - 96, top + ry - 30, 192, 138, 20)) + monogram(c, cx, top + ry + 39, 70, c.hw.edge, 1.6) + monogram(c, cx, top + ry + 38, 70, c.hw.hi, 0.6)
    : metal(c, `${rr(cx - 86, top + ry - 28, 172, 134, 24)}${rr(cx - 62, top + ry - 6, 124, 90, 12)}`) + metalLine(c, `M${cx - 70} ${top + ry + 40}H${cx + 16}`, 8);
  return (
    path(`M${cx - rx} ${top}A${rx} ${ry} 0 0 1 ${cx + rx} ${top}V${top + hgt}A${rx} ${ry} 0 0 0 ${cx - rx} ${top + hgt}Z`, c.p.darker, ` stroke="${c.p.edge}" stroke-width="3"`) +
    soft(`M${cx - rx + 40} ${top + hgt}A${rx - 40} ${ry - 24} 0 0 1 ${cx + rx - 40} ${top + hgt}`, '#000', 26, 0.14) +
    body(c, `M${cx - rx} ${top}A${rx} ${ry} 0 0 0 ${cx + rx} ${top}V${top + hgt}A${rx} ${ry} 0 0 1 ${cx - rx} ${top + hgt}Z`, 'url(#c)') +
    stitch(c, `M${cx - rx + 4} ${top + 12}A${rx - 4} ${ry - 4} 0 0 0 ${cx + rx - 4} ${top + 12}M${cx - rx + 4} ${top + hgt - 10}A${rx - 4} ${ry - 4} 0 0 0 ${cx + rx - 4} ${top + hgt - 10}`) +
    holes +
    body(c, rr(cx + 120, top + ry - 14, 40, hgt + 24, 6), c.p.dark) +
    buckle
  );
}

function sunglasses(c: Ctx): string {
  const shape = c.v % 3;
  const lensHalf =
    shape === 0
      ? 'M-150 -100Q0 -118 150 -100Q158 40 110 96Q40 120 -40 110Q-140 96 -150 -100Z'
      : shape === 1
        ? 'M0 -120A140 120 0 1 1 -0.1 -120Z'
        : 'M-160 -60Q-40 -130 160 -108Q160 40 90 96Q0 120 -60 108Q-140 90 -160 -60Z';
  const lensTone = c.v % 4 < 2 ? ['#3b3a39', '#0f0e0e'] : ['#7a5b45', '#2e2018'];
  c.defs.push(`<linearGradient id="ln" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lensTone[0]}"/><stop offset="1" stop-color="${lensTone[1]}"/></linearGradient>`);
  const frameW = c.p.l > 0.8 ? 24 : 26;
  const lens = (x: number, mirror: boolean): string =>
    `<g transform="translate(${x} 780)${mirror ? ' scale(-1 1)' : ''}">` +
    `<path d="${lensHalf}" fill="url(#ln)" stroke="${c.p.edge}" stroke-width="${frameW + 6}"/>` +
    `<path d="${lensHalf}" fill="none" stroke="${c.p.base}" stroke-width="${frameW}"/>` +
    `<path d="${lensHalf}" fill="none" stroke="${c.p.light}" stroke-width="5" opacity=".6" transform="translate(-3 -6)"/>` +
    `<path d="M-90 -70L10 -84L-70 60L-120 30Z" fill="#fff" opacity=".1"/>` +
    `<path d="M40 -80L90 -80L10 70L-20 70Z" fill="#fff" opacity=".08"/>` +
    '</g>';
  return (
    line('M244 706L300 640M956 706L900 640', c.p.edge, 22) +
    line('M244 706L300 640M956 706L900 640', c.p.dark, 16) +
    lens(420, false) +
    lens(780, true) +
    line('M548 736Q600 700 652 736', c.p.edge, 28) +
    line('M548 736Q600 700 652 736', c.p.base, 22) +
    metal(c, rr(236, 688, 34, 40, 8)) +
    metal(c, rr(930, 688, 34, 40, 8)) +
    (c.mono ? monogram(c, 254, 650, 16, c.hw.mid, 1.4) : '')
  );
}

function scarf(c: Ctx): string {
  if (c.v % 3 === 2) {
    // cashmere/wool scarf hanging in a loop, with a woven check and fringed ends
    c.defs.push(
      `<pattern id="tt" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M0 32H64M32 0V64" stroke="${c.p.contrast}" stroke-width="5" opacity=".28"/><path d="M0 8H64M8 0V64" stroke="${c.p.darker}" stroke-width="12" opacity=".22"/></pattern>`,
    );
    const fringe = (x0: number, x1: number, y: number): string => {
      let d = '';
      for (let x = x0 + 6; x <= x1 - 4; x += 11) d += `M${x} ${y}l${(x % 5) - 2} 70`;
      return line(d, c.p.edge, 7) + line(d, c.p.base, 5);
    };
    const backD = 'M612 330Q704 316 796 330L808 1130H622Z';
    const frontD = 'M392 300Q492 286 592 300L602 1190H384Z';
    return (
      fringe(622, 808, 1126) +
      body(c, backD, c.p.dark) +
      path(backD, 'url(#tt)') +
      fold(c, 'M700 360L712 1120', 22, 0.25) +
      body(c, 'M392 300Q470 190 600 220Q740 250 796 330Q704 316 612 330Q604 306 592 300Q492 286 392 300Z', c.p.base) +
      path('M392 300Q470 190 600 220Q740 250 796 330Q704 316 612 330Q604 306 592 300Q492 286 392 300Z', 'url(#tt)') +
      fringe(384, 602, 1186) +
      body(c, frontD) +
      path(frontD, 'url(#tt)') +
      fold(c, 'M450 330L440 1180', 18, 0.2) +
      fold(c, 'M540 330L552 1180', 14, 0.25) +
      sheen(c, 'M420 360L412 1160', 30) +
      (c.mono ? body(c, rr(548, 1100, 36, 56, 4), c.p.l < 0.5 ? '#efe9de' : '#2a2826', 1.5) : '')
    );
  }
  const print = shade(c.p.contrast, c.p.l < 0.55 ? -0.05 : 0.1);
  const gold = c.hw.mid;
  let petals = '';
  for (let i = 0; i < 12; i++) petals += `<path d="M0 -40Q26 -110 0 -170Q-26 -110 0 -40Z" transform="rotate(${i * 30})"/>`;
  let corners = '';
  for (const [x, y] of [
    [-240, -240],
    [240, -240],
    [-240, 240],
    [240, 240],
  ] as const)
    corners += `<circle cx="${x}" cy="${y}" r="36"/><circle cx="${x}" cy="${y}" r="14"/>`;
  return (
    `<g transform="translate(600 780) rotate(-6)">` +
    body(c, 'M-360 -360H360V360H-360Z') +
    `<path d="M-320 -320H320V320H-320Z" fill="none" stroke="${print}" stroke-width="12" opacity=".75"/>` +
    `<path d="M-300 -300H300V300H-300Z" fill="none" stroke="${gold}" stroke-width="4"/>` +
    `<g fill="none" stroke="${gold}" stroke-width="5">${petals}<circle r="60"/><circle r="200" stroke-dasharray="4 14"/></g>` +
    `<g fill="${print}" opacity=".85">${corners}<circle r="26"/></g>` +
    `<path d="M360 120L360 360L120 360Z" fill="${c.p.lighter}" stroke="${c.p.edge}" stroke-width="3"/>` +
    soft('M124 356L356 124', c.p.darker, 12, 0.35) +
    fold(c, 'M-360 -80Q0 -40 360 -120', 50, 0.08) +
    (c.mono ? monogram(c, -230, 300, 24, print, 1.2) : '') +
    '</g>'
  );
}

function cap(c: Ctx): string {
  if (c.back) {
    return (
      body(c, 'M300 960Q300 600 600 580Q900 600 900 960Z') +
      path('M520 960Q520 860 600 850Q680 860 680 960Z', c.p.darker) +
      body(c, 'M520 900H680V930H520Z', c.p.dark) +
      metal(c, rr(576, 890, 48, 50, 8)) +
      line('M600 582V850M420 640Q480 760 520 900M780 640Q720 760 680 900', c.p.dark, 3, ' opacity=".6"') +
      stitch(c, 'M314 940Q600 920 886 940') +
      ellipse(600, 582, 26, 12, c.p.base, ` stroke="${c.p.edge}" stroke-width="2"`) +
      (c.mono ? monogram(c, 600, 990, 20, c.p.stitch, 1.2) : '')
    );
  }
  return (
    body(c, 'M382 960Q210 970 140 1010Q196 1052 330 1050Q420 1046 500 1000Z', c.p.dark) +
    body(c, 'M340 966Q324 640 640 580Q880 570 900 840Q906 900 896 960Q600 1010 340 966Z') +
    path('M340 966Q600 1010 896 960L896 986Q600 1034 344 992Z', c.p.darker) +
    line('M640 582Q560 700 560 976M640 582Q760 700 790 978', c.p.dark, 3, ' opacity=".55"') +
    stitch(c, 'M652 600Q770 700 800 966M628 600Q548 700 548 976') +
    shine('M420 760Q480 640 600 610', 26, 0.25) +
    ellipse(640, 580, 30, 12, c.p.base, ` stroke="${c.p.edge}" stroke-width="2"`) +
    circle(720, 700, 7, c.p.darker) +
    circle(480, 720, 7, c.p.darker) +
    stitch(c, 'M200 1012Q300 1030 430 1000M240 990Q320 990 420 976') +
    (c.mono ? monogram(c, 450, 850, 64, c.p.stitch, 1.1) : '')
  );
}

function watch(c: Ctx): string {
  const bracelet = c.v % 3 === 0;
  const dial = bracelet ? c.p.base : c.p.l < 0.55 ? '#f4f1ea' : '#1d2533';
  const ink = lightness(dial) > 0.5 ? '#1d1c1b' : '#f1ece2';
  const strapD = (y0: number, y1: number): string => `M${510} ${y0}L${518} ${y1}H${682}L${690} ${y0}Z`;
  let bands = '';
  if (bracelet) {
    for (let y = 130; y < 1400; y += 52) if (y < 560 || y > 930) bands += metal(c, rr(506, y, 188, 46, 8), 2) + line(`M570 ${y + 6}V${y + 40}M630 ${y + 6}V${y + 40}`, c.hw.lo, 2);
  } else {
    bands =
      body(c, strapD(560, 120), 'url(#c)') +
      body(c, strapD(940, 1390), 'url(#c)') +
      stitch(c, 'M526 540L532 130M674 540L668 130M526 960L532 1380M674 960L668 1380') +
      ellipse(600, 1180, 10, 14, c.p.darker) +
      ellipse(600, 1250, 10, 14, c.p.darker) +
      ellipse(600, 1320, 10, 14, c.p.darker) +
      metal(c, `${rr(500, 180, 200, 70, 10)}${rr(520, 196, 160, 38, 6)}`, 2);
  }
  let ticks = '';
  for (let i = 0; i < 12; i++) ticks += `<path d="M0 -150V${i % 3 === 0 ? -116 : -130}" transform="rotate(${i * 30})"/>`;
  return (
    bands +
    metal(c, 'M470 560L540 520H660L730 560L740 940L660 980H540L460 940Z') +
    circle(600, 750, 214, 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="3"`) +
    circle(600, 750, 190, c.hw.lo) +
    circle(600, 750, 178, dial) +
    circle(600, 750, 178, 'url(#gl)') +
    metal(c, rr(806, 728, 40, 44, 8)) +
    `<g transform="translate(600 750)" stroke="${ink}" stroke-width="6" stroke-linecap="round">${ticks}</g>` +
    line('M600 750L516 700', ink, 10) +
    line('M600 750L690 660', ink, 7) +
    line('M600 790L600 610', c.hw.mid, 3) +
    circle(600, 750, 10, c.hw.mid) +
    (c.mono ? monogram(c, 600, 680, 22, ink, 1.2) : '') +
    path('M430 650Q520 560 660 580', 'none', ' stroke="#fff" stroke-width="24" opacity=".18"')
  );
}

function smallAccessory(c: Ctx): string {
  const card = (x: number, y: number, col: string): string => path(rr(x, y, 300, 180, 14), col, ' stroke="#00000033" stroke-width="2"');
  return (
    `<g transform="rotate(-5 600 800)">` +
    card(420, 592, '#2f4a6d') +
    card(470, 610, '#c9a45c') +
    body(c, rr(330, 620, 540, 360, 30)) +
    body(c, 'M330 710Q600 690 870 710V760Q600 740 330 760Z', c.p.dark) +
    body(c, 'M330 770Q600 748 870 770V960Q870 980 840 980H360Q330 980 330 960Z') +
    stitch(c, rr(346, 636, 508, 328, 20)) +
    stitch(c, 'M346 788Q600 766 854 788') +
    shine('M380 820Q600 800 820 820', 18, 0.3) +
    (c.mono ? foil(c, 600, 880, 46, 1) : metal(c, rr(560, 862, 80, 30, 6))) +
    '</g>'
  );
}

// ---------------------------------------------------------------------------------------------
// Jewellery (metal by variant, stones in the item colour)

function gem(cx: number, cy: number, rx: number, ry: number, drop = false): string {
  const d = drop
    ? `M${cx} ${cy - ry}Q${cx + rx * 1.1} ${cy + ry * 0.2} ${cx + rx} ${cy + ry * 0.45}A${rx} ${ry * 0.55} 0 0 1 ${cx - rx} ${cy + ry * 0.45}Q${cx - rx * 1.1} ${cy + ry * 0.2} ${cx} ${cy - ry}Z`
    : `M${cx} ${cy - ry}A${rx} ${ry} 0 1 1 ${cx - 0.1} ${cy - ry}Z`;
  return (
    path(d, 'url(#gm)', ' stroke="#00000055" stroke-width="2"') +
    line(`M${n(cx - rx * 0.5)} ${n(cy)}L${cx} ${n(cy - ry * 0.4)}L${n(cx + rx * 0.5)} ${n(cy)}L${cx} ${n(cy + ry * 0.5)}Z`, '#ffffff', 1.5, ' opacity=".45"') +
    ellipse(cx - rx * 0.3, cy - ry * 0.35, rx * 0.18, ry * 0.12, '#fff', ' opacity=".8"')
  );
}

function earrings(c: Ctx): string {
  const one = (x: number): string =>
    line(`M${x} 430Q${x + 60} 420 ${x + 50} 500`, c.hw.mid, 5) +
    circle(x, 500, 26, 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="2"`) +
    gem(x, 500, 16, 16) +
    metalLine(c, `M${x} 526V600`, 5) +
    circle(x, 606, 10, 'none', ` stroke="${c.hw.mid}" stroke-width="5"`) +
    path(`M${x} 616Q${x + 96} 760 ${x + 84} 830A84 86 0 0 1 ${x - 84} 830Q${x - 96} 760 ${x} 616Z`, 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="2"`) +
    gem(x, 800, 66, 170, true);
  return one(450) + one(750);
}

function ring(c: Ctx): string {
  return (
    ellipse(600, 900, 190, 200, 'none', ` stroke="${c.hw.lo}" stroke-width="26"`) +
    path('M410 900A190 200 0 0 0 790 900', 'none', ` stroke="${c.hw.edge}" stroke-width="48"`) +
    path('M410 900A190 200 0 0 0 790 900', 'none', ` stroke="${c.hw.mid}" stroke-width="42"`) +
    path('M440 980A170 190 0 0 0 620 1098', 'none', ` stroke="${c.hw.hi}" stroke-width="10" opacity=".9"`) +
    path('M422 880A178 188 0 0 1 500 730', 'none', ` stroke="${c.hw.hi}" stroke-width="8" opacity=".6"`) +
    metal(c, 'M540 712L600 690L660 712L640 752H560Z') +
    path('M520 620H680L718 660L600 790L482 660Z', 'url(#gm)', ' stroke="#00000055" stroke-width="2"') +
    line('M482 660H718M540 620L520 660L600 790L680 660L660 620M560 660L600 620L640 660L600 790', '#fff', 2, ' opacity=".55"') +
    ellipse(560, 640, 20, 8, '#fff', ' opacity=".8"') +
    metalLine(c, 'M526 620L512 652M674 620L688 652', 6) +
    (c.mono ? monogram(c, 600, 1090, 18, c.hw.lo, 1.2) : '')
  );
}

function bracelet(c: Ctx): string {
  if (c.v % 3 === 2) {
    return (
      path('M600 650A330 180 0 1 0 600.1 650Z', 'none', ` stroke="${c.hw.edge}" stroke-width="74"`) +
      path('M600 650A330 180 0 1 0 600.1 650Z', 'none', ' stroke="url(#h)" stroke-width="68"') +
      path('M600 650A330 180 0 1 0 600.1 650Z', 'none', ` stroke="${c.p.base}" stroke-width="26"`) +
      path('M320 760A300 160 0 0 0 880 760', 'none', ' stroke="#fff" stroke-width="8" opacity=".5"') +
      gem(600, 1010, 26, 26) +
      gem(420, 980, 18, 18) +
      gem(780, 980, 18, 18)
    );
  }
  const d = 'M600 620A330 200 0 1 0 600.1 620Z';
  return (
    chain(c, d, 18) +
    metalLine(c, 'M600 1020V1050', 4) +
    circle(600, 1090, 44, 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="2"`) +
    (c.mono ? monogram(c, 600, 1090, 30, c.hw.edge, 1.4) : '') +
    metalLine(c, 'M450 996V1020', 4) +
    path('M450 1080C400 1040 410 1010 450 1030C490 1010 500 1040 450 1080Z', 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="2"`) +
    metalLine(c, 'M750 996V1020', 4) +
    gem(750, 1060, 30, 40, true) +
    metal(c, 'M300 840Q286 800 300 780L326 770Q340 800 330 840Z')
  );
}

function necklace(c: Ctx): string {
  const pearls = c.v % 3 === 1;
  if (pearls) {
    let beads = '';
    for (let i = 0; i <= 32; i++) {
      const t = i / 32;
      const x = (1 - t) * (1 - t) * 320 + 2 * (1 - t) * t * 600 + t * t * 880;
      const y = (1 - t) * (1 - t) * 300 + 2 * (1 - t) * t * 1360 + t * t * 300;
      beads += circle(x, y, 24, 'url(#pr)', ' stroke="#0000002a" stroke-width="1.5"');
    }
    c.defs.push(
      `<radialGradient id="pr" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".5" stop-color="${mix(c.p.base, '#f3eee4', 0.7)}"/><stop offset="1" stop-color="${mix(c.p.base, '#9c948a', 0.6)}"/></radialGradient>`,
    );
    return beads + metal(c, rr(860, 262, 44, 40, 10));
  }
  return (
    line('M320 240Q380 880 586 930M880 240Q820 880 614 930', c.hw.edge, 9, ' stroke-dasharray="11 5"') +
    line('M320 240Q380 880 586 930M880 240Q820 880 614 930', c.hw.mid, 6, ' stroke-dasharray="11 5"') +
    metal(c, 'M586 922A14 14 0 1 1 614 922L612 964H588Z', 2) +
    path('M600 960Q700 1080 690 1140A90 90 0 0 1 510 1140Q500 1080 600 960Z', 'url(#h)', ` stroke="${c.hw.edge}" stroke-width="2"`) +
    gem(600, 1110, 72, 140, true) +
    (c.mono ? monogram(c, 600, 1270, 20, c.hw.mid, 1.2) : '')
  );
}

// ---------------------------------------------------------------------------------------------
// Props for view 3 (dust bag / box)

function dustBag(c: Ctx): string {
  const cloth = c.v % 2 === 0 ? '#efe8dc' : '#3b3733';
  const line2 = shade(cloth, c.v % 2 === 0 ? -0.22 : 0.25);
  const ink = c.v % 2 === 0 ? '#8c7f6e' : '#b5aa98';
  return (
    `<path d="M312 604Q280 560 306 522Q360 500 414 522Q440 560 408 604Z" fill="${shade(cloth, -0.06)}" stroke="${line2}" stroke-width="3"/>` +
    `<path d="M312 600Q300 650 236 700Q160 770 168 920Q176 1100 196 1160Q214 1184 360 1184Q506 1184 524 1160Q544 1100 552 920Q560 770 484 700Q420 650 408 600Z" fill="${cloth}" stroke="${line2}" stroke-width="3"/>` +
    soft('M330 612Q300 720 250 1150M360 614Q356 760 340 1170M390 612Q430 720 480 1150', line2, 12, 0.25) +
    soft('M214 760Q200 900 206 1120', '#ffffff', 26, 0.18) +
    `<path d="M306 606Q360 622 414 606" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M360 616Q340 690 318 760M362 616Q390 690 404 770" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="318" cy="766" r="8" fill="${ink}"/><circle cx="404" cy="776" r="8" fill="${ink}"/>` +
    (c.mono ? monogram(c, 360, 950, 80, ink, 0.7) : `<circle cx="360" cy="950" r="44" fill="none" stroke="${ink}" stroke-width="5"/>`)
  );
}

function giftBox(c: Ctx): string {
  const box = c.v % 2 === 0 ? '#e8e1d5' : '#2c2a28';
  const ink = c.v % 2 === 0 ? '#9a8c78' : c.hw.mid;
  return (
    `<path d="M120 820L560 760L700 860L260 930Z" fill="${shade(box, 0.08)}" stroke="${shade(box, -0.25)}" stroke-width="3"/>` +
    `<path d="M260 930L700 860V1140L260 1190Z" fill="${shade(box, -0.04)}" stroke="${shade(box, -0.25)}" stroke-width="3"/>` +
    `<path d="M120 820L260 930V1190L120 1120Z" fill="${shade(box, -0.14)}" stroke="${shade(box, -0.25)}" stroke-width="3"/>` +
    `<path d="M260 960L700 890" fill="none" stroke="${shade(box, -0.14)}" stroke-width="3"/>` +
    `<g transform="matrix(1 -.16 0 1 0 0)">${monogram(c, 480, 1126, 60, ink, 0.8)}</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Kind registry

type Mode = 'stand' | 'flat' | 'hang';
interface KindSpec {
  draw: (c: Ctx) => string;
  mode: Mode;
  /** Point to zoom on for the detail view. */
  focus: readonly [number, number] | ((c: Ctx) => readonly [number, number]);
  /** Floor shadow: centre x, half width. */
  shadow?: readonly [number, number];
  /** Soft drop shadow markup for flat-lay items (see dropFill / dropLine). */
  silhouette?: (c: Ctx) => string;
  /** Scale of the box/dust bag in the styled view (small items get a small box). */
  propScale?: number;
  prop: 'dustbag' | 'box' | 'back';
  zoom?: number;
  /** Clothing: hanger for the angled view — hook hanger (top y, half width) or clip hanger (waist y, half width). */
  hanger?: readonly ['hook' | 'clip', number, number];
}

function hanger(c: Ctx, type: 'hook' | 'clip', y: number, hw: number): [behind: string, front: string] {
  if (type === 'hook') {
    return [
      line(`M${600 - hw} ${y + 40}Q600 ${y - 6} ${600 + hw} ${y + 40}`, '#7a5a3a', 30) +
        line(`M${600 - hw} ${y + 40}Q600 ${y - 6} ${600 + hw} ${y + 40}`, '#b48a5c', 24) +
        metalLine(c, `M600 ${y + 20}V${y - 50}Q600 ${y - 110} 644 ${y - 110}Q684 ${y - 110} 684 ${y - 74}`, 6),
      '',
    ];
  }
  const top = y - 120;
  return [
    metalLine(c, `M600 ${top}V${top - 50}Q600 ${top - 104} 642 ${top - 104}Q680 ${top - 104} 680 ${top - 72}`, 6) +
      metalLine(c, `M${600 - hw - 30} ${top}H${600 + hw + 30}`, 7) +
      metalLine(c, `M${600 - hw + 30} ${top}V${y}M${600 + hw - 30} ${top}V${y}`, 3),
    metal(c, rr(600 - hw + 12, y - 10, 36, 44, 6)) + metal(c, rr(600 + hw - 48, y - 10, 36, 44, 6)),
  ];
}

const pairShadow = [
  ['452', '-7'],
  ['748', '7'],
]
  .map(([x, r]) => `<g transform="translate(${x} 780) rotate(${r})">${dropFill(SOLE)}</g>`)
  .join('');

const SPECS: Record<ArtworkKind, KindSpec> = {
  tote: { draw: toteBag, mode: 'stand', focus: [470, 720], shadow: [600, 330], prop: 'dustbag' },
  'shoulder-bag': { draw: shoulderBag, mode: 'stand', focus: [600, 900], shadow: [600, 290], prop: 'dustbag' },
  clutch: { draw: clutch, mode: 'stand', focus: [600, 980], shadow: [600, 380], prop: 'dustbag' },
  'sling-bag': { draw: slingBag, mode: 'stand', focus: [700, 880], shadow: [600, 260], prop: 'dustbag' },
  'mini-bag': { draw: miniBag, mode: 'stand', focus: [600, 990], shadow: [600, 200], prop: 'dustbag' },
  satchel: { draw: satchel, mode: 'stand', focus: [700, 940], shadow: [600, 310], prop: 'dustbag' },
  handbag: { draw: handbag, mode: 'stand', focus: [600, 900], shadow: [600, 330], prop: 'dustbag' },
  'belt-bag': { draw: beltBag, mode: 'stand', focus: [760, 950], shadow: [600, 340], prop: 'dustbag' },
  wristlet: { draw: wristlet, mode: 'stand', focus: [470, 860], shadow: [600, 250], prop: 'dustbag' },
  shirt: { draw: shirt, mode: 'hang', focus: [600, 400], prop: 'back', hanger: ['hook', 300, 200] },
  tshirt: { draw: tshirt, mode: 'hang', focus: [640, 440], prop: 'back', hanger: ['hook', 340, 210] },
  tracksuit: { draw: tracksuit, mode: 'hang', focus: [600, 380], prop: 'back', zoom: 2 },
  trousers: { draw: trousers, mode: 'hang', focus: [600, 420], prop: 'back', hanger: ['clip', 250, 200] },
  jacket: { draw: jacket, mode: 'hang', focus: [560, 460], prop: 'back', hanger: ['hook', 300, 220] },
  shorts: { draw: shorts, mode: 'hang', focus: [600, 560], prop: 'back', hanger: ['clip', 420, 240] },
  dress: { draw: dress, mode: 'hang', focus: [600, 560], prop: 'back', hanger: ['hook', 214, 150] },
  skirt: { draw: skirt, mode: 'hang', focus: [600, 480], prop: 'back', hanger: ['clip', 360, 170] },
  jumpsuit: { draw: jumpsuit, mode: 'hang', focus: [600, 620], prop: 'back', hanger: ['hook', 224, 150] },
  'coord-set': { draw: coordSet, mode: 'hang', focus: [600, 620], prop: 'back', hanger: ['hook', 190, 180] },
  swimsuit: { draw: swimsuit, mode: 'hang', focus: [600, 520], prop: 'back', hanger: ['hook', 204, 130] },
  romper: { draw: romper, mode: 'hang', focus: [600, 560], prop: 'back', hanger: ['hook', 372, 200] },
  boots: { draw: boots, mode: 'stand', focus: [470, 1020], shadow: [610, 360], prop: 'box' },
  espadrilles: { draw: espadrilles, mode: 'stand', focus: [420, 1080], shadow: [610, 350], prop: 'box' },
  loafers: { draw: loafers, mode: 'stand', focus: [500, 1030], shadow: [610, 350], prop: 'box' },
  sliders: { draw: (c) => flatTopView(c, 'slide'), mode: 'flat', focus: [460, 640], silhouette: () => pairShadow, prop: 'box' },
  sneakers: { draw: sneakers, mode: 'stand', focus: [560, 940], shadow: [610, 360], prop: 'box' },
  flats: { draw: (c) => flatTopView(c, 'flat'), mode: 'flat', focus: [460, 760], silhouette: () => pairShadow, prop: 'box' },
  heels: { draw: (c) => heelShoe(c, false), mode: 'stand', focus: [620, 1000], shadow: [590, 360], prop: 'box' },
  peeptoes: { draw: (c) => heelShoe(c, true), mode: 'stand', focus: [380, 1080], shadow: [590, 360], prop: 'box' },
  'kids-shoes': { draw: kidsShoes, mode: 'stand', focus: [620, 960], shadow: [600, 320], prop: 'box' },
  belt: { draw: belt, mode: 'stand', focus: [600, 1080], shadow: [600, 380], prop: 'box' },
  sunglasses: {
    draw: sunglasses,
    mode: 'flat',
    focus: [600, 720],
    silhouette: () => dropFill('M255 780a165 125 0 1 0 330 0a165 125 0 1 0-330 0ZM615 780a165 125 0 1 0 330 0a165 125 0 1 0-330 0Z'),
    prop: 'box',
  },
  scarf: {
    draw: scarf,
    mode: 'flat',
    focus: (c) => (c.v % 3 === 2 ? [520, 1120] : [600, 780]),
    silhouette: (c) =>
      c.v % 3 === 2 ? dropFill('M392 300Q470 190 600 220Q740 250 796 330L808 1130H606L602 1190H384Z') : `<g transform="translate(600 780) rotate(-6)">${dropFill('M-360 -360H360V360H-360Z')}</g>`,
    prop: 'box',
  },
  cap: { draw: cap, mode: 'stand', focus: [460, 820], shadow: [560, 380], prop: 'back' },
  watch: { draw: watch, mode: 'flat', focus: [600, 750], silhouette: () => dropFill('M512 130H688V1380H512Z') + dropFill('M600 530A220 220 0 1 1 599.9 530Z'), prop: 'box', propScale: 0.8 },
  'small-accessory': { draw: smallAccessory, mode: 'flat', focus: [600, 860], silhouette: () => `<g transform="rotate(-5 600 800)">${dropFill(rr(330, 620, 540, 360, 30))}</g>`, prop: 'box' },
  earrings: {
    draw: earrings,
    mode: 'flat',
    focus: [450, 760],
    silhouette: () => [450, 750].map((x) => dropLine(`M${x} 500V610`, 10) + dropFill(`M${x} 616Q${x + 96} 760 ${x + 84} 830A84 86 0 0 1 ${x - 84} 830Q${x - 96} 760 ${x} 616Z`)).join(''),
    prop: 'box',
    propScale: 0.7,
  },
  ring: { draw: ring, mode: 'stand', focus: [600, 700], shadow: [600, 220], prop: 'box', propScale: 0.7 },
  bracelet: {
    draw: bracelet,
    mode: 'flat',
    focus: [600, 1000],
    silhouette: (c) => dropLine(c.v % 3 === 2 ? 'M600 650A330 180 0 1 0 600.1 650Z' : 'M600 620A330 200 0 1 0 600.1 620Z', c.v % 3 === 2 ? 60 : 20),
    prop: 'box',
    propScale: 0.7,
  },
  necklace: {
    draw: necklace,
    mode: 'flat',
    focus: (c) => (c.v % 3 === 1 ? [600, 800] : [600, 1080]),
    silhouette: (c) =>
      c.v % 3 === 1
        ? dropLine('M320 300Q600 1360 880 300', 40)
        : dropLine('M320 240Q380 880 586 930M880 240Q820 880 614 930', 6) + dropFill('M600 960Q700 1080 690 1140A90 90 0 0 1 510 1140Q500 1080 600 960Z'),
    prop: 'box',
    propScale: 0.7,
  },
};

// ---------------------------------------------------------------------------------------------
// Document assembly

const FLOOR = 1180;

export function productArtworkSvg(options: ArtworkOptions): string {
  const spec = SPECS[options.kind] ?? SPECS['small-accessory'];
  const variant = Math.abs(Math.trunc(options.variant || 0));
  const view = ((Math.trunc(options.view || 0) % 4) + 4) % 4;
  const p = palette(options.colour);
  const hw = variant % 2 === 0 ? METALS.gold : METALS.silver;
  const [bgTop, bgBottom] = BACKDROPS[(variant >> 1) % BACKDROPS.length] ?? ['#f4f0ea', '#e4ddd2'];
  // Light items get a deeper backdrop so their edges still read.
  const deepen = p.l > 0.72 ? -0.12 - (p.l - 0.72) * 0.2 : 0;
  const bg0 = shade(bgTop, deepen);
  const bg1 = shade(bgBottom, deepen);
  const back = view === 3 && spec.prop === 'back';
  const ctx: Ctx = {
    p,
    v: variant,
    flip: view === 1 && spec.mode !== 'flat',
    back,
    mono: (options.monogram ?? '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 3),
    hw,
    defs: [],
  };

  let item = spec.draw(ctx);
  let shadow = '';
  if (spec.mode === 'stand' && spec.shadow) {
    const [sx, sr] = spec.shadow;
    shadow = ellipse(sx, FLOOR + 6, sr * 1.2, 60, 'url(#fl)', ' opacity=".75"') + ellipse(sx, FLOOR + 2, sr * 0.98, 14, 'url(#fl)');
  } else if (spec.mode === 'flat') {
    shadow = `<g transform="translate(12 22)">${spec.silhouette?.(ctx) ?? ''}</g>`;
  } else {
    shadow = ellipse(600, 1400, 330, 44, 'url(#fl)', ' opacity=".5"');
  }

  let transform = '';
  let prop = '';
  if (view === 1) {
    if (spec.mode === 'stand') {
      transform = `translate(600 ${FLOOR}) skewY(-3) scale(-.9 .9) translate(-600 -${FLOOR})`;
      // A dimmed copy just behind reads as the bag's depth when seen at an angle.
      if (spec.prop === 'dustbag') item = `<defs><g id="it1">${item}</g></defs><use xlink:href="#it1" transform="translate(-30 -12)" filter="url(#dim)"/><use xlink:href="#it1"/>`;
    } else if (spec.mode === 'flat') {
      transform = `rotate(-8 600 760) translate(0 20)`;
    } else {
      transform = `translate(600 800) scale(-.88 .88) translate(-600 -800)`;
      if (spec.hanger) {
        const [behind, front] = hanger(ctx, ...spec.hanger);
        item = behind + item + front;
      }
    }
  } else if (view === 2) {
    const [fx, fy] = typeof spec.focus === 'function' ? spec.focus(ctx) : spec.focus;
    const z = spec.zoom ?? 2.3;
    transform = `translate(600 760) scale(${z}) translate(${-fx} ${-fy})`;
  } else if (view === 3 && spec.prop !== 'back') {
    const s = spec.mode === 'stand' ? 0.78 : 0.7;
    const cy = spec.mode === 'stand' ? FLOOR : 800;
    prop = spec.prop === 'dustbag' ? dustBag(ctx) : giftBox(ctx);
    const ps = spec.propScale ?? 1;
    prop = `<g transform="translate(${n(-40 + 400 * (1 - ps))} ${n(FLOOR * (1 - ps))}) scale(${ps})">${ellipse(400, FLOOR + 6, 300, 50, 'url(#fl)', ' opacity=".7"')}${prop}</g>`;
    transform = `translate(${spec.mode === 'stand' ? 780 : 770} ${spec.mode === 'stand' ? FLOOR : 960}) scale(${s}) translate(-600 -${cy})`;
  }
  item = shadow + item;

  // Key light: a soft glow behind the item, from the left (or the right in the angled view).
  const glow = ellipse(view === 1 ? 800 : 440, 460, 660, 640, 'url(#lt)');
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg0}"/><stop offset=".68" stop-color="${bg1}"/><stop offset="1" stop-color="${shade(bg1, -0.05)}"/></linearGradient>` +
    // Radial gradients cost per painted pixel, so the glow is an ellipse rather than a full-canvas layer.
    '<radialGradient id="lt"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".3" stop-color="#fff" stop-opacity=".32"/><stop offset=".65" stop-color="#fff" stop-opacity=".09"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<linearGradient id="c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}"/><stop offset=".3" stop-color="${p.light}"/><stop offset=".6" stop-color="${p.base}"/><stop offset="1" stop-color="${p.darker}"/></linearGradient>` +
    `<linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hw.hi}"/><stop offset=".35" stop-color="${hw.mid}"/><stop offset=".6" stop-color="${hw.lo}"/><stop offset=".8" stop-color="${hw.mid}"/><stop offset="1" stop-color="${hw.hi}"/></linearGradient>` +
    `<radialGradient id="gm" cx=".38" cy=".3" r=".8"><stop offset="0" stop-color="${shade(p.base, 0.7)}"/><stop offset=".45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.darker}"/></radialGradient>` +
    `<radialGradient id="gl" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></radialGradient>` +
    // No blur filters anywhere: they make librsvg several times slower at 1200×1500.
    '<radialGradient id="fl"><stop offset="0" stop-color="#000" stop-opacity=".34"/><stop offset=".55" stop-color="#000" stop-opacity=".14"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="fs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>' +
    '<filter id="dim"><feColorMatrix type="matrix" values=".8 0 0 0 0 0 .8 0 0 0 0 0 .8 0 0 0 0 0 1 0"/></filter>' +
    ctx.defs.join('');

  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="1500" viewBox="0 0 1200 1500">' +
    `<defs>${defs}</defs>` +
    '<rect width="1200" height="1500" fill="url(#bg)"/>' +
    glow +
    prop +
    (transform ? `<g transform="${transform}">${item}</g>` : item) +
    '</svg>'
  );
}
