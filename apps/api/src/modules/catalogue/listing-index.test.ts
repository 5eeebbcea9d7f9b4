import { ALL_SIZES, COLOURS, CONDITIONS, SUB_SUB_CATEGORIES, TAXONOMY, ProductListQuerySchema, type ProductListQuery } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgres, type TestApp } from '../../../test/build-test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { seedDemo } from '../../db/seed/index';
import { createRng } from '../../db/seed/catalogue-data';
import { ListingIndex } from './listing-index';
import { listProductsSql } from './service';

let t: TestApp;
let brandIds: string[];
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.clock.now());
  brandIds = (await t.database.query<{ id: string }>('SELECT id FROM brands')).map((b) => b.id);
});
afterAll(async () => {
  await t.close();
});

/** A random listing query over every filter the index answers. */
function randomQuery(rng: ReturnType<typeof createRng>): ProductListQuery {
  const raw: Record<string, unknown> = { sort: rng.pick(['default', 'newest', 'price-asc', 'price-desc']), page: String(rng.int(1, 3)), limit: String(rng.pick([12, 12, 5, 40])) };
  const category = rng.pick(TAXONOMY);
  if (rng.chance(0.5)) raw.category_id = category.id;
  if (rng.chance(0.3)) raw.sub_category_id = rng.pick(category.children).id;
  if (rng.chance(0.2)) raw.subSubCategoryid = rng.pick(SUB_SUB_CATEGORIES).id;
  if (rng.chance(0.3)) raw.brandId = Array.from({ length: rng.int(1, 3) }, () => rng.pick(brandIds)).join(',');
  if (rng.chance(0.3)) raw.sizes = Array.from({ length: rng.int(1, 3) }, () => rng.pick(ALL_SIZES)).join(',');
  if (rng.chance(0.3)) raw.colors = Array.from({ length: rng.int(1, 2) }, () => rng.pick(COLOURS).toLowerCase()).join(',');
  if (rng.chance(0.3)) raw.conditions = Array.from({ length: rng.int(1, 3) }, () => rng.pick(CONDITIONS)).join(',');
  if (rng.chance(0.3)) raw.min_price = String(rng.int(0, 2_00_000));
  if (rng.chance(0.3)) raw.max_price = String(rng.int(50_000, 8_00_000));
  if (rng.chance(0.2)) raw.on_sale = rng.pick(['true', 'false']);
  if (rng.chance(0.2)) raw.in_stock = rng.pick(['true', 'false']);
  if (rng.chance(0.1)) raw.with_images = rng.pick(['true', 'false']);
  return ProductListQuerySchema.parse(raw);
}

