/**
 * Back-office overviews (mounted under /api/admin with the admin guard): the dashboard and its
 * sales chart, the mail outbox, the audit log and the shop settings.
 */
import { AuditPageSchema, DashboardSalesSchema, DashboardSchema, OutboxPageSchema, OutboxQuerySchema, PageQuerySchema, ShopSettingsBodySchema, ShopSettingsSchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth';
import { getSettings, toSettingsDto } from '../../lib/settings';
import { auditPage, dashboard, outboxPage, saveSettings } from './overview';
import { salesSeries } from './sales';
import { ok } from '../../lib/envelope';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];

  app.get('/dashboard', { schema: { tags, response: { 200: envelope(DashboardSchema) } } }, async () => ok(await dashboard(db, clock.now())));
  app.get('/dashboard/sales', { schema: { tags, response: { 200: envelope(DashboardSalesSchema) } } }, async () => ok(await salesSeries(db, clock.now())));
  app.get('/outbox', { schema: { tags, querystring: OutboxQuerySchema, response: { 200: envelope(OutboxPageSchema) } } }, async (req) => ok(await outboxPage(db, req.query)));
  app.get('/audit', { schema: { tags, querystring: PageQuerySchema, response: { 200: envelope(AuditPageSchema) } } }, async (req) => ok(await auditPage(db, req.query)));
  app.get('/settings', { schema: { tags, response: { 200: envelope(ShopSettingsSchema) } } }, async () => ok(toSettingsDto(await getSettings(db))));
  app.put('/settings', { schema: { tags, body: ShopSettingsBodySchema, response: { 200: envelope(ShopSettingsSchema) } } }, async (req) => {
    await saveSettings(db, currentUser(req).id, req.body, clock.now());
    return ok(toSettingsDto(await getSettings(db)), 'Settings saved.');
  });
};
