/**
 * Believable demo catalogue content: luxury houses and the words product descriptions are built
 * from (the kinds of item and their model lines are in catalogue-kinds.ts). Pure data and a
 * deterministic generator, shared by the demo seed (about 230 products) and the benchmark's 100k-product catalogue.
 */
import { COLOURS, CONDITIONS, SIZES_BY_KIND, SUB_CATEGORIES, type Colour, type Condition, type SubCategory, type SubSubCategory } from '@shop/shared';
import { kindFor, type KindSpec } from './catalogue-kinds';

export interface BrandSeed {
  name: string;
  description: string;
  monogram: string;
}

export const BRANDS: readonly BrandSeed[] = [
  { name: 'Chanel', monogram: 'CC', description: 'The Paris house Gabrielle Chanel founded in 1910: quilted leather, chain straps, tweed and the interlocking CC.' },
  { name: 'Louis Vuitton', monogram: 'LV', description: 'Trunk-maker since 1854, known for its Monogram and Damier canvases and travel pieces built to last.' },
  { name: 'Hermès', monogram: 'H', description: 'Saddlery-born Parisian house of the Birkin and Kelly, silk carrés and hand-stitched leather.' },
  { name: 'Gucci', monogram: 'GG', description: 'Florentine house since 1921: the horsebit, the web stripe, GG Supreme canvas and bold Italian glamour.' },
  { name: 'Prada', monogram: 'P', description: 'Milanese house whose Re-Nylon, Saffiano leather and enamel triangle defined modern luxury.' },
  { name: 'Dior', monogram: 'CD', description: 'Christian Dior’s couture house: the Lady Dior, the Saddle, Oblique jacquard and the New Look.' },
  { name: 'Saint Laurent', monogram: 'YSL', description: 'Parisian house of sharp tailoring, Le Smoking and the Cassandre monogram on quilted leather.' },
  { name: 'Bottega Veneta', monogram: 'BV', description: 'Vicenza house of the intrecciato weave, where quiet craftsmanship replaces logos.' },
  { name: 'Balenciaga', monogram: 'B', description: 'Spanish-founded Paris house of sculptural couture, the City bag and statement sneakers.' },
  { name: 'Fendi', monogram: 'FF', description: 'Roman house of fur and leather craft, home of the Baguette and the Peekaboo.' },
  { name: 'Celine', monogram: 'C', description: 'Parisian house of refined minimalism: the Luggage, the Triomphe and clean tailoring.' },
  { name: 'Loewe', monogram: 'L', description: 'Madrid-born leather house since 1846: the Puzzle, the Flamenco and the anagram.' },
  { name: 'Givenchy', monogram: 'G', description: 'Hubert de Givenchy’s Paris house of elegant couture, the Antigona and 4G hardware.' },
  { name: 'Valentino', monogram: 'V', description: 'Roman couture house of Valentino red and the Rockstud.' },
  { name: 'Burberry', monogram: 'TB', description: 'London house of the trench coat and the check, since 1856.' },
  { name: 'Versace', monogram: 'V', description: 'Milanese house of the Medusa, baroque prints and unapologetic glamour.' },
  { name: 'Christian Louboutin', monogram: 'CL', description: 'Parisian shoemaker of the red lacquered sole.' },
  { name: 'Jimmy Choo', monogram: 'JC', description: 'London shoemaker of sleek heels, crystal embellishment and evening bags.' },
  { name: 'Cartier', monogram: 'C', description: 'Jeweller of kings since 1847: Love, Juste un Clou, Tank and Panthère.' },
  { name: 'Tiffany & Co.', monogram: 'T', description: 'New York jeweller of the blue box, the Tiffany setting and T collection.' },
  { name: 'Bulgari', monogram: 'B', description: 'Roman jeweller of Serpenti, B.zero1 and bold coloured gemstones.' },
  { name: 'Van Cleef & Arpels', monogram: 'VCA', description: 'Place Vendôme jeweller of the Alhambra clover and poetic high jewellery.' },
  { name: 'Moncler', monogram: 'M', description: 'Alpine house of the quilted down jacket, since 1952.' },
  { name: 'Off-White', monogram: 'OW', description: 'Milan label of diagonal stripes and industrial belts, where streetwear meets luxury.' },
];

