import { ProductListQuerySchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import type { Database } from '../../db/client';
import { productNotice } from '../../lib/cache';
import { ListingIndex } from './listing-index';
import { toProductSummary } from './dto';
import { listProductsSql } from './service';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await shopWith({ demo: true }));
});
afterAll(() => t.close());

describe('the listing index and the notices that carry new prices (migration 0019)', () => {
  it('takes a new price from its change notice without reading the product again; an older notice never undoes a later read', async () => {
    let rereads = 0;
    const counted: Database = {
      ...t.database,
      query<T>(text: string, params?: unknown[], name?: string): Promise<T[]> {
        if (text.includes('p.id = ANY')) rereads++;
        return t.database.query<T>(text, params, name);
      },
    };
    const index = new ListingIndex(counted);
    await index.load();
    const [target] = await t.database.query<{ id: string; price_paise: number; discount_price_paise: number }>(
      `SELECT id, price_paise, discount_price_paise FROM products WHERE status = 'active' AND discount_price_paise = 0 AND price_paise BETWEEN 2000000 AND 5000000 ORDER BY id LIMIT 1`,
    );
    const id = target!.id;
    const notices: string[] = [];
    await t.database.listen('shop_catalogue_changed', (payload) => {
      if (payload.startsWith(id)) notices.push(payload);
    });
    // Every page by price, ids and cards (the index holds the demo's cards), as SQL answers them.
    const agrees = async () => {
      for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 5));
      expect(index.ready).toBe(true);
      for (let page = 1; ; page++) {
        const q = ProductListQuerySchema.parse({ sort: 'price-asc', limit: '100', page: String(page) });
        const [mine, theirs] = [index.query(q), (await listProductsSql(t.database, q)).products];
        expect(mine.ids).toEqual(theirs.map((p) => p._id));
        expect(mine.cards?.map(toProductSummary)).toEqual(theirs);
        if (theirs.length < 100) break;
      }
    };
    const noticeOf = async (n: number) => {
      for (let i = 0; i < 200 && notices.length < n; i++) await new Promise((r) => setTimeout(r, 5));
      return productNotice(notices[n - 1]!);
    };
    // Only the price changes (a few rupees, within its facet band): the notice carries it, and no read follows.
    await t.database.query('UPDATE products SET price_paise = price_paise + 500 WHERE id = $1', [id]);
    const first = await noticeOf(1);
    expect(first.id).toBe(id);
    expect(first.prices).toMatchObject({ price_paise: target!.price_paise + 500, effective_price_paise: target!.price_paise + 500 });
    index.markChanged(first.id, first.prices);
    await agrees();
    expect(rereads).toBe(0);
    expect(index.pricedFromNotices).toBe(1);
    // The price and the name together: the id alone, and the product is read again.
    await t.database.query(`UPDATE products SET price_paise = price_paise + 500, product_name = product_name || ' ' WHERE id = $1`, [id]);
    const second = await noticeOf(2);
    expect(second.prices).toBeNull();
    index.markChanged(second.id, second.prices);
    await agrees();
    expect(rereads).toBe(1);
    // A price notice that arrives after a read has already brought a later row is not applied over it.
    await t.database.query('UPDATE products SET price_paise = price_paise + 500 WHERE id = $1', [id]);
    const third = await noticeOf(3);
    await t.database.query('UPDATE products SET price_paise = price_paise + 500 WHERE id = $1', [id]);
    index.markChanged(id);
    await agrees();
    index.markChanged(third.id, third.prices);
    await agrees();
    await t.database.query(`UPDATE products SET price_paise = $2, product_name = rtrim(product_name) WHERE id = $1`, [id, target!.price_paise]);
    await index.close();
  });
});
