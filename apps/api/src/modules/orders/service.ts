/**
 * Orders: placing one from the whole cart, listing a shopper's orders, reading one, cancelling.
 * Every amount is computed here from the database; stock is taken in the order's own transaction
 * by conditional update, so a one-of-a-kind item can be bought once.
 */
import {
  POLICY,
  canShopperCancel,
  cartTotals,
  formatInr,
  orderAmounts,
  type AddressInput,
  type Order,
  type OrderStatus,
  type PlaceOrderBody,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { addresses, orderEvents, orderItems, orders } from '../../db/schema';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { queueMail } from '../../lib/mail';
import { getSettings } from '../../lib/settings';
import { cartLines, type CartLine } from '../cart/service';
import { toOrderDto, type OrderEventRow, type OrderItemRow, type OrderRow } from './dto';

export interface PlaceOrderResult {
  order: Order;
  /** True when an earlier request with the same Idempotency-Key already placed this order. */
  replayed: boolean;
}

function orderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}

/** Takes the stock of every line, or throws naming the first line that is no longer available. */
async function takeStock(tx: Db, lines: CartLine[]): Promise<void> {
  // Lock sizes in one fixed order so two buyers of the same items cannot deadlock.
  const sorted = [...lines].sort((a, b) => (a.size_id < b.size_id ? -1 : 1));
  for (const line of sorted) {
    if (line.status !== 'active') throw new AppError(409, 'OUT_OF_STOCK', `${line.product_name} is no longer available. Please remove it from your cart.`);
    const taken = await selectRows<{ quantity: number }>(
      tx,
      sql`UPDATE product_sizes SET quantity = quantity - ${line.quantity}
           WHERE id = ${line.size_id} AND quantity >= ${line.quantity} RETURNING quantity`,
    );
    if (taken.length === 0) {
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

/** Puts stock back for every item of an order (cancel, lapsed payment hold). */
export async function releaseStock(tx: Db, orderId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE product_sizes s SET quantity = s.quantity + i.quantity
          FROM (SELECT size_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ${orderId} AND size_id IS NOT NULL GROUP BY size_id) i
         WHERE s.id = i.size_id`,
  );
}

/** Saves the billing address to the shopper's address book (reusing an identical one) and returns the copy for the order. */
async function rememberAddress(tx: Db, userId: string, input: AddressInput, now: Date) {
  const same = await selectRows<{ id: string }>(
    tx,
    sql`SELECT id FROM addresses WHERE user_id = ${userId} AND first_name = ${input.firstName} AND last_name = ${input.lastName}
          AND email = ${input.email} AND phone = ${input.phone} AND address = ${input.address} AND city = ${input.city}
          AND state = ${input.state} AND country = ${input.country} AND zip_code = ${input.zipCode} LIMIT 1`,
  );
  let id = same[0]?.id;
  if (id) {
    await tx.execute(sql`UPDATE addresses SET last_used_at = ${now} WHERE id = ${id}`);
  } else {
    id = (await tx.insert(addresses).values({ userId, ...input, createdAt: now, lastUsedAt: now }).returning({ id: addresses.id }))[0]!.id;
  }
  return { _id: id, ...input };
}

async function addressFromBook(tx: Db, userId: string, addressId: string) {
  const row = (
    await selectRows<AddressInput & { id: string }>(
      tx,
      sql`SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone, address, city, state, country,
                 zip_code AS "zipCode" FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`,
    )
  )[0];
  if (!row) throw notFound('NOT_FOUND', 'That address is not in your address book.');
  const { id, ...address } = row;
  return { _id: id, ...address };
}

export async function placeOrder(database: Database, user: AuthUser, body: PlaceOrderBody, idempotencyKey: string | undefined, now: Date): Promise<PlaceOrderResult> {
  if (!body.address && !body.address_id) {
    throw badRequest('VALIDATION_FAILED', 'Please fill in all required fields', [{ path: 'body.address', message: 'A billing address is required.' }]);
  }
  if (body.paymentMethod !== 'cod') {
    throw badRequest('PAYMENT_INVALID', 'Online payment is not available yet; please choose cash on delivery.');
  }
  const settings = await getSettings(database);
  const result = await database.db.transaction(async (tx) => {
    // One checkout at a time per shopper: a double click waits for the first and then finds its order.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`checkout:${user.id}`}))`);
    if (idempotencyKey) {
      const existing = await selectRows<{ id: string }>(tx, sql`SELECT id FROM orders WHERE user_id = ${user.id} AND idempotency_key = ${idempotencyKey}`);
      if (existing[0]) return { orderId: existing[0].id, replayed: true };
    }
    const lines = await cartLines(tx, user.id, true);
    if (lines.length === 0) throw badRequest('CART_EMPTY');
    await takeStock(tx, lines);
    const { subtotalPaise } = cartTotals(lines.map((l) => ({ unitPricePaise: l.effective_price_paise, quantity: l.quantity })));
    const amounts = orderAmounts({
      subtotalPaise,
      couponDiscountPaise: 0,
      shippingFeePaise: settings.shippingFeePaise,
      paymentMethod: body.paymentMethod,
      availableCreditPaise: 0,
    });
    const address = body.address ? await rememberAddress(tx, user.id, body.address, now) : await addressFromBook(tx, user.id, body.address_id!);
    const status: OrderStatus = 'Pending';
    const order = (
      await tx
        .insert(orders)
        .values({
          userId: user.id,
          status,
          paymentMethod: body.paymentMethod,
          paymentStatus: 'cod',
          subtotalPaise: amounts.subtotalPaise,
          couponDiscountPaise: amounts.couponDiscountPaise,
          shippingPaise: amounts.shippingPaise,
          codFeePaise: amounts.codFeePaise,
          creditPaise: amounts.creditPaise,
          totalPaise: amounts.totalPaise,
          address,
          idempotencyKey: idempotencyKey ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id })
    )[0]!;
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.product_id,
        sizeId: l.size_id,
        productName: l.product_name,
        brandName: l.brand_name,
        size: l.size,
        imageUrl: l.image,
        unitPricePaise: l.effective_price_paise,
        quantity: l.quantity,
        wasOnSale: l.on_sale,
        status: 'Processing' as const,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order.id, status, note: 'Order placed (cash on delivery)', actorId: user.id, createdAt: now });
    await tx.execute(sql`DELETE FROM cart_items WHERE user_id = ${user.id}`);
    await queueMail(
      tx,
      {
        to: address.email,
        kind: 'order-placed',
        subject: `Your order #${orderNumber(order.id)} is placed`,
        text: [
          `Dear ${address.firstName},`,
          '',
          `Thank you for shopping with Tangerine Luxury. Your order #${orderNumber(order.id)} has been placed.`,
          '',
          ...lines.map((l) => `- ${l.product_name} (size ${l.size}) x ${l.quantity}: ${formatInr(l.effective_price_paise * l.quantity)}`),
          '',
          `Subtotal: ${formatInr(amounts.subtotalPaise)}`,
          `Shipping: ${amounts.shippingPaise === 0 ? 'Free' : formatInr(amounts.shippingPaise)}`,
          ...(amounts.codFeePaise ? [`Cash on delivery fee: ${formatInr(amounts.codFeePaise)}`] : []),
          `Total: ${formatInr(amounts.totalPaise)}`,
          '',
          `Orders ship within ${POLICY.shipping.dispatchDays.min}-${POLICY.shipping.dispatchDays.max} days. You can cancel within ${POLICY.returns.cancellationHours} hours of purchase from My Orders.`,
        ].join('\n'),
      },
      now,
    );
    return { orderId: order.id, replayed: false };
  });
  const order = await getOrder(database, user, result.orderId, now);
  return { order, replayed: result.replayed };
}