/** A small deterministic random source (mulberry32), so every seed run makes the same catalogue. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

export interface ProductSeed {
  productName: string;
  brandName: string;
  categoryId: string;
  subCategoryId: string;
  subSubCategoryId: string;
  color: Colour;
  condition: Condition;
  pricePaise: number;
  discountPricePaise: number;
  estimatedPricePaise: number;
  description: string;
  additionalInfo: string;
  material: string;
  pattern: string;
  fit: string;
  tags: string[];
  sizes: { size: string; quantity: number }[];
  imageCount: number;
  /** How many days ago it was listed. */
  ageDays: number;
}

const CONDITION_NOTES: Record<Condition, [exterior: string, interior: string]> = {
  new_with_tags: ['No signs of wear; original tags attached', 'Pristine; protective films in place'],
  new_without_tags: ['No signs of wear', 'Clean, unused'],
  pristine: ['Faint marks visible only on close inspection', 'Clean'],
  good: ['Light scuffs on corners and base', 'Light marks on the lining'],
  gently_used: ['Visible creasing and light scratches on hardware', 'Some pen marks and light wear'],
  used_fairly_well: ['Noticeable corner wear, scuffs and patina', 'Wear and marks throughout; priced to reflect'],
};

const FITS = ['Regular', 'Relaxed', 'Slim', 'Oversized', 'Tailored'];

/**
 * Model names that already say what the item is, anywhere in the name, get no noun appended
 * ("Birkin 30 Handbag", but not "Chelsea Boots Boots" nor "Clutch with Chain Clutch").
 */
const NAMES_ITEM =
  /(?<![\p{L}-])(bags?|tote|clutch|pouch|wristlet|bumbag|loafers?|espadrilles?|pumps?|slides?|sandals?|sneakers?|boots?|flats?|ballerinas?|mules?|slippers?|slingbacks?|trainers|walkers|janes|moccasins|cap|hat|belt|scarf|shawl|stole|twilly|carré 90|holder|wallet|charm|purse|dress|gown|blouse|shirt|t-shirt|tee|polo|overshirt|trousers|jeans|shorts|skirt|jacket|coat|blazer|bomber|earrings|ring|bracelet|necklace|pendant|bikini set|sunglasses)(?![\p{L}-])/iu;

/** Materials only one house uses: another house's piece is never described in them. */
export const HOUSE_MATERIALS: Record<string, string> = {
  'Caviar leather': 'Chanel',
  'Togo leather': 'Hermès',
  'Epsom leather': 'Hermès',
  'Saffiano leather': 'Prada',
  'Monogram canvas': 'Louis Vuitton',
  'Intrecciato nappa': 'Bottega Veneta',
};

/** The pattern a piece's own name and material show; plain otherwise. */
function patternOf(model: string, material: string): string {
  if (/monogram/i.test(`${model} ${material}`)) return 'Monogram';
  if (/check/i.test(model)) return 'Check';
  if (/print/i.test(model)) return 'Printed';
  if (/classic double flap|marmont|loulou|boy bag|rectangular mini flap|quilted/i.test(model)) return 'Quilted';
  if (/tweed/i.test(`${model} ${material}`)) return 'Tweed';
  return 'Solid';
}

/** The colour a metal piece is (a gold ring is not "blue"); null for other materials. */
function metalColour(material: string): Colour | null {
  if (/rose gold/i.test(material)) return 'Pink';
  if (/yellow gold|^18k gold/i.test(material)) return 'Yellow';
  if (/white gold|platinum|silver|steel|palladium/i.test(material)) return 'Gray';
  return null;
}

/** The hallmark a metal carries. */
function hallmarkOf(metal: string): string {
  if (/18k/.test(metal)) return 'Brand stamp, 750 hallmark';
  if (/platinum/i.test(metal)) return 'Brand stamp, 950 hallmark';
  if (/silver/i.test(metal)) return 'Brand stamp, 925 hallmark';
  return 'Brand stamp and serial number';
}

/** Heel heights (cm) a kind of shoe has. */
function heelSpan(model: string, noun: string): [number, number] {
  const text = `${model} ${noun}`;
  if (/pumps|slingback|peep-toe|wedge/i.test(text)) return [6, 12];
  if (/boots/i.test(text)) return [2, 9];
  return [1, 3];
}

/** How a fabric is cared for. */
function careOf(fabric: string, rng: Rng): string {
  const pick = rng.pick(['Machine wash 30°C', 'Hand wash cold']);
  if (/silk|wool|cashmere|tweed|viscose|crêpe|leather/i.test(fabric)) return 'Dry clean only';
  if (/nylon|lycra|econyl/i.test(fabric)) return 'Hand wash cold';
  return pick;
}

