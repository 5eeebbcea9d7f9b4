/**
 * Migration 0006 on a shop that already has orders: the new columns come with their defaults, the
 * lines written before it take their order's status, and from then on follow every move.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgDatabase, onPostgres } from '../../test/build-test-app';
import { openDatabase, type Database } from './client';
import { migrate, migrationsDir } from './migrate';
import { ensureTaxonomy } from './seed/taxonomy';

let database: Database;
let drop: (() => Promise<void>) | undefined;
let before: string;

beforeAll(async () => {
  const pgDb = onPostgres ? await createPgDatabase() : undefined;
  drop = pgDb?.drop;
  database = await openDatabase({ url: pgDb?.url, dataDir: 'memory://', poolSize: 2 });
  before = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  for (const f of fs.readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < '0006')) fs.copyFileSync(path.join(migrationsDir(), f), path.join(before, f));
});
afterAll(async () => {
  await database.close();
  await drop?.();
  fs.rmSync(before, { recursive: true, force: true });
});

it('keeps existing orders and addresses, and brings old lines into line with their order', async () => {
  await migrate(database, before);
  await ensureTaxonomy(database.db);
  const [user] = await database.query<{ id: string }>(`INSERT INTO users (first_name, last_name, email, password_hash) VALUES ('Old', 'Shopper', 'old@example.com', 'x') RETURNING id`);
  const [product] = await database.query<{ id: string }>(
    `INSERT INTO products (product_name, category_id, color, condition, price_paise) VALUES ('Old Tote', 'women', 'Black', 'pristine', 5000000) RETURNING id`,
  );
  const [order] = await database.query<{ id: string }>(
    `INSERT INTO orders (user_id, status, payment_method, payment_status, subtotal_paise, total_paise, address)
     VALUES ($1, 'Shipped', 'cod', 'cod', 10000000, 10004000, '{"email":"old@example.com","firstName":"Old"}'::jsonb) RETURNING id`,
    [user!.id],
  );
  for (let i = 0; i < 2; i += 1) {
    await database.query(`INSERT INTO order_items (order_id, product_id, product_name, size, unit_price_paise, quantity, status) VALUES ($1, $2, 'Old Tote', 'One Size', 5000000, 1, 'Processing')`, [
      order!.id,
      product!.id,
    ]);
  }
  await database.query(
    `INSERT INTO addresses (user_id, first_name, last_name, email, phone, address, city, state, country, zip_code)
     VALUES ($1, 'Old', 'Shopper', 'old@example.com', '9876543210', '1 Old Lane', 'Pune', 'Maharashtra', 'India', '411001')`,
    [user!.id],
  );

  expect(await migrate(database)).toContain('0006_layaway_addresses_tracking.sql');

  const statuses = async () => (await database.query<{ status: string }>('SELECT status FROM order_items WHERE order_id = $1', [order!.id])).map((r) => r.status);
  expect(await statuses()).toEqual(['Shipped', 'Shipped']);
  const [o] = await database.query<Record<string, unknown>>('SELECT carrier, tracking_number, layaway_reminder_sent_at, total_paise FROM orders WHERE id = $1', [order!.id]);
  expect(o).toEqual({ carrier: null, tracking_number: null, layaway_reminder_sent_at: null, total_paise: 10004000 });
  const [a] = await database.query<{ is_default: boolean; address: string }>('SELECT is_default, address FROM addresses WHERE user_id = $1', [user!.id]);
  expect(a).toEqual({ is_default: false, address: '1 Old Lane' });

  await database.query(`UPDATE orders SET status = 'Delivered' WHERE id = $1`, [order!.id]);
  expect(await statuses()).toEqual(['Delivered', 'Delivered']);
});
