import { AddBrandBodySchema, BrandListAltResponseSchema, BrandListResponseSchema, BrandResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/auth';
import { sendCachedJson } from '../../lib/http-cache';
import * as brandService from './service';
import { ok } from '../../lib/envelope';

const tags = ['Catalogue'];

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock, storage } = app.deps;

  app.get('/brand/get-brands', { schema: { tags, response: { 200: BrandListResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, 'brands', async () => ok(await brandService.listBrands(database))),
  );

  app.get('/brand/list', { schema: { tags, response: { 200: BrandListAltResponseSchema } } }, async (req, reply) =>
    sendCachedJson(req, reply, 'brands:alt', async () => ok({ brands: await brandService.listBrands(database) })),
  );

  app.post(
    '/brand/add',
    { config: { settle: true }, schema: { tags: ['Back office'], security: [{ bearer: [] }], body: AddBrandBodySchema, response: { 201: BrandResponseSchema } }, onRequest: requireAdmin },
    async (req, reply) => {
      const brand = await brandService.addBrand(db, storage, req.user!, req.body, clock.now());
      return reply.status(201).send(ok(brand, 'Brand added successfully'));
    },
  );
};
