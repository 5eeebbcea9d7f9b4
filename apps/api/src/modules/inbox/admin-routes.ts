/**
 * The back office's inbox (mounted under /api/admin with the admin guard): contact messages,
 * sell-with-us submissions with their photos, product requests and newsletter sign-ups; each can
 * be marked handled, and the sign-ups exported as CSV.
 */
import {
  InboxHandledBodySchema,
  InboxItemParamsSchema,
  InboxItemSchema,
  InboxParamsSchema,
  InboxQuerySchema,
  envelope,
  type InboxItem,
  type InboxKind,
} from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selectRows } from '../../db/client';
import { audit } from '../../lib/audit';
import { currentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

const KINDS = {
  contact: { table: sql`contact_messages`, columns: sql`id, name, email, message, product_id, handled_at, created_at` },
  'sell-with-us': {
    table: sql`sell_submissions`,
    columns: sql`id, first_name, last_name, email, phone, address, item_type, brand, product_name, product_condition, description,
                 selling_price_paise / 100.0 AS selling_price, estimated_retail_price_paise / 100.0 AS estimated_retail_price, photos, handled_at, created_at`,
  },
  'product-requests': {
    table: sql`product_requests`,
    columns: sql`id, product_name, brand, description, image_url, price_range, contact_email, contact_phone, additional_info, handled_at, created_at`,
  },
  newsletter: { table: sql`newsletter_subscribers`, columns: sql`id, email, source, handled_at, created_at` },
} satisfies Record<InboxKind, { table: SQL; columns: SQL }>;

export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];

  app.get(
    '/inbox/:kind',
    {
      schema: {
        tags,
        params: InboxParamsSchema,
        querystring: InboxQuerySchema,
        response: { 200: envelope(z.array(InboxItemSchema)) },
      },
    },
    async (req) => {
      const { table, columns } = KINDS[req.params.kind];
      const filter = req.query.handled === 'all' ? sql`` : req.query.handled === 'true' ? sql`WHERE handled_at IS NOT NULL` : sql`WHERE handled_at IS NULL`;
      const rows = await selectRows<InboxItem>(db, sql`SELECT ${columns} FROM ${table} ${filter} ORDER BY created_at DESC LIMIT 1000`);
      return { success: true as const, data: rows };
    },
  );

  app.post(
    '/inbox/:kind/:id/handled',
    { schema: { tags, params: InboxItemParamsSchema, body: InboxHandledBodySchema, response: { 200: envelope(InboxItemSchema) } } },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound();
      const handled = req.body?.handled ?? true;
      const now = clock.now();
      const { table, columns } = KINDS[req.params.kind];
      const rows = await db.transaction(async (tx) => {
        const updated = await selectRows<InboxItem>(tx, sql`UPDATE ${table} SET handled_at = ${handled ? now : null} WHERE id = ${req.params.id} RETURNING ${columns}`);
        if (updated[0]) await audit(tx, currentUser(req).id, handled ? 'inbox.handled' : 'inbox.reopened', req.params.kind, req.params.id, null, now);
        return updated;
      });
      if (!rows[0]) throw notFound();
      return { success: true as const, data: rows[0], message: handled ? 'Marked as handled.' : 'Marked as open.' };
    },
  );

  app.get('/inbox/newsletter/export.csv', { schema: { tags, produces: ['text/csv'] } }, async (_req, reply) => {
    const rows = await selectRows<{ email: string; source: string; created_at: string }>(db, sql`SELECT email, source, created_at FROM newsletter_subscribers ORDER BY created_at`);
    const csv = ['email,source,subscribed_at', ...rows.map((r) => `${r.email},${r.source},${new Date(r.created_at).toISOString()}`)].join('\r\n');
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"').send(`${csv}\r\n`);
  });
};
