/** Coupons in the back office (mounted under /api/admin with the admin guard): create, edit, disable, see uses. */
import { CouponBodySchema, CouponRedemptionSchema, CouponSchema, envelope } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth';
import { idParams } from '../../lib/ids';
import { couponUses, createCoupon, disableCoupon, listStaffCoupons, updateCoupon } from './coupon-admin';
import { ok } from '../../lib/envelope';

const CouponParams = idParams('id');

export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];

  app.get('/coupons', { schema: { tags, response: { 200: envelope(z.array(CouponSchema)) } } }, async () => ok(await listStaffCoupons(db)));

  app.post('/coupons', { schema: { tags, body: CouponBodySchema, response: { 201: envelope(CouponSchema) } } }, async (req, reply) => {
    const coupon = await createCoupon(db, currentUser(req).id, req.body, clock.now());
    return reply.status(201).send(ok(coupon, `Coupon ${coupon.code} created.`));
  });

  app.put('/coupons/:id', { schema: { tags, params: CouponParams, body: CouponBodySchema, response: { 200: envelope(CouponSchema) } } }, async (req) => {
    return ok(await updateCoupon(db, currentUser(req).id, req.params.id, req.body, clock.now()), 'Coupon saved.');
  });

  app.post('/coupons/:id/disable', { schema: { tags, params: CouponParams, response: { 200: envelope(CouponSchema) } } }, async (req) => {
    return ok(await disableCoupon(db, currentUser(req).id, req.params.id, clock.now()), 'Coupon disabled.');
  });

  app.get('/coupons/:id/uses', { schema: { tags, params: CouponParams, response: { 200: envelope(z.array(CouponRedemptionSchema)) } } }, async (req) => {
    return ok(await couponUses(db, req.params.id));
  });
};
