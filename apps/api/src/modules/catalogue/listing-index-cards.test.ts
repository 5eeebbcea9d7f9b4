import fs from 'node:fs';
import path from 'node:path';
import { ProductListQuerySchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { CardFile } from './listing-card-file';
import { ListingIndex } from './listing-index';
import { listProducts, listProductsSql } from './service';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await shopWith({ demo: true }));
});
afterAll(() => t.close());

describe('the listing index’s memory and its cards', () => {
  it('stays on SQL, and says why, when the catalogue would not fit in memory; loads once it does', async () => {
    let room = 1_000;
    const errors: unknown[] = [];
    const dir = path.join(t.config.dataDir, 'cards-room');
    const index = new ListingIndex(t.database, { retryMs: 20, maxRetryMs: 40, memoryRoom: () => room, onError: (err) => errors.push(err), cardDir: dir });
    // The card files this process holds open in the index's folder (each is unlinked once opened).
    const linkOf = (fd: string) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return ''; // closed meanwhile (the directory listing's own descriptor)
      }
    };
    const openCardFiles = () => fs.readdirSync('/proc/self/fd').filter((fd) => linkOf(fd).startsWith(dir)).length;
    await index.start();
    for (let i = 0; i < 40 && errors.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(index.ready).toBe(false);
    expect(String(errors[0])).toMatch(/would need about \d+ MB of memory for \d+ products and 0 MB is free: SQL answers listings/);
    // Each failed attempt closes the card file it opened.
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(openCardFiles()).toBe(0);
    // Listings are answered meanwhile, by SQL.
    const q = ProductListQuerySchema.parse({ sort: 'price-asc' });
    const sql = await listProductsSql(t.database, q);
    expect((await listProducts(t.database, q, index)).products.map((p) => p._id)).toEqual(sql.products.map((p) => p._id));
    room = 2 ** 30;
    for (let i = 0; i < 100 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
    expect(index.ready).toBe(true);
    expect(index.query(q).total).toBe(sql.total);
    expect(openCardFiles()).toBe(1);
    await index.close();
    expect(openCardFiles()).toBe(0);
  });

  it('reads a page’s cards by id when they do not fit its card budget (LISTING_CARDS_MB), answering as SQL does', async () => {
    const index = new ListingIndex(t.database, { cardMemory: 1024 });
    await index.load();
    const q = ProductListQuerySchema.parse({ sort: 'price-desc', in_stock: 'true' });
    expect(index.query(q).cards).toBeUndefined();
    expect((await listProducts(t.database, q, index)).products).toEqual((await listProductsSql(t.database, q)).products);
    await index.close();
  });

  it('keeps the cards in a file whenever it has a folder for one, even when they fit its card budget, answering as SQL does, and leaves no file behind', async () => {
    const dir = path.join(t.config.dataDir, 'cards-test');
    const index = new ListingIndex(t.database, { cardDir: dir });
    await index.load();
    // The demo catalogue's cards fit the default budget, and are in the file all the same (decision 57).
    expect((index as unknown as { cards: unknown }).cards).toBeInstanceOf(CardFile);
    // The file is removed from its folder as soon as it is opened.
    expect(fs.readdirSync(dir)).toEqual([]);
    for (const sort of ['price-desc', 'newest', 'discount'] as const) {
      const q = ProductListQuerySchema.parse({ sort, in_stock: 'true', page: '2' });
      expect(index.query(q).cards).toHaveLength(q.limit);
      expect((await listProducts(t.database, q, index)).products).toEqual((await listProductsSql(t.database, q)).products);
    }
    await index.close();
    expect(index.ready).toBe(false);
  });
});
