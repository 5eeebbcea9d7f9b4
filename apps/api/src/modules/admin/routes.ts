/**
 * The back office's API under /api/admin. One guard for all of it: 401 without a token, 403 for a
 * signed-in shopper, whatever the screens hide. Each feature contributes its own staff routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../lib/auth';
import { offerAdminRoutes } from '../offers/routes';
import { orderAdminRoutes } from '../orders/routes';
import { returnAdminRoutes } from '../returns/routes';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(orderAdminRoutes);
  await app.register(offerAdminRoutes);
  await app.register(returnAdminRoutes);
};
