import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createUser, editProduct, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t } = await shopWith({ demo: true }));
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const versionOf = async (id: string) => (await t.database.query<{ text_version: number }>('SELECT text_version FROM products WHERE id = $1', [id]))[0]!.text_version;

const documentOf = async (id: string) => (await t.database.query<{ search: string }>('SELECT search::text FROM products WHERE id = $1', [id]))[0]!.search;
const finds = async (id: string, word: string) =>
  (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE id = $1 AND search @@ to_tsquery('simple', $2)`, [id, word]))[0]!.n === 1;

describe('a product’s search text version and document (migrations 0017, 0018)', () => {
  it('moves when its search title or body changes, and only then', async () => {
    const id = (await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT 1`))[0]!.id;
    const start = await versionOf(id);
    // A price, the stock, the same text written again: the lexemes are the same, the version stays.
    await t.database.query('UPDATE products SET price_paise = price_paise + 100 WHERE id = $1', [id]);
    await t.database.query('UPDATE product_sizes SET quantity = quantity + 1 WHERE product_id = $1', [id]);
    await t.database.query('UPDATE products SET search_title = search_title, search_body = search_body WHERE id = $1', [id]);
    expect(await versionOf(id)).toBe(start);
    await t.database.query(`UPDATE products SET search_body = search_body || ' silk' WHERE id = $1`, [id]);
    expect(await versionOf(id)).toBe(start + 1);
    await t.database.query(`UPDATE products SET search_title = search_title || ' zebra' WHERE id = $1`, [id]);
    expect(await versionOf(id)).toBe(start + 2);
    // Through the back office: a new name is a new search title.
    const edited = await editProduct(t.app, admin, id, (p) => ({ product_name: 'Quilted Zebra Flap Bag', price: p.price, description: p.description }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await versionOf(id)).toBe(start + 3);
  });

  it('keeps the search document to the text: computed on insert and when the text changes, left alone by a price change', async () => {
    const id = (await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY id DESC LIMIT 1`))[0]!.id;
    await t.database.query(`UPDATE products SET search_title = 'velvet kelly', search_body = 'calfskin strap' WHERE id = $1`, [id]);
    expect(await documentOf(id)).toBe("'calfskin':3 'kelly':2A 'strap':4 'velvet':1A");
    expect(await finds(id, 'velvet')).toBe(true);
    await t.database.query(`UPDATE products SET search_title = 'satin kelly' WHERE id = $1`, [id]);
    expect(await finds(id, 'velvet')).toBe(false);
    expect(await finds(id, 'satin & calfskin')).toBe(true);
    const before = await documentOf(id);
    await t.database.query('UPDATE products SET price_paise = price_paise + 100 WHERE id = $1', [id]);
    expect(await documentOf(id)).toBe(before);
    // A new product gets its document from its text, whatever the insert says of it.
    const [copy] = await t.database.query<{ id: string }>(
      `INSERT INTO products (product_name, category_id, color, condition, price_paise, search_title, search_body)
       SELECT 'Copy', category_id, color, condition, price_paise, 'emerald loafer', 'suede' FROM products WHERE id = $1 RETURNING id`,
      [id],
    );
    expect(await documentOf(copy!.id)).toBe("'emerald':1A 'loafer':2A 'suede':3");
    await t.database.query('DELETE FROM products WHERE id = $1', [copy!.id]);
  });
});
