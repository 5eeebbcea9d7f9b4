/** Recently viewed pieces: the cards of a visitor's list by id, and a signed-in shopper's list kept on the server. */
import { MessageResponseSchema, RecentlyViewedBodySchema, RecentlyViewedMergeBodySchema, RecentlyViewedQuerySchema, RecentlyViewedResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as recent from './service';
import { done, ok } from '../../lib/envelope';

const tags = ['Recently viewed'];
const security = [{ bearer: [] }];

export const recentlyViewedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock } = app.deps;

  app.get('/recently-viewed/products', { schema: { tags, querystring: RecentlyViewedQuerySchema, response: { 200: RecentlyViewedResponseSchema } } }, async (req) =>
    ok(await recent.recentlyViewedCards(database, req.query.ids ?? [])),
  );

  app.get('/user/recently-viewed', { onRequest: requireUser, schema: { tags, security, response: { 200: RecentlyViewedResponseSchema } } }, async (req) =>
    ok(await recent.listRecentlyViewed(database, currentUser(req).id)),
  );

  app.post('/user/recently-viewed', { onRequest: requireUser, schema: { tags, security, body: RecentlyViewedBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await recent.recordView(db, currentUser(req).id, req.body.product_id, clock.now());
    return done('Noted.');
  });

  app.post('/user/recently-viewed/merge', { onRequest: requireUser, schema: { tags, security, body: RecentlyViewedMergeBodySchema, response: { 200: RecentlyViewedResponseSchema } } }, async (req) =>
    ok(await recent.mergeViews(database, currentUser(req).id, req.body.product_ids, clock.now())),
  );
};
