import {
  ReturnRequestBodySchema,
  ReturnResponseSchema,
  StaffReturnApproveBodySchema,
  StaffReturnReceiveBodySchema,
  StaffReturnQuerySchema,
  StaffReturnRejectBodySchema,
  StaffReturnSchema,
  StoreCreditResponseSchema,
  envelope,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as returnsService from './service';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const ReturnParams = idParams('id', 'NOT_FOUND', 'We could not find that return.');

export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const tags = ['Returns and credit'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', requireUser);

  app.post('/returns', { schema: { tags, security, body: ReturnRequestBodySchema, response: { 201: ReturnResponseSchema } } }, async (req, reply) => {
    const data = await returnsService.requestReturn(db, currentUser(req), req.body.order_item_id, req.body.reason, config.shopEmail, clock.now());
    return reply.status(201).send(ok(data, 'Your return request has been sent. We will reply within 24 hours.'));
  });

  app.get('/credit', { schema: { tags, security, response: { 200: StoreCreditResponseSchema } } }, async (req) => ok(await returnsService.storeCredit(db, currentUser(req), clock.now())));
};

export const returnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];
  app.get('/returns', { schema: { tags, querystring: StaffReturnQuerySchema, response: { 200: envelope(z.array(StaffReturnSchema)) } } }, async (req) =>
    ok(await returnsService.listReturns(db, req.query.status)),
  );
  app.post('/returns/:id/approve', { schema: { tags, params: ReturnParams, body: StaffReturnApproveBodySchema, response: { 200: ReturnResponseSchema } } }, async (req) =>
    ok(
      await returnsService.approveReturn(db, currentUser(req), req.params.id, req.body.instructions, clock.now()),
      'Return approved; the shopper has the return details. Credit is issued once the piece is back.',
    ),
  );
  app.post('/returns/:id/receive', { schema: { tags, params: ReturnParams, body: StaffReturnReceiveBodySchema, response: { 200: ReturnResponseSchema } } }, async (req) => {
    const { data, productArchived } = await returnsService.receiveReturn(db, currentUser(req), req.params.id, req.body, clock.now());
    const message = !req.body.restock
      ? 'Piece received; kept off sale.'
      : productArchived
        ? 'Piece received and its stock restored, but the product is archived: restore it in Products to sell it.'
        : 'Piece received and back on sale.';
    return ok(data, message);
  });
  app.post('/returns/:id/credit', { schema: { tags, params: ReturnParams, response: { 200: ReturnResponseSchema } } }, async (req) =>
    ok(await returnsService.creditReturn(db, currentUser(req), req.params.id, clock.now()), 'Store credit issued; the shopper has been told.'),
  );
  app.post('/returns/:id/reject', { schema: { tags, params: ReturnParams, body: StaffReturnRejectBodySchema, response: { 200: ReturnResponseSchema } } }, async (req) =>
    ok(await returnsService.rejectReturn(db, currentUser(req), req.params.id, req.body.reason, clock.now()), 'Return rejected; the shopper has been told.'),
  );
};
