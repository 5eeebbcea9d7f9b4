/** Coupons live in the database; the pure rule (rules/coupons.ts) judges one against a basket and its uses. */
import { ERROR_MESSAGES, evaluateCoupon, type CouponBasket, type CouponRefusal } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

/** A coupon as stored (`SELECT c.* FROM coupons c`). */
export interface CouponRow {
  id: string;
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: number;
  min_order_paise: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  excludes_sale_items: boolean;
  active: boolean;
  email: string | null;
  first_order_only: boolean;
}

export type CouponJudgement = { ok: true; couponId: string; code: string; description: string; discountPaise: number } | { ok: false; code: string; reason: CouponRefusal; message: string };

/**
 * Judges a code for a shopper's basket. With `lock`, the coupon row is locked until the transaction
 * ends, so two checkouts cannot both take the last use. The uses are counted in a statement of
 * their own AFTER the lock is held: on PostgreSQL a statement reads the rows committed when it
 * starts, so a checkout that waited for the lock sees the use its predecessor just committed (a
 * count taken in the locking statement itself would be the stale one from before the wait).
 */
export async function judgeCoupon(db: Db, code: string, userId: string, basket: CouponBasket, now: Date, lock = false): Promise<CouponJudgement> {
  const normalized = code.trim().toUpperCase();
  const rows = await selectRows<CouponRow>(db, sql`SELECT c.* FROM coupons c WHERE c.code = ${normalized} ${lock ? sql`FOR UPDATE OF c` : sql``}`);
  const row = rows[0];
  if (!row) return { ok: false, code: normalized, reason: 'COUPON_INVALID', message: ERROR_MESSAGES.COUPON_INVALID };
  const [use] = await selectRows<{ total_uses: number; user_uses: number; email: string; earlier_orders: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = ${row.id}) AS total_uses,
               (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = ${row.id} AND r.user_id = ${userId}) AS user_uses,
               (SELECT email FROM users WHERE id = ${userId}) AS email,
               (SELECT count(*)::int FROM orders o WHERE o.user_id = ${userId} AND o.status <> 'Cancelled') AS earlier_orders`,
  );
  const result = evaluateCoupon(
    {
      kind: row.kind,
      value: row.value,
      minOrderPaise: row.min_order_paise,
      startsAt: row.starts_at ? new Date(row.starts_at) : null,
      endsAt: row.ends_at ? new Date(row.ends_at) : null,
      usageLimit: row.usage_limit,
      perUserLimit: row.per_user_limit,
      active: row.active,
      excludesSaleItems: row.excludes_sale_items,
      boundEmail: row.email,
      firstOrderOnly: row.first_order_only,
    },
    { totalUses: use!.total_uses, usesByShopper: use!.user_uses, shopperEmail: use!.email, earlierOrders: use!.earlier_orders },
    basket,
    now,
  );
  if (!result.ok) {
    const message =
      result.reason === 'COUPON_MIN_ORDER' && row.excludes_sale_items && basket.subtotalPaise >= row.min_order_paise ? 'This coupon does not apply to sale items.' : ERROR_MESSAGES[result.reason];
    return { ok: false, code: row.code, reason: result.reason, message };
  }
  return { ok: true, couponId: row.id, code: row.code, description: row.description, discountPaise: result.discountPaise };
}

/** A cancelled or returned order gives its coupon use back (a limited coupon can be used again). */
export async function forgetCouponUses(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM coupon_redemptions WHERE order_id = ${orderId}`);
}
