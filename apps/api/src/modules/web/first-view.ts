/**
 * The data of a storefront page's first view, for the web app's server renderer: the same answers
 * as the public GET routes, read by calling the services in this process (no HTTP to itself), with
 * the same parsing and the same caches (listing index, product cards). One source serves one page:
 * the product it reads once serves both the page and its head.
 */
import { ProductListQuerySchema, type FirstViewSource } from '@shop/shared';
import type { ProductDetail } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { getSettings, toSettingsDto } from '../../lib/settings';
import { listBrands } from '../brands/service';
import { getProduct, listProducts, priceRange } from '../catalogue/service';
import { getHomeContent } from '../content/service';

/** The query string the browser would send for these parameters (as `withQuery` writes it), as strings. */
function asQueryString(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else out[key] = String(value);
  }
  return out;
}

/** The source of one page's data, and the product it read (for the page's head). */
export interface PageSource extends FirstViewSource {
  /** The product of this page as `product(id)` answered it, reading it if the render did not. */
  product(id: string): Promise<ProductDetail | null>;
}

export function firstViewSource(app: FastifyInstance): () => PageSource {
  const { database, db, cache, listingIndex, clock } = app.deps;
  const readProduct = async (id: string): Promise<ProductDetail | null> => {
    try {
      const product = await getProduct(database, id);
      return product.status === 'archived' ? null : product;
    } catch (err) {
      if (err instanceof AppError && (err.status === 404 || err.status === 400)) return null;
      throw err;
    }
  };
  return () => {
    const products = new Map<string, Promise<ProductDetail | null>>();
    const product = (id: string) => {
      let read = products.get(id);
      if (!read) products.set(id, (read = readProduct(id)));
      return read;
    };
    return {
      async productList(query) {
        const parsed = ProductListQuerySchema.safeParse(asQueryString(query));
        if (!parsed.success) throw badRequest('VALIDATION_FAILED', parsed.error.issues[0]?.message);
        return listProducts(database, parsed.data, listingIndex, cache.cards);
      },
      product,
      settings: async () => toSettingsDto(await getSettings(db)),
      brands: () => listBrands(database),
      priceRange: () => priceRange(database),
      homeContent: () => getHomeContent(database, clock.now(), listingIndex, cache.cards),
    };
  };
}
