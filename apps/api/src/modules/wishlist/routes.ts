import { MessageResponseSchema, WishlistBodySchema, WishlistResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as wishlist from './service';
import { done, ok } from '../../lib/envelope';

const tags = ['Wishlist'];
const security = [{ bearer: [] }];

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/wishlist/list', { schema: { tags, security, response: { 200: WishlistResponseSchema } } }, async (req) => ok({ wishlists: await wishlist.listWishlist(database, currentUser(req).id) }));

  app.post('/product/wishlist', { schema: { tags, security, body: WishlistBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await wishlist.addToWishlist(db, currentUser(req), req.body, clock.now());
    return done('Item added to wishlist');
  });

  app.delete('/product/wishlist', { schema: { tags, security, body: WishlistBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await wishlist.removeFromWishlist(db, currentUser(req), req.body);
    return done('Item removed from wishlist');
  });
};
