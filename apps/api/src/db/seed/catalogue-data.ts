/**
 * Believable demo catalogue content: luxury houses, their model lines per kind of item, and the
 * words product descriptions are built from. Pure data and a deterministic generator, shared by
 * the demo seed (about 230 products) and the benchmark's 100k-product catalogue.
 */
import { COLOURS, CONDITIONS, SIZES_BY_KIND, SUB_CATEGORIES, type Colour, type Condition, type SubCategory, type SubSubCategory } from '@shop/shared';

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

/** What an item is, for names, descriptions, sizes and pictures. Keyed by sub-sub-category id suffix. */
interface KindSpec {
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

const KINDS: Record<string, KindSpec> = {
  'tote-bags': {
    noun: 'Tote Bag',
    group: 'bag',
    price: [70_000, 4_50_000],
    brands: BAG_BRANDS,
    models: [
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
    ],
    materials: LEATHERS,
  },
  'shoulder-bags': {
    noun: 'Shoulder Bag',
    group: 'bag',
    price: [80_000, 5_50_000],
    brands: BAG_BRANDS,
    models: [
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
    ],
    materials: LEATHERS,
  },
  clutch: {
    noun: 'Clutch',
    group: 'bag',
    price: [40_000, 2_50_000],
    brands: BAG_BRANDS,
    models: [
      ['The Pouch', 'Bottega Veneta'],
      ['Kate Envelope', 'Saint Laurent'],
      ['Pochette Voyage', 'Louis Vuitton'],
      ['Clutch with Chain', 'Chanel'],
      ['Rockstud Clutch', 'Valentino'],
      'Evening Clutch',
      'Leather Clutch',
    ],
    materials: LEATHERS,
  },
  'sling-bags': {
    noun: 'Sling Bag',
    group: 'bag',
    price: [60_000, 3_20_000],
    brands: BAG_BRANDS,
    models: [
      ['Saddle', 'Dior'],
      ['Evelyne PM', 'Hermès'],
      ['Dionysus Small', 'Gucci'],
      ['Puzzle Small', 'Loewe'],
      ['Cassette', 'Bottega Veneta'],
      ['Pochette Métis', 'Louis Vuitton'],
      ['Cleo', 'Prada'],
    ],
    materials: LEATHERS,
  },
  'mini-bags': {
    noun: 'Mini Bag',
    group: 'bag',
    price: [55_000, 3_80_000],
    brands: BAG_BRANDS,
    models: [
      ['Micro Lady Dior', 'Dior'],
      ['Nano Speedy', 'Louis Vuitton'],
      ['Mini Kelly', 'Hermès'],
      ['Peekaboo ISeeU Mini', 'Fendi'],
      ['Nano Luggage', 'Celine'],
      ['Rectangular Mini Flap', 'Chanel'],
      ['Le Cagole XS', 'Balenciaga'],
    ],
    materials: LEATHERS,
  },
  'satchel-bags': {
    noun: 'Satchel',
    group: 'bag',
    price: [75_000, 4_20_000],
    brands: BAG_BRANDS,
    models: [
      ['Galleria', 'Prada'],
      ['Alma PM', 'Louis Vuitton'],
      ['Antigona Medium', 'Givenchy'],
      ['City', 'Balenciaga'],
      ['Boy Bag', 'Chanel'],
      ['Lola', 'Burberry'],
      ['Bolide 31', 'Hermès'],
    ],
    materials: LEATHERS,
  },
  handbags: {
    noun: 'Handbag',
    group: 'bag',
    price: [1_20_000, 9_00_000],
    brands: BAG_BRANDS,
    models: [
      ['Birkin 30', 'Hermès'],
      ['Kelly 28', 'Hermès'],
      ['Lady Dior Medium', 'Dior'],
      ['Speedy Bandoulière 25', 'Louis Vuitton'],
      ['Jackie 1961', 'Gucci'],
      ['Constance 24', 'Hermès'],
      ['Capucines MM', 'Louis Vuitton'],
      ['Peekaboo Medium', 'Fendi'],
      ['Flamenco', 'Loewe'],
    ],
    materials: LEATHERS,
  },
  beltbags: {
    noun: 'Belt Bag',
    group: 'bag',
    price: [35_000, 1_60_000],
    brands: BAG_BRANDS,
    models: [['Bumbag', 'Louis Vuitton'], ['Belt Bag', 'Celine'], ['GG Marmont Belt Bag', 'Gucci'], ['Re-Nylon Belt Bag', 'Prada'], ['Waist Bag', 'Chanel'], 'Leather Belt Bag'],
    materials: LEATHERS,
  },
  wristlet: {
    noun: 'Wristlet',
    group: 'bag',
    price: [25_000, 1_10_000],
    brands: BAG_BRANDS,
    models: [['Toiletry Pouch 26', 'Louis Vuitton'], ['Zippy Wristlet', 'Louis Vuitton'], ['Jackie Wristlet', 'Gucci'], 'Card Wristlet', 'Leather Wristlet'],
    materials: LEATHERS,
  },

  'dresses-and-gowns': {
    noun: 'Dress',
    group: 'clothing',
    price: [25_000, 2_40_000],
    brands: RTW_BRANDS,
    models: ['Silk Midi Dress', 'Tweed Shift Dress', 'Pleated Maxi Dress', 'Wrap Dress', 'Draped Evening Gown', 'Lace Cocktail Dress'],
    materials: FABRICS,
  },
  'skirts-and-shorts': {
    noun: 'Skirt',
    group: 'clothing',
    price: [15_000, 1_20_000],
    brands: RTW_BRANDS,
    models: ['Pleated Midi Skirt', 'Tweed Mini Skirt', 'Leather Pencil Skirt', 'A-Line Skirt', 'Denim Shorts'],
    materials: FABRICS,
  },
  't-shirts-and-shirts': {
    noun: 'Shirt',
    group: 'clothing',
    price: [12_000, 85_000],
    brands: RTW_BRANDS,
    models: ['Silk Blouse', 'Logo T-Shirt', 'Poplin Shirt', 'Bow Blouse', 'Oversized Tee'],
    materials: FABRICS,
  },
  'trousers-and-denims': {
    noun: 'Trousers',
    group: 'clothing',
    price: [15_000, 95_000],
    brands: RTW_BRANDS,
    models: ['Wide-Leg Trousers', 'Tailored Cigarette Trousers', 'Straight Jeans', 'Cargo Trousers', 'Flared Jeans'],
    materials: FABRICS,
  },
  'jackets-and-outerwear': {
    noun: 'Jacket',
    group: 'clothing',
    price: [45_000, 3_50_000],
    brands: RTW_BRANDS,
    models: ['Tweed Jacket', 'Trench Coat', ['Maya Down Jacket', 'Moncler'], 'Leather Biker Jacket', 'Double-Breasted Blazer', 'Bomber Jacket', ['Kensington Trench Coat', 'Burberry']],
    materials: FABRICS,
  },
  jumpsuits: { noun: 'Jumpsuit', group: 'clothing', price: [30_000, 1_40_000], brands: RTW_BRANDS, models: ['Silk', 'Utility', 'Belted', 'Wide-Leg'], materials: FABRICS },
  'co-ord-sets-womens': { noun: 'Co-Ord Set', group: 'clothing', price: [35_000, 1_80_000], brands: RTW_BRANDS, models: ['Knit', 'Printed Silk', 'Tweed', 'Lounge'], materials: FABRICS },
  'swim-suit': {
    noun: 'Swimsuit',
    group: 'clothing',
    price: [12_000, 55_000],
    brands: RTW_BRANDS,
    models: ['Logo', 'Cut-Out', 'Halterneck', 'Ribbed', 'Bikini Set', 'Printed Bikini'],
    materials: ['Recycled nylon', 'Lycra blend', 'Econyl'],
  },
  shirts: {
    noun: 'Shirt',
    group: 'clothing',
    price: [14_000, 75_000],
    brands: RTW_BRANDS,
    models: ['Oxford Shirt', 'Silk Bowling Shirt', 'Poplin Shirt', 'Printed Shirt', 'Overshirt'],
    materials: FABRICS,
  },
  'track-suits': {
    noun: 'Track Suit',
    group: 'clothing',
    price: [40_000, 1_60_000],
    brands: RTW_BRANDS,
    models: ['Technical Jersey', 'Logo', 'Web Stripe', 'Nylon', 'Velour'],
    materials: ['Technical jersey', 'Nylon', 'Cotton fleece'],
  },
  't-shirts': {
    noun: 'T-Shirt',
    group: 'clothing',
    price: [9_000, 55_000],
    brands: RTW_BRANDS,
    models: ['Logo T-Shirt', 'Oversized Tee', 'Printed Tee', 'Crewneck Tee', 'Piqué Polo'],
    materials: ['Cotton jersey', 'Organic cotton', 'Piqué cotton'],
  },
  shorts: {
    noun: 'Shorts',
    group: 'clothing',
    price: [12_000, 60_000],
    brands: RTW_BRANDS,
    models: ['Swim Shorts', 'Tailored Shorts', 'Denim Shorts', 'Cargo Shorts', 'Jersey Shorts'],
    materials: FABRICS,
  },

  boots: {
    noun: 'Boots',
    group: 'shoes',
    price: [35_000, 1_40_000],
    brands: SHOE_BRANDS,
    models: ['Chelsea Boots', 'Combat Boots', 'Knee-High Boots', 'Ankle Boots', 'Lace-Up Boots', 'Western Boots', ['Monolith Boots', 'Prada']],
    materials: ['Calf leather', 'Suede', 'Patent leather'],
  },
  espadrilles: {
    noun: 'Espadrilles',
    group: 'shoes',
    price: [22_000, 65_000],
    brands: SHOE_BRANDS,
    models: ['Logo Espadrilles', 'Canvas Espadrilles', 'Flat Espadrilles', ['CC Espadrilles', 'Chanel']],
    materials: ['Canvas', 'Suede', 'Calf leather'],
  },
  'loafers-and-moccasins': {
    noun: 'Loafers',
    group: 'shoes',
    price: [30_000, 95_000],
    brands: SHOE_BRANDS,
    models: [['Horsebit Loafers', 'Gucci'], 'Penny Loafers', 'Driving Moccasins', 'Chain Loafers', 'Lug-Sole Loafers', ['Monolith Loafers', 'Prada']],
    materials: ['Calf leather', 'Suede', 'Patent leather'],
  },
  'sliders-and-slippers': {
    noun: 'Slides',
    group: 'shoes',
    price: [18_000, 70_000],
    brands: SHOE_BRANDS,
    models: [['Oran Sandals', 'Hermès'], 'Pool Slides', 'Logo Slides', 'Shearling Slippers', ['Princetown Slippers', 'Gucci']],
    materials: ['Calf leather', 'Rubber', 'Shearling'],
  },
  sneakers: {
    noun: 'Sneakers',
    group: 'shoes',
    price: [35_000, 1_10_000],
    brands: SHOE_BRANDS,
    models: [
      ['Triple S Sneakers', 'Balenciaga'],
      ['Ace Sneakers', 'Gucci'],
      ['B23 Low Sneakers', 'Dior'],
      ['Out of Office Sneakers', 'Off-White'],
      ['Lou Spikes Sneakers', 'Christian Louboutin'],
      'Runner Sneakers',
      'Court Low Sneakers',
    ],
    materials: ['Calf leather', 'Mesh and suede', 'Canvas'],
  },
  'espadrilles-and-loafers': {
    noun: 'Loafers',
    group: 'shoes',
    price: [30_000, 95_000],
    brands: SHOE_BRANDS,
    models: [['Horsebit Loafers', 'Gucci'], 'Logo Espadrilles', 'Chain Loafers', 'Lug-Sole Loafers', ['CC Espadrilles', 'Chanel']],
    materials: ['Calf leather', 'Suede', 'Canvas'],
  },
  'flats-and-slippers': {
    noun: 'Ballet Flats',
    group: 'shoes',
    price: [25_000, 80_000],
    brands: SHOE_BRANDS,
    models: [['Cap-Toe Ballerinas', 'Chanel'], 'Mary Jane Flats', 'Bow Flats', 'Leather Mules', ['Princetown Slippers', 'Gucci']],
    materials: ['Lambskin', 'Patent leather', 'Satin'],
  },
  'heels-and-wedges': {
    noun: 'Pumps',
    group: 'shoes',
    price: [35_000, 1_20_000],
    brands: SHOE_BRANDS,
    models: [['So Kate 120 Pumps', 'Christian Louboutin'], ['Romy 85 Pumps', 'Jimmy Choo'], 'Slingback Pumps', 'Wedge Sandals', ['Rockstud Pumps', 'Valentino'], ['J’Adior Slingbacks', 'Dior']],
    materials: ['Patent leather', 'Suede', 'Kid leather'],
  },
  peeptoes: {
    noun: 'Peep-Toe Pumps',
    group: 'shoes',
    price: [30_000, 95_000],
    brands: SHOE_BRANDS,
    models: [['Very Privé Pumps', 'Christian Louboutin'], 'Peep-Toe Platform Pumps', 'Open-Toe Slingbacks', ['Lance Peep-Toe Sandals', 'Jimmy Choo']],
    materials: ['Patent leather', 'Suede', 'Satin'],
  },
  shoes: {
    noun: 'Shoes',
    group: 'shoes',
    price: [8_000, 40_000],
    brands: KIDS_BRANDS,
    models: ['Kids Sneakers', 'First Walkers', 'Velcro Trainers', 'Mary Janes', 'Kids Loafers'],
    materials: ['Calf leather', 'Canvas', 'Suede'],
  },

  belts: {
    noun: 'Belt',
    group: 'accessory',
    price: [18_000, 90_000],
    brands: ACC_BRANDS,
    models: [['H Buckle Belt', 'Hermès'], ['GG Marmont Belt', 'Gucci'], 'Reversible Belt', ['Industrial Belt', 'Off-White'], 'Logo Buckle Belt', ['Initiales Belt', 'Louis Vuitton']],
    materials: ['Calf leather', 'Box leather', 'Canvas'],
  },
  sunglasses: {
    noun: 'Sunglasses',
    group: 'accessory',
    price: [15_000, 60_000],
    brands: ACC_BRANDS,
    models: ['Cat-Eye Sunglasses', 'Aviator Sunglasses', 'Oversized Square Sunglasses', 'Round Sunglasses', 'Shield Sunglasses'],
    materials: ['Acetate', 'Metal', 'Titanium'],
  },
  scarves: {
    noun: 'Scarf',
    group: 'accessory',
    price: [12_000, 70_000],
    brands: ACC_BRANDS,
    models: [['Silk Carré 90', 'Hermès'], 'Cashmere Scarf', ['Check Cashmere Scarf', 'Burberry'], 'Monogram Scarf'],
    materials: ['Silk twill', 'Cashmere', 'Wool and silk'],
  },
  'shawls-and-scarves': {
    noun: 'Shawl',
    group: 'accessory',
    price: [15_000, 85_000],
    brands: ACC_BRANDS,
    models: [['Silk Carré 90', 'Hermès'], 'Cashmere Shawl', ['Twilly', 'Hermès'], 'Monogram Shawl', 'Logo Stole'],
    materials: ['Silk twill', 'Cashmere', 'Wool and silk'],
  },
  caps: {
    noun: 'Cap',
    group: 'accessory',
    price: [9_000, 40_000],
    brands: ACC_BRANDS,
    models: ['Baseball Cap', 'Logo Cap', 'Bucket Hat', 'Trucker Cap'],
    materials: ['Cotton canvas', 'Nylon', 'Wool'],
  },
  watches: {
    noun: 'Watch',
    group: 'accessory',
    price: [1_20_000, 8_50_000],
    brands: ['Cartier', 'Hermès', 'Chanel', 'Bulgari', 'Gucci', 'Dior'],
    models: [
      ['Tank Must', 'Cartier'],
      ['Cape Cod', 'Hermès'],
      ['J12', 'Chanel'],
      ['Serpenti Tubogas', 'Bulgari'],
      ['Ballon Bleu', 'Cartier'],
      ['Panthère', 'Cartier'],
      ['Heure H', 'Hermès'],
    ],
    materials: ['Stainless steel', '18k gold', 'Ceramic'],
  },
  'small-accessories': {
    noun: 'Card Holder',
    group: 'accessory',
    price: [12_000, 55_000],
    brands: ACC_BRANDS,
    models: ['Card Holder', 'Key Pouch', 'Compact Wallet', 'Bag Charm', 'Coin Purse'],
    materials: LEATHERS,
  },

  earrings: {
    noun: 'Earrings',
    group: 'jewellery',
    price: [45_000, 6_50_000],
    brands: JEWEL_BRANDS,
    models: [
      ['Sweet Alhambra Earrings', 'Van Cleef & Arpels'],
      ['HardWear Drop Earrings', 'Tiffany & Co.'],
      ['Juste un Clou Earrings', 'Cartier'],
      ['Serpenti Hoop Earrings', 'Bulgari'],
      ['CC Stud Earrings', 'Chanel'],
      ['Rose des Vents Earrings', 'Dior'],
    ],
    materials: ['18k yellow gold', '18k white gold', '18k rose gold', 'Sterling silver'],
  },
  rings: {
    noun: 'Ring',
    group: 'jewellery',
    price: [40_000, 8_00_000],
    brands: JEWEL_BRANDS,
    models: [
      ['Love Ring', 'Cartier'],
      ['Trinity Ring', 'Cartier'],
      ['B.zero1 Ring', 'Bulgari'],
      ['T Wire Ring', 'Tiffany & Co.'],
      ['Juste un Clou Ring', 'Cartier'],
      ['Coco Crush Ring', 'Chanel'],
    ],
    materials: ['18k yellow gold', '18k white gold', '18k rose gold', 'Platinum'],
  },
  'charms-and-bracelets': {
    noun: 'Bracelet',
    group: 'jewellery',
    price: [45_000, 7_50_000],
    brands: JEWEL_BRANDS,
    models: [
      ['Love Bracelet', 'Cartier'],
      ['Sweet Alhambra Bracelet', 'Van Cleef & Arpels'],
      ['Clic H Bracelet', 'Hermès'],
      ['Serpenti Viper Bracelet', 'Bulgari'],
      ['Return to Tiffany Charm Bracelet', 'Tiffany & Co.'],
    ],
    materials: ['18k yellow gold', '18k rose gold', 'Enamel and palladium', 'Sterling silver'],
  },
  necklaces: {
    noun: 'Necklace',
    group: 'jewellery',
    price: [55_000, 9_00_000],
    brands: JEWEL_BRANDS,
    models: [
      ['Vintage Alhambra Necklace', 'Van Cleef & Arpels'],
      ['Diamonds by the Yard Necklace', 'Tiffany & Co.'],
      ['Serpenti Pendant', 'Bulgari'],
      ['Amulette Necklace', 'Cartier'],
      ['T Smile Pendant', 'Tiffany & Co.'],
    ],
    materials: ['18k yellow gold', '18k white gold', 'Platinum', 'Sterling silver'],
  },
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

function kindFor(subSub: SubSubCategory, sub: SubCategory): KindSpec {
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
  switch (spec.group) {
    case 'bag':
      return [
        intro,
        'EXTERIOR',
        `Material: ${material}`,
        `Colour: ${colour}`,
        `Hardware: ${hardware}`,
        `Condition: ${exteriorNote}`,
        `Dimensions: ${rng.int(18, 40)} x ${rng.int(12, 30)} x ${rng.int(6, 18)} cm`,
        'INTERIOR',
        `Lining: ${rng.pick(['Leather', 'Canvas', 'Microfibre', 'Grosgrain'])}`,
        `Pockets: ${rng.pick(['One zip pocket, one patch pocket', 'Two patch pockets', 'One slip pocket', 'One zip pocket'])}`,
        `Condition: ${interiorNote}`,
        `Includes: ${rng.pick(['Dust bag', 'Dust bag and box', 'Dust bag, box and authenticity card', 'Dust bag and receipt copy'])}`,
      ].join('\n');
    case 'clothing':
      return [
        intro,
        'EXTERIOR',
        `Fabric: ${material}`,
        `Colour: ${colour}`,
        `Condition: ${exteriorNote}`,
        `Made in: ${rng.pick(['Italy', 'France', 'Portugal', 'Spain', 'Romania'])}`,
        'INTERIOR',
        `Lining: ${rng.pick(['Unlined', 'Silk', 'Viscose', 'Cupro'])}`,
        `Care: ${careOf(material, rng)}`,
        `Condition: ${interiorNote}`,
      ].join('\n');
    case 'shoes':
      return [
        intro,
        'EXTERIOR',
        `Upper: ${material}`,
        `Colour: ${colour}`,
        // The red lacquered sole is Christian Louboutin's, on every pair and no one else's.
        `Sole: ${brand === 'Christian Louboutin' ? rng.pick(['Red lacquered sole']) : rng.pick(/sneaker|trainer|boots/i.test(model) ? ['Rubber sole', 'Lug sole', 'Rubber sole'] : ['Leather sole', 'Rubber sole', 'Leather sole'])}`,
        `Heel height: ${rng.int(...heelSpan(model, spec.noun))} cm`,
        `Condition: ${exteriorNote}`,
        'INTERIOR',
        `Insole: ${rng.pick(['Leather, logo stamped', 'Padded leather', 'Textile'])}`,
        `Condition: ${interiorNote}`,
        `Includes: ${rng.pick(['Dust bag', 'Box and dust bag', 'Box'])}`,
      ].join('\n');
    case 'accessory':
      return [
        intro,
        'EXTERIOR',
        `Material: ${material}`,
        `Colour: ${colour}`,
        `Hardware: ${hardware}`,
        `Condition: ${exteriorNote}`,
        `Includes: ${rng.pick(['Box', 'Dust bag', 'Case and cloth', 'Box and dust bag'])}`,
      ].join('\n');
    case 'jewellery':
      return [
        intro,
        'EXTERIOR',
        `Metal: ${material}`,
        `Stones: ${rng.pick(['None', 'Diamonds', 'Mother-of-pearl', 'Onyx', 'Malachite', 'Carnelian'])}`,
        `Weight: ${rng.int(3, 40)} g`,
        `Condition: ${exteriorNote}`,
        `Hallmarks: ${rng.pick([hallmarkOf(material)])}`,
        `Includes: ${rng.pick(['Box and certificate', 'Pouch', 'Box, pouch and certificate'])}`,
      ].join('\n');
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
