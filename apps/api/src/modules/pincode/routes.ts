import { PinCodeInfoResponseSchema, PinCodeParamsSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pinCodeInfo } from './service';
import { ok } from '../../lib/envelope';

/** `GET /api/pincode/{pin}`: the state, district, delivery dates and cash on delivery of a PIN code. */
export const pinCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get('/pincode/:pin', { schema: { tags: ['Shop'], params: PinCodeParamsSchema, response: { 200: PinCodeInfoResponseSchema } } }, async (req, reply) => {
    // The dates change at midnight and the settings at any time: revalidated on every use.
    void reply.header('cache-control', 'no-cache');
    return ok(await pinCodeInfo(db, req.params.pin, clock.now()));
  });
};
