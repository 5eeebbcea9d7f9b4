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
  uniqueIndex,
  uuid,
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
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.lastUsedAt.desc())],
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
    index('products_status_idx').on(t.status, t.updatedAt.desc()),
  ],
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
    /** Stock held for an unpaid online payment is released after this time. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    layawayDepositPaise: integer(),
    layawayWeeks: integer(),
    layawayDueAt: timestamp({ withTimezone: true }),
    paidPaise: integer().notNull().default(0),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
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
    /** 'requested', 'approved', 'rejected'. */
    status: text().notNull().default('requested'),
    decisionNote: text(),
    creditPaise: integer(),
    decidedBy: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('returns_status_idx').on(t.status, t.createdAt.desc()), index('returns_item_idx').on(t.orderItemId)],
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
