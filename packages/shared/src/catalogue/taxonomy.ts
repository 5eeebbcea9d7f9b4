/**
 * The fixed three-level taxonomy of both specs (§3). Ids are fixed and readable so links such as
 * /shop?subSubCategoryid=women-bags-tote stay stable across databases and seeds.
 */
export interface TaxonomyNode {
  readonly id: string;
  readonly name: string;
  /** Shorter label used in the storefront mega menu where the spec's menu differs (storefront §3). */
  readonly menuName?: string;
}
export interface SubSubCategory extends TaxonomyNode {
  readonly subCategoryId: string;
}
export interface SubCategory extends TaxonomyNode {
  readonly categoryId: string;
  /** What a product in this sub-category is sized by. */
  readonly sizing: SizingKind;
  readonly children: readonly SubSubCategory[];
}
export interface Category extends TaxonomyNode {
  readonly children: readonly SubCategory[];
}
export type SizingKind = 'apparel' | 'shoes' | 'kids-apparel' | 'kids-shoes' | 'one-size' | 'ring';

type Leaf = string | readonly [name: string, menuName: string];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sub(categoryId: string, key: string, name: string, sizing: SizingKind, leaves: readonly Leaf[]): SubCategory {
  const id = `${categoryId}-${key}`;
  return {
    id,
    name,
    categoryId,
    sizing,
    children: leaves.map((leaf) => {
      const [leafName, menuName] = typeof leaf === 'string' ? [leaf, undefined] : leaf;
      return { id: `${id}-${slug(leafName)}`, name: leafName, ...(menuName ? { menuName } : {}), subCategoryId: id };
    }),
  };
}

export const TAXONOMY: readonly Category[] = [
  {
    id: 'men',
    name: 'Men',
    children: [
      sub('men', 'clothing', 'Clothing', 'apparel', ['Shirts', 'Track Suits', 'T-Shirts', 'Trousers & Denims', 'Jackets & Outerwear', 'Shorts']),
      sub('men', 'footwear', 'Footwear', 'shoes', ['Boots', 'Espadrilles', 'Loafers & Moccasins', 'Sliders & Slippers', 'Sneakers']),
      sub('men', 'accessories', 'Accessories', 'one-size', ['Belts', 'Sunglasses', 'Scarves', 'Caps']),
    ],
  },
  {
    id: 'women',
    name: 'Women',
    children: [
      sub('women', 'bags', 'All Bags', 'one-size', [
        ['Tote Bags', 'Tote'],
        ['Shoulder Bags', 'Shoulder'],
        'Clutch',
        ['Sling Bags', 'Sling'],
        ['Mini Bags', 'Mini'],
        ['Satchel Bags', 'Satchel'],
        'Handbags',
        'Beltbags',
        'Wristlet',
      ]),
      sub('women', 'clothing', 'Clothing', 'apparel', [
        'Dresses & Gowns',
        'Skirts & Shorts',
        'T Shirts & Shirts',
        'Trousers & Denims',
        'Jackets & Outerwear',
        'Jumpsuits',
        'Co-Ord Sets Womens',
        'Swim Suit',
      ]),
      sub('women', 'footwear', 'Footwear', 'shoes', ['Boots', 'Espadrilles & Loafers', 'Flats & Slippers', 'Heels & Wedges', 'Peeptoes', 'Sneakers']),
      sub('women', 'accessories', 'Accessories', 'one-size', ['Belts', 'Watches', 'Shawls & Scarves', 'Sunglasses', 'Small Accessories']),
      sub('women', 'jewellery', 'Fine Jewellery', 'one-size', ['Earrings', 'Rings', 'Charms & Bracelets', 'Necklaces']),
    ],
  },
  {
    id: 'kids',
    name: 'Kids',
    children: [
      sub('kids', 'clothing', 'Clothing', 'kids-apparel', [
        'T Shirts & Shirts',
        'Denims & Trousers',
        'Shorts & Skirts',
        'Playsuit & Jumpsuit',
        'Onesies & Rompers',
        'Jackets & Outerwear',
        'Dresses',
        'Co-Ords Sets',
      ]),
      sub('kids', 'footwear', 'Footwear', 'kids-shoes', ['Shoes']),
      sub('kids', 'accessories', 'Accessories', 'one-size', ['Belts', 'Caps']),
    ],
  },
];

/** Home page order of the top sections (catalogue §7: women, men, kids). */
export const HOME_CATEGORY_ORDER = ['women', 'men', 'kids'] as const;

export const CATEGORIES = TAXONOMY;
export const SUB_CATEGORIES: readonly SubCategory[] = TAXONOMY.flatMap((c) => c.children);
export const SUB_SUB_CATEGORIES: readonly SubSubCategory[] = SUB_CATEGORIES.flatMap((s) => s.children);

const byId = new Map<string, TaxonomyNode>([...CATEGORIES, ...SUB_CATEGORIES, ...SUB_SUB_CATEGORIES].map((n) => [n.id, n]));

export function findCategory(id: string): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
export function findSubCategory(id: string): SubCategory | undefined {
  return SUB_CATEGORIES.find((s) => s.id === id);
}
export function findSubSubCategory(id: string): SubSubCategory | undefined {
  return SUB_SUB_CATEGORIES.find((s) => s.id === id);
}
export function taxonomyName(id: string | null | undefined): string | undefined {
  return id ? byId.get(id)?.name : undefined;
}

/** True when the three ids form one branch of the tree (sub and sub-sub optional). */
export function isTaxonomyPath(categoryId: string, subCategoryId?: string | null, subSubCategoryId?: string | null): boolean {
  const category = findCategory(categoryId);
  if (!category) return false;
  if (!subCategoryId) return !subSubCategoryId;
  const subCategory = category.children.find((s) => s.id === subCategoryId);
  if (!subCategory) return false;
  if (!subSubCategoryId) return true;
  return subCategory.children.some((s) => s.id === subSubCategoryId);
}