/** The words of the item's noun the model name does not already say ("Mini Kelly" + "Mini Bag" → "Bag"). */
function nounAfter(model: string, noun: string): string {
  const said = new Set(model.toLowerCase().split(/\s+/));
  return noun
    .split(' ')
    .filter((w) => !said.has(w.toLowerCase()))
    .join(' ');
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function describe(spec: KindSpec, brand: string, model: string, colour: Colour, material: string, condition: Condition, rng: Rng): string {
  const [exteriorNote, interiorNote] = CONDITION_NOTES[condition];
  const hardware = rng.pick(['Gold-tone', 'Silver-tone', 'Ruthenium', 'Palladium-plated']);
  const item = NAMES_ITEM.test(model) ? model : `${model} ${nounAfter(model, spec.noun).toLowerCase()}`;
  const intro = `A ${colour.toLowerCase()} ${brand} ${item} in ${material.toLowerCase()}, authenticated by our in-house experts.`;
  // Every description opens with the item, then its outside (what it is made of first) and, where it has one, its inside.
  const lines = (madeOfLabel: string, ...rest: string[]) => [intro, 'EXTERIOR', `${madeOfLabel}: ${material}`, ...rest].join('\n');
  const colourLine = `Colour: ${colour}`;
  const hardwareLine = `Hardware: ${hardware}`;
  const outsideLine = `Condition: ${exteriorNote}`;
  const insideLine = `Condition: ${interiorNote}`;
  const includes = (options: readonly string[]) => `Includes: ${rng.pick(options)}`;
  switch (spec.group) {
    case 'bag':
      return lines(
        'Material',
        colourLine,
        hardwareLine,
        outsideLine,
        `Dimensions: ${rng.int(18, 40)} x ${rng.int(12, 30)} x ${rng.int(6, 18)} cm`,
        'INTERIOR',
        `Lining: ${rng.pick(['Leather', 'Canvas', 'Microfibre', 'Grosgrain'])}`,
        `Pockets: ${rng.pick(['One zip pocket, one patch pocket', 'Two patch pockets', 'One slip pocket', 'One zip pocket'])}`,
        insideLine,
        includes(['Dust bag', 'Dust bag and box', 'Dust bag, box and authenticity card', 'Dust bag and receipt copy']),
      );
    case 'clothing':
      return lines(
        'Fabric',
        colourLine,
        outsideLine,
        `Made in: ${rng.pick(['Italy', 'France', 'Portugal', 'Spain', 'Romania'])}`,
        'INTERIOR',
        `Lining: ${rng.pick(['Unlined', 'Silk', 'Viscose', 'Cupro'])}`,
        `Care: ${careOf(material, rng)}`,
        insideLine,
      );
    case 'shoes':
      return lines(
        'Upper',
        colourLine,
        // The red lacquered sole is Christian Louboutin's, on every pair and no one else's.
        `Sole: ${brand === 'Christian Louboutin' ? rng.pick(['Red lacquered sole']) : rng.pick(/sneaker|trainer|boots/i.test(model) ? ['Rubber sole', 'Lug sole', 'Rubber sole'] : ['Leather sole', 'Rubber sole', 'Leather sole'])}`,
        `Heel height: ${rng.int(...heelSpan(model, spec.noun))} cm`,
        outsideLine,
        'INTERIOR',
        `Insole: ${rng.pick(['Leather, logo stamped', 'Padded leather', 'Textile'])}`,
        insideLine,
        includes(['Dust bag', 'Box and dust bag', 'Box']),
      );
    case 'accessory':
      return lines('Material', colourLine, hardwareLine, outsideLine, includes(['Box', 'Dust bag', 'Case and cloth', 'Box and dust bag']));
    case 'jewellery':
      return lines(
        'Metal',
        `Stones: ${rng.pick(['None', 'Diamonds', 'Mother-of-pearl', 'Onyx', 'Malachite', 'Carnelian'])}`,
        `Weight: ${rng.int(3, 40)} g`,
        outsideLine,
        `Hallmarks: ${rng.pick([hallmarkOf(material)])}`,
        includes(['Box and certificate', 'Pouch', 'Box, pouch and certificate']),
      );
  }
}

/** Picks up to `count` of one size kind's labels with a few in stock each. */
function sizesFor(sub: SubCategory, spec: KindSpec, rng: Rng): { size: string; quantity: number }[] {
  const kind = spec.noun === 'Ring' ? 'ring' : sub.sizing;
  const labels = SIZES_BY_KIND[kind];
  if (labels.length === 1 || (spec.group !== 'clothing' && spec.group !== 'shoes')) {
    return [{ size: kind === 'ring' ? rng.pick(labels) : labels[0]!, quantity: 1 }];
  }
  // Resale: most clothing and shoes are single pieces; some come in a few sizes.
  if (rng.chance(0.6)) return [{ size: rng.pick(labels), quantity: 1 }];
  const start = rng.int(0, Math.max(0, labels.length - 3));
  const count = rng.int(2, 4);
  return labels.slice(start, start + count).map((size) => ({ size, quantity: rng.int(1, 2) }));
}

/** Generates one believable product for a sub-sub-category. */
export function generateProduct(subSub: SubSubCategory, rng: Rng): ProductSeed {
  const sub = SUB_CATEGORIES.find((s) => s.id === subSub.subCategoryId)!;
  const spec = kindFor(subSub, sub);
  const picked = rng.pick(spec.models);
  const [model, brand] = typeof picked === 'string' ? [picked, rng.pick(spec.brands)] : picked;
  const drawn = rng.pick(COLOURS);
  const materials = spec.materials.filter((m) => !HOUSE_MATERIALS[m] || HOUSE_MATERIALS[m] === brand);
  const material = rng.pick(materials.length ? materials : spec.materials);
  const colour = metalColour(material) ?? drawn;
  const condition = rng.pick(CONDITIONS);
  const pricePaise = roundTo(rng.int(spec.price[0], spec.price[1]), 500) * 100;
  // Discounts as a shop marks down: about two pieces in three at full price; of the rest, most
  // 10-30 % off their own price, one in five 35-50 %. The struck-through price of a reduced piece
  // is its price before the reduction (a retail estimate would show 40-70 % "off" on everything).
  rng.next(); // (was the retail estimate's factor: kept so the rest of the catalogue stays as it was)
  const discounted = rng.chance(0.34);
  const cut = discounted ? rng.next() : 0;
  const percentOff = cut < 0.8 ? 10 + (cut / 0.8) * 20 : 35 + ((cut - 0.8) / 0.2) * 15;
  const discountPricePaise = discounted ? roundTo((pricePaise / 100) * (1 - percentOff / 100), 500) * 100 : 0;
  const estimatedPricePaise = discounted ? pricePaise : 0;
  const kids = sub.categoryId === 'kids' && !/^kids\b/i.test(model) ? 'Kids ' : '';
  // A model line that holds its house's name ("Lady Dior", "Return to Tiffany") is not preceded by it again.
  const house = model.toLowerCase().includes(brand.split(' ')[0]!.toLowerCase()) ? '' : `${brand} `;
  const name = (NAMES_ITEM.test(model) ? `${house}${kids}${model}` : `${house}${kids}${model} ${nounAfter(model, spec.noun)}`).replace(/\s+/g, ' ');
  const sizes = sizesFor(sub, spec, rng);
  return {
    productName: name.length > 150 ? name.slice(0, 150) : name,
    brandName: brand,
    categoryId: sub.categoryId,
    subCategoryId: sub.id,
    subSubCategoryId: subSub.id,
    color: colour,
    condition,
    pricePaise,
    discountPricePaise: discountPricePaise < pricePaise ? discountPricePaise : 0,
    estimatedPricePaise,
    description: describe(spec, brand, model, colour, material, condition, rng),
    additionalInfo: rng.pick([
      'Authenticated by Tangerine Luxury. Ships in our signature packaging.',
      'Serial number and authenticity details verified in-house.',
      'Bio-cleaned and conditioned before listing.',
      'Sourced from a private collection in Mumbai.',
      'Sourced from a private collection in Delhi.',
    ]),
    material,
    // One draw either way, so the catalogue after this piece stays as it was.
    pattern: rng.pick([patternOf(model, material)]),
    fit: spec.group === 'clothing' ? rng.pick(FITS) : 'Regular',
    tags: [brand.toLowerCase(), spec.noun.toLowerCase(), colour.toLowerCase(), ...(discounted ? ['sale'] : [])],
    sizes,
    imageCount: rng.int(2, 4),
    ageDays: rng.int(0, 90),
  };
}
