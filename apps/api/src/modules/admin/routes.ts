/**
 * The back office's API under /api/admin. One guard for all of it: 401 without a token, 403 for a
 * signed-in shopper, whatever the screens hide. Each feature contributes its own staff routes.
 * (Adding a product or a brand keeps the spec's paths, POST /api/product/add and /api/brand/add,
 * with the same admin guard.)
 */
import { invoiceAdminRoutes } from '../invoices/routes';
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../lib/auth';
import { userAdminRoutes } from '../auth/admin-routes';
import { consignmentAdminRoutes } from '../consignment/routes';
import { brandAdminRoutes } from '../brands/admin-routes';
import { catalogueAdminRoutes } from '../catalogue/admin-routes';
import { couponAdminRoutes } from '../checkout/coupon-admin-routes';
import { refundAdminRoutes } from '../checkout/refund-admin-routes';
import { inboxAdminRoutes } from '../inbox/admin-routes';
import { offerAdminRoutes } from '../offers/routes';
import { orderAdminRoutes } from '../orders/routes';
import { returnAdminRoutes } from '../returns/routes';
import { reportRoutes } from './report-routes';
import { contentAdminRoutes } from '../content/routes';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(reportRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(brandAdminRoutes);
  await app.register(orderAdminRoutes);
  await app.register(offerAdminRoutes);
  await app.register(returnAdminRoutes);
  await app.register(couponAdminRoutes);
  await app.register(refundAdminRoutes);
  await app.register(inboxAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(invoiceAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(consignmentAdminRoutes);
};
