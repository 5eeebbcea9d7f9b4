/**
 * Test data made through the shop's own services and API, on the real database.
 */
import { randomBytes } from 'node:crypto';
import { ROLE, type AddProductBody, type Condition } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { brands, users } from '../src/db/schema';
import { putSetting } from '../src/lib/settings';
import { createProduct as createProductRow } from '../src/modules/catalogue/editing';
import type { TestApp } from './build-test-app';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

let counter = 0;
function unique(prefix: string) {
  counter += 1;
  return `${prefix}${counter}${randomBytes(3).toString('hex')}`;
}

/** Signs up and signs in a new customer through the API. */
export async function createUser(t: TestApp, options: { admin?: boolean; firstName?: string } = {}): Promise<TestUser> {
  const email = `${unique('user')}@example.com`;
  const password = 'Correct-Horse-9';
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { first_name: options.firstName ?? 'Test', last_name: 'Shopper', email, password, confirmPassword: password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  if (options.admin) await t.database.db.update(users).set({ roleId: ROLE.admin }).where(eq(users.email, email));
  return signIn(t.app, email, password);
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TestUser> {
  const res = await app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`signin failed: ${res.body}`);
  const data = res.json().data;
  return { id: data.user._id, email, password, token: data.token, auth: { authorization: `Bearer ${data.token}` } };
}

export async function createBrand(t: TestApp, name = unique('Maison ')): Promise<{ id: string; name: string }> {
  const row = (
    await t.database.db
      .insert(brands)
      .values({ name, description: `${name} makes fine things.` })
      .returning()
  )[0]!;
  return { id: row.id, name: row.name };
}

/** Puts `quantity` of the product's first size in the shopper's cart through the API (expects 200). */
export async function addToCart(t: TestApp, user: TestUser, product: { id: string; sizeIds: string[] }, quantity = 1): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: user.auth, payload: { product_id: product.id, size_id: product.sizeIds[0], quantity } });
  expect(res.statusCode, res.body).toBe(200);
}

export interface ProductOptions {
  name?: string;
  price?: number;
  discountPrice?: number;
  estimatedPrice?: number;
  sizes?: { size: string; quantity: number }[];
  brandId?: string;
  categoryId?: string;
  subCategoryId?: string;
  subSubCategoryId?: string;
  color?: string;
  condition?: Condition;
  description?: string;
  /** Uploaded picture URLs (`/uploads/…-full.webp`). */
  images?: string[];
}

/** Creates a product through the catalogue service; returns its id and size ids in order. */
export async function createProduct(t: TestApp, o: ProductOptions = {}): Promise<{ id: string; sizeIds: string[] }> {
  const body: AddProductBody = {
    category_id: o.categoryId ?? 'women',
    subCategory_id: o.subCategoryId ?? (o.categoryId ? undefined : 'women-bags'),
    subSubCategory_id: o.subSubCategoryId ?? (o.categoryId ? undefined : 'women-bags-tote-bags'),
    brand_id: o.brandId,
    product_name: o.name ?? unique('Test Tote '),
    color: o.color ?? 'Black',
    price: o.price ?? 50_000,
    discount_price: o.discountPrice ?? null,
    estimated_price: o.estimatedPrice ?? null,
    sizes: o.sizes ?? [{ size: 'One Size', quantity: 1 }],
    images: o.images ?? [],
    description: o.description ?? 'EXTERIOR\nMaterial: Calfskin',
    additionalInfo: undefined,
    condition: o.condition ?? 'pristine',
    tags: [],
    material: undefined,
    pattern: undefined,
    fit: undefined,
  };
  const { id } = await createProductRow(t.database.db, t.app.deps.storage, null, body, t.clock.now());
  t.app.deps.cache.clear();
  const sizes = await t.database.query<{ id: string }>('SELECT id FROM product_sizes WHERE product_id = $1 ORDER BY position', [id]);
  return { id, sizeIds: sizes.map((s) => s.id) };
}

/** A new shopper with one new product (made with `o`) in the cart. */
export async function shopperWithPiece(t: TestApp, o: ProductOptions = {}): Promise<{ shopper: TestUser; product: { id: string; sizeIds: string[] } }> {
  const shopper = await createUser(t);
  const product = await createProduct(t, o);
  await addToCart(t, shopper, product);
  return { shopper, product };
}

