/**
 * What the demo pictures draw: the kinds of item, and which kind a taxonomy leaf shows. Small and
 * pure, so the seed and the picture names use it without loading the drawings (`artwork.ts`).
 */

/** Every kind `artwork.ts` draws, by family, in a stable order. */
export const ARTWORK_KINDS = [
  ...['tote', 'shoulder-bag', 'clutch', 'sling-bag', 'mini-bag', 'satchel', 'handbag', 'belt-bag', 'wristlet'],
  ...['shirt', 'tshirt', 'tracksuit', 'trousers', 'jacket', 'shorts', 'dress', 'skirt', 'jumpsuit', 'coord-set', 'swimsuit', 'romper'],
  ...['boots', 'espadrilles', 'loafers', 'sliders', 'sneakers', 'flats', 'heels', 'peeptoes', 'kids-shoes'],
  ...['belt', 'sunglasses', 'scarf', 'cap', 'watch', 'small-accessory'],
  ...['earrings', 'ring', 'bracelet', 'necklace'],
] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Taxonomy mapping

const EXACT: Record<string, ArtworkKind> = {
  'kids-clothing-shorts-and-skirts': 'shorts',
  'kids-clothing-playsuit-and-jumpsuit': 'romper',
  'kids-clothing-onesies-and-rompers': 'romper',
  'women-clothing-skirts-and-shorts': 'skirt',
  'women-clothing-t-shirts-and-shirts': 'shirt',
  'women-footwear-espadrilles-and-loafers': 'loafers',
  'women-footwear-flats-and-slippers': 'flats',
  'kids-footwear-shoes': 'kids-shoes',
};

/** Ordered keyword rules matched against the leaf part of the id. */
const RULES: readonly (readonly [RegExp, ArtworkKind])[] = [
  [/tote/, 'tote'],
  [/shoulder/, 'shoulder-bag'],
  [/clutch/, 'clutch'],
  [/sling|crossbody/, 'sling-bag'],
  [/mini/, 'mini-bag'],
  [/satchel/, 'satchel'],
  [/belt-?bag|bum|waist-bag/, 'belt-bag'],
  [/wristlet/, 'wristlet'],
  [/handbag|bags?$/, 'handbag'],
  [/t-?shirt|tee/, 'tshirt'],
  [/shirt|blouse|top/, 'shirt'],
  [/track/, 'tracksuit'],
  [/trouser|denim|jean|pant/, 'trousers'],
  [/jacket|outerwear|coat|blazer/, 'jacket'],
  [/short/, 'shorts'],
  [/dress|gown/, 'dress'],
  [/skirt/, 'skirt'],
  [/jumpsuit|playsuit/, 'jumpsuit'],
  [/co-?ord/, 'coord-set'],
  [/swim|bikini/, 'swimsuit'],
  [/romper|onesie/, 'romper'],
  [/boot/, 'boots'],
  [/espadrille/, 'espadrilles'],
  [/loafer|moccasin/, 'loafers'],
  [/slider|slipper|slide|sandal/, 'sliders'],
  [/sneaker|trainer/, 'sneakers'],
  [/flat|ballerina/, 'flats'],
  [/heel|wedge|pump/, 'heels'],
  [/peep/, 'peeptoes'],
  [/belt/, 'belt'],
  [/sunglass|eyewear/, 'sunglasses'],
  [/scar|shawl|stole/, 'scarf'],
  [/cap|hat/, 'cap'],
  [/watch/, 'watch'],
  [/earring/, 'earrings'],
  [/ring/, 'ring'],
  [/bracelet|bangle|charm/, 'bracelet'],
  [/necklace|pendant|chain/, 'necklace'],
  [/accessor|wallet|card/, 'small-accessory'],
];

/** Maps a sub-sub-category id of the shop's taxonomy to the kind to draw. */
export function artworkKindFor(subSubCategoryId: string): ArtworkKind {
  const id = subSubCategoryId.toLowerCase();
  const exact = EXACT[id];
  if (exact) return exact;
  // Strip the "<category>-<sub-category>-" prefix so e.g. "women-bags-…" doesn't match "bag" rules by accident.
  const leaf = id.replace(/^(men|women|kids)-(clothing|footwear|accessories|jewellery|bags)-/, '');
  for (const [re, kind] of RULES) if (re.test(leaf)) return kind;
  if (id.includes('-footwear-')) return kid(id) ? 'kids-shoes' : 'sneakers';
  if (id.includes('-bags-')) return 'handbag';
  if (id.includes('-jewellery-')) return 'necklace';
  if (id.includes('-clothing-')) return 'tshirt';
  return 'small-accessory';
}

function kid(id: string): boolean {
  return id.startsWith('kids-');
}
