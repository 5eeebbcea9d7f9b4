/**
 * Shared pieces of the reliability runs: real server processes of the built shop, fresh
 * databases, shoppers and one-of-one items made straight in the database, and HTTP helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { hashToken } from '../../apps/api/src/lib/auth';
import { createEmptyPgDatabase } from '../../apps/api/test/pg-database';
import { prepared } from './figures';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const serverJs = path.join(root, 'apps/api/dist/server.js');
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const address = {
  firstName: 'Rel',
  lastName: 'Iability',
  email: 'rel@example.com',
  phone: '9876543210',
  address: '1 Test Lane',
  city: 'Chennai',
  state: 'Tamil Nadu',
  country: 'India',
  zipCode: '600001',
};

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new, empty PostgreSQL database; `drop` removes it. */
export async function freshPgDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createEmptyPgDatabase(ADMIN_URL, `shop_${label}_${randomBytes(4).toString('hex')}`);
}

export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
}

/** A fresh PostgreSQL database, migrated and with the taxonomy, opened to set up a run (close it before the servers start). */
export async function preparedPgDatabase(label: string): Promise<{ pgdb: { url: string; drop: () => Promise<void> }; database: Database }> {
  const pgdb = await freshPgDatabase(label);
  return { pgdb, database: await prepared(pgdb.url, 'memory://') };
}

export interface Server {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts a built server process and waits until it answers /readyz. */
export async function startServer(port: number, env: Record<string, string>, waitReady = true): Promise<Server> {
  let output = '';
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED: 'none', JOBS: 'false', RATE_LIMITS: 'false', PRERENDER_PICTURES: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (waitReady) {
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Server exited early: ${output}`);
      try {
        const res = await fetch(`${url}/readyz`);
        if (res.ok) break;
      } catch {
        // not yet
      }
      if (Date.now() - started > 60_000) throw new Error(`Server did not start: ${output}`);
      await wait(100);
    }
  }
  return { url, process: child, exited, output: () => output };
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.process.exitCode === null) server.process.kill(signal);
  return server.exited;
}

export interface Shopper {
  id: string;
  token: string;
}

/** Shoppers with sessions, made in the database (no password hashing: the runs never sign in). */
export async function makeShoppers(database: Database, n: number, label: string, role = '2'): Promise<Shopper[]> {
  const tokens = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
  const ids = await database.query<{ id: string }>(
    `INSERT INTO users (first_name, last_name, email, password_hash, role_id)
     SELECT 'Rel', 'Shopper', $1 || g || '@example.com', 'scrypt$16384$8$1$x$y', $2 FROM generate_series(1, $3::int) g RETURNING id`,
    [`${label}-${randomBytes(3).toString('hex')}-`, role, n],
  );
  await database.query(`INSERT INTO sessions (token_hash, user_id, expires_at) SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`, [
    tokens.map(hashToken),
    ids.map((r) => r.id),
  ]);
  return ids.map((r, i) => ({ id: r.id, token: tokens[i]! }));
}

/** `n` one-of-one products (a single size with one piece), made in the database. */
export async function makeOneOfOnes(database: Database, n: number, label: string): Promise<{ productId: string; sizeId: string }[]> {
  const products = await database.query<{ id: string }>(
    `INSERT INTO products (product_name, category_id, sub_category_id, sub_sub_category_id, color, condition, price_paise, size_labels, search_title)
     SELECT $1 || ' ' || g, 'women', 'women-bags', 'women-bags-handbags', 'Black', 'pristine', 100000 + g, '{"One Size"}', lower($1) FROM generate_series(1, $2::int) g RETURNING id`,
    [`Reliability ${label}`, n],
  );
  const sizes = await database.query<{ id: string; product_id: string }>(
    `INSERT INTO product_sizes (product_id, size, quantity) SELECT id, 'One Size', 1 FROM unnest($1::uuid[]) id RETURNING id, product_id`,
    [products.map((p) => p.id)],
  );
  return sizes.map((s) => ({ productId: s.product_id, sizeId: s.id }));
}

export async function putInCart(database: Database, pairs: { userId: string; productId: string; sizeId: string }[]): Promise<void> {
  await database.query(`INSERT INTO cart_items (user_id, product_id, size_id, quantity) SELECT u, p, s, 1 FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS t(u, p, s)`, [
    pairs.map((p) => p.userId),
    pairs.map((p) => p.productId),
    pairs.map((p) => p.sizeId),
  ]);
}

/** One piece in each shopper's cart: shopper i holds piece i, starting again from the first piece when there are more shoppers. */
export async function onePieceEach(database: Database, shoppers: Shopper[], items: { productId: string; sizeId: string }[]): Promise<void> {
  await putInCart(
    database,
    shoppers.map((s, i) => ({ userId: s.id, ...items[i % items.length]! })),
  );
}

/** Places a cash-on-delivery order for the shopper's cart (`extra` adds body fields, e.g. a coupon); status 0 when the socket refused it. */
export async function placeOrder(
  base: string,
  token: string,
  key?: string,
  extra: object = {},
): Promise<{ status: number; body: { code?: string; data?: { order?: { _id: string; order_items: { item_id: string }[] } }; message?: string } | null }> {
  try {
    const res = await fetch(`${base}/api/order/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify({ address, paymentMethod: 'cod', ...extra }),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as never };
  } catch {
    return { status: 0, body: null };
  }
}

/** Reads one row from a PostgreSQL database the servers wrote, through a connection of its own. */
export async function readRow<T>(url: string, query: string): Promise<T> {
  const check = await openDatabase({ url, dataDir: 'memory://' });
  try {
    return (await check.query<T>(query))[0]!;
  } finally {
    await check.close();
  }
}

/**
 * A prepared PostgreSQL database with `pieces` one-of-one products and `shoppers` signed-in
 * shoppers holding one piece each (onePieceEach), still open for the check to add to (close it
 * before the servers start).
 */
export async function shoppersOnePieceEach(label: string, shoppers: number, pieces: number) {
  const { pgdb, database } = await preparedPgDatabase(label);
  const items = await makeOneOfOnes(database, pieces, label);
  const buyers = await makeShoppers(database, shoppers, label);
  await onePieceEach(database, buyers, items);
  return { pgdb, database, shoppers: buyers };
}
