/**
 * Freshness across server processes (issue 16): a write answers only after every process has
 * handled its change notices, so a read on another process right after sees the write, even when
 * that process hears the notices late. Two apps on one PostgreSQL stand for two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, onPostgres, type TestApp } from '../../test/build-test-app';
import { createUser, editProduct, type TestUser } from '../../test/factories';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { seedDemo } from '../db/seed/index';
import { createRng } from '../db/seed/catalogue-data';
import { ProductListQuerySchema } from '@shop/shared';
import { facetCountsSql, listProducts, listProductsSql } from '../modules/catalogue/service';

describe.runIf(onPostgres)('freshness across processes', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.database, t.clock.now());
    const raw = await openDatabase({ url: t.config.databaseUrl!, dataDir: 'memory://', poolSize: 3 });
    // The second process hears every notice 150 ms late (a busy process, a slow connection).
    const late: Database = { ...raw, listen: (channel, onMessage, onGap) => raw.listen(channel, (payload) => setTimeout(() => onMessage(payload), 150), onGap) };
    other = await buildApp(t.config, late, { clock: t.clock, serveWeb: false, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('a price change written through one process is read at once through the other, cached pages and listings included', async () => {
    const admin: TestUser = await createUser(t, { admin: true });
    // The writer knows the other process from its greeting.
    for (let i = 0; i < 100 && !t.app.deps.cache.livePeers().includes(other.deps.cache.processId); i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.app.deps.cache.livePeers()).toContain(other.deps.cache.processId);
    for (let i = 0; i < 200 && !other.deps.listingIndex!.ready; i++) await new Promise((r) => setTimeout(r, 10));

    const get = async (app: FastifyInstance, url: string) => (await app.inject({ method: 'GET', url })).json().data;
    const cheapest = (await get(other, '/api/product/list?sort=price-asc&limit=1')).products[0];
    // Warm the other process's caches: the product page and the listing are now cached there.
    for (let i = 0; i < 2; i++) {
      await get(other, `/api/product/${cheapest._id}`);
      await get(other, '/api/product/list?sort=price-desc&limit=1');
    }
    expect((await editProduct(t.app, admin, cheapest._id, { price: 9_99_999 })).statusCode).toBe(200);
    // At once, through the other process.
    expect((await get(other, `/api/product/${cheapest._id}`)).price).toBe(9_99_999);
    expect((await get(other, '/api/product/list?sort=price-desc&limit=1')).products[0]._id).toBe(cheapest._id);
  });

  it('differential across processes: changes settled through one, listings answered by the other’s engine agree with plain SQL', async () => {
    const rng = createRng(5);
    const ids = (await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active'`)).map((r) => r.id);
    const brands = await t.database.query<{ id: string; name: string }>('SELECT id, name FROM brands');
    const index = other.deps.listingIndex!;
    let indexed = 0;
    for (let round = 0; round < 30; round++) {
      for (let k = rng.int(1, 3); k > 0; k--) {
        const id = rng.pick(ids);
        const kind = rng.pick(['price', 'stock', 'brand'] as const);
        if (kind === 'price') await t.database.query('UPDATE products SET price_paise = $2 WHERE id = $1', [id, rng.int(10_000, 9_00_000) * 100]);
        else if (kind === 'stock') await t.database.query('UPDATE product_sizes SET quantity = CASE WHEN quantity > 0 THEN 0 ELSE 1 END WHERE product_id = $1', [id]);
        else {
          const brand = rng.pick(brands);
          await t.database.query('UPDATE products SET brand_id = $2, brand_name = $3 WHERE id = $1', [id, brand.id, brand.name]);
        }
      }
      await t.app.deps.cache.settle(t.database);
      if (round % 3 === 0) for (let i = 0; i < 100 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
      const raw: Record<string, string> = { sort: rng.pick(['newest', 'price-asc', 'price-desc', 'discount']), limit: '12', page: String(rng.int(1, 3)) };
      if (rng.chance(0.5)) raw.brandId = rng.pick(brands).id;
      if (rng.chance(0.3)) raw.in_stock = rng.pick(['true', 'false']);
      if (rng.chance(0.3)) raw.min_price = String(rng.int(0, 3_00_000));
      const q = ProductListQuerySchema.parse(raw);
      if (index.ready) indexed++;
      const engine = await listProducts(other.deps.database, q, index);
      const [sql, facets] = await Promise.all([listProductsSql(t.database, q), facetCountsSql(t.database, q)]);
      expect({ ids: engine.products.map((p) => p._id), total: engine.total, facets: engine.facets }, JSON.stringify(q)).toEqual({
        ids: sql.products.map((p) => p._id),
        total: sql.total,
        facets,
      });
    }
    expect(indexed).toBeGreaterThan(5);
  }, 60_000);
});
