/** The back office's accounts (mounted under /api/admin with the admin guard): list, disable, re-enable. */
import { StaffUserPageSchema, StaffUserParamsSchema, StaffUserQuerySchema, StaffUserSchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import * as auth from './service';
import { ok } from '../../lib/envelope';

const tags = ['Back office'];

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/users', { schema: { tags, querystring: StaffUserQuerySchema, response: { 200: envelope(StaffUserPageSchema) } } }, async (req) => ok(await auth.listUsers(db, req.query)));

  app.post('/users/:id/disable', { schema: { tags, params: StaffUserParamsSchema, response: { 200: envelope(StaffUserSchema) } } }, async (req) =>
    ok(await auth.setUserDisabled(db, currentUser(req), req.params.id, true, clock.now()), 'The account is disabled; its sessions have ended.'),
  );

  app.post('/users/:id/enable', { schema: { tags, params: StaffUserParamsSchema, response: { 200: envelope(StaffUserSchema) } } }, async (req) =>
    ok(await auth.setUserDisabled(db, currentUser(req), req.params.id, false, clock.now()), 'The account is enabled again.'),
  );
};
