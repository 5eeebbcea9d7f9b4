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

/** What a sub-category's products are sized by: clothes and shoes by their sizes (children's in kids), the rest one size. */
function sizingOf(categoryId: string, key: string): SizingKind {
  const kids = categoryId === 'kids' ? 'kids-' : '';
  if (key === 'clothing') return `${kids}apparel`;
  if (key === 'footwear') return `${kids}shoes`;
  return 'one-size';
}

/** A sub-category of the taxonomy: its id key, its name and its leaves (a leaf's menu label where the spec's menu differs). */
type SubRow = readonly [key: string, name: string, leaves: readonly Leaf[]];

function category(id: string, name: string, subs: readonly SubRow[]): Category {
  return {
    id,
    name,
    children: subs.map(([key, subName, leaves]): SubCategory => {
      const subId = `${id}-${key}`;
      return {
        id: subId,
        name: subName,
        categoryId: id,
        sizing: sizingOf(id, key),
        children: leaves.map((leaf) => {
          const [leafName, menuName] = typeof leaf === 'string' ? [leaf, undefined] : leaf;
          return { id: `${subId}-${slug(leafName)}`, name: leafName, ...(menuName ? { menuName } : {}), subCategoryId: subId };
        }),
      };
    }),
  };
}

export const TAXONOMY: readonly Category[] = [
  category('men', 'Men', [
    ['clothing', 'Clothing', ['Shirts', 'Track Suits', 'T-Shirts', 'Trousers & Denims', 'Jackets & Outerwear', 'Shorts']],
    ['footwear', 'Footwear', ['Boots', 'Espadrilles', 'Loafers & Moccasins', 'Sliders & Slippers', 'Sneakers']],
    ['accessories', 'Accessories', ['Belts', 'Sunglasses', 'Scarves', 'Caps']],
  ]),
  category('women', 'Women', [
    [
      'bags',
      'All Bags',
      [['Tote Bags', 'Tote'], ['Shoulder Bags', 'Shoulder'], 'Clutch', ['Sling Bags', 'Sling'], ['Mini Bags', 'Mini'], ['Satchel Bags', 'Satchel'], 'Handbags', 'Beltbags', 'Wristlet'],
    ],
    ['clothing', 'Clothing', ['Dresses & Gowns', 'Skirts & Shorts', 'T Shirts & Shirts', 'Trousers & Denims', 'Jackets & Outerwear', 'Jumpsuits', 'Co-Ord Sets Womens', 'Swim Suit']],
    ['footwear', 'Footwear', ['Boots', 'Espadrilles & Loafers', 'Flats & Slippers', 'Heels & Wedges', 'Peeptoes', 'Sneakers']],
    ['accessories', 'Accessories', ['Belts', 'Watches', 'Shawls & Scarves', 'Sunglasses', 'Small Accessories']],
    ['jewellery', 'Fine Jewellery', ['Earrings', 'Rings', 'Charms & Bracelets', 'Necklaces']],
  ]),
  category('kids', 'Kids', [
    ['clothing', 'Clothing', ['T Shirts & Shirts', 'Denims & Trousers', 'Shorts & Skirts', 'Playsuit & Jumpsuit', 'Onesies & Rompers', 'Jackets & Outerwear', 'Dresses', 'Co-Ords Sets']],
    ['footwear', 'Footwear', ['Shoes']],
    ['accessories', 'Accessories', ['Belts', 'Caps']],
  ]),
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
