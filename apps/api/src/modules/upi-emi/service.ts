/**
 * UPI by intent and card EMI at the payment step (issue 20). Both sit on a payment checkout created
 * (modules/checkout owns payments): the UPI intent and its QR code are built from the payment's
 * amount, the shop's VPA and name (settings) and the payment's reference; an EMI plan is chosen for
 * a card payment before it is paid and kept beside it (`payment_emi`). The payment is then confirmed
 * through the gateway's one confirm path, like any other.
 */
import { emiConfig, emiPlanFor, orderNumber, toRupees, upiIntent, upiReference, type EmiPlan, type EmiPlanDto, type UpiIntent } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { getSettings, toSettingsDto } from '../../lib/settings';
import { assertPaymentOpen, loadOwnPayment } from '../checkout/payment-rows';

/** The UPI intent of an open UPI payment, with the same link as an SVG QR code. */
export async function upiIntentFor(db: Db, user: AuthUser, paymentId: string, now: Date): Promise<UpiIntent> {
  const p = await loadOwnPayment(db, user, paymentId);
  if (p.method !== 'upi') throw badRequest('PAYMENT_INVALID', `This payment was started for ${p.method}, not UPI.`);
  assertPaymentOpen(p, now);
  const settings = await getSettings(db);
  const reference = upiReference(p.id);
  const intent = upiIntent({ vpa: settings.upiVpa, payeeName: settings.upiPayeeName, amountPaise: p.amount_paise, reference, note: `Order #${orderNumber(p.order_id)}` });
  // The QR library is loaded on the first UPI payment, not at start.
  const QRCode = (await import('qrcode')).default;
  const qr = await QRCode.toString(intent, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#111111', light: '#ffffff' } });
  return {
    payment_id: p.id,
    intent,
    qr_svg: qr,
    amount: toRupees(p.amount_paise),
    payee_vpa: settings.upiVpa.trim().toLowerCase(),
    payee_name: settings.upiPayeeName,
    reference,
    expires_at: p.purpose !== 'layaway_balance' && p.hold_expires_at ? new Date(p.hold_expires_at).toISOString() : null,
  };
}

function toPlanDto(paymentId: string, plan: EmiPlan) {
  return {
    payment_id: paymentId,
    months: plan.months,
    annual_rate_percent: plan.annualRatePercent,
    no_cost: plan.noCost,
    monthly: toRupees(plan.monthlyPaise),
    interest: toRupees(plan.interestPaise),
    total: toRupees(plan.totalPaise),
  };
}

/**
 * Records the EMI plan an open card payment will be paid in: the plan the rule offers on the
 * payment's amount for that tenure (refused when none is, e.g. below the minimum). Choosing again
 * replaces the choice while the payment is open.
 */
export async function chooseEmi(db: Db, user: AuthUser, paymentId: string, months: number, now: Date) {
  return db.transaction(async (tx) => {
    const p = await loadOwnPayment(tx, user, paymentId, true);
    if (p.method !== 'card') throw badRequest('EMI_NOT_AVAILABLE', 'EMI is paid by card: choose Credit / Debit Card to pay in EMI.');
    assertPaymentOpen(p, now);
    const plan = emiPlanFor(p.amount_paise, months, emiConfig(toSettingsDto(await getSettings(tx))));
    if (!plan) throw badRequest('EMI_NOT_AVAILABLE', `A ${months}-month EMI is not offered on this amount.`, [{ path: 'body.months', message: 'This plan is not offered on this amount.' }]);
    await tx.execute(
      sql`INSERT INTO payment_emi (payment_id, months, annual_rate_percent, no_cost, monthly_paise, interest_paise, created_at)
          VALUES (${p.id}, ${plan.months}, ${plan.annualRatePercent}, ${plan.noCost}, ${plan.monthlyPaise}, ${plan.interestPaise}, ${now})
          ON CONFLICT (payment_id) DO UPDATE SET months = EXCLUDED.months, annual_rate_percent = EXCLUDED.annual_rate_percent, no_cost = EXCLUDED.no_cost,
            monthly_paise = EXCLUDED.monthly_paise, interest_paise = EXCLUDED.interest_paise, created_at = EXCLUDED.created_at`,
    );
    return toPlanDto(p.id, plan);
  });
}

/**
 * The shopper pays an open card payment in full after all: the plan chosen before is dropped, so
 * the payment is not recorded (nor told to the gateway) as EMI. Nothing to drop is not an error.
 */
export async function clearEmi(db: Db, user: AuthUser, paymentId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const p = await loadOwnPayment(tx, user, paymentId, true);
    assertPaymentOpen(p, now);
    await tx.execute(sql`DELETE FROM payment_emi WHERE payment_id = ${p.id}`);
  });
}

/** A recorded plan with its payment, for the order's pages (shopper and staff). */
export interface RecordedEmi {
  paymentId: string;
  orderId: string;
  captured: boolean;
  plan: EmiPlanDto;
}

/** The EMI plans recorded on the payments of these orders. */
export async function recordedEmiPlans(db: Db, orderIds: string[]): Promise<RecordedEmi[]> {
  if (orderIds.length === 0) return [];
  const rows = await selectRows<{
    payment_id: string;
    order_id: string;
    status: string;
    amount_paise: number;
    months: number;
    annual_rate_percent: string | number;
    no_cost: boolean;
    monthly_paise: number;
    interest_paise: number;
  }>(
    db,
    sql`SELECT e.payment_id, p.order_id, p.status, p.amount_paise, e.months, e.annual_rate_percent, e.no_cost, e.monthly_paise, e.interest_paise
          FROM payment_emi e JOIN payments p ON p.id = e.payment_id
         WHERE p.order_id IN (${sql.join(
           orderIds.map((id) => sql`${id}`),
           sql`, `,
         )}) ORDER BY p.created_at, p.id`,
  );
  return rows.map((r) => ({
    paymentId: r.payment_id,
    orderId: r.order_id,
    captured: r.status === 'captured',
    plan: {
      months: r.months,
      annual_rate_percent: Number(r.annual_rate_percent),
      no_cost: r.no_cost,
      monthly: toRupees(r.monthly_paise),
      interest: toRupees(r.interest_paise),
      total: toRupees(r.amount_paise + r.interest_paise),
    },
  }));
}