async function loadOrders(database: Database, orderRows: OrderRow[], now: Date): Promise<Order[]> {
  if (orderRows.length === 0) return [];
  const ids = orderRows.map((o) => o.id);
  const [items, events] = await Promise.all([
    database.query<OrderItemRow>(
      `SELECT i.id, i.order_id, i.product_id, i.product_name, i.size, i.image_url, i.unit_price_paise, i.quantity,
              i.was_on_sale, i.status, i.delivered_at,
              (SELECT r.status FROM returns r WHERE r.order_item_id = i.id ORDER BY r.created_at DESC LIMIT 1) AS return_status
         FROM order_items i WHERE i.order_id = ANY($1::uuid[]) ORDER BY i.id`,
      [ids],
    ),
    database.query<OrderEventRow>(`SELECT order_id, status, note, created_at FROM order_events WHERE order_id = ANY($1::uuid[]) ORDER BY id`, [ids]),
  ]);
  return orderRows.map((o) =>
    toOrderDto(
      o,
      items.filter((i) => i.order_id === o.id),
      events.filter((e) => e.order_id === o.id),
      now,
    ),
  );
}

const ORDER_COLUMNS = `id, user_id, status, payment_method, payment_status, subtotal_paise, coupon_discount_paise, shipping_paise,
  cod_fee_paise, credit_paise, total_paise, coupon_code, address, hold_expires_at, layaway_deposit_paise, layaway_weeks,
  layaway_due_at, paid_paise, created_at`;

/** The shopper's orders, newest first. */
export async function listOrders(database: Database, user: AuthUser, now: Date): Promise<Order[]> {
  const rows = await database.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200`, [user.id]);
  return loadOrders(database, rows, now);
}

/** One order: its owner sees it; staff see any; anyone else gets 404 (not 403), so ids do not leak. */
export async function getOrder(database: Database, user: AuthUser, orderId: string, now: Date): Promise<Order> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const rows = await database.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [orderId]);
  const row = rows[0];
  if (!row || (row.user_id !== user.id && user.roleId !== '1')) throw notFound('ORDER_NOT_FOUND');
  return (await loadOrders(database, [row], now))[0]!;
}

/** The shopper cancels within 24 hours of purchase, before shipping; the stock goes back. */
export async function cancelOrder(database: Database, user: AuthUser, orderId: string, now: Date): Promise<Order> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  await database.db.transaction(async (tx) => {
    const row = (
      await selectRows<{ id: string; user_id: string; status: OrderStatus; created_at: string; address: { email: string; firstName: string } }>(
        tx,
        sql`SELECT id, user_id, status, created_at, address FROM orders WHERE id = ${orderId} FOR UPDATE`,
      )
    )[0];
    if (!row || row.user_id !== user.id) throw notFound('ORDER_NOT_FOUND');
    if (!canShopperCancel(row.status, new Date(row.created_at), now, POLICY.returns.cancellationHours)) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
    await releaseStock(tx, orderId);
    await tx.execute(sql`UPDATE orders SET status = 'Cancelled', updated_at = ${now} WHERE id = ${orderId}`);
    await tx.execute(sql`UPDATE order_items SET status = 'Cancelled' WHERE order_id = ${orderId}`);
    await tx.insert(orderEvents).values({ orderId, status: 'Cancelled', note: 'Cancelled by the shopper', actorId: user.id, createdAt: now });
    await queueMail(
      tx,
      {
        to: row.address.email,
        kind: 'order-cancelled',
        subject: `Your order #${orderNumber(orderId)} is cancelled`,
        text: `Dear ${row.address.firstName},\n\nYour order #${orderNumber(orderId)} has been cancelled as you asked. Nothing more will be charged.`,
      },
      now,
    );
  });
  return getOrder(database, user, orderId, now);
}
