/**
 * What the web app's server renderer asks the API process for while it renders a storefront page:
 * the same answers as the public GET routes, read by calling the services in the same process (no
 * HTTP). `apps/api/src/modules/web/first-view.ts` implements it; `apps/web/src/entry-server.tsx`
 * puts the answers into the page's query cache under the keys the pages' hooks use.
 */
import type { Brand, ProductDetail, ProductListData } from './schemas/catalogue';
import type { HomeContent } from './schemas/content';
import type { ShopSettings } from './schemas/settings';

export interface FirstViewSource {
  /** GET /api/product/list with these query parameters (parsed as the route parses them). */
  productList(query: Record<string, unknown>): Promise<ProductListData>;
  /** GET /api/product/{id}; null when the product is unknown or not for sale (the route's 404). */
  product(id: string): Promise<ProductDetail | null>;
  /** GET /api/settings/public. */
  settings(): Promise<ShopSettings>;
  /** GET /api/brand/get-brands. */
  brands(): Promise<Brand[]>;
  /** GET /api/product/price-range. */
  priceRange(): Promise<{ min: number; max: number }>;
  /** GET /api/content/home: the live hero slides, the creator carousel and the featured edits. */
  homeContent(): Promise<HomeContent>;
}

/** What the renderer answers for one URL. */
export type FirstViewResult = { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string; state: string };
