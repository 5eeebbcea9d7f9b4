/** Brands in the back office (mounted under /api/admin with the admin guard): list, edit, delete an unused one. */
import { MessageResponseSchema, StaffBrandSchema, UpdateBrandBodySchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import * as brandService from './service';
import { idParams } from '../../lib/ids';
import { done, ok } from '../../lib/envelope';

const BrandParams = idParams('id', 'BRAND_NOT_FOUND');

export const brandAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, storage } = app.deps;
  const tags = ['Back office'];

  app.get('/brands', { schema: { tags, response: { 200: envelope(z.array(StaffBrandSchema)) } } }, async () => ok(await brandService.listBrandsForStaff(db)));

  app.put('/brands/:id', { config: { settle: true }, schema: { tags, params: BrandParams, body: UpdateBrandBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await brandService.updateBrand(db, storage, currentUser(req), req.params.id, req.body, clock.now());
    // Cards and product pages name the brand: wait until every cache has dropped them.
    return done('Brand updated.');
  });

  app.delete('/brands/:id', { config: { settle: true }, schema: { tags, params: BrandParams, response: { 200: MessageResponseSchema } } }, async (req) => {
    await brandService.deleteBrand(db, currentUser(req), req.params.id, clock.now());
    return done('Brand deleted.');
  });
};
