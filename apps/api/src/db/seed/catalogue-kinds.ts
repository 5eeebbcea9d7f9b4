/**
 * The kinds of item the demo catalogue makes, one per taxonomy leaf: the noun, price span, houses,
 * model lines and materials of each, grouped by what a group's kinds share. Pure data, read by
 * `generateProduct` in catalogue-data.ts.
 */
import type { SubCategory, SubSubCategory } from '@shop/shared';

/** What an item is, for names, descriptions, sizes and pictures. Keyed by sub-sub-category id suffix. */
export interface KindSpec {
  noun: string;
  group: 'bag' | 'clothing' | 'shoes' | 'accessory' | 'jewellery';
  /** Price span in rupees before rounding. */
  price: [number, number];
  brands: readonly string[];
  /** A model line; a pair ties it to the house that makes it. */
  models: readonly (string | readonly [model: string, brand: string])[];
  materials: readonly string[];
}

const BAG_BRANDS = ['Chanel', 'Louis Vuitton', 'Hermès', 'Gucci', 'Prada', 'Dior', 'Saint Laurent', 'Bottega Veneta', 'Balenciaga', 'Fendi', 'Celine', 'Loewe', 'Givenchy', 'Valentino', 'Burberry'];
const RTW_BRANDS = ['Gucci', 'Prada', 'Dior', 'Saint Laurent', 'Balenciaga', 'Fendi', 'Celine', 'Loewe', 'Givenchy', 'Valentino', 'Burberry', 'Versace', 'Moncler', 'Off-White', 'Chanel'];
const SHOE_BRANDS = ['Christian Louboutin', 'Jimmy Choo', 'Gucci', 'Prada', 'Dior', 'Saint Laurent', 'Balenciaga', 'Valentino', 'Chanel', 'Hermès', 'Bottega Veneta', 'Loewe', 'Off-White'];
const ACC_BRANDS = ['Hermès', 'Gucci', 'Louis Vuitton', 'Prada', 'Dior', 'Saint Laurent', 'Burberry', 'Chanel', 'Fendi', 'Versace', 'Off-White', 'Cartier'];
const JEWEL_BRANDS = ['Cartier', 'Tiffany & Co.', 'Bulgari', 'Van Cleef & Arpels', 'Chanel', 'Dior', 'Hermès', 'Gucci'];
const KIDS_BRANDS = ['Gucci', 'Burberry', 'Dior', 'Fendi', 'Moncler', 'Balenciaga', 'Givenchy', 'Versace', 'Off-White'];

const LEATHERS = ['Caviar leather', 'Lambskin', 'Calfskin', 'Togo leather', 'Epsom leather', 'Saffiano leather', 'Monogram canvas', 'Grained calfskin', 'Intrecciato nappa', 'Suede'];
const FABRICS = ['Cotton poplin', 'Silk crêpe', 'Virgin wool', 'Cashmere blend', 'Denim', 'Linen', 'Technical jersey', 'Viscose', 'Cotton jersey', 'Tweed'];

/** What a kind may have of its own where its group's houses or materials do not fit it. */
type KindOwn = Partial<Pick<KindSpec, 'brands' | 'materials'>>;

/** Makes one group's kinds: a kind names its noun, price span (rupees) and model lines; houses and materials are the group's unless its own. */
function kindsOf(group: KindSpec['group'], brands: readonly string[], materials: readonly string[] = []) {
  return (noun: string, min: number, max: number, models: KindSpec['models'], own: KindOwn = {}): KindSpec => ({ noun, group, price: [min, max], brands, models, materials, ...own });
}
const bag = kindsOf('bag', BAG_BRANDS, LEATHERS);
const clothing = kindsOf('clothing', RTW_BRANDS, FABRICS);
const shoes = kindsOf('shoes', SHOE_BRANDS);
const accessory = kindsOf('accessory', ACC_BRANDS);
const jewellery = kindsOf('jewellery', JEWEL_BRANDS);

