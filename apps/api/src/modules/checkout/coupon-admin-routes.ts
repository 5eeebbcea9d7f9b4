/** Coupons in the back office (mounted under /api/admin with the admin guard): create, edit, disable, see uses. */
import { CouponBodySchema, CouponRedemptionSchema, CouponSchema, StaffIdParamsSchema, envelope, toPaise, toRupees } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selectRows } from '../../db/client';
import { coupons } from '../../db/schema';
import { audit } from '../../lib/audit';
import { currentUser } from '../../lib/auth';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { CouponRow } from './coupons';

/** A coupon with its uses and the discount it has given. */
interface StaffCouponRow extends CouponRow {
  uses: number;
  discount_paise: number;
}

const toDto = (c: StaffCouponRow) => ({
  _id: c.id,
  code: c.code,
  description: c.description,
  kind: c.kind,
  value: c.kind === 'fixed' ? toRupees(c.value) : c.value,
  min_order: toRupees(c.min_order_paise),
  starts_at: c.starts_at ? new Date(c.starts_at).toISOString() : null,
  ends_at: c.ends_at ? new Date(c.ends_at).toISOString() : null,
  usage_limit: c.usage_limit,
  per_user_limit: c.per_user_limit,
  excludes_sale_items: c.excludes_sale_items,
  active: c.active,
  uses: c.uses,
  discount_given: toRupees(c.discount_paise),
});

const SELECT = sql`SELECT c.*, (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS uses,
  (SELECT coalesce(sum(o.coupon_discount_paise), 0)::int FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id WHERE r.coupon_id = c.id) AS discount_paise
  FROM coupons c`;

function columns(body: z.infer<typeof CouponBodySchema>) {
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    value: body.kind === 'fixed' ? toPaise(body.value) : body.value,
    minOrderPaise: toPaise(body.min_order),
    startsAt: body.starts_at,
    endsAt: body.ends_at,
    usageLimit: body.usage_limit,
    perUserLimit: body.per_user_limit,
    excludesSaleItems: body.excludes_sale_items,
    active: body.active,
  };
}

export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const tags = ['Back office'];

  // The shop's codes. Welcome coupons (one per newsletter subscriber, bound to its address) are not
  // listed: there is one per sign-up, and staff do not edit them.
  app.get('/coupons', { schema: { tags, response: { 200: envelope(z.array(CouponSchema)) } } }, async () => ({
    success: true as const,
    data: (await selectRows<StaffCouponRow>(db, sql`${SELECT} WHERE c.email IS NULL ORDER BY c.created_at DESC`)).map(toDto),
  }));

  app.post('/coupons', { schema: { tags, body: CouponBodySchema, response: { 201: envelope(CouponSchema) } } }, async (req, reply) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const inserted = await tx.insert(coupons).values({ ...columns(req.body), createdAt: now }).onConflictDoNothing().returning({ id: coupons.id });
      if (!inserted[0]) throw conflict('CONFLICT', `A coupon with the code ${req.body.code} already exists.`);
      await audit(tx, currentUser(req).id, 'coupon.create', 'coupon', inserted[0].id, { code: req.body.code }, now);
      return (await selectRows<StaffCouponRow>(tx, sql`${SELECT} WHERE c.id = ${inserted[0].id}`))[0]!;
    });
    return reply.status(201).send({ success: true, data: toDto(row), message: `Coupon ${row.code} created.` });
  });

  app.put('/coupons/:id', { schema: { tags, params: StaffIdParamsSchema, body: CouponBodySchema, response: { 200: envelope(CouponSchema) } } }, async (req) => {
    if (!isUuid(req.params.id)) throw notFound();
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const clash = await selectRows<{ id: string }>(tx, sql`SELECT id FROM coupons WHERE code = ${req.body.code} AND id <> ${req.params.id}`);
      if (clash[0]) throw conflict('CONFLICT', `A coupon with the code ${req.body.code} already exists.`);
      const c = columns(req.body);
      const updated = await selectRows<{ id: string }>(
        tx,
        sql`UPDATE coupons SET code = ${c.code}, description = ${c.description}, kind = ${c.kind}, value = ${c.value}, min_order_paise = ${c.minOrderPaise},
                   starts_at = ${c.startsAt}, ends_at = ${c.endsAt}, usage_limit = ${c.usageLimit}, per_user_limit = ${c.perUserLimit},
                   excludes_sale_items = ${c.excludesSaleItems}, active = ${c.active}
             WHERE id = ${req.params.id} RETURNING id`,
      );
      if (!updated[0]) throw notFound();
      await audit(tx, currentUser(req).id, 'coupon.update', 'coupon', req.params.id, { code: c.code, active: c.active }, now);
      return (await selectRows<StaffCouponRow>(tx, sql`${SELECT} WHERE c.id = ${req.params.id}`))[0]!;
    });
    return { success: true as const, data: toDto(row), message: 'Coupon saved.' };
  });

  app.post('/coupons/:id/disable', { schema: { tags, params: StaffIdParamsSchema, response: { 200: envelope(CouponSchema) } } }, async (req) => {
    if (!isUuid(req.params.id)) throw notFound();
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const updated = await selectRows<{ id: string }>(tx, sql`UPDATE coupons SET active = false WHERE id = ${req.params.id} RETURNING id`);
      if (!updated[0]) throw notFound();
      await audit(tx, currentUser(req).id, 'coupon.disable', 'coupon', req.params.id, null, now);
      return (await selectRows<StaffCouponRow>(tx, sql`${SELECT} WHERE c.id = ${req.params.id}`))[0]!;
    });
    return { success: true as const, data: toDto(row), message: 'Coupon disabled.' };
  });

  app.get(
    '/coupons/:id/uses',
    { schema: { tags, params: StaffIdParamsSchema, response: { 200: envelope(z.array(CouponRedemptionSchema)) } } },
    async (req) => {
      if (!isUuid(req.params.id)) throw badRequest();
      const rows = await selectRows<{ order_id: string; email: string; discount_paise: number; created_at: string }>(
        db,
        sql`SELECT r.order_id, u.email, o.coupon_discount_paise AS discount_paise, r.created_at FROM coupon_redemptions r
              JOIN users u ON u.id = r.user_id JOIN orders o ON o.id = r.order_id WHERE r.coupon_id = ${req.params.id} ORDER BY r.created_at DESC`,
      );
      return { success: true as const, data: rows.map((r) => ({ order_id: r.order_id, email: r.email, discount: toRupees(r.discount_paise), createdAt: new Date(r.created_at).toISOString() })) };
    },
  );
};
