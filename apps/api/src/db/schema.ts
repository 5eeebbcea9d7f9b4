/**
 * The shop's tables. TypeScript names are camelCase; SQL names are snake_case (drizzle `casing`).
 * Money columns are integer paise and end in `Paise`. Migrations are generated from this file with
 * `npm run db:generate -w @shop/api` and are never regenerated once applied.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

// ---- users and sessions ----------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** '1' administrator, '2' customer (storefront §6). */
    roleId: text().notNull().default('2'),
    /** Set while staff have disabled the account: sign-in is refused and no session works. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    country: text().notNull(),
    zipCode: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The shopper's default address (at most one each). */
    isDefault: boolean().notNull().default(false),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.lastUsedAt.desc()), uniqueIndex('addresses_one_default').on(t.userId).where(sql`is_default`)],
);

// ---- taxonomy and brands ---------------------------------------------------------------------

export const categories = pgTable('categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  position: integer().notNull(),
});

export const subCategories = pgTable('sub_categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  categoryId: text()
    .notNull()
    .references(() => categories.id),
  position: integer().notNull(),
});

export const subSubCategories = pgTable('sub_sub_categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  subCategoryId: text()
    .notNull()
    .references(() => subCategories.id),
  position: integer().notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_key').on(sql`lower(${t.name})`)],
);

// ---- products --------------------------------------------------------------------------------

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    productName: text().notNull(),
    description: text().notNull().default(''),
    additionalInfo: text().notNull().default(''),
    brandId: uuid().references(() => brands.id),
    /** The brand's name, copied so the search document and cards need no join. */
    brandName: text(),
    categoryId: text()
      .notNull()
      .references(() => categories.id),
    subCategoryId: text().references(() => subCategories.id),
    subSubCategoryId: text().references(() => subSubCategories.id),
    color: text().notNull(),
    condition: text().notNull(),
    material: text(),
    pattern: text(),
    fit: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    pricePaise: integer().notNull(),
    discountPricePaise: integer().notNull().default(0),
    estimatedPricePaise: integer().notNull().default(0),
    effectivePricePaise: integer()
      .notNull()
      .generatedAlwaysAs(sql`case when discount_price_paise > 0 then discount_price_paise else price_paise end`),
    onSale: boolean()
      .notNull()
      .generatedAlwaysAs(sql`discount_price_paise > 0`),
    /** The card's discount (selling price against the estimated retail price) in hundredths of a percent, for the "biggest discount" sort. */
    discountBp: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN estimated_price_paise > (CASE WHEN discount_price_paise > 0 THEN discount_price_paise ELSE price_paise END) THEN ((estimated_price_paise - (CASE WHEN discount_price_paise > 0 THEN discount_price_paise ELSE price_paise END))::bigint * 10000 / estimated_price_paise)::integer ELSE 0 END`,
      ),
    /** When the selling price last went down (a trigger stamps it), for the "recently reduced" sort. */
    priceReducedAt: timestamp({ withTimezone: true }),
    /** Labels of every size row, for the size filter's GIN index. */
    sizeLabels: text().array().notNull().default(sql`'{}'::text[]`),
    /** Accent-folded, lower-cased name and brand (weight A) and description (weight D). */
    searchTitle: text().notNull().default(''),
    searchBody: text().notNull().default(''),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_body), 'D')`,
      ),
    /** 'active' is for sale; 'archived' has left the shop but stays in old orders. */
    status: text().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} >= 0 and ${t.discountPricePaise} >= 0 and ${t.estimatedPricePaise} >= 0`),
    index('products_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_price_idx').on(t.effectivePricePaise, t.id).where(sql`status = 'active'`),
    index('products_category_newest_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_sub_category_newest_idx').on(t.subCategoryId, t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_sub_sub_category_newest_idx').on(t.subSubCategoryId, t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_brand_newest_idx').on(t.brandId, t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_colour_idx').on(sql`lower(${t.color})`).where(sql`status = 'active'`),
    index('products_condition_idx').on(t.condition).where(sql`status = 'active'`),
    index('products_on_sale_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`status = 'active' and on_sale`),
    index('products_sizes_idx').using('gin', t.sizeLabels),
    index('products_search_idx').using('gin', t.search),
    index('products_discount_idx').on(t.discountBp.desc(), t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_reduced_idx').on(t.priceReducedAt.desc().nullsLast(), t.createdAt.desc(), t.id.desc()).where(sql`status = 'active'`),
    index('products_status_idx').on(t.status, t.updatedAt.desc()),
  ],
);

/** Every word of the products' search titles, for correcting misspelt searches by trigram similarity (migration 0008). */
export const searchWords = pgTable(
  'search_words',
  { word: text().primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text().notNull(),
    quantity: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    check('product_sizes_quantity_check', sql`${t.quantity} >= 0`),
    index('product_sizes_product_idx').on(t.productId, t.position),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** URL of the full-size WebP; the thumb and card variants sit beside it. */
    url: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

// ---- cart and wishlist -----------------------------------------------------------------------

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: uuid()
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_size_key').on(t.userId, t.sizeId),
    check('cart_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);

// ---- orders ----------------------------------------------------------------------------------

export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_hold_idx').on(t.holdExpiresAt).where(sql`status = 'Awaiting Payment'`),
    index('orders_layaway_due_idx').on(t.layawayDueAt).where(sql`status = 'On Layaway'`),
    index('orders_layaway_reminder_idx').on(t.layawayDueAt).where(sql`status = 'On Layaway' AND layaway_reminder_sent_at IS NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
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
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    method: text().notNull(),
    /** What this payment is for: the whole order, a layaway deposit or a layaway balance. */
    purpose: text().notNull().default('order'),
    amountPaise: integer().notNull(),
    status: text().notNull(),
    providerRef: text(),
    failureReason: text(),
    /** When the gateway confirmed the capture (also for a capture that arrived after the order closed). */
    capturedAt: timestamp({ withTimezone: true }),
    /** The gateway's own reference for the payment it opened (Razorpay: its order id); null for the test gateway. */
    gatewayOrderRef: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Every refund asked of the gateway: which payment it gives back, how much, why, and its state. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    amountPaise: integer().notNull(),
    /** 'cancelled', 'returned-to-origin', 'late-capture'. */
    reason: text().notNull(),
    /** 'due' (recorded, not yet confirmed by the gateway), 'done', 'failed' (the gateway refused; staff retry or settle by hand). */
    status: text().notNull().default('due'),
    providerRef: text(),
    failureReason: text(),
    attempts: integer().notNull().default(0),
    /** Staff who settled it by hand, if anyone. */
    actorId: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId), uniqueIndex('coupon_redemptions_order_key').on(t.orderId)],
);

