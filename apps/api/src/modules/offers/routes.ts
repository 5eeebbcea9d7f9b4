import {
  OfferBodySchema,
  OfferListResponseSchema,
  OfferResponseSchema,
  StaffOfferCounterBodySchema,
  StaffOfferDeclineBodySchema,
  StaffOfferQuerySchema,
  StaffOfferSchema,
  envelope,
  toPaise,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, optionalUser, requireUser } from '../../lib/auth';
import { LIMITS, clientAddress, enforce } from '../../lib/rate-limit';
import * as offersService from './service';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const OfferParams = idParams('id', 'OFFER_NOT_FOUND');

const tags = ['Offers'];

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;

  app.post('/offers', { schema: { tags, body: OfferBodySchema, response: { 201: OfferResponseSchema } }, onRequest: optionalUser }, async (req, reply) => {
    await enforce(req, [LIMITS.formPerAddress('offer', clientAddress(req)), ...(req.user ? [LIMITS.formPerAccount('offer', req.user.id)] : [])]);
    const offer = await offersService.makeOffer(db, req.user, req.body, config.shopEmail, clock.now());
    return reply.status(201).send(ok(offer, 'Your price quote request has been submitted successfully!'));
  });

  app.get(
    '/offers/mine',
    { schema: { tags, security: [{ bearer: [] }], querystring: z.object({ product_id: z.string().max(64).optional() }), response: { 200: OfferListResponseSchema } }, onRequest: requireUser },
    async (req) => ok(await offersService.myOffers(db, currentUser(req), req.query.product_id, clock.now())),
  );
};

/** Back office (mounted under /api/admin with the admin guard). */
export const offerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];
  app.get('/offers', { schema: { tags, querystring: StaffOfferQuerySchema, response: { 200: envelope(z.array(StaffOfferSchema)) } } }, async (req) =>
    ok(await offersService.listOffers(db, req.query.status, clock.now())),
  );
  app.post('/offers/:id/accept', { schema: { tags, params: OfferParams, response: { 200: OfferResponseSchema } } }, async (req) =>
    ok(await offersService.answerOffer(db, currentUser(req), req.params.id, { action: 'accept' }, clock.now()), 'Offer accepted; the shopper has been told.'),
  );
  app.post('/offers/:id/counter', { schema: { tags, params: OfferParams, body: StaffOfferCounterBodySchema, response: { 200: OfferResponseSchema } } }, async (req) =>
    ok(await offersService.answerOffer(db, currentUser(req), req.params.id, { action: 'counter', pricePaise: toPaise(req.body.price) }, clock.now()), 'Counter-offer sent to the shopper.'),
  );
  app.post('/offers/:id/decline', { schema: { tags, params: OfferParams, body: StaffOfferDeclineBodySchema, response: { 200: OfferResponseSchema } } }, async (req) =>
    ok(await offersService.answerOffer(db, currentUser(req), req.params.id, { action: 'decline', note: req.body?.note }, clock.now()), 'Offer declined; the shopper has been told.'),
  );
};