/** Snapshot of the tables a failed request must not change. */
export async function dbSnapshot(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.database.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sessions WHERE revoked_at IS NULL)::int AS sessions,
            (SELECT count(*) FROM products)::int AS products, (SELECT coalesce(sum(quantity), 0) FROM product_sizes)::int AS stock,
            (SELECT count(*) FROM cart_items)::int AS cart, (SELECT coalesce(sum(quantity), 0) FROM cart_items)::int AS cart_qty,
            (SELECT count(*) FROM wishlist_items)::int AS wishlist, (SELECT count(*) FROM orders)::int AS orders,
            (SELECT count(*) FROM brands)::int AS brands, (SELECT count(*) FROM addresses)::int AS addresses`,
  );
  return rows[0]!;
}

/**
 * Raises the cash-on-delivery limit (₹50,000 by default, issue 20) for test files that order
 * pieces above it cash on delivery to test something else (stock, coupons, returns, refunds).
 */
export async function allowCashOnDeliveryUpTo(t: TestApp, rupees: number): Promise<void> {
  await putSetting(t.database.db, 'codLimitPaise', rupees * 100);
}

/** A picture of one colour made in the test, as uploads send it (`alpha` adds a transparency channel). */
export async function testPicture(format: 'jpeg' | 'png', width: number, height: number, background: string, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body with the given files, built by hand as a browser would send it. */
export function multipartBody(files: { field: string; filename: string; type: string; data: Buffer }[], fields: Record<string, string> = {}) {
  const boundary = `----shopTest${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface OutboxMail {
  id: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  headers: Record<string, string>;
  kind: string;
}

/** The mails of a kind queued for an address, oldest first. */
export const outboxMails = (t: TestApp, to: string, kind: string) =>
  t.database.query<OutboxMail>('SELECT id, subject, body_text, body_html, headers, kind FROM outbox WHERE to_address = $1 AND kind = $2 ORDER BY created_at, id', [to, kind]);

/** The newest mail of a kind to an address, waiting for it: some mails are queued after the answer (forgot-password). */
export async function waitForMail(t: TestApp, to: string, kind: string, timeoutMs = 3000): Promise<{ body_text: string; subject: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.database.query<{ body_text: string; subject: string }>('SELECT body_text, subject FROM outbox WHERE to_address = $1 AND kind = $2 ORDER BY created_at DESC LIMIT 1', [
      to,
      kind,
    ]);
    if (rows[0]) return rows[0];
    if (Date.now() > until) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Edits a product the way the back office does: reads it (GET /api/admin/products/:id), changes
 * what `changes` gives (an object, or a function of the product as read) and saves it (PUT).
 * Returns the PUT's answer.
 */
export async function editProduct(app: FastifyInstance, admin: TestUser, id: string, changes: Record<string, unknown> | ((current: Record<string, unknown>) => Record<string, unknown>)) {
  const p = (await app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin.auth })).json().data;
  const body = {
    category_id: p.category_id,
    subCategory_id: p.sub_category_id ?? undefined,
    subSubCategory_id: p.sub_sub_category_id ?? undefined,
    brand_id: p.brand_id ?? undefined,
    product_name: p.product_name,
    color: p.color,
    sizes: p.sizes.map((s: { _id: string; size: string; quantity: number }) => ({ _id: s._id, size: s.size, quantity: s.quantity })),
    images: p.images,
    condition: p.condition,
    tags: p.tags,
    ...(typeof changes === 'function' ? changes(p) : changes),
  };
  return app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers: admin.auth, payload: body });
}

/** A delivery address in Kolkata and a card the test gateway approves, for tests that place orders. */
export const shopperAddress = {
  firstName: 'Ira',
  lastName: 'Sen',
  email: 'ira@example.com',
  phone: '9811122233',
  address: '4 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  country: 'India',
  zipCode: '700016',
};
export const approvedCard = { method: 'card', cardNumber: '4111111111111111', cardName: 'Ira Sen', expiryDate: '11/31', cvv: '321' };
