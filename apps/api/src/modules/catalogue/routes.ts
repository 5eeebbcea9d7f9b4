import {
  AddProductBodySchema,
  CategoryListResponseSchema,
  PriceRangeResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductSummaryListResponseSchema,
  SEARCH,
  SubCategoryListResponseSchema,
  SubSubCategoryListResponseSchema,
  envelope,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/auth';
import { queryKey, sendCachedJson } from '../../lib/http-cache';
import * as catalogue from './service';
import { createProduct } from './editing';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const ProductParams = idParams('id', 'PRODUCT_NOT_FOUND', catalogue.PRODUCT_NOT_FOUND_MESSAGE);

const tags = ['Catalogue'];

const SuggestQuerySchema = z.object({
  search: z.string().trim().max(100, { error: 'Search is limited to 100 characters.' }).default(''),
  limit: z.coerce.number().int().min(1).max(10).default(SEARCH.headerMaxResults),
});
const RecentlySoldResponseSchema = envelope(z.array(z.object({ product_name: z.string(), brand: z.string().nullable(), image: z.string().nullable(), soldAt: z.string() })));

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock, cache, storage, listingIndex: index } = app.deps;

  app.get('/category/getAllCategory', { schema: { tags, response: { 200: CategoryListResponseSchema } } }, async () => ok(catalogue.listCategories()));
  app.get('/subCategory/sub-category', { schema: { tags, response: { 200: SubCategoryListResponseSchema } } }, async () => ok(catalogue.listSubCategories()));
  app.get('/subSubCategory/sub-sub-category', { schema: { tags, response: { 200: SubSubCategoryListResponseSchema } } }, async () => ok(catalogue.listSubSubCategories()));

  app.get('/product/list', { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, queryKey('list', req.query), async () => ok(await catalogue.listProducts(database, req.query, index, cache.cards))),
  );

  app.get('/product/suggest', { schema: { tags, querystring: SuggestQuerySchema, response: { 200: ProductSummaryListResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, queryKey('suggest', req.query), async () => ok(await catalogue.suggestProducts(database, req.query.search, req.query.limit, index, cache.cards))),
  );

  app.get('/product/price-range', { schema: { tags, response: { 200: PriceRangeResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, 'price-range', async () => ok(await catalogue.priceRange(database))),
  );

  app.get('/product/recently-sold', { schema: { tags, response: { 200: RecentlySoldResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, 'recently-sold', async () => ok(await catalogue.recentlySold(database, 8))),
  );

  app.get('/product/:id', { schema: { tags, params: ProductParams, response: { 200: ProductResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, req.params.id, async () => ok(await catalogue.getProduct(database, req.params.id)), cache.details),
  );

  app.get('/product/:id/related', { schema: { tags, params: ProductParams, response: { 200: ProductSummaryListResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, `related:${req.params.id}`, async () => ok(await catalogue.relatedProducts(database, req.params.id))),
  );

  app.post(
    '/product/add',
    {
      config: { settle: true },
      schema: { tags: ['Back office'], security: [{ bearer: [] }], body: AddProductBodySchema, response: { 201: ProductResponseSchema } },
      onRequest: requireAdmin,
    },
    async (req, reply) => {
      const { id } = await createProduct(db, storage, req.user, req.body, clock.now());
      return reply.status(201).send(ok(await catalogue.getProduct(database, id), 'Product added successfully'));
    },
  );
};
