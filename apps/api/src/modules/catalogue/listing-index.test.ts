import path from 'node:path';
import { ProductListQuerySchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { randomListingQuery } from '../../../test/listing-queries';
import { createUser, editProduct, type TestUser } from '../../../test/factories';
import { createRng } from '../../db/seed/catalogue-data';
import type { Database } from '../../db/client';
import { ALL_PRODUCTS } from '../../lib/cache';
import { ListingIndex } from './listing-index';
import { toProductSummary } from './dto';
import { facetCountsSql, listProducts, listProductsSql, sortFacets, suggestProducts } from './service';
import { correctSearch } from './search';

let t: TestApp;
let brandIds: string[];
beforeAll(async () => {
  ({ t } = await shopWith({ demo: true }));
  brandIds = (await t.database.query<{ id: string }>('SELECT id FROM brands')).map((b) => b.id);
});
afterAll(() => t.close());

const randomQuery = (rng: ReturnType<typeof createRng>) => randomListingQuery(rng, brandIds);

describe('the in-memory listing index', () => {
  it('suggests what SQL suggests: the newest products whose name or brand has words starting with each word typed, corrected when nothing matches', async () => {
    const index = new ListingIndex(t.database);
    await index.load();
    // Words of names and brands, their starts, words only descriptions hold, two-word searches and misspellings.
    const titles = await t.database.query<{ search_title: string; search_body: string }>(`SELECT search_title, search_body FROM products WHERE status = 'active' LIMIT 40`);
    const rng = createRng(11);
    const searches = new Set<string>(['guci', 'channel', 'zzqx', 'hermes', '1234']);
    for (const { search_title, search_body } of titles) {
      const words = search_title.split(/\s+/).filter((w) => w.length >= 3);
      const body = search_body.split(/\s+/).filter((w) => w.length >= 4);
      if (words.length)
        searches
          .add(rng.pick(words))
          .add(rng.pick(words).slice(0, 3))
          .add(`${rng.pick(words)} ${rng.pick(words).slice(0, 3)}`);
      if (body.length) searches.add(rng.pick(body));
    }
    let found = 0;
    for (const search of searches) {
      const sql = (await suggestProducts(t.database, search, 5)).map((p) => p._id);
      expect(
        (await suggestProducts(t.database, search, 5, index)).map((p) => p._id),
        search,
      ).toEqual(sql);
      if (sql.length) found++;
    }
    expect(found).toBeGreaterThan(searches.size / 2);
    await index.close();
  });

  it('answers 400 random filter combinations exactly as SQL does: same cards in the same order, same total', async () => {
    const index = new ListingIndex(t.database);
    await index.load();
    expect(index.size).toBeGreaterThanOrEqual(200);
    const rng = createRng(7);
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const q = randomQuery(rng);
      expect(index.ready).toBe(true);
      const sql = await listProductsSql(t.database, q);
      const indexed = index.query(q);
      expect(indexed.total, JSON.stringify(q)).toBe(sql.total);
      expect(indexed.ids, JSON.stringify(q)).toEqual(sql.products.map((p) => p._id));
      expect(indexed.cards?.map(toProductSummary), JSON.stringify(q)).toEqual(sql.products);
      expect(sortFacets(index.facets(q)), JSON.stringify(q)).toEqual(await facetCountsSql(t.database, q));
      if (sql.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('never holds a product twice when it changes while a loading batch is on its way', async () => {
    // The loading batch is read, then held back until the product has changed and its notice was handled.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let batchRead!: () => void;
    const read = new Promise<void>((resolve) => (batchRead = resolve));
    const gated: Database = {
      ...t.database,
      async query<T>(text: string, params?: unknown[], name?: string): Promise<T[]> {
        const rows = await t.database.query<T>(text, params, name);
        if (text.includes('ORDER BY p.effective_price_paise, p.id LIMIT')) {
          batchRead();
          await gate;
        }
        return rows;
      },
    };
    const index = new ListingIndex(gated);
    const [target] = await t.database.query<{ id: string; price_paise: number; discount_price_paise: number }>(
      `SELECT id, price_paise, discount_price_paise FROM products WHERE status = 'active' ORDER BY created_at LIMIT 1`,
    );
    const loading = index.load();
    await read;
    await t.database.query('UPDATE products SET price_paise = 987654321, discount_price_paise = 0 WHERE id = $1', [target!.id]);
    index.markChanged(target!.id);
    // Give a refresh every chance to run before the batch lands.
    await new Promise((r) => setTimeout(r, 200));
    release();
    await loading;
    for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
    expect(index.ready).toBe(true);

    const active = Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE status = 'active'`))[0]!.n);
    expect(index.size).toBe(active);
    const all = ProductListQuerySchema.parse({ limit: '100', sort: 'price-desc' });
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const { ids, total } = index.query({ ...all, page });
      expect(total).toBe(active);
      seen.push(...ids);
      if (ids.length < 100) break;
    }
    expect(seen.length).toBe(active);
    expect(new Set(seen).size).toBe(active);
    expect(seen[0]).toBe(target!.id);
    await t.database.query('UPDATE products SET price_paise = $2, discount_price_paise = $3 WHERE id = $1', [target!.id, target!.price_paise, target!.discount_price_paise]);
  });

  it('backs off when the database fails instead of retrying at once, and loads once it answers again', async () => {
    let failing = true;
    let queries = 0;
    const flaky: Database = {
      ...t.database,
      async query<T>(text: string, params?: unknown[], name?: string): Promise<T[]> {
        queries++;
        if (failing) throw new Error('connection refused');
        return t.database.query<T>(text, params, name);
      },
    };
    const errors: unknown[] = [];
    const index = new ListingIndex(flaky, { retryMs: 20, maxRetryMs: 200, onError: (err) => errors.push(err) });
    index.markChanged(ALL_PRODUCTS);
    const q = ProductListQuerySchema.parse({});
    for (let i = 0; i < 50; i++) {
      index.markChanged(brandIds[0]!.replace(/^./, '0'));
      await new Promise((r) => setTimeout(r, 10));
    }
    // Half a second of a failing database and a stream of notices: a handful of attempts (20, 40, 80, 160 ms…), not thousands.
    expect(queries).toBeGreaterThanOrEqual(2);
    expect(queries).toBeLessThanOrEqual(10);
    expect(errors.length).toBe(queries);
    expect(index.ready).toBe(false);
    failing = false;
    for (let i = 0; i < 100 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
    expect(index.ready).toBe(true);
    expect(index.query(q).total).toBe((await listProductsSql(t.database, q)).total);
    await index.close();
  });

  it('above sqlFacetsMax products, SQL answers without facet counts until the index has caught up, and says when it has', async () => {
    const q = ProductListQuerySchema.parse({ sort: 'newest' });
    const size = (await listProductsSql(t.database, ProductListQuerySchema.parse({}))).total;
    let caughtUp = 0;
    const large = new ListingIndex(t.database, { sqlFacetsMax: size - 1, onCaughtUp: () => caughtUp++ });
    // Before the catalogue is counted its size is unknown: no counts from SQL either.
    expect(large.sqlCountsFacets).toBe(false);
    await large.start();
    expect(large.sqlCountsFacets).toBe(false);
    const meanwhile = await listProducts(t.database, q, large);
    expect(meanwhile.facets).toBeUndefined();
    expect(meanwhile.products.map((p) => p._id)).toEqual((await listProductsSql(t.database, q)).products.map((p) => p._id));
    for (let i = 0; i < 200 && !large.ready; i++) await new Promise((r) => setTimeout(r, 5));
    expect(large.ready).toBe(true);
    expect(caughtUp).toBe(1);
    expect((await listProducts(t.database, q, large)).facets).toEqual(await facetCountsSql(t.database, q));
    // A change re-read: told again once it is applied.
    large.markChanged((await listProductsSql(t.database, q)).products[0]!._id);
    expect(large.ready).toBe(false);
    expect((await listProducts(t.database, q, large)).facets).toBeUndefined();
    for (let i = 0; i < 200 && !large.ready; i++) await new Promise((r) => setTimeout(r, 5));
    expect(caughtUp).toBe(2);
    await large.close();
    // At or under the limit SQL counts them as the index would.
    const small = new ListingIndex(t.database, { sqlFacetsMax: size });
    await small.start();
    expect(small.ready).toBe(false);
    expect((await listProducts(t.database, q, small)).facets).toEqual(await facetCountsSql(t.database, q));
    await small.close();
  });

  it('makes equal bitsets one after a load, and again once changes have given them copies and no change has come for a while', async () => {
    const index = new ListingIndex(t.database, { reshare: { after: 10, idleMs: 100 } });
    await index.load();
    expect(index.shareStats.passes).toBe(1);
    expect(index.shareStats.lastPass).toBeGreaterThan(0);
    // Repriced far into another price band and back: each product leaves its brand's, colour's and condition's bitsets and comes back, which gives shared ones copies.
    const rows = await t.database.query<{ id: string; price_paise: number; discount_price_paise: number }>(
      `SELECT id, price_paise, discount_price_paise FROM products WHERE status = 'active' ORDER BY id LIMIT 12`,
    );
    for (const back of [false, true]) {
      for (const row of rows) {
        await t.database.query('UPDATE products SET price_paise = $2, discount_price_paise = $3 WHERE id = $1', back ? [row.id, row.price_paise, row.discount_price_paise] : [row.id, 987_654_300, 0]);
        index.markChanged(row.id);
      }
      for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 5));
      expect(index.ready).toBe(true);
    }
    for (let i = 0; i < 200 && index.shareStats.passes < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(index.shareStats.passes).toBeGreaterThanOrEqual(2);
    expect(index.shareStats.lastPass).toBeGreaterThan(0);
    // Answers are SQL's after it.
    for (const sort of ['newest', 'price-asc', 'discount'] as const) {
      const q = ProductListQuerySchema.parse({ sort, in_stock: 'true' });
      expect((await listProducts(t.database, q, index)).products.map((p) => p._id)).toEqual((await listProductsSql(t.database, q)).products.map((p) => p._id));
    }
    await index.close();
  });

  it('catches up with a burst of changes a chunk at a time, resting twice as long as each chunk took, and ends right', async () => {
    const index = new ListingIndex(t.database, { chunkSize: 20 });
    await index.load();
    const rows = await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT 200`);
    await t.database.query('UPDATE products SET price_paise = price_paise + 100 WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
    const started = performance.now();
    for (const { id } of rows) index.markChanged(id);
    expect(index.ready).toBe(false);
    for (let i = 0; i < 500 && !index.ready; i++) await new Promise((r) => setTimeout(r, 5));
    expect(index.ready).toBe(true);
    const wall = performance.now() - started;
    const { workedMs, restedMs } = index.steps.catchUp;
    // Ten chunks, nine rests of at least a millisecond each, twice the work of the chunk before: all but the last chunk's.
    expect(workedMs).toBeGreaterThan(0);
    expect(restedMs).toBeGreaterThanOrEqual(9);
    expect(restedMs).toBeGreaterThanOrEqual(1.5 * workedMs);
    expect(wall).toBeGreaterThanOrEqual(restedMs);
    const q = ProductListQuerySchema.parse({ sort: 'price-asc', in_stock: 'true' });
    expect(index.query(q).ids).toEqual((await listProductsSql(t.database, q)).products.map((p) => p._id));
    await t.database.query('UPDATE products SET price_paise = price_paise - 100 WHERE id = ANY($1::uuid[])', [rows.map((r) => r.id)]);
    await index.close();
  });

  it.each([
    ['memory', {}],
    ['a file', { cardDir: 'cards' }],
  ] as const)(
    'differential (cards in %s): random queries answered by the listing engine agree with plain SQL while prices, stock and brands change and the index loads',
    async (_, cards) => {
      // A refresh that fails is retried from a reload, which would hide its cause: none may fail here.
      const errors: unknown[] = [];
      const index = new ListingIndex(t.database, {
        batchSize: 50,
        chunkSize: 20,
        onError: (err) => errors.push(err),
        ...('cardDir' in cards ? { cardDir: path.join(t.config.dataDir, cards.cardDir) } : {}),
      });
      t.app.deps.cache.subscribe((id, prices) => index.markChanged(id, prices));
      await index.start();
      const rng = createRng(99);
      const ids = (await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active'`)).map((r) => r.id);
      const brands = await t.database.query<{ id: string; name: string }>('SELECT id, name FROM brands');
      // Pictures added are the demo's own (of several lengths): a product stays one staff can edit, which
      // refuses a picture that is not stored (a later test edits the cheapest product, whichever it is).
      const pictures = (await t.database.query<{ url: string }>(`SELECT DISTINCT url FROM product_images WHERE url LIKE '/uploads/seed/%' ORDER BY url LIMIT 40`)).map((r) => r.url);
      expect(pictures.length).toBeGreaterThan(5);
      const change = async () => {
        const id = rng.pick(ids);
        const kind = rng.pick(['price', 'nudge', 'sale', 'stock', 'brand', 'title', 'body', 'name', 'picture'] as const);
        if (kind === 'price') await t.database.query('UPDATE products SET price_paise = $2 WHERE id = $1', [id, rng.int(10_000, 9_00_000) * 100]);
        // A few rupees either way, as a bulk repricing does: the notice carries the prices, applied without a read.
        else if (kind === 'nudge') await t.database.query('UPDATE products SET price_paise = price_paise + $2 WHERE id = $1', [id, rng.pick([-500, -100, 100, 500])]);
        else if (kind === 'sale') await t.database.query('UPDATE products SET discount_price_paise = CASE WHEN discount_price_paise > 0 THEN 0 ELSE price_paise / 2 END WHERE id = $1', [id]);
        else if (kind === 'stock') await t.database.query('UPDATE product_sizes SET quantity = CASE WHEN quantity > 0 THEN 0 ELSE 1 END WHERE product_id = $1', [id]);
        // A longer name, a picture added or taken away: the card's encoding changes length (listing-cards.ts).
        else if (kind === 'name') await t.database.query(`UPDATE products SET product_name = product_name || $2 WHERE id = $1`, [id, rng.pick([' Ⅱ', ' (Hermès)', ' — rare'])]);
        else if (kind === 'picture') {
          if (rng.chance(0.5)) await t.database.query(`INSERT INTO product_images (product_id, url, position) VALUES ($1, $2, -1)`, [id, rng.pick(pictures)]);
          else await t.database.query(`DELETE FROM product_images WHERE product_id = $1 AND position = (SELECT min(position) FROM product_images WHERE product_id = $1)`, [id]);
        } else if (kind === 'title') await t.database.query(`UPDATE products SET search_title = search_title || ' ' || $2 WHERE id = $1`, [id, rng.pick(['zebra', 'zest', 'velvet'])]);
        // A description's new words change the lexemes but not the title: its re-read needs them too (the text version follows both).
        else if (kind === 'body') await t.database.query(`UPDATE products SET search_body = search_body || ' ' || $2 WHERE id = $1`, [id, rng.pick(['zebra', 'cotton', 'silk'])]);
        else {
          const brand = rng.pick(brands);
          await t.database.query('UPDATE products SET brand_id = $2, brand_name = $3 WHERE id = $1', [id, brand.id, brand.name]);
        }
      };
      let indexed = 0;
      for (let round = 0; round < 60; round++) {
        // Changes land while the index loads or refreshes, and now and then everything is reloaded.
        const changes = Array.from({ length: rng.int(0, 4) }, change);
        if (rng.chance(0.05)) index.markChanged(ALL_PRODUCTS);
        await Promise.all(changes);
        // A write route's answer waits for its notices (the settle hook); the reads below come after it, as a
        // shopper's would. The notices only mark products dirty: the index is still refreshing, and SQL answers meanwhile.
        await t.app.deps.cache.settle(t.database);
        // Every other round, let the index catch up so that it, not SQL, answers.
        if (round % 2 === 0) for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 5));
        for (let i = 0; i < 5; i++) {
          const search = rng.pick(['bag', 'leather', 'chanel', 'gold', 'silk', 'le', 'ch', 'chanel bag', 'gold ring', 'zebra', 'ze', 'velvet bag', 'cotton', '#!']);
          const q = rng.chance(0.3) ? { ...randomQuery(rng), search } : randomQuery(rng);
          const engine = await listProducts(t.database, q, index);
          if (index.ready) indexed++;
          const [sql, facets] = await Promise.all([listProductsSql(t.database, q), facetCountsSql(t.database, q)]);
          const label = `round ${round}: ${JSON.stringify(q)}`;
          expect(engine.total, label).toBe(sql.total);
          expect(
            engine.products.map((p) => p._id),
            label,
          ).toEqual(sql.products.map((p) => p._id));
          // The cards too: the index holds them (in memory, or in a file past the budget) and must follow every change.
          expect(engine.products, label).toEqual(sql.products);
          expect(engine.facets, label).toEqual(facets);
        }
      }
      // The index answered a good share of them (not only the SQL path agreeing with itself), and took prices from their notices.
      expect(indexed).toBeGreaterThan(50);
      expect(index.pricedFromNotices).toBeGreaterThan(5);
      expect(errors).toEqual([]);
      await index.close();
    },
    120_000,
  );

  it('corrects misspelt words as the trigram search in PostgreSQL does', async () => {
    const index = new ListingIndex(t.database);
    await index.load();
    const rng = createRng(5);
    const words = (await t.database.query<{ word: string }>('SELECT word FROM search_words')).map((r) => r.word);
    // Letters dropped, doubled, swapped and changed, known words and their starts, and nonsense.
    const typo = (w: string) => {
      const at = rng.int(1, Math.max(1, w.length - 2));
      return rng.pick([
        w.slice(0, at) + w.slice(at + 1),
        w.slice(0, at) + w[at] + w.slice(at),
        w.slice(0, at) + (w[at + 1] ?? '') + w[at] + w.slice(at + 2),
        w.slice(0, at) + 'x' + w.slice(at + 1),
        w,
        w.slice(0, 3),
      ]);
    };
    const searches = ['channel', 'louis vuiton', 'hermes', 'guci', 'qqqzzz', 'bag guci', ...Array.from({ length: 150 }, () => typo(rng.pick(words)))];
    for (const search of searches) expect(index.correct(search), search).toBe(await correctSearch(t.database, search));
  });

  it('follows every change through the database’s notices: sale, price, archive, new product', async () => {
    const admin: TestUser = await createUser(t, { admin: true });
    const shopper: TestUser = await createUser(t);
    const get = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/product/list?${query}` })).json().data;
    // Let the app's own index load and settle, so these reads go through it. It may still be catching
    // up with the tests above (hundreds of changes, resting between chunks), so it gets a few seconds.
    const index = t.app.deps.listingIndex!;
    const settled = async () => {
      for (let i = 0; i < 500 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
      expect(index.ready).toBe(true);
    };
    await settled();
    expect(index.size).toBeGreaterThanOrEqual(200);

    const inStock = (await get('in_stock=true&limit=100&sort=price-asc')).products;
    const target = inStock.find((p: { sizes: { quantity: number }[] }) => p.sizes.length === 1 && p.sizes[0]!.quantity === 1)!;
    const before = (await get('in_stock=false&limit=1')).total;
    await t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: shopper.auth, payload: { product_id: target._id, size_id: target.sizes[0]._id, quantity: 1 } });
    const address = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '9876543210', address: 'x', city: 'y', state: 'Delhi', country: 'India', zipCode: '110011' };
    expect((await t.app.inject({ method: 'POST', url: '/api/order/add', headers: shopper.auth, payload: { address } })).statusCode).toBe(201);
    // Read at once: the order's answer came after the notice reached this process, so SQL answers until the index catches up.
    expect((await get('in_stock=false&limit=1')).total).toBe(before + 1);
    await settled();
    expect((await get('in_stock=false&limit=2')).total).toBe(before + 1);
    expect((await get(`in_stock=true&limit=100&sort=price-asc`)).products.map((p: { _id: string }) => p._id)).not.toContain(target._id);

    const cheapest = (await get('sort=price-asc&limit=1')).products[0];
    const edited = await editProduct(t.app, admin, cheapest._id, { price: 9_99_999 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get('sort=price-desc&limit=1')).products[0]._id).toBe(cheapest._id);
    await settled();
    expect((await get('sort=price-desc&limit=2')).products[0]._id).toBe(cheapest._id);
    expect((await get('sort=price-asc&limit=1')).products[0]._id).not.toBe(cheapest._id);

    const total = (await get('limit=1')).total;
    await t.app.inject({ method: 'POST', url: `/api/admin/products/${cheapest._id}/archive`, headers: admin.auth });
    expect((await get('limit=1')).total).toBe(total - 1);
    await settled();
    expect((await get('limit=2')).total).toBe(total - 1);
    await t.app.inject({ method: 'POST', url: `/api/admin/products/${cheapest._id}/restore`, headers: admin.auth });
    expect((await get('limit=1')).total).toBe(total);
    expect((await get('sort=newest&limit=1')).products[0]._id).not.toBe(cheapest._id);
  });
});