describe('the in-memory listing index', () => {
  it('answers 400 random filter combinations exactly as SQL does: same ids in the same order, same total', async () => {
    const index = new ListingIndex(t.database);
    await index.load();
    expect(index.size).toBeGreaterThanOrEqual(200);
    const rng = createRng(7);
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const q = randomQuery(rng);
      expect(index.canAnswer(q)).toBe(true);
      const sql = await listProductsSql(t.database, q);
      const indexed = index.query(q);
      expect(indexed.total, JSON.stringify(q)).toBe(sql.total);
      expect(indexed.ids, JSON.stringify(q)).toEqual(sql.products.map((p) => p._id));
      if (sql.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('leaves text searches to SQL', () => {
    const index = new ListingIndex(t.database);
    expect(index.canAnswer(ProductListQuerySchema.parse({ search: 'chanel' }))).toBe(false);
  });

  it('follows every change through the database’s notices: sale, price, archive, new product', async () => {
    const admin: TestUser = await createUser(t, { admin: true });
    const shopper: TestUser = await createUser(t);
    const get = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/product/list?${query}` })).json().data;
    // Let the app's own index load and settle, so these reads go through it.
    const index = t.app.deps.listingIndex!;
    const settled = async () => {
      for (let i = 0; i < 100 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
      expect(index.ready).toBe(true);
    };
    await settled();
    expect(index.size).toBeGreaterThanOrEqual(200);

    const inStock = (await get('in_stock=true&limit=100&sort=price-asc')).products;
    const target = inStock.find((p: { sizes: { quantity: number }[] }) => p.sizes.length === 1 && p.sizes[0]!.quantity === 1)!;
    const before = (await get('in_stock=false&limit=1')).total;
    await t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: shopper.auth, payload: { product_id: target._id, size_id: target.sizes[0]._id, quantity: 1 } });
    const address = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '9876543210', address: 'x', city: 'y', state: 'z', country: 'India', zipCode: '110011' };
    expect((await t.app.inject({ method: 'POST', url: '/api/order/add', headers: shopper.auth, payload: { address } })).statusCode).toBe(201);
    // Read at once: the order's answer came after the notice reached this process, so SQL answers until the index catches up.
    expect((await get('in_stock=false&limit=1')).total).toBe(before + 1);
    await settled();
    expect((await get('in_stock=false&limit=2')).total).toBe(before + 1);
    expect((await get(`in_stock=true&limit=100&sort=price-asc`)).products.map((p: { _id: string }) => p._id)).not.toContain(target._id);

    const cheapest = (await get('sort=price-asc&limit=1')).products[0];
    const edit = await t.app.inject({ method: 'GET', url: `/api/admin/products/${cheapest._id}`, headers: admin.auth });
    const p = edit.json().data;
    const body = {
      category_id: p.category_id,
      subCategory_id: p.sub_category_id ?? undefined,
      subSubCategory_id: p.sub_sub_category_id ?? undefined,
      brand_id: p.brand_id ?? undefined,
      product_name: p.product_name,
      color: p.color,
      price: 9_99_999,
      sizes: p.sizes.map((s: { _id: string; size: string; quantity: number }) => ({ _id: s._id, size: s.size, quantity: s.quantity })),
      images: p.images,
      condition: p.condition,
      tags: p.tags,
    };
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/products/${cheapest._id}`, headers: admin.auth, payload: body })).statusCode).toBe(200);
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

describe.runIf(onPostgres)('SQL listing plans on a large catalogue', () => {
  it('uses an index for every filter and sort (EXPLAIN), never a sequential scan of products', async () => {
    const { generateCatalogue } = await import('../../../../../bench/generate-catalogue');
    await generateCatalogue(t.database, 20_000, () => {});
    for (const statement of ['VACUUM ANALYZE products', 'ANALYZE product_sizes', 'ANALYZE product_images']) await t.database.exec(statement);
    const brand = brandIds[0]!;
    const queries: [string, string, unknown[]][] = [
      ['newest', `p.status = 'active' ORDER BY p.created_at DESC, p.id DESC`, []],
      ['price ascending', `p.status = 'active' ORDER BY p.effective_price_paise ASC, p.id ASC`, []],
      ['price descending', `p.status = 'active' ORDER BY p.effective_price_paise DESC, p.id DESC`, []],
      ['category', `p.status = 'active' AND p.category_id = $1 ORDER BY p.created_at DESC, p.id DESC`, ['kids']],
      ['sub-category', `p.status = 'active' AND p.sub_category_id = $1 ORDER BY p.created_at DESC, p.id DESC`, ['men-footwear']],
      ['type', `p.status = 'active' AND p.sub_sub_category_id = $1 ORDER BY p.created_at DESC, p.id DESC`, ['women-bags-tote-bags']],
      ['brand', `p.status = 'active' AND p.brand_id = $1 ORDER BY p.created_at DESC, p.id DESC`, [brand]],
      ['size', `p.status = 'active' AND p.size_labels && $1::text[] ORDER BY p.created_at DESC, p.id DESC`, [['EU 44']]],
      ['colour', `p.status = 'active' AND lower(p.color) = ANY($1::text[]) ORDER BY p.created_at DESC, p.id DESC`, [['olive']]],
      ['condition', `p.status = 'active' AND p.condition = ANY($1::text[]) ORDER BY p.created_at DESC, p.id DESC`, [['new_with_tags']]],
      ['price range', `p.status = 'active' AND p.effective_price_paise BETWEEN $1 AND $2 ORDER BY p.created_at DESC, p.id DESC`, [1_00_000_00, 1_10_000_00]],
      ['on sale', `p.status = 'active' AND p.on_sale ORDER BY p.created_at DESC, p.id DESC`, []],
      ['search', `p.status = 'active' AND p.search @@ to_tsquery('simple', $1) ORDER BY p.created_at DESC, p.id DESC`, ['birkin:*']],
    ];
    for (const [name, where, params] of queries) {
      const plan = (await t.database.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT p.id FROM products p WHERE ${where} LIMIT 12`, params)).map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, name).not.toMatch(/Seq Scan on products/);
      expect(plan, name).toMatch(/Index|Bitmap/);
      const count = (await t.database.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT count(*) FROM products p WHERE ${where.replace(/ ORDER BY.*$/, '')}`, params))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      if (name !== 'newest' && name !== 'price ascending' && name !== 'price descending') expect(count, `${name} count`).not.toMatch(/Seq Scan on products/);
    }
  }, 180_000);
});
