/**
 * The attacks shops meet again and again (OWASP Juice Shop challenges, ASVS business logic), one
 * test per family: each must get a 4xx and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { coupons } from './db/schema';
import { loadSharp } from './lib/images';
import { onPostgres, type TestApp } from '../test/build-test-app';
import { ANY_COD, shopWith } from '../test/shop';
import { createProduct, createUser, dbSnapshot, type TestUser } from '../test/factories';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let bag: { id: string; sizeIds: string[] };
const address = { firstName: 'Alice', lastName: 'Sen', email: 'alice@example.com', phone: '9876543210', address: '1 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', zipCode: '411001' };

beforeAll(async () => {
  ({ t } = await shopWith({ codUpToRupees: ANY_COD, config: { rateLimits: true } }));
  alice = await createUser(t);
  bob = await createUser(t);
  bag = await createProduct(t, { name: 'Loewe Puzzle Bag', price: 2_10_000, sizes: [{ size: 'One Size', quantity: 3 }] });
});
afterAll(() => t.close());

const inject = (method: string, url: string, user?: TestUser, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers: { ...(user?.auth ?? {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });

/** Every failure body is the envelope: a readable sentence and a code, never a stack or SQL. */
function expectCleanError(body: string) {
  const json = JSON.parse(body);
  expect(json).toMatchObject({ success: false, message: expect.any(String), code: expect.any(String) });
  expect(body).not.toMatch(/\bat [\w.]+ \(|node_modules|stack|SELECT |INSERT |syntax error|pg_/i);
}

describe('negative and absurd quantities', () => {
  it('refuses them in the cart and changes nothing', async () => {
    const before = await dbSnapshot(t);
    for (const quantity of [-1, 0, -999999, 1e9, 2.5, Number.MAX_SAFE_INTEGER]) {
      const res = await inject('POST', '/api/cart/add-item', alice, { product_id: bag.id, size_id: bag.sizeIds[0], quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expectCleanError(res.body);
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

describe('client-set prices and totals', () => {
  it('refuses price fields the API does not take, and ignores the spec’s own price and total: the server prices the order', async () => {
    const before = await dbSnapshot(t);
    for (const extra of [{ unit_price_paise: 1 }, { effective_price: 1 }, { discount_price: 1 }]) {
      const res = await inject('POST', '/api/cart/add-item', alice, { product_id: bag.id, size_id: bag.sizeIds[0], quantity: 1, ...extra });
      expect(res.statusCode).toBe(400);
    }
    const tampered = await inject('POST', '/api/order/add', alice, { address, paymentMethod: 'cod', subtotal: 1, cod_fee: 0 });
    expect(tampered.statusCode).toBe(400);
    expect(await dbSnapshot(t)).toEqual(before);
    await inject('POST', '/api/cart/add-item', alice, { product_id: bag.id, size_id: bag.sizeIds[0], quantity: 1, price: 1 });
    const order = (await inject('POST', '/api/order/add', alice, { address, paymentMethod: 'cod', total_price: '1.00' })).json().data.order;
    expect(order.total_price).toBe(2_10_040);
    expect(order.order_items[0].price).toBe(2_10_000);
  });
});

describe('forged and reused coupons', () => {
  it('refuses an unknown code, a second use of a one-per-shopper code, and a disabled code', async () => {
    await t.database.db.insert(coupons).values([
      { code: 'ONCEONLY', kind: 'percent', value: 10, perUserLimit: 1 },
      { code: 'OFF', kind: 'percent', value: 50, active: false },
    ]);
    await inject('POST', '/api/cart/add-item', bob, { product_id: bag.id, size_id: bag.sizeIds[0], quantity: 1 });
    expect((await inject('POST', '/api/order/add', bob, { address, paymentMethod: 'cod', couponCode: 'ONCEONLY' })).statusCode).toBe(201);
    await inject('POST', '/api/cart/add-item', bob, { product_id: bag.id, size_id: bag.sizeIds[0], quantity: 1 });
    const before = await dbSnapshot(t);
    for (const [code, message] of [
      ['ONCEONLY', 'You have already used this coupon.'],
      ['FREE100', 'This coupon code is not valid.'],
      ['OFF', 'This coupon code is not valid.'],
      ["' OR 1=1 --", 'This coupon code is not valid.'],
    ]) {
      const res = await inject('POST', '/api/order/add', bob, { address, paymentMethod: 'cod', couponCode: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('refuses a forged payment callback', async () => {
    const res = await inject('POST', '/api/payments/callback', undefined, {
      payment_id: '00000000-0000-4000-8000-000000000000',
      status: 'captured',
      provider_ref: 'x',
      signature: 'f'.repeat(64),
    });
    expect(res.statusCode).toBe(401);
    expectCleanError(res.body);
  });
});

describe("other users' ids in paths and bodies", () => {
  it('answers 403 or 404 and changes nothing', async () => {
    // Its own shopper with an order and a cart line, so the test does not lean on the ones before it.
    const owner = await createUser(t);
    const piece = await createProduct(t, { sizes: [{ size: 'One Size', quantity: 2 }] });
    await inject('POST', '/api/cart/add-item', owner, { product_id: piece.id, size_id: piece.sizeIds[0], quantity: 1 });
    expect((await inject('POST', '/api/order/add', owner, { address, paymentMethod: 'cod' })).statusCode).toBe(201);
    await inject('POST', '/api/cart/add-item', owner, { product_id: piece.id, size_id: piece.sizeIds[0], quantity: 1 });
    const line = (await inject('GET', '/api/cart/get-item', owner)).json().data[0];
    const order = (await inject('GET', '/api/order/getAllOrder', owner)).json().data[0];
    const before = await dbSnapshot(t);
    const attempts: [string, string, unknown, number][] = [
      ['GET', `/api/user/details/${owner.id}`, undefined, 403],
      ['PUT', `/api/user/update/${owner.id}`, { first_name: 'X', last_name: 'Y', email: bob.email }, 403],
      ['DELETE', `/api/cart/remove-item/${line._id}`, undefined, 404],
      ['PUT', `/api/cart/update-item/${line._id}`, { quantity: 1 }, 404],
      ['GET', `/api/order/details/${order._id}`, undefined, 404],
      ['POST', `/api/order/cancel/${order._id}`, undefined, 404],
      ['POST', '/api/product/wishlist', { user_id: owner.id, product_id: bag.id }, 403],
      ['DELETE', '/api/product/wishlist', { user_id: owner.id, product_id: bag.id }, 403],
      ['POST', '/api/returns', { order_item_id: order.order_items[0]._id, reason: 'mine now' }, 404],
      ['POST', `/api/order/${order._id}/layaway/pay`, { paymentMethod: 'card' }, 404],
    ];
    for (const [method, url, body, status] of attempts) {
      const res = await inject(method, url, bob, body);
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expectCleanError(res.body);
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

describe('mass assignment', () => {
  it('refuses a role, an id or a password hash set through sign-up or profile update', async () => {
    const before = await dbSnapshot(t);
    const base = { first_name: 'Eve', last_name: 'Hacker', email: 'eve@example.com', password: 'Password-123', confirmPassword: 'Password-123' };
    for (const extra of [{ role_id: '1' }, { roleId: '1' }, { _id: alice.id }, { password_hash: 'x' }, { isAdmin: true }]) {
      const res = await inject('POST', '/api/user/signup', undefined, { ...base, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const update = await inject('PUT', `/api/user/update/${bob.id}`, bob, { first_name: 'Bob', last_name: 'B', email: bob.email, role_id: '1' });
    expect(update.statusCode).toBe(400);
    expect(await dbSnapshot(t)).toEqual(before);
    expect((await inject('GET', `/api/user/details/${bob.id}`, bob)).json().data.role_id).toBe('2');
    expect((await inject('GET', '/api/admin/dashboard', bob)).statusCode).toBe(403);
  });
});

describe('injection in search', () => {
  it('treats SQL and full-text syntax as text: no error, no leak, nothing changed', async () => {
    const before = await dbSnapshot(t);
    for (const search of ["' OR '1'='1", "'; DROP TABLE products; --", 'a & b | !c', 'x:* <-> y', '\\', '%_%', '"\'"', 'a'.repeat(100), '\u0000abc', '(((', "loewe') OR ('1'='1"]) {
      const list = await inject('GET', `/api/product/list?search=${encodeURIComponent(search)}`);
      expect([200, 400], search).toContain(list.statusCode);
      if (list.statusCode === 400) expectCleanError(list.body);
      const suggest = await inject('GET', `/api/product/suggest?search=${encodeURIComponent(search)}`);
      expect([200, 400], search).toContain(suggest.statusCode);
    }
    expect((await inject('GET', `/api/product/list?search=${encodeURIComponent("loewe') OR ('1'='1")}`)).json().data.total).toBe(0);
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

describe('unchecked uploads', () => {
  it('refuses a script with an image name, an SVG, a truncated image and an oversized file, storing nothing', async () => {
    const admin = await createUser(t, { admin: true });
    const png = await (
      await loadSharp()
    )({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cases: [string, string, Buffer, number][] = [
      ['shell.jpg', 'image/jpeg', Buffer.from('<?php echo shell_exec($_GET["c"]); ?>'), 400],
      ['logo.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 400],
      ['half.png', 'image/png', png.subarray(0, 40), 400],
      ['big.png', 'image/png', Buffer.alloc(6 * 1024 * 1024, 7), 413],
    ];
    for (const [filename, type, data, status] of cases) {
      const boundary = 'x-boundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await inject('POST', '/api/admin/uploads/images', admin, payload, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect(res.statusCode, filename).toBe(status);
      expectCleanError(res.body);
    }
    const stored = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'upload.images'`);
    expect(stored[0]!.n).toBe(0);
  });
});

describe('errors that leak internals', () => {
  it('answers malformed input with the envelope only', async () => {
    const cases: [string, string, string, Record<string, string>][] = [
      ['POST', '/api/user/signin', '{"email": "a@b.c", "password": ', { 'content-type': 'application/json' }],
      ['POST', '/api/user/signin', '{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "x"}', { 'content-type': 'application/json' }],
      ['POST', '/api/user/signin', '{"constructor": {"prototype": {"x": 1}}, "email": "a@b.co", "password": "x"}', { 'content-type': 'application/json' }],
      ['GET', '/api/product/%E0%A4%A', '', {}],
      ['GET', `/api/product/${'9'.repeat(300)}`, '', {}],
      ['POST', '/api/cart/add-item', '[]', { 'content-type': 'application/json', authorization: alice.auth.authorization }],
      ['POST', '/api/order/add', 'null', { 'content-type': 'application/json', authorization: alice.auth.authorization }],
    ];
    for (const [method, url, body, headers] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expectCleanError(res.body);
    }
  });
});

describe('security headers', () => {
  it('come with every answer: a catalogue read (also from the cache and as a 304), an error and a refused write', async () => {
    const first = await inject('GET', '/api/product/list?limit=2');
    const again = await inject('GET', '/api/product/list?limit=2', undefined, undefined, { 'if-none-match': String(first.headers.etag) });
    const missing = await inject('GET', '/api/product/00000000-0000-4000-8000-000000000000');
    const refused = await inject('POST', '/api/cart/add-item', undefined, { size_id: bag.sizeIds[0], quantity: 1 });
    expect([first.statusCode, again.statusCode, missing.statusCode, refused.statusCode]).toEqual([200, 304, 404, 401]);
    for (const res of [first, again, missing, refused]) {
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('let the shop’s pictures be shown from another origin (webmail showing an alert mail), and nothing else', async () => {
    const picture = await inject('GET', '/uploads/seed/trousers_black_2_0_gg-card.webp');
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('guessing passwords', () => {
  it('limits wrong passwords from one address after a handful of tries, then even the right password waits', async () => {
    const victim = await createUser(t);
    const tries: number[] = [];
    for (let i = 0; i < 9; i++) {
      tries.push((await inject('POST', '/api/user/signin', undefined, { email: victim.email, password: `guess-${i}` }, { 'x-test': String(i) })).statusCode);
    }
    expect(tries.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(tries.at(-1)).toBe(429);
    const right = await inject('POST', '/api/user/signin', undefined, { email: victim.email, password: victim.password });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Too many wrong passwords') });
    expect(right.headers['retry-after']).toBeDefined();
  });

  it.runIf(onPostgres)('holds the limit across two server processes sharing the database', async () => {
    const second = await openDatabase({ url: t.config.databaseUrl, dataDir: 'memory://', poolSize: 3 });
    const other = await buildApp({ ...t.config, rateLimits: true }, second, { clock: t.clock, logger: false });
    try {
      const victim = await createUser(t);
      // A new window, so the first test's failures from this address do not count here.
      t.clock.advance(16 * 60_000);
      const headers = {};
      const apps = [t.app, other];
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await apps[i % 2]!.inject({ method: 'POST', url: '/api/user/signin', headers, payload: { email: victim.email, password: `nope-${i}` } });
        codes.push(res.statusCode);
      }
      // Five failures per account, counted by both processes together.
      expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(codes.slice(5)).toEqual([429, 429, 429, 429, 429]);
    } finally {
      await other.close();
    }
  });
});
