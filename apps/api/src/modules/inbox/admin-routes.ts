/**
 * The back office's inbox (mounted under /api/admin with the admin guard): contact messages,
 * sell-with-us submissions with their photos, product requests and newsletter sign-ups; each can
 * be marked handled, and the sign-ups exported as CSV.
 */
import { InboxHandledBodySchema, InboxKindSchema, InboxItemSchema, InboxParamsSchema, InboxQuerySchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { idParam } from '../../lib/ids';
import { listInbox, markInboxItem, newsletterCsv } from './admin';
import { ok } from '../../lib/envelope';

const InboxItemParams = z.object({ kind: InboxKindSchema, id: idParam() });

export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];

  app.get('/inbox/:kind', { schema: { tags, params: InboxParamsSchema, querystring: InboxQuerySchema, response: { 200: envelope(z.array(InboxItemSchema)) } } }, async (req) =>
    ok(await listInbox(db, req.params.kind, req.query.handled)),
  );

  app.post('/inbox/:kind/:id/handled', { schema: { tags, params: InboxItemParams, body: InboxHandledBodySchema, response: { 200: envelope(InboxItemSchema) } } }, async (req) => {
    const handled = req.body?.handled ?? true;
    const item = await markInboxItem(db, currentUser(req).id, req.params.kind, req.params.id, handled, clock.now());
    return ok(item, handled ? 'Marked as handled.' : 'Marked as open.');
  });

  app.get('/inbox/newsletter/export.csv', { schema: { tags, produces: ['text/csv'] } }, async (_req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(await newsletterCsv(db)),
  );
};
