import { envelope, toRupees } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSettings } from '../../lib/settings';

const PublicSettingsResponseSchema = envelope(
  z.object({
    businessName: z.string(),
    businessAddress: z.string(),
    businessPhone: z.string(),
    businessEmail: z.string(),
    businessHours: z.string(),
    /** Domestic shipping fee in rupees; 0 shows as Free. */
    shippingFee: z.number(),
  }),
);

/** The shop's public details: footer, contact page and policy pages read them from here. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get('/settings/public', { schema: { tags: ['Shop'], response: { 200: PublicSettingsResponseSchema } } }, async (_req, reply) => {
    const s = await getSettings(db);
    void reply.header('cache-control', 'public, max-age=60');
    return {
      success: true as const,
      data: {
        businessName: s.businessName,
        businessAddress: s.businessAddress,
        businessPhone: s.businessPhone,
        businessEmail: s.businessEmail,
        businessHours: s.businessHours,
        shippingFee: toRupees(s.shippingFeePaise),
      },
    };
  });
};
