/**
 * The data of a storefront page's first view, for the web app's server renderer: the same answers
 * as the public GET routes, read by calling the services in this process (no HTTP to itself), with
 * the same parsing and the same caches (listing index, product cards).
 */
import { ProductListQuerySchema, type FirstViewSource } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { getSettings, toSettingsDto } from '../../lib/settings';
import { listBrands } from '../brands/service';
import { getProduct, listProducts, priceRange, relatedProducts } from '../catalogue/service';
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

export function firstViewSource(app: FastifyInstance): FirstViewSource {
  const { database, db, cache, listingIndex, clock } = app.deps;
  return {
    async productList(query) {
      const parsed = ProductListQuerySchema.safeParse(asQueryString(query));
      if (!parsed.success) throw badRequest('VALIDATION_FAILED', parsed.error.issues[0]?.message);
      return listProducts(database, parsed.data, listingIndex, cache.cards);
    },
    async product(id) {
      try {
        const product = await getProduct(database, id);
        return product.status === 'archived' ? null : product;
      } catch (err) {
        if (err instanceof AppError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
    },
    relatedProducts: (id) => relatedProducts(database, id),
    settings: async () => toSettingsDto(await getSettings(db)),
    brands: () => listBrands(database),
    priceRange: () => priceRange(database),
    homeContent: () => getHomeContent(database, clock.now(), listingIndex, cache.cards),
  };
}
