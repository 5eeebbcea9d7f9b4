import { AddCartItemBodySchema, CartResponseSchema, UpdateCartItemBodySchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as cart from './service';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const CartLineParams = idParams('id', 'CART_ITEM_NOT_FOUND');

const tags = ['Cart'];
const security = [{ bearer: [] }];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/cart/get-item', { schema: { tags, security, response: { 200: CartResponseSchema } } }, async (req) => ok(await cart.getCart(database, currentUser(req).id, clock.now())));

  app.post('/cart/add-item', { schema: { tags, security, body: AddCartItemBodySchema, response: { 200: CartResponseSchema } } }, async (req) => {
    const userId = currentUser(req).id;
    await cart.addCartItem(database, userId, req.body);
    return ok(await cart.getCart(database, userId, clock.now()), 'Item added to cart');
  });

  app.put('/cart/update-item/:id', { schema: { tags, security, params: CartLineParams, body: UpdateCartItemBodySchema, response: { 200: CartResponseSchema } } }, async (req) => {
    const userId = currentUser(req).id;
    await cart.updateCartItem(database, userId, req.params.id, req.body.quantity);
    return ok(await cart.getCart(database, userId, clock.now()));
  });

  app.delete('/cart/remove-item/:id', { schema: { tags, security, params: CartLineParams, response: { 200: CartResponseSchema } } }, async (req) => {
    const userId = currentUser(req).id;
    await cart.removeCartItem(db, userId, req.params.id);
    return ok(await cart.getCart(database, userId, clock.now()), 'Item removed from cart');
  });
};
