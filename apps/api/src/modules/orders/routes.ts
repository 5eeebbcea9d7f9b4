import { OrderDetailsResponseSchema, OrderListResponseSchema, OrderSchema, StaffOrderPageSchema, StaffOrderQuerySchema, StaffOrderStatusBodySchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as ordersService from './service';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const OrderParams = idParams('orderId', 'ORDER_NOT_FOUND');

const tags = ['Orders'];
const security = [{ bearer: [] }];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, paymentGateway } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/order/getAllOrder', { schema: { tags, security, response: { 200: OrderListResponseSchema } } }, async (req) => ok(await ordersService.listOrders(database, currentUser(req), clock.now())));

  app.get('/order/details/:orderId', { schema: { tags, security, params: OrderParams, response: { 200: OrderDetailsResponseSchema } } }, async (req) => {
    const order = await ordersService.getOrder(database, currentUser(req), req.params.orderId, clock.now());
    return ok({ ...order, id: order._id, total: order.total_price });
  });

  app.post('/order/cancel/:orderId', { config: { settle: true }, schema: { tags, security, params: OrderParams, response: { 200: envelope(OrderSchema) } } }, async (req) => {
    const order = await ordersService.cancelOrder(database, paymentGateway, currentUser(req), req.params.orderId, clock.now());
    return ok(order, 'Your order has been cancelled.');
  });
};

/** Back office (mounted under /api/admin with the admin guard). */
export const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock, paymentGateway } = app.deps;
  const tags = ['Back office'];
  app.get('/orders', { schema: { tags, querystring: StaffOrderQuerySchema, response: { 200: envelope(StaffOrderPageSchema) } } }, async (req) =>
    ok(await ordersService.listOrdersForStaff(database, req.query)),
  );
  app.get('/orders/:orderId', { schema: { tags, params: OrderParams, response: { 200: envelope(OrderSchema) } } }, async (req) =>
    ok(await ordersService.getOrder(database, currentUser(req), req.params.orderId, clock.now())),
  );
  app.post('/orders/:orderId/status', { config: { settle: true }, schema: { tags, params: OrderParams, body: StaffOrderStatusBodySchema, response: { 200: envelope(OrderSchema) } } }, async (req) => {
    const now = clock.now();
    const { status, note, carrier, tracking_number } = req.body;
    const shipment = carrier && tracking_number ? { carrier, trackingNumber: tracking_number } : undefined;
    await ordersService.setOrderStatus(db, paymentGateway, currentUser(req), req.params.orderId, status, note, now, shipment);
    return ok(await ordersService.getOrder(database, currentUser(req), req.params.orderId, now), `Order moved to ${req.body.status}.`);
  });
};
