import { EmiChoiceBodySchema, MessageResponseSchema, PaymentEmiResponseSchema, PaymentParamsSchema, UpiIntentResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import { chooseEmi, clearEmi, upiIntentFor } from './service';
import { done, ok } from '../../lib/envelope';

const tags = ['Checkout'];
const security = [{ bearer: [] }];

export const upiEmiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/payments/:paymentId/upi', { schema: { tags, security, params: PaymentParamsSchema, response: { 200: UpiIntentResponseSchema } }, onRequest: requireUser }, async (req) =>
    ok(await upiIntentFor(db, currentUser(req), req.params.paymentId, clock.now())),
  );

  app.post(
    '/payments/:paymentId/emi',
    { schema: { tags, security, params: PaymentParamsSchema, body: EmiChoiceBodySchema, response: { 200: PaymentEmiResponseSchema } }, onRequest: requireUser },
    async (req) => {
      const data = await chooseEmi(db, currentUser(req), req.params.paymentId, req.body.months, clock.now());
      return ok(data, `Your card will be charged in ${data.months} monthly instalments.`);
    },
  );

  app.delete('/payments/:paymentId/emi', { schema: { tags, security, params: PaymentParamsSchema, response: { 200: MessageResponseSchema } }, onRequest: requireUser }, async (req) => {
    await clearEmi(db, currentUser(req), req.params.paymentId, clock.now());
    return done('Your card will be charged the whole amount at once.');
  });
};
