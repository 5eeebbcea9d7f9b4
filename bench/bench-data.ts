/**
 * The bench's shoppers and the items they buy, made fresh in the bench database before each run:
 * earlier bench orders give their items back, 12,000 signed-in shoppers, one-of-one items for the
 * cart and order scenarios, and the words, brands and products the read scenarios draw from.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../apps/api/src/db/client';
import { hashToken } from '../apps/api/src/lib/auth';
import { hashPassword } from '../apps/api/src/lib/passwords';

export const BENCH_EMAIL = 'bench-shopper-';

export interface BenchData {
  /** Every bench shopper's session token and user id, in the same order. */
  tokens: string[];
  users: string[];
  /** Shoppers 0..orderUsers-1 each hold one different item in the cart, to order by COD. */
  orderUsers: number;
  /** Items for the add-to-cart scenario, and the shoppers who add them. */
  cartItems: { product_id: string; size_id: string }[];
  cartTokens: string[];
  productIds: string[];
  words: { w: string }[];
  brandIds: string[];
  brandNames: string[];
}

export async function prepareBenchData(database: Database): Promise<BenchData> {
  console.log('Preparing bench shoppers…');
  // Earlier bench orders give their items back, so every run starts from the same catalogue.
  await database.exec(`
    UPDATE product_sizes s SET quantity = s.quantity + x.q
      FROM (SELECT i.size_id, sum(i.quantity)::int AS q FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
             WHERE u.email LIKE '${BENCH_EMAIL}%' AND o.status <> 'Cancelled' GROUP BY i.size_id) x
     WHERE s.id = x.size_id;
    -- Cash on delivery orders are invoiced when placed; their invoices go with them.
    DELETE FROM invoices WHERE order_id IN (SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE '${BENCH_EMAIL}%');
    DELETE FROM orders WHERE user_id IN (SELECT id FROM users WHERE email LIKE '${BENCH_EMAIL}%');
    DELETE FROM addresses WHERE user_id IN (SELECT id FROM users WHERE email LIKE '${BENCH_EMAIL}%');
    DELETE FROM users WHERE email LIKE '${BENCH_EMAIL}%';`);
  await database.exec('VACUUM ANALYZE');
  const passwordHash = await hashPassword('Bench-Password-1');
  const shoppers = 12_000;
  const tokens: string[] = [];
  const users: string[] = [];
  for (let start = 0; start < shoppers; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, shoppers - start) }, (_, i) => ({ email: `${BENCH_EMAIL}${start + i}@example.com`, token: randomBytes(32).toString('base64url') }));
    const ids = await database.query<{ id: string }>(`INSERT INTO users (first_name, last_name, email, password_hash) SELECT 'Bench', 'Shopper', e, $2 FROM unnest($1::text[]) e RETURNING id`, [
      batch.map((b) => b.email),
      passwordHash,
    ]);
    await database.query(`INSERT INTO sessions (token_hash, user_id, expires_at) SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`, [
      batch.map((b) => hashToken(b.token)),
      ids.map((r) => r.id),
    ]);
    tokens.push(...batch.map((b) => b.token));
    users.push(...ids.map((r) => r.id));
  }
  // The COD scenario orders random pieces, most above the ₹50,000 cash-on-delivery limit (issue 20): raise it for the bench shop.
  await database.query(`INSERT INTO settings (key, value, updated_at) VALUES ('codLimitPaise', '1000000000'::jsonb, now()) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  // One-of-one items in stock, each in at most one bench cart.
  const oneOfOnes = await database.query<{ product_id: string; size_id: string }>(
    `SELECT s.product_id, s.id AS size_id FROM product_sizes s JOIN products p ON p.id = s.product_id
      WHERE p.status = 'active' AND s.quantity = 1 AND (SELECT count(*) FROM product_sizes x WHERE x.product_id = p.id) = 1
      ORDER BY random() LIMIT 22000`,
  );
  // Shoppers 0..9999 each hold one different item in the cart, to order by COD.
  const orderUsers = 10_000;
  await database.query(`INSERT INTO cart_items (user_id, product_id, size_id, quantity) SELECT u, p, s, 1 FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS t(u, p, s)`, [
    users.slice(0, orderUsers),
    oneOfOnes.slice(0, orderUsers).map((o) => o.product_id),
    oneOfOnes.slice(0, orderUsers).map((o) => o.size_id),
  ]);
  const cartItems = oneOfOnes.slice(orderUsers);
  const cartTokens = tokens.slice(orderUsers);
  const productIds = (await database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY random() LIMIT 20000`)).map((r) => r.id);
  const words = await database.query<{ w: string }>(
    `SELECT DISTINCT lower(substr(w, 1, l)) AS w FROM (SELECT regexp_split_to_table(product_name, '\\s+') AS w FROM products LIMIT 20000) x,
       generate_series(3, 6) l WHERE length(w) >= l AND w ~ '^[A-Za-z]+$' LIMIT 3000`,
  );
  const brandRows = await database.query<{ id: string; name: string }>('SELECT id, name FROM brands');
  const brandIds = brandRows.map((r) => r.id);
  const brandNames = brandRows.map((r) => r.name);
  return { tokens, users, orderUsers, cartItems, cartTokens, productIds, words, brandIds, brandNames };
}