const KINDS: Record<string, KindSpec> = {
  'tote-bags': bag('Tote Bag', 70_000, 4_50_000, [
    ['Neverfull MM', 'Louis Vuitton'],
    ['Book Tote', 'Dior'],
    ['Garavani Shopper', 'Valentino'],
    ['Cabas', 'Celine'],
    ['Arco Tote', 'Bottega Veneta'],
    ['Onthego GM', 'Louis Vuitton'],
    ['Sac de Jour', 'Saint Laurent'],
    ['Grand Shopping Tote', 'Chanel'],
    ['Ophidia Tote', 'Gucci'],
    'Leather Tote',
    'Canvas Tote',
  ]),
  'shoulder-bags': bag('Shoulder Bag', 80_000, 5_50_000, [
    ['Classic Double Flap', 'Chanel'],
    ['GG Marmont Medium', 'Gucci'],
    ['Loulou', 'Saint Laurent'],
    ['Le Cagole', 'Balenciaga'],
    ['Baguette', 'Fendi'],
    ['Triomphe', 'Celine'],
    ['Jodie', 'Bottega Veneta'],
    ['Re-Edition 2005', 'Prada'],
    ['Puzzle', 'Loewe'],
    ['Antigona Soft', 'Givenchy'],
    ['TB Bag', 'Burberry'],
  ]),
  clutch: bag('Clutch', 40_000, 2_50_000, [
    ['The Pouch', 'Bottega Veneta'],
    ['Kate Envelope', 'Saint Laurent'],
    ['Pochette Voyage', 'Louis Vuitton'],
    ['Clutch with Chain', 'Chanel'],
    ['Rockstud Clutch', 'Valentino'],
    'Evening Clutch',
    'Leather Clutch',
  ]),
  'sling-bags': bag('Sling Bag', 60_000, 3_20_000, [
    ['Saddle', 'Dior'],
    ['Evelyne PM', 'Hermès'],
    ['Dionysus Small', 'Gucci'],
    ['Puzzle Small', 'Loewe'],
    ['Cassette', 'Bottega Veneta'],
    ['Pochette Métis', 'Louis Vuitton'],
    ['Cleo', 'Prada'],
  ]),
  'mini-bags': bag('Mini Bag', 55_000, 3_80_000, [
    ['Micro Lady Dior', 'Dior'],
    ['Nano Speedy', 'Louis Vuitton'],
    ['Mini Kelly', 'Hermès'],
    ['Peekaboo ISeeU Mini', 'Fendi'],
    ['Nano Luggage', 'Celine'],
    ['Rectangular Mini Flap', 'Chanel'],
    ['Le Cagole XS', 'Balenciaga'],
  ]),
  'satchel-bags': bag('Satchel', 75_000, 4_20_000, [
    ['Galleria', 'Prada'],
    ['Alma PM', 'Louis Vuitton'],
    ['Antigona Medium', 'Givenchy'],
    ['City', 'Balenciaga'],
    ['Boy Bag', 'Chanel'],
    ['Lola', 'Burberry'],
    ['Bolide 31', 'Hermès'],
  ]),
  handbags: bag('Handbag', 1_20_000, 9_00_000, [
    ['Birkin 30', 'Hermès'],
    ['Kelly 28', 'Hermès'],
    ['Lady Dior Medium', 'Dior'],
    ['Speedy Bandoulière 25', 'Louis Vuitton'],
    ['Jackie 1961', 'Gucci'],
    ['Constance 24', 'Hermès'],
    ['Capucines MM', 'Louis Vuitton'],
    ['Peekaboo Medium', 'Fendi'],
    ['Flamenco', 'Loewe'],
  ]),
  beltbags: bag('Belt Bag', 35_000, 1_60_000, [
    ['Bumbag', 'Louis Vuitton'],
    ['Belt Bag', 'Celine'],
    ['GG Marmont Belt Bag', 'Gucci'],
    ['Re-Nylon Belt Bag', 'Prada'],
    ['Waist Bag', 'Chanel'],
    'Leather Belt Bag',
  ]),
  wristlet: bag('Wristlet', 25_000, 1_10_000, [['Toiletry Pouch 26', 'Louis Vuitton'], ['Zippy Wristlet', 'Louis Vuitton'], ['Jackie Wristlet', 'Gucci'], 'Card Wristlet', 'Leather Wristlet']),

  'dresses-and-gowns': clothing('Dress', 25_000, 2_40_000, ['Silk Midi Dress', 'Tweed Shift Dress', 'Pleated Maxi Dress', 'Wrap Dress', 'Draped Evening Gown', 'Lace Cocktail Dress']),
  'skirts-and-shorts': clothing('Skirt', 15_000, 1_20_000, ['Pleated Midi Skirt', 'Tweed Mini Skirt', 'Leather Pencil Skirt', 'A-Line Skirt', 'Denim Shorts']),
  't-shirts-and-shirts': clothing('Shirt', 12_000, 85_000, ['Silk Blouse', 'Logo T-Shirt', 'Poplin Shirt', 'Bow Blouse', 'Oversized Tee']),
  'trousers-and-denims': clothing('Trousers', 15_000, 95_000, ['Wide-Leg Trousers', 'Tailored Cigarette Trousers', 'Straight Jeans', 'Cargo Trousers', 'Flared Jeans']),
  'jackets-and-outerwear': clothing('Jacket', 45_000, 3_50_000, [
    'Tweed Jacket',
    'Trench Coat',
    ['Maya Down Jacket', 'Moncler'],
    'Leather Biker Jacket',
    'Double-Breasted Blazer',
    'Bomber Jacket',
    ['Kensington Trench Coat', 'Burberry'],
  ]),
  jumpsuits: clothing('Jumpsuit', 30_000, 1_40_000, ['Silk', 'Utility', 'Belted', 'Wide-Leg']),
  'co-ord-sets-womens': clothing('Co-Ord Set', 35_000, 1_80_000, ['Knit', 'Printed Silk', 'Tweed', 'Lounge']),
  'swim-suit': clothing('Swimsuit', 12_000, 55_000, ['Logo', 'Cut-Out', 'Halterneck', 'Ribbed', 'Bikini Set', 'Printed Bikini'], { materials: ['Recycled nylon', 'Lycra blend', 'Econyl'] }),
  shirts: clothing('Shirt', 14_000, 75_000, ['Oxford Shirt', 'Silk Bowling Shirt', 'Poplin Shirt', 'Printed Shirt', 'Overshirt']),
  'track-suits': clothing('Track Suit', 40_000, 1_60_000, ['Technical Jersey', 'Logo', 'Web Stripe', 'Nylon', 'Velour'], { materials: ['Technical jersey', 'Nylon', 'Cotton fleece'] }),
  't-shirts': clothing('T-Shirt', 9_000, 55_000, ['Logo T-Shirt', 'Oversized Tee', 'Printed Tee', 'Crewneck Tee', 'Piqué Polo'], { materials: ['Cotton jersey', 'Organic cotton', 'Piqué cotton'] }),
  shorts: clothing('Shorts', 12_000, 60_000, ['Swim Shorts', 'Tailored Shorts', 'Denim Shorts', 'Cargo Shorts', 'Jersey Shorts']),

  boots: shoes('Boots', 35_000, 1_40_000, ['Chelsea Boots', 'Combat Boots', 'Knee-High Boots', 'Ankle Boots', 'Lace-Up Boots', 'Western Boots', ['Monolith Boots', 'Prada']], {
    materials: ['Calf leather', 'Suede', 'Patent leather'],
  }),
  espadrilles: shoes('Espadrilles', 22_000, 65_000, ['Logo Espadrilles', 'Canvas Espadrilles', 'Flat Espadrilles', ['CC Espadrilles', 'Chanel']], { materials: ['Canvas', 'Suede', 'Calf leather'] }),
  'loafers-and-moccasins': shoes('Loafers', 30_000, 95_000, [['Horsebit Loafers', 'Gucci'], 'Penny Loafers', 'Driving Moccasins', 'Chain Loafers', 'Lug-Sole Loafers', ['Monolith Loafers', 'Prada']], {
    materials: ['Calf leather', 'Suede', 'Patent leather'],
  }),
  'sliders-and-slippers': shoes('Slides', 18_000, 70_000, [['Oran Sandals', 'Hermès'], 'Pool Slides', 'Logo Slides', 'Shearling Slippers', ['Princetown Slippers', 'Gucci']], {
    materials: ['Calf leather', 'Rubber', 'Shearling'],
  }),
  sneakers: shoes(
    'Sneakers',
    35_000,
    1_10_000,
    [
      ['Triple S Sneakers', 'Balenciaga'],
      ['Ace Sneakers', 'Gucci'],
      ['B23 Low Sneakers', 'Dior'],
      ['Out of Office Sneakers', 'Off-White'],
      ['Lou Spikes Sneakers', 'Christian Louboutin'],
      'Runner Sneakers',
      'Court Low Sneakers',
    ],
    { materials: ['Calf leather', 'Mesh and suede', 'Canvas'] },
  ),
  'espadrilles-and-loafers': shoes('Loafers', 30_000, 95_000, [['Horsebit Loafers', 'Gucci'], 'Logo Espadrilles', 'Chain Loafers', 'Lug-Sole Loafers', ['CC Espadrilles', 'Chanel']], {
    materials: ['Calf leather', 'Suede', 'Canvas'],
  }),
  'flats-and-slippers': shoes('Ballet Flats', 25_000, 80_000, [['Cap-Toe Ballerinas', 'Chanel'], 'Mary Jane Flats', 'Bow Flats', 'Leather Mules', ['Princetown Slippers', 'Gucci']], {
    materials: ['Lambskin', 'Patent leather', 'Satin'],
  }),
  'heels-and-wedges': shoes(
    'Pumps',
    35_000,
    1_20_000,
    [['So Kate 120 Pumps', 'Christian Louboutin'], ['Romy 85 Pumps', 'Jimmy Choo'], 'Slingback Pumps', 'Wedge Sandals', ['Rockstud Pumps', 'Valentino'], ['J’Adior Slingbacks', 'Dior']],
    { materials: ['Patent leather', 'Suede', 'Kid leather'] },
  ),
  peeptoes: shoes('Peep-Toe Pumps', 30_000, 95_000, [['Very Privé Pumps', 'Christian Louboutin'], 'Peep-Toe Platform Pumps', 'Open-Toe Slingbacks', ['Lance Peep-Toe Sandals', 'Jimmy Choo']], {
    materials: ['Patent leather', 'Suede', 'Satin'],
  }),
  shoes: shoes('Shoes', 8_000, 40_000, ['Kids Sneakers', 'First Walkers', 'Velcro Trainers', 'Mary Janes', 'Kids Loafers'], { materials: ['Calf leather', 'Canvas', 'Suede'], brands: KIDS_BRANDS }),

  belts: accessory(
    'Belt',
    18_000,
    90_000,
    [['H Buckle Belt', 'Hermès'], ['GG Marmont Belt', 'Gucci'], 'Reversible Belt', ['Industrial Belt', 'Off-White'], 'Logo Buckle Belt', ['Initiales Belt', 'Louis Vuitton']],
    { materials: ['Calf leather', 'Box leather', 'Canvas'] },
  ),
  sunglasses: accessory('Sunglasses', 15_000, 60_000, ['Cat-Eye Sunglasses', 'Aviator Sunglasses', 'Oversized Square Sunglasses', 'Round Sunglasses', 'Shield Sunglasses'], {
    materials: ['Acetate', 'Metal', 'Titanium'],
  }),
  scarves: accessory('Scarf', 12_000, 70_000, [['Silk Carré 90', 'Hermès'], 'Cashmere Scarf', ['Check Cashmere Scarf', 'Burberry'], 'Monogram Scarf'], {
    materials: ['Silk twill', 'Cashmere', 'Wool and silk'],
  }),
  'shawls-and-scarves': accessory('Shawl', 15_000, 85_000, [['Silk Carré 90', 'Hermès'], 'Cashmere Shawl', ['Twilly', 'Hermès'], 'Monogram Shawl', 'Logo Stole'], {
    materials: ['Silk twill', 'Cashmere', 'Wool and silk'],
  }),
  caps: accessory('Cap', 9_000, 40_000, ['Baseball Cap', 'Logo Cap', 'Bucket Hat', 'Trucker Cap'], { materials: ['Cotton canvas', 'Nylon', 'Wool'] }),
  watches: accessory(
    'Watch',
    1_20_000,
    8_50_000,
    [
      ['Tank Must', 'Cartier'],
      ['Cape Cod', 'Hermès'],
      ['J12', 'Chanel'],
      ['Serpenti Tubogas', 'Bulgari'],
      ['Ballon Bleu', 'Cartier'],
      ['Panthère', 'Cartier'],
      ['Heure H', 'Hermès'],
    ],
    { materials: ['Stainless steel', '18k gold', 'Ceramic'], brands: ['Cartier', 'Hermès', 'Chanel', 'Bulgari', 'Gucci', 'Dior'] },
  ),
  'small-accessories': accessory('Card Holder', 12_000, 55_000, ['Card Holder', 'Key Pouch', 'Compact Wallet', 'Bag Charm', 'Coin Purse'], { materials: LEATHERS }),

  earrings: jewellery(
    'Earrings',
    45_000,
    6_50_000,
    [
      ['Sweet Alhambra Earrings', 'Van Cleef & Arpels'],
      ['HardWear Drop Earrings', 'Tiffany & Co.'],
      ['Juste un Clou Earrings', 'Cartier'],
      ['Serpenti Hoop Earrings', 'Bulgari'],
      ['CC Stud Earrings', 'Chanel'],
      ['Rose des Vents Earrings', 'Dior'],
    ],
    { materials: ['18k yellow gold', '18k white gold', '18k rose gold', 'Sterling silver'] },
  ),
  rings: jewellery(
    'Ring',
    40_000,
    8_00_000,
    [
      ['Love Ring', 'Cartier'],
      ['Trinity Ring', 'Cartier'],
      ['B.zero1 Ring', 'Bulgari'],
      ['T Wire Ring', 'Tiffany & Co.'],
      ['Juste un Clou Ring', 'Cartier'],
      ['Coco Crush Ring', 'Chanel'],
    ],
    { materials: ['18k yellow gold', '18k white gold', '18k rose gold', 'Platinum'] },
  ),
  'charms-and-bracelets': jewellery(
    'Bracelet',
    45_000,
    7_50_000,
    [
      ['Love Bracelet', 'Cartier'],
      ['Sweet Alhambra Bracelet', 'Van Cleef & Arpels'],
      ['Clic H Bracelet', 'Hermès'],
      ['Serpenti Viper Bracelet', 'Bulgari'],
      ['Return to Tiffany Charm Bracelet', 'Tiffany & Co.'],
    ],
    { materials: ['18k yellow gold', '18k rose gold', 'Enamel and palladium', 'Sterling silver'] },
  ),
  necklaces: jewellery(
    'Necklace',
    55_000,
    9_00_000,
    [
      ['Vintage Alhambra Necklace', 'Van Cleef & Arpels'],
      ['Diamonds by the Yard Necklace', 'Tiffany & Co.'],
      ['Serpenti Pendant', 'Bulgari'],
      ['Amulette Necklace', 'Cartier'],
      ['T Smile Pendant', 'Tiffany & Co.'],
    ],
    { materials: ['18k yellow gold', '18k white gold', 'Platinum', 'Sterling silver'] },
  ),
};

