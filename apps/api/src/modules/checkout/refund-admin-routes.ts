/** Refunds in the back office (mounted under /api/admin with the admin guard): the list, an order's payments, retry, mark done. */
import { OrderPaymentsSchema, RefundDoneBodySchema, RefundSchema, StaffRefundPageSchema, StaffRefundQuerySchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { listRefunds, markRefundDone, orderPayments, retryRefund } from './refunds';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const OrderParams = idParams('orderId', 'ORDER_NOT_FOUND');
const RefundParams = idParams('id', 'NOT_FOUND', 'We could not find that refund.');

export const refundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, paymentGateway } = app.deps;
  const tags = ['Back office'];

  app.get('/refunds', { schema: { tags, querystring: StaffRefundQuerySchema, response: { 200: envelope(StaffRefundPageSchema) } } }, async (req) => ok(await listRefunds(db, req.query)));

  app.get('/orders/:orderId/payments', { schema: { tags, params: OrderParams, response: { 200: envelope(OrderPaymentsSchema) } } }, async (req) => ok(await orderPayments(db, req.params.orderId)));

  app.post('/refunds/:id/retry', { schema: { tags, params: RefundParams, response: { 200: envelope(RefundSchema) } } }, async (req) => {
    const refund = await retryRefund(db, paymentGateway, currentUser(req), req.params.id, clock.now());
    const message = refund.status === 'done' ? 'The gateway made the refund.' : `The gateway did not make the refund: ${(refund.failure_reason ?? 'no reason given').replace(/\.$/, '')}.`;
    return ok(refund, message);
  });

  app.post('/refunds/:id/done', { schema: { tags, params: RefundParams, body: RefundDoneBodySchema, response: { 200: envelope(RefundSchema) } } }, async (req) =>
    ok(await markRefundDone(db, currentUser(req), req.params.id, req.body.reference, clock.now()), 'Refund marked as done.'),
  );
};
