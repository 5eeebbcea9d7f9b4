import {
  CheckoutQuoteBodySchema,
  CheckoutQuoteResponseSchema,
  CouponValidateBodySchema,
  GatewayPayBodySchema,
  LayawayPayBodySchema,
  PaymentCallbackBodySchema,
  PaymentGatewayInfoSchema,
  PaymentParamsSchema,
  PaymentResultResponseSchema,
  PaymentSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
  envelope,
  toRupees,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth';
import { getOrder } from '../orders/service';
import { getPayment, payAtTestGateway, confirmPayment, openAtGateway, shopperPayment, startLayawayBalance } from './payments';
import { placeOrder, quoteCheckout, validateCoupon } from './service';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const OrderParams = idParams('orderId', 'ORDER_NOT_FOUND');

const tags = ['Checkout'];
const security = [{ bearer: [] }];
const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().trim().min(8, { error: 'Idempotency-Key must be 8 to 100 characters.' }).max(100, { error: 'Idempotency-Key must be 8 to 100 characters.' }).optional(),
});
const CouponResponseSchema = envelope(z.object({ code: z.string(), discount: z.number(), description: z.string() }));

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock, paymentGateway: gateway } = app.deps;

  app.post('/checkout/quote', { schema: { tags, security, body: CheckoutQuoteBodySchema, response: { 200: CheckoutQuoteResponseSchema } }, onRequest: requireUser }, async (req) =>
    ok(await quoteCheckout(database, currentUser(req), req.body, clock.now())),
  );

  app.post('/coupon/validate', { schema: { tags, security, body: CouponValidateBodySchema, response: { 200: CouponResponseSchema } }, onRequest: requireUser }, async (req) => {
    const coupon = await validateCoupon(database, currentUser(req), req.body.code, clock.now());
    return ok({ code: coupon.code, discount: toRupees(coupon.discountPaise), description: coupon.description }, 'Coupon applied successfully!');
  });

  app.post(
    '/order/add',
    {
      config: { settle: true },
      schema: { tags, security, headers: IdempotencyHeadersSchema, body: PlaceOrderBodySchema, response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema } },
      onRequest: requireUser,
    },
    async (req, reply) => {
      const user = currentUser(req);
      const now = clock.now();
      const placed = await placeOrder(database, user, req.body, req.headers['idempotency-key'], now);
      if (placed.paymentId && !placed.replayed) await openAtGateway(db, gateway, placed.paymentId, now);
      const order = await getOrder(database, user, placed.orderId, now);
      const payment = placed.paymentId ? await getPayment(db, placed.paymentId) : null;
      const message = payment ? 'Your order is reserved. Please complete the payment.' : 'Order placed successfully';
      return reply.status(placed.replayed ? 200 : 201).send(ok({ order, payment }, message));
    },
  );

  app.post(
    '/payments/gateway/pay',
    { config: { settle: true }, schema: { tags, security, body: GatewayPayBodySchema, response: { 200: PaymentResultResponseSchema } }, onRequest: requireUser },
    async (req) => {
      const user = currentUser(req);
      const now = clock.now();
      const { orderId, payment } = await payAtTestGateway(database, gateway, user, req.body, now);
      const order = await getOrder(database, user, orderId, now);
      const message = payment.status === 'captured' ? 'Payment received. Thank you!' : (payment.failure_reason ?? 'The payment did not go through.');
      return ok({ order, payment }, message);
    },
  );

  // The UPI step asks every few seconds while the shopper pays in their UPI app, and moves on once the gateway's callback has settled it.
  app.get('/payments/:paymentId', { schema: { tags, security, params: PaymentParamsSchema, response: { 200: PaymentResultResponseSchema } }, onRequest: requireUser }, async (req) => {
    const user = currentUser(req);
    const now = clock.now();
    const { orderId, payment } = await shopperPayment(db, user, req.params.paymentId);
    return ok({ order: await getOrder(database, user, orderId, now), payment });
  });

  app.post('/payments/callback', { config: { settle: true }, schema: { tags, body: PaymentCallbackBodySchema, response: { 200: envelope(PaymentSchema) } } }, async (req) => {
    const payment = await confirmPayment(database, gateway, req.body, clock.now());
    return ok(payment);
  });

  app.get('/payments/gateway', { schema: { tags, response: { 200: envelope(PaymentGatewayInfoSchema) } } }, async () => ok({ provider: gateway.provider, name: gateway.name, test: gateway.test }));

  app.post(
    '/order/:orderId/layaway/pay',
    { schema: { tags, security, params: OrderParams, body: LayawayPayBodySchema, response: { 201: envelope(PaymentSchema) } }, onRequest: requireUser },
    async (req, reply) => {
      const payment = await startLayawayBalance(database, gateway, currentUser(req), req.params.orderId, req.body.paymentMethod, req.body.amount, clock.now());
      return reply.status(201).send(ok(payment, 'Complete this payment at the gateway.'));
    },
  );
};
