/**
 * Checkout: the server prices the whole cart (offers, coupon, store credit, shipping, COD fee,
 * layaway deposit) and places one order for every line. Stock is taken in the order's own
 * transaction by conditional update; an online payment holds it for 15 minutes.
 */
import {
  ERROR_MESSAGES,
  PIN_CODE,
  POLICY,
  checkPinCodeState,
  pinCodeStates,
  layawayDueAt,
  layawaySchedule,
  toRupees,
  type CheckoutQuote,
  type CheckoutQuoteBody,
  type OrderStatus,
  type PlaceOrderBody,
} from '@shop/shared';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { couponRedemptions, orderItems, orders, payments } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { issueInvoice } from '../invoices/service';
import { deliveryTo } from '../pincode/service';
import { addressFromBook, rememberAddress } from '../addresses/service';
import type { CartLine } from '../cart/service';
import { consumeOffer } from '../offers/pricing';
import { spendCredit } from '../returns/credit';
import { takeStock } from '../catalogue/stock';
import { orderPlacedMail } from './order-placed-mail';
import { recordOrderEvent } from '../orders/history';
import { closeHeldOrders } from '../orders/service';
import { cartLayawayRefusal, codFor, priceAsPlacedNow, priceCheckout } from './pricing';

/** The checkout summary: every amount as the order would be placed now. Changes nothing. */
export async function quoteCheckout(database: Database, user: AuthUser, body: CheckoutQuoteBody, now: Date): Promise<CheckoutQuote> {
  const p = await priceAsPlacedNow(database, user, body, now);
  const terms = p.cart.lines.length > 0 && !cartLayawayRefusal(p.cart, body.paymentMethod === 'cod' ? 'card' : body.paymentMethod) ? p.layawayTerms : null;
  const pin = body.zipCode && PIN_CODE.test(body.zipCode) ? body.zipCode : null;
  const cod = codFor(p, { zipCode: pin ?? '', country: body.country ?? 'India' });
  return {
    items: p.cart.count,
    subtotal: toRupees(p.amounts.subtotalPaise),
    discount: toRupees(p.amounts.couponDiscountPaise),
    shipping: toRupees(p.amounts.shippingPaise),
    cod_fee: toRupees(p.amounts.codFeePaise),
    credit_available: toRupees(p.creditAvailablePaise),
    credit_used: toRupees(p.amounts.creditPaise),
    total: toRupees(p.amounts.totalPaise),
    coupon: p.coupon
      ? p.coupon.ok
        ? { code: p.coupon.code, applied: true, message: 'Coupon applied successfully!', description: p.coupon.description }
        : { code: p.coupon.code, applied: false, message: p.coupon.message, description: null }
      : null,
    layaway: terms
      ? {
          available: true,
          deposit: toRupees(terms.depositPaise),
          balance: toRupees(terms.balancePaise),
          weeks: terms.weeks,
          due_at: layawayDueAt(now, terms.weeks).toISOString(),
          schedule: layawaySchedule(terms.totalPaise, terms.weeks, now).map((s) => ({ due_at: s.dueAt.toISOString(), amount: toRupees(s.amountPaise), kind: s.kind })),
        }
      : null,
    offers_applied: p.cart.lines.filter((l) => l.offerId).map((l) => ({ product_id: l.product_id, price: toRupees(l.unitPricePaise) })),
    cod: { available: cod.available, reason: cod.available ? null : cod.reason, limit: toRupees(p.settings.codLimitPaise) },
    delivery: pin && (body.country ?? 'India') === 'India' && pinCodeStates(pin).length > 0 ? deliveryTo(p.settings, pin, now) : null,
  };
}

/** Takes the stock of every line, or throws naming the first line that is no longer available. */
async function takeCartStock(tx: Db, lines: CartLine[]): Promise<void> {
  // Lock sizes in one fixed order so two buyers of the same items cannot deadlock.
  const sorted = [...lines].sort((a, b) => (a.size_id < b.size_id ? -1 : 1));
  for (const line of sorted) {
    if (line.status !== 'active') throw new AppError(409, 'OUT_OF_STOCK', `${line.product_name} is no longer available. Please remove it from your cart.`);
    if (!(await takeStock(tx, line.size_id, line.quantity))) {
      throw new AppError(
        409,
        'OUT_OF_STOCK',
        line.quantity > 1
          ? `Sorry, ${line.product_name} (size ${line.size}) no longer has ${line.quantity} in stock. Nothing was ordered.`
          : `Sorry, ${line.product_name} (size ${line.size}) has just been sold. Nothing was ordered.`,
      );
    }
  }
}

