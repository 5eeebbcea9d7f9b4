/**
 * Input and API rules that hold for any request (issue 14): free text, caching of personal answers,
 * common passwords, reset links in the outbox and the forgot-password timing, secrets in the log,
 * the OpenAPI error answers, a size of quantity 0, and PUBLIC_URL following PORT.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { shopWith } from '../test/shop';
import { createProduct, createUser, dbSnapshot, waitForMail, type TestUser } from '../test/factories';
import { loadConfig } from './config';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => ({ t, shopper, admin } = await shopWith({ admin: true, shopper: true })));
afterAll(() => t.close());

const signUpBody = (over: Record<string, unknown> = {}) => ({
  first_name: 'Meera',
  last_name: 'Shah',
  email: `m${Math.random().toString(36).slice(2)}@example.com`,
  password: 'Saffron-Lotus-2026',
  confirmPassword: 'Saffron-Lotus-2026',
  ...over,
});

describe('free text: U+0000 and other control characters never reach the database', () => {
  it.each([
    ['sign-up first_name', () => t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody({ first_name: 'Me\u0000era' }) }), 'first_name', 'First name'],
    [
      'profile last_name',
      () => t.app.inject({ method: 'PUT', url: `/api/user/update/${shopper.id}`, headers: shopper.auth, payload: { first_name: 'Test', last_name: 'Sh\u0000ah', email: shopper.email } }),
      'last_name',
      'Last name',
    ],
    ['contact form message', () => t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello\u0000' } }), 'message', 'Message'],
    ['contact form name with a line break', () => t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'As\nha', email: 'asha@example.com', message: 'Hello' } }), 'name', 'Name'],
    ['a search', () => t.app.inject({ method: 'GET', url: '/api/product/list?search=bag%00' }), 'search', 'Search'],
  ])('%s: 400 naming the field, nothing changed', async (_name, send, field, label) => {
    const before = await dbSnapshot(t);
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(new RegExp(`^${label} cannot contain control characters`));
    expect(res.json().details[0].path).toMatch(new RegExp(`\\.${field}$`));
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('keeps line breaks in a multi-line field and stores text normalised (NFC) and trimmed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '  Rene\u0301e ', email: 'renee@example.com', message: 'Line one\nLine two' } });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.query<{ name: string; message: string }>(`SELECT name, message FROM contact_messages WHERE email = 'renee@example.com'`);
    expect(rows[0]).toEqual({ name: 'Ren\u00e9e', message: 'Line one\nLine two' });
  });
});

describe('Cache-Control: no-store on answers that depend on who asks', () => {
  it('sign-in, user details, cart, orders, wishlist and the back office answer no-store', async () => {
    const signin = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: shopper.email, password: shopper.password } });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers['cache-control']).toBe('no-store');
    for (const [url, who] of [
      [`/api/user/details/${shopper.id}`, shopper],
      ['/api/cart/get-item', shopper],
      ['/api/order/getAllOrder', shopper],
      ['/api/wishlist/list', shopper],
      ['/api/admin/dashboard', admin],
      ['/api/admin/outbox', admin],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals of personal routes are not kept either.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cart/get-item' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('leaves public catalogue answers revalidatable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('common passwords', () => {
  it.each(['password', 'Password1', 'qwerty123', '12345678', 'iloveyou'])('sign-up refuses %s with the reason on the password field', async (password) => {
    const before = await dbSnapshot(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody({ password, confirmPassword: password }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'PASSWORD_TOO_COMMON' });
    expect(res.json().message).toMatch(/most common passwords/);
    expect(res.json().details).toEqual([{ path: 'body.password', message: res.json().message }]);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('password reset refuses a common password and keeps the link usable', async () => {
    const user = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: user.email } });
    const mail = await waitForMail(t, user.email, 'password-reset');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;
    const common = await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password: 'iloveyou', confirmPassword: 'iloveyou' } });
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
    const good = await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token, password: 'Marigold-Kite-77', confirmPassword: 'Marigold-Kite-77' } });
    expect(good.statusCode).toBe(200);
  });
});

describe('password reset links and timing', () => {
  it('staff see the outbox with the reset token masked; the stored mail keeps the working link', async () => {
    const user = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: user.email } });
    const stored = await waitForMail(t, user.email, 'password-reset');
    const token = /token=([A-Za-z0-9_-]+)/.exec(stored.body_text)![1]!;
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?kind=password-reset&limit=100', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const mail = res.json().data.mails.find((m: { to_address: string }) => m.to_address === user.email);
    expect(mail.body_text).toContain('/reset-password?token=');
    expect(mail.body_text).not.toContain(token);
    expect(res.body).not.toContain(token);
  });

  it('answers a known address without touching the database first (the work happens after the answer)', async () => {
    const user = await createUser(t);
    let answered: { statusCode: number; body: string } | undefined;
    // Hold the users and password_resets tables: an answer that waited on a lookup could not arrive.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users, password_resets IN ACCESS EXCLUSIVE MODE`);
      const known = t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: user.email } });
      answered = await Promise.race([known, new Promise<undefined>((r) => setTimeout(() => r(undefined), 1500))]);
    });
    expect(answered?.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: 'nobody-at-all@example.com' } });
    expect(unknown.body).toBe(answered!.body);
    // The mail is still queued once the tables are free.
    await waitForMail(t, user.email, 'password-reset');
  });
});

describe('logs carry no secret, whatever fails', () => {
  it('a run with failing sign-up, sign-in and reset queries logs no password, hash, token or link', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const password = 'Quartz-Harbour-4412';
      const email = 'logged@example.com';
      const ok = await logged.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody({ email, password, confirmPassword: password }) });
      expect(ok.statusCode).toBe(201);
      const signin = await logged.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password } });
      const token = signin.json().data.token as string;
      await logged.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
      const mail = await waitForMail(logged, email, 'password-reset');
      const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;
      const [{ password_hash: hash }] = (await logged.database.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = $1`, [email])) as [{ password_hash: string }];

      // Make the next queries fail in the database: every table the account's secrets go to is gone.
      await logged.database.query('ALTER TABLE users RENAME TO users_gone');
      await logged.database.query('ALTER TABLE sessions RENAME TO sessions_gone');
      await logged.database.query('ALTER TABLE password_resets RENAME TO password_resets_gone');
      const failures = await Promise.all([
        logged.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody({ email: 'second@example.com', password, confirmPassword: password }) }),
        logged.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password } }),
        logged.app.inject({ method: 'GET', url: '/api/cart/get-item', headers: { authorization: `Bearer ${token}` } }),
        logged.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { token: resetToken, password, confirmPassword: password } }),
      ]);
      expect(failures.map((f) => f.statusCode)).toEqual([500, 500, 500, 500]);
      await new Promise((r) => setTimeout(r, 100));

      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('users');
      // Each failure's line names its request (the request's logger, made only when it logs, keeps its binding).
      const failed = lines.filter((line) => line.includes('request failed')).map((line) => JSON.parse(line) as { reqId?: string });
      expect(failed.length).toBeGreaterThanOrEqual(4);
      expect(new Set(failed.map((line) => line.reqId)).size).toBe(failed.length);
      for (const secret of [password, hash, hash.split('$')[5]!, token, resetToken, 'reset-password?token=']) expect(log).not.toContain(secret);
      // No SHA-256 of a token either (sessions and reset links are stored as their hashes).
      expect(log).not.toMatch(/\b[a-f0-9]{64}\b/);
    } finally {
      await logged.close();
    }
  });
});

describe('OpenAPI: every operation lists its error answers with the envelope', () => {
  it('each operation has 400 and 500 answers shaped { success: false, message, code }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }> }>>;
    };
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        operations += 1;
        for (const status of ['400', '500']) {
          // A CSV download documents its errors under its own media type; the schema is the same envelope.
          const content = op.responses[status]?.content;
          const schema = content ? Object.values(content)[0]?.schema : undefined;
          expect(schema?.properties, `${method} ${path} ${status}`).toHaveProperty('code');
          expect(schema?.required, `${method} ${path} ${status}`).toEqual(expect.arrayContaining(['success', 'message', 'code']));
        }
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(doc.paths['/api/cart/get-item']!.get!.responses['401']).toBeDefined();
    expect(doc.paths['/api/admin/dashboard']!.get!.responses['403']).toBeDefined();
  });
});

describe('a product size of quantity 0', () => {
  it('is refused when adding a product', async () => {
    const before = await dbSnapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/add',
      headers: admin.auth,
      payload: { category_id: 'women', product_name: 'Zero Tote', color: 'Black', price: 1000, sizes: [{ size: 'One Size', quantity: 0 }], condition: 'pristine' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Quantity must be at least 1.');
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('still lets a product be made through the factory with stock', async () => {
    await expect(createProduct(t, { sizes: [{ size: 'One Size', quantity: 1 }] })).resolves.toHaveProperty('id');
  });
});

describe('PUBLIC_URL follows PORT', () => {
  it('is http://localhost:<PORT> when unset, and kept when set', () => {
    expect(loadConfig({ PORT: '41100' } as NodeJS.ProcessEnv).publicUrl).toBe('http://localhost:41100');
    expect(loadConfig({} as NodeJS.ProcessEnv).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '41100', PUBLIC_URL: 'https://shop.example.com/' } as NodeJS.ProcessEnv).publicUrl).toBe('https://shop.example.com');
  });
});