/** Store credit as a ledger: + when issued, − when spent. Each grant expires on its own date. */
export const storeCredits = pgTable(
  'store_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
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
    id: uuid().primaryKey().defaultRandom(),
    orderItemId: uuid()
      .notNull()
      .references(() => orderItems.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
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
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id),
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
  (t) => [
    index('offers_status_idx').on(t.status, t.createdAt.desc()),
    index('offers_user_product_idx').on(t.userId, t.productId),
  ],
);

// ---- inbox -----------------------------------------------------------------------------------

export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  productId: uuid(),
  handledAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const sellSubmissions = pgTable('sell_submissions', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  address: text().notNull(),
  itemType: text().notNull(),
  brand: text().notNull(),
  productName: text().notNull(),
  productCondition: text().notNull(),
  description: text().notNull().default(''),
  sellingPricePaise: integer(),
  estimatedRetailPricePaise: integer(),
  /** URLs of the uploaded photos, in order. */
  photos: text().array().notNull().default(sql`'{}'::text[]`),
  handledAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const productRequests = pgTable('product_requests', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid(),
  productName: text().notNull(),
  brand: text().notNull(),
  description: text().notNull(),
  imageUrl: text(),
  priceRange: text().notNull(),
  contactEmail: text().notNull(),
  contactPhone: text(),
  additionalInfo: text(),
  handledAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    source: text().notNull(),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

// ---- mail, settings, audit, limits -----------------------------------------------------------

export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    kind: text().notNull(),
    /** 'queued', 'sent', 'failed'; without SMTP a mail is 'logged' (kept here and written to the log). */
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** Made when the mail is sent (lib/mail.ts MailAttachmentRef): [{ kind: 'invoice', id, filename }]. */
    attachments: jsonb().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'queued'`),
    index('outbox_created_idx').on(t.createdAt.desc()),
  ],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: uuid(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** Fixed-window counters shared by every API process (issue 9). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

// ---- GST tax invoices and credit notes (modules/invoices, migration 0010) --------------------

/** The last number issued in each gapless series ('invoice' or 'credit-note') per financial year. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    kind: text().notNull(),
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_series_pk', columns: [t.kind, t.financialYear] }), check('invoice_series_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`)],
);

/** An invoice (one per confirmed order) or a credit note (one per credited return), with everything printed on it. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    /** TL/2026-27/000123 or TL/CN/2026-27/000001. */
    number: text().notNull().unique('invoices_number_unique'),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    returnId: uuid().references(() => returns.id),
    /** A credit note's invoice. */
    invoiceId: uuid().references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    seller: jsonb().notNull(),
    buyer: jsonb().notNull(),
    delivery: jsonb().notNull(),
    intraState: boolean().notNull(),
    lines: jsonb().notNull(),
    taxablePaise: integer().notNull(),
    cgstPaise: integer().notNull(),
    sgstPaise: integer().notNull(),
    igstPaise: integer().notNull(),
    totalPaise: integer().notNull(),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`),
    unique('invoices_series_unique').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('invoices_one_per_order').on(t.orderId).where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_per_return').on(t.returnId).where(sql`kind = 'credit-note'`),
    index('invoices_order_idx').on(t.orderId),
  ],
);