/** A stable hash of a parsed request body (keys sorted), stored beside its Idempotency-Key. */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/**
 * `POST /api/coupon/validate`: judges a code against the shopper's cart exactly as ordering would,
 * refusing with the same specific code (expired, minimum order, used up, …).
 */
export async function validateCoupon(database: Database, user: AuthUser, code: string, now: Date): Promise<{ code: string; discountPaise: number; description: string }> {
  const p = await priceAsPlacedNow(database, user, { paymentMethod: 'cod', couponCode: code }, now);
  const coupon = p.coupon!;
  if (!coupon.ok) throw badRequest(coupon.reason, coupon.message, [{ path: 'body.code', message: coupon.message }]);
  return { code: coupon.code, discountPaise: p.amounts.couponDiscountPaise, description: coupon.description };
}

export interface PlacedOrder {
  orderId: string;
  paymentId: string | null;
  replayed: boolean;
}

/**
 * Places one order for the whole cart. Cash on delivery is placed at once; an online method
 * creates the order awaiting payment with its stock held, and a payment to complete through the
 * gateway. An unpaid online order the shopper already holds is closed in the same transaction
 * (decision 30). Refusals (empty cart, a sold line, a bad coupon) change nothing.
 */
export async function placeOrder(database: Database, user: AuthUser, body: PlaceOrderBody, idempotencyKey: string | undefined, now: Date): Promise<PlacedOrder> {
  if (!body.address && !body.address_id) {
    throw badRequest('VALIDATION_FAILED', 'Please fill in all required fields', [{ path: 'body.address', message: 'A billing address is required.' }]);
  }
  return database.db.transaction(async (tx) => {
    // One checkout at a time per shopper: a double click waits for the first and then finds its order.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${user.id}`}))`);
    const bodyHash = idempotencyKey ? requestHash(body) : null;
    if (idempotencyKey) {
      const existing = await selectRows<{ id: string; payment_id: string | null; idempotency_hash: string | null }>(
        tx,
        sql`SELECT o.id, o.idempotency_hash, (SELECT p.id FROM payments p WHERE p.order_id = o.id ORDER BY p.created_at DESC LIMIT 1) AS payment_id
              FROM orders o WHERE o.user_id = ${user.id} AND o.idempotency_key = ${idempotencyKey}`,
      );
      if (existing[0]) {
        // Same key, other body: a different request, not a retry (as Stripe, Shopify and Spree answer).
        if (existing[0].idempotency_hash !== null && existing[0].idempotency_hash !== bodyHash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
        return { orderId: existing[0].id, paymentId: existing[0].payment_id, replayed: true };
      }
    }
    // The shopper's own unpaid online order (the payment step closed, another method chosen) gives
    // its pieces, coupon use and credit back first, before the cart is locked: confirming a payment
    // locks the order and then the cart, so this order of locks cannot deadlock with it.
    await closeHeldOrders(tx, user.id, now);
    const priced = await priceCheckout(tx, user, body, now, true);
    const { cart, amounts, coupon } = priced;
    if (cart.lines.length === 0) throw badRequest('CART_EMPTY');
    if (coupon && !coupon.ok) throw badRequest(coupon.reason, coupon.message, [{ path: 'body.couponCode', message: coupon.message }]);
    if (body.layaway) {
      const refusal = cartLayawayRefusal(cart, body.paymentMethod);
      if (refusal || !priced.layaway) throw badRequest('LAYAWAY_NOT_ALLOWED', refusal ?? ERROR_MESSAGES.LAYAWAY_NOT_ALLOWED);
    }
    await takeCartStock(tx, cart.cartLines);
    const address = body.address ? await rememberAddress(tx, user.id, body.address, now) : await addressFromBook(tx, user.id, body.address_id!);
    if (!body.address && address.country === 'India') {
      // A saved address from before PIN codes were checked against the state (issue 20).
      const check = checkPinCodeState(address.zipCode, address.state);
      if (!check.ok) throw badRequest('VALIDATION_FAILED', `${check.message} Please edit the saved address.`, [{ path: 'body.address_id', message: check.message }]);
    }
    if (body.paymentMethod === 'cod') {
      const cod = codFor(priced, address);
      if (!cod.available) throw badRequest('COD_NOT_AVAILABLE', cod.reason, [{ path: 'body.paymentMethod', message: cod.reason }]);
    }

    const online = body.paymentMethod !== 'cod';
    const status: OrderStatus = online ? 'Awaiting Payment' : 'Pending';
    const holdExpiresAt = online ? new Date(now.getTime() + POLICY.payment.holdMinutes * 60_000) : null;
    const order = (
      await tx
        .insert(orders)
        .values({
          userId: user.id,
          status,
          paymentMethod: body.paymentMethod,
          paymentStatus: online ? 'pending' : 'cod',
          subtotalPaise: amounts.subtotalPaise,
          couponDiscountPaise: amounts.couponDiscountPaise,
          shippingPaise: amounts.shippingPaise,
          codFeePaise: amounts.codFeePaise,
          creditPaise: amounts.creditPaise,
          totalPaise: amounts.totalPaise,
          couponId: coupon?.ok ? coupon.couponId : null,
          couponCode: coupon?.ok ? coupon.code : null,
          address,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyHash: bodyHash,
          shippingMethod: 'standard',
          holdExpiresAt,
          layawayDepositPaise: priced.layaway?.depositPaise ?? null,
          layawayWeeks: priced.layaway?.weeks ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id })
    )[0]!;
    await tx.insert(orderItems).values(
      cart.lines.map((l) => ({
        orderId: order.id,
        productId: l.product_id,
        sizeId: l.size_id,
        productName: l.product_name,
        brandName: l.brand_name,
        size: l.size,
        imageUrl: l.image,
        unitPricePaise: l.unitPricePaise,
        quantity: l.quantity,
        wasOnSale: l.on_sale,
        status: 'Processing' as const,
      })),
    );
    for (const line of cart.lines) {
      if (line.offerId && !(await consumeOffer(tx, line.offerId, order.id))) throw new AppError(409, 'OFFER_USED');
    }
    if (coupon?.ok) await tx.insert(couponRedemptions).values({ couponId: coupon.couponId, userId: user.id, orderId: order.id, createdAt: now });
    await spendCredit(tx, user.id, amounts.creditPaise, order.id, now);
    const methodLabel = { cod: 'cash on delivery', card: 'card', upi: 'UPI', netbanking: 'netbanking', wallet: 'wallet' }[body.paymentMethod];
    await recordOrderEvent(tx, {
      orderId: order.id,
      status,
      note: online ? `Order created; waiting for ${methodLabel} payment${priced.layaway ? ' of the layaway deposit' : ''}` : 'Order placed (cash on delivery)',
      actorId: user.id,
      createdAt: now,
    });

    let paymentId: string | null = null;
    if (online) {
      const amountPaise = priced.layaway ? priced.layaway.depositPaise : amounts.totalPaise;
      paymentId = (
        await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: 'test-gateway',
            method: body.paymentMethod,
            purpose: priced.layaway ? 'layaway_deposit' : 'order',
            amountPaise,
            status: 'created',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: payments.id })
      )[0]!.id;
    } else {
      // COD is placed now: the cart is done with. Online orders keep the cart until the payment is captured.
      await tx.execute(sql`DELETE FROM cart_items WHERE user_id = ${user.id}`);
      // Accepted for cash on delivery: the order is confirmed, so its tax invoice is issued now.
      const invoice = await issueInvoice(tx, order.id, now);
      await queueMail(
        tx,
        orderPlacedMail(
          { id: order.id, address },
          cart.lines.map((l) => ({ name: l.product_name, size: l.size, quantity: l.quantity, unitPricePaise: l.unitPricePaise })),
          amounts,
          invoice,
        ),
        now,
      );
    }
    return { orderId: order.id, paymentId, replayed: false };
  });
}
