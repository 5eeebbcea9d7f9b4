import { ShopSettingsSchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings, toSettingsDto } from '../../lib/settings';
import { ok } from '../../lib/envelope';

/** The shop's public details: footer, contact page and policy pages read them from here. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/settings/public', { schema: { tags: ['Shop'], response: { 200: envelope(ShopSettingsSchema) } } }, async (_req, reply) => {
    // Revalidated on every use: a change made in the back office shows on the next page at once.
    void reply.header('cache-control', 'no-cache');
    return ok(toSettingsDto(await getSettings(db)));
  });
};
