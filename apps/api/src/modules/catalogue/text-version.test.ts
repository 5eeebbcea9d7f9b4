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

describe('a product’s search text version (migration 0017)', () => {
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
});
