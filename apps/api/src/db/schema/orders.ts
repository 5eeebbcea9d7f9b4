/** The shop's tables: orders. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, uuidPk, requiredRef, ownedRow } from './columns';
import { productSizes, products } from './products';
import { users } from './users';

/** What the payment gateway answered: its reference, and why it refused when it did. */
const gatewayAnswer = () => ({ providerRef: text(), failureReason: text() });

export const coupons = pgTable(
  'coupons',
  {
    id: uuidPk(),
    /** Stored upper-cased. */
    code: text().notNull(),
    description: text().notNull().default(''),
    kind: text().notNull(),
    /** Percent for 'percent'; paise for 'fixed'. */
    value: integer().notNull(),
    minOrderPaise: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    perUserLimit: integer(),
    excludesSaleItems: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    /** When set, only the account with this email (lower-case) may use the coupon (a welcome coupon). */
    email: text(),
    /** Only for a shopper with no earlier order. */
    firstOrderOnly: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code), check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuidPk(),
    userId: requiredRef(() => users.id),
    status: text().notNull(),
    paymentMethod: text().notNull(),
    /** 'cod' (pay on delivery), 'pending', 'paid', 'failed', 'deposit_paid' (layaway), 'refunded'. */
    paymentStatus: text().notNull(),
    subtotalPaise: integer().notNull(),
    couponDiscountPaise: integer().notNull().default(0),
    shippingPaise: integer().notNull().default(0),
    codFeePaise: integer().notNull().default(0),
    creditPaise: integer().notNull().default(0),
    totalPaise: integer().notNull(),
    couponId: uuid().references(() => coupons.id),
    couponCode: text(),
    /** A copy of the billing address at the time of the order. */
    address: jsonb().notNull(),
    idempotencyKey: text(),
    /** SHA-256 of the request body first sent with the Idempotency-Key. */
    idempotencyHash: text(),
    /** The spec's shipping method; the shop ships 'standard' only. */
    shippingMethod: text().notNull().default('standard'),
    /** Stock held for an unpaid online payment is released after this time. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    layawayDepositPaise: integer(),
    layawayWeeks: integer(),
    layawayDueAt: timestamp({ withTimezone: true }),
    paidPaise: integer().notNull().default(0),
    /** Set when the layaway reminder (3 days before the due date) is queued; claimed once. */
    layawayReminderSentAt: timestamp({ withTimezone: true }),
    /** Entered by staff when the order ships. */
    carrier: text(),
    trackingNumber: text(),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`status = 'Awaiting Payment'`),
    index('orders_layaway_due_idx')
      .on(t.layawayDueAt)
      .where(sql`status = 'On Layaway'`),
    index('orders_layaway_reminder_idx')
      .on(t.layawayDueAt)
      .where(sql`status = 'On Layaway' AND layaway_reminder_sent_at IS NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    ...ownedRow('orderId', () => orders.id),
    productId: requiredRef(() => products.id),
    sizeId: uuid().references(() => productSizes.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    brandName: text(),
    size: text().notNull(),
    imageUrl: text(),
    unitPricePaise: integer().notNull(),
    quantity: integer().notNull(),
    wasOnSale: boolean().notNull().default(false),
    /** Always the order's status: a trigger copies it on insert and on every move of the order (migration 0006). */
    status: text().notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId), check('order_items_quantity_check', sql`${t.quantity} >= 1`)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: requiredRef(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    note: text(),
    actorId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const payments = pgTable(
  'payments',
  {
    ...ownedRow('orderId', () => orders.id),
    provider: text().notNull(),
    method: text().notNull(),
    /** What this payment is for: the whole order, a layaway deposit or a layaway balance. */
    purpose: text().notNull().default('order'),
    amountPaise: integer().notNull(),
    status: text().notNull(),
    ...gatewayAnswer(),
    /** When the gateway confirmed the capture (also for a capture that arrived after the order closed). */
    capturedAt: timestamp({ withTimezone: true }),
    /** The gateway's own reference for the payment it opened (Razorpay: its order id); null for the test gateway. */
    gatewayOrderRef: text(),
    ...timestamps(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Every refund asked of the gateway: which payment it gives back, how much, why, and its state. */
export const refunds = pgTable(
  'refunds',
  {
    ...ownedRow('orderId', () => orders.id),
    paymentId: requiredRef(() => payments.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    amountPaise: integer().notNull(),
    /** 'cancelled', 'returned-to-origin', 'late-capture'. */
    reason: text().notNull(),
    /** 'due' (recorded, not yet confirmed by the gateway), 'done', 'failed' (the gateway refused; staff retry or settle by hand). */
    status: text().notNull().default('due'),
    ...gatewayAnswer(),
    attempts: integer().notNull().default(0),
    /** Staff who settled it by hand, if anyone. */
    actorId: uuid(),
    ...timestamps(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_status_idx').on(t.status, t.createdAt.desc()),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', sql`${t.status} in ('due', 'done', 'failed')`),
    check('refunds_reason_check', sql`${t.reason} in ('cancelled', 'returned-to-origin', 'late-capture')`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuidPk(),
    couponId: requiredRef(() => coupons.id),
    userId: requiredRef(() => users.id),
    orderId: requiredRef(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId), uniqueIndex('coupon_redemptions_order_key').on(t.orderId)],
);

/** Store credit as a ledger: + when issued, − when spent. Each grant expires on its own date. */
export const storeCredits = pgTable(
  'store_credits',
  {
    id: uuidPk(),
    userId: requiredRef(() => users.id),
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    orderId: uuid().references(() => orders.id),
    returnId: uuid(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('store_credits_user_idx').on(t.userId, t.createdAt)],
);

export const returns = pgTable(
  'returns',
  {
    id: uuidPk(),
    orderItemId: requiredRef(() => orderItems.id),
    userId: requiredRef(() => users.id),
    reason: text().notNull(),
    /** 'requested', 'approved', 'received', 'credited', 'rejected' (rules/returns.ts RETURN_TRANSITIONS). */
    status: text().notNull().default('requested'),
    /** Why staff rejected it. */
    decisionNote: text(),
    /** Store credit issued, paise (set at the credited step). */
    creditPaise: integer(),
    /** Who approved or rejected it, and when. */
    decidedBy: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The return label or pickup details given to the shopper on approval. */
    instructions: text(),
    approvedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }),
    /** On receipt: true when the piece went back on sale (stock +1 for its size), false when it did not (damaged). */
    restocked: boolean(),
    inspectionNote: text(),
    creditedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('returns_status_idx').on(t.status, t.createdAt.desc()),
    index('returns_item_idx').on(t.orderItemId),
    check('returns_status_check', sql`${t.status} in ('requested', 'approved', 'received', 'credited', 'rejected')`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuidPk(),
    productId: requiredRef(() => products.id),
    userId: uuid().references(() => users.id),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    whatsapp: text(),
    pricePaise: integer().notNull(),
    message: text(),
    /** 'open', 'accepted', 'countered', 'declined', 'expired'. */
    status: text().notNull().default('open'),
    counterPricePaise: integer(),
    validUntil: timestamp({ withTimezone: true }),
    answeredBy: uuid(),
    answeredAt: timestamp({ withTimezone: true }),
    /** The order that bought one unit at the agreed price (an offer is used once). */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('offers_status_idx').on(t.status, t.createdAt.desc()), index('offers_user_product_idx').on(t.userId, t.productId)],
);
