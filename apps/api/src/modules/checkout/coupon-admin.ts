/** The back office's coupon work: list, create, edit, disable, see uses. Each change is audited in its transaction. */
import { type Coupon as StaffCoupon, type CouponBodySchema, type CouponRedemption, toPaise, toRupees } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { selectRows, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { CouponRow } from './coupons';

type CouponBody = z.output<typeof CouponBodySchema>;

/** A coupon with its uses and the discount it has given. */
interface StaffCouponRow extends CouponRow {
  uses: number;
  discount_paise: number;
}

const toDto = (c: StaffCouponRow): StaffCoupon => ({
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

function columns(body: CouponBody) {
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

async function staffCoupon(db: Db, id: string): Promise<StaffCoupon> {
  return toDto((await selectRows<StaffCouponRow>(db, sql`${SELECT} WHERE c.id = ${id}`))[0]!);
}

/**
 * The shop's codes. Welcome coupons (one per newsletter subscriber, bound to its address) are not
 * listed: there is one per sign-up, and staff do not edit them.
 */
export async function listStaffCoupons(db: Db): Promise<StaffCoupon[]> {
  return (await selectRows<StaffCouponRow>(db, sql`${SELECT} WHERE c.email IS NULL ORDER BY c.created_at DESC`)).map(toDto);
}

export async function createCoupon(db: Db, actorId: string, body: CouponBody, now: Date): Promise<StaffCoupon> {
  return db.transaction(async (tx) => {
    const c = columns(body);
    const inserted = await selectRows<{ id: string }>(
      tx,
      sql`INSERT INTO coupons (code, description, kind, value, min_order_paise, starts_at, ends_at, usage_limit, per_user_limit, excludes_sale_items, active, created_at)
          VALUES (${c.code}, ${c.description}, ${c.kind}, ${c.value}, ${c.minOrderPaise}, ${c.startsAt}, ${c.endsAt}, ${c.usageLimit}, ${c.perUserLimit},
                  ${c.excludesSaleItems}, ${c.active}, ${now})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!inserted[0]) throw conflict('CONFLICT', `A coupon with the code ${body.code} already exists.`);
    await audit(tx, actorId, 'coupon.create', 'coupon', inserted[0].id, { code: body.code }, now);
    return staffCoupon(tx, inserted[0].id);
  });
}

export async function updateCoupon(db: Db, actorId: string, id: string, body: CouponBody, now: Date): Promise<StaffCoupon> {
  return db.transaction(async (tx) => {
    const clash = await selectRows<{ id: string }>(tx, sql`SELECT id FROM coupons WHERE code = ${body.code} AND id <> ${id}`);
    if (clash[0]) throw conflict('CONFLICT', `A coupon with the code ${body.code} already exists.`);
    const c = columns(body);
    const updated = await selectRows<{ id: string }>(
      tx,
      sql`UPDATE coupons SET code = ${c.code}, description = ${c.description}, kind = ${c.kind}, value = ${c.value}, min_order_paise = ${c.minOrderPaise},
                 starts_at = ${c.startsAt}, ends_at = ${c.endsAt}, usage_limit = ${c.usageLimit}, per_user_limit = ${c.perUserLimit},
                 excludes_sale_items = ${c.excludesSaleItems}, active = ${c.active}
           WHERE id = ${id} RETURNING id`,
    );
    if (!updated[0]) throw notFound();
    await audit(tx, actorId, 'coupon.update', 'coupon', id, { code: c.code, active: c.active }, now);
    return staffCoupon(tx, id);
  });
}

export async function disableCoupon(db: Db, actorId: string, id: string, now: Date): Promise<StaffCoupon> {
  return db.transaction(async (tx) => {
    const updated = await selectRows<{ id: string }>(tx, sql`UPDATE coupons SET active = false WHERE id = ${id} RETURNING id`);
    if (!updated[0]) throw notFound();
    await audit(tx, actorId, 'coupon.disable', 'coupon', id, null, now);
    return staffCoupon(tx, id);
  });
}

/** The orders that used a coupon, newest first. */
export async function couponUses(db: Db, id: string): Promise<CouponRedemption[]> {
  const rows = await selectRows<{ order_id: string; email: string; discount_paise: number; created_at: string }>(
    db,
    sql`SELECT r.order_id, u.email, o.coupon_discount_paise AS discount_paise, r.created_at FROM coupon_redemptions r
          JOIN users u ON u.id = r.user_id JOIN orders o ON o.id = r.order_id WHERE r.coupon_id = ${id} ORDER BY r.created_at DESC`,
  );
  return rows.map((r) => ({ order_id: r.order_id, email: r.email, discount: toRupees(r.discount_paise), createdAt: new Date(r.created_at).toISOString() }));
}