/** Kids' clothing keys share names with women's; these override by full id. */
const KIDS_CLOTHING: KindSpec = {
  noun: 'Kids Outfit',
  group: 'clothing',
  price: [5_000, 45_000],
  brands: KIDS_BRANDS,
  models: ['Logo', 'Check', 'Monogram', 'Printed', 'Classic'],
  materials: ['Cotton jersey', 'Organic cotton', 'Denim', 'Cotton poplin'],
};
const KIDS_NOUNS: Record<string, string> = {
  't-shirts-and-shirts': 'T-Shirt',
  'denims-and-trousers': 'Jeans',
  'shorts-and-skirts': 'Shorts',
  'playsuit-and-jumpsuit': 'Playsuit',
  'onesies-and-rompers': 'Romper',
  'jackets-and-outerwear': 'Jacket',
  dresses: 'Dress',
  'co-ords-sets': 'Co-Ord Set',
};

export function kindFor(subSub: SubSubCategory, sub: SubCategory): KindSpec {
  const suffix = subSub.id.slice(sub.id.length + 1);
  if (sub.id === 'kids-clothing') return { ...KIDS_CLOTHING, noun: KIDS_NOUNS[suffix] ?? 'Outfit' };
  if (sub.id === 'kids-accessories') {
    const base = KINDS[suffix]!;
    return { ...base, brands: KIDS_BRANDS, price: [5_000, 25_000] };
  }
  const spec = KINDS[suffix];
  if (!spec) throw new Error(`No demo data for ${subSub.id}`);
  return spec;
}
