/** What the header, the mega menus and the mobile menu link to (storefront §2), in one place. */
import type { Category, SubCategory, SubSubCategory } from '@shop/shared';
import { paths, shopUrl } from '@/lib/paths';

export const PRIMARY_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Just In', to: paths.shop },
] as const;

export const SECONDARY_LINKS = [
  { label: 'SALE', to: paths.saleItems },
  { label: 'Sell With Us', to: paths.sellWithUs },
  { label: 'Contact', to: paths.contact },
] as const;

export interface ServiceLink {
  label: string;
  to: string;
  blurb: string;
}

/** Our Services menu: titled sections of service links (no images). */
export const SERVICE_SECTIONS: readonly { title: string; links: readonly ServiceLink[] }[] = [
  {
    title: 'Care & Confidence',
    links: [
      { label: 'Authentication', to: paths.authentication, blurb: 'Expert checks on every piece, or on one you own.' },
      { label: 'Bio Cleaning', to: paths.bioCleaning, blurb: 'Deep, gentle cleaning for leather and fabric.' },
    ],
  },
  {
    title: 'Personal Shopping',
    links: [
      { label: 'Private Viewing', to: paths.privateViewing, blurb: 'See pieces in person in Delhi/NCR or on a video call.' },
      { label: 'Request a Product', to: paths.requestProduct, blurb: 'Tell us what you are looking for; we will find it.' },
    ],
  },
];

export function categoryUrl(category: Category): string {
  return shopUrl({ category_id: category.id, categoryName: category.name });
}

/** Section titles go to the sub-category listing. */
export function subCategoryUrl(sub: SubCategory): string {
  return shopUrl({ category_id: sub.categoryId, sub_category_id: sub.id, subcategoryName: sub.name });
}

/** Item links go to /shop?subSubCategoryid={id} (storefront §2) with the ids the listing's breadcrumb needs. */
export function subSubCategoryUrl(sub: SubCategory, leaf: SubSubCategory): string {
  return shopUrl({ subSubCategoryid: leaf.id, category_id: sub.categoryId, sub_category_id: sub.id, subSubcategoryName: leaf.name });
}
