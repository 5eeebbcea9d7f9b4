import { OrderDetailsResponseSchema, OrderListResponseSchema, OrderParamsSchema, PlaceOrderBodySchema, PlaceOrderResponseSchema, envelope, OrderSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as ordersService from './service';

const tags = ['Orders'];
const security = [{ bearer: [] }];
const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, { error: 'Idempotency-Key must be 8 to 100 characters.' })
    .max(100, { error: 'Idempotency-Key must be 8 to 100 characters.' })
    .optional(),
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, cache } = app.deps;
  app.addHook('onRequest', requireUser);

  app.post(
    '/order/add',
    { schema: { tags, security, headers: IdempotencyHeadersSchema, body: PlaceOrderBodySchema, response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema } } },
    async (req, reply) => {
      const { order, replayed } = await ordersService.placeOrder(database, currentUser(req), req.body, req.headers['idempotency-key'], clock.now());
      if (!replayed) await cache.invalidate(database);
      return reply.status(replayed ? 200 : 201).send({ success: true, data: { order, payment: null }, message: 'Order placed successfully' });
    },
  );

  app.get('/order/getAllOrder', { schema: { tags, security, response: { 200: OrderListResponseSchema } } }, async (req) => ({
    success: true as const,
    data: await ordersService.listOrders(database, currentUser(req), clock.now()),
  }));

  app.get('/order/details/:orderId', { schema: { tags, security, params: OrderParamsSchema, response: { 200: OrderDetailsResponseSchema } } }, async (req) => {
    const order = await ordersService.getOrder(database, currentUser(req), req.params.orderId, clock.now());
    return { success: true as const, data: { ...order, id: order._id, total: order.total_price } };
  });

  app.post('/order/cancel/:orderId', { schema: { tags, security, params: OrderParamsSchema, response: { 200: envelope(OrderSchema) } } }, async (req) => {
    const order = await ordersService.cancelOrder(database, currentUser(req), req.params.orderId, clock.now());
    await cache.invalidate(database);
    return { success: true as const, data: order, message: 'Your order has been cancelled.' };
  });
};
