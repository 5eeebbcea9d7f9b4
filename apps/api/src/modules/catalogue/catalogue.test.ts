import { SUB_SUB_CATEGORIES, foldText, type ProductSummary } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { dbSnapshot, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;

/** Every active product as the database has it, to check the API's answers against. */
interface Truth {
  id: string;
  name: string;
  brand_id: string;
  brand_name: string;
  category_id: string;
  sub_category_id: string;
  sub_sub_category_id: string;
  color: string;
  condition: string;
  effective: number;
  on_sale: boolean;
  created_at: Date;
  sizes: string[];
  title: string;
  body: string;
}
let truth: Truth[];

beforeAll(async () => {
  ({ t, admin, shopper } = await shopWith({ admin: true, shopper: true, demo: true }));
  truth = await t.database.query<Truth>(
    `SELECT id, product_name AS name, brand_id, brand_name, category_id, sub_category_id, sub_sub_category_id, color, condition,
            effective_price_paise AS effective, on_sale, created_at, size_labels AS sizes, search_title AS title, search_body AS body
       FROM products WHERE status = 'active'`,
  );
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/list${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { products: ProductSummary[]; total: number; page: number; pages: number; limit: number };
};

/** Reads every page of a listing. */
const listAll = async (query: string) => {
  const first = await list(`${query}${query ? '&' : '?'}limit=100`);
  const products = [...first.products];
  for (let page = 2; page <= first.pages; page++) products.push(...(await list(`${query}${query ? '&' : '?'}limit=100&page=${page}`)).products);
  return { products, total: first.total };
};

/** What the full-text search promises: every word typed is the start of a word of the name, brand or description. */
const matchesSearch = (p: Truth, search: string) => {
  const words = `${p.title} ${p.body}`.split(/[^\p{L}\p{N}]+/u);
  return foldText(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((token) => words.some((w) => w.startsWith(token)));
};

const byNewest = (a: Truth, b: Truth) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1);

describe('the demo seed', () => {
  it('has at least 200 products over every sub-sub-category, 14+ brands, all six conditions and about a third on sale', async () => {
    expect(truth.length).toBeGreaterThanOrEqual(200);
    const types = new Set(truth.map((p) => p.sub_sub_category_id));
    for (const s of SUB_SUB_CATEGORIES) expect(types.has(s.id), s.id).toBe(true);
    expect(new Set(truth.map((p) => p.brand_id)).size).toBeGreaterThanOrEqual(14);
    expect(new Set(truth.map((p) => p.condition)).size).toBe(6);
    const onSale = truth.filter((p) => p.on_sale).length / truth.length;
    expect(onSale).toBeGreaterThan(0.2);
    expect(onSale).toBeLessThan(0.45);
    const images = await t.database.query<{ n: number }>('SELECT min(c)::int AS n FROM (SELECT count(*) AS c FROM product_images GROUP BY product_id) x');
    expect(images[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/product/list', () => {
  it('answers 12 newest products by default with total, page and pages', async () => {
    const data = await list('');
    expect(data.products).toHaveLength(12);
    expect(data.total).toBe(truth.length);
    expect(data.page).toBe(1);
    expect(data.pages).toBe(Math.ceil(truth.length / 12));
    expect(data.products.map((p) => p._id)).toEqual(
      [...truth]
        .sort(byNewest)
        .slice(0, 12)
        .map((p) => p.id),
    );
    const p = data.products[0]!;
    expect(p).toMatchObject({ _id: expect.any(String), product_name: expect.any(String), price: expect.any(Number), sold_out: expect.any(Boolean) });
    expect(p.images.length).toBeGreaterThan(0);
  });

  it('finds Chanel items when searching "chanel" in any case', async () => {
    const expected = truth.filter((p) => matchesSearch(p, 'chanel'));
    expect(expected.length).toBeGreaterThan(0);
    for (const term of ['chanel', 'CHANEL', 'Chanel']) {
      const { products, total } = await listAll(`?search=${term}`);
      expect(total).toBe(expected.length);
      expect(new Set(products.map((p) => p._id))).toEqual(new Set(expected.map((p) => p.id)));
      expect(products.filter((p) => p.brand?.name === 'Chanel').length).toBe(truth.filter((p) => p.brand_name === 'Chanel').length);
    }
  });

  it('matches without accents and with several words ("hermes" finds Hermès)', async () => {
    const sample = truth.find((p) => p.brand_name === 'Hermès')!;
    const search = `hermes ${sample.name.split(' ')[1]!.toLowerCase()}`;
    const expected = truth.filter((p) => matchesSearch(p, search));
    expect(expected.map((p) => p.id)).toContain(sample.id);
    const { products } = await listAll(`?search=${encodeURIComponent(search)}`);
    expect(products.map((p) => p._id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('shows nothing for a search with no letters or digits, and treats SQL as text', async () => {
    expect((await list('?search=%25%25%25')).total).toBe(0);
    expect((await list(`?search=${encodeURIComponent("'; DROP TABLE products; --")}`)).total).toBe(0);
    expect((await list('')).total).toBe(truth.length);
  });

  it('filters by category, brand, size, colour, condition, price and sale exactly like the data', async () => {
    const brand = truth.find((p) => p.brand_name === 'Gucci')!.brand_id;
    const cases: [string, (p: Truth) => boolean][] = [
      ['?category_id=women', (p) => p.category_id === 'women'],
      ['?sub_category_id=men-footwear', (p) => p.sub_category_id === 'men-footwear'],
      ['?subSubCategoryid=women-bags-tote-bags', (p) => p.sub_sub_category_id === 'women-bags-tote-bags'],
      [`?brandId=${brand}`, (p) => p.brand_id === brand],
      ['?sizes=S,M', (p) => p.sizes.includes('S') || p.sizes.includes('M')],
      ['?colors=Black&colors=navy', (p) => p.color === 'Black' || p.color === 'Navy'],
      ['?conditions=pristine,new_with_tags', (p) => p.condition === 'pristine' || p.condition === 'new_with_tags'],
      ['?min_price=50000&max_price=150000', (p) => p.effective >= 50_000_00 && p.effective <= 150_000_00],
      ['?on_sale=true', (p) => p.on_sale],
      [`?category_id=women&brandId=${brand}&on_sale=false`, (p) => p.category_id === 'women' && p.brand_id === brand && !p.on_sale],
    ];
    for (const [query, match] of cases) {
      const expected = truth.filter(match).sort(byNewest);
      const { products, total } = await listAll(query);
      expect(total, query).toBe(expected.length);
      expect(
        products.map((p) => p._id),
        query,
      ).toEqual(expected.map((p) => p.id));
    }
  });

  it('sorts by effective price across pages, ascending and descending', async () => {
    const asc = (await listAll('?sort=price-asc')).products.map((p) => p.effective_price);
    expect(asc).toHaveLength(truth.length);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await listAll('?sort=price-desc&category_id=men')).products.map((p) => p.effective_price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc).toHaveLength(truth.filter((p) => p.category_id === 'men').length);
    const pageTwo = await list('?sort=price-asc&page=2');
    expect(pageTwo.products[0]!.effective_price).toBeGreaterThanOrEqual(asc[11]!);
  });

  it('refuses bad query values with 400 and a readable message', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?limit=101',
      '?limit=-1',
      '?sort=cheapest',
      '?min_price=-5',
      '?brandId=not-a-uuid',
      '?conditions=mint',
      '?on_sale=maybe',
      `?search=${'x'.repeat(101)}`,
      '?category_id=../etc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/list${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
  });

  it('answers an empty page past the end and an empty list for an impossible price range', async () => {
    expect((await list('?page=999')).products).toEqual([]);
    expect((await list('?min_price=100&max_price=10')).total).toBe(0);
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/product/list?page=2' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/product/list?page=2', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/product/:id, related and suggestions', () => {
  it('answers one product by id with its sizes, images and spec fields', async () => {
    const id = truth[0]!.id;
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ _id: id, product_name: truth[0]!.name, brandDetails: [{ name: truth[0]!.brand_name }], status: 'active' });
    expect(p.description).toContain('EXTERIOR');
    expect(p.product_details).toEqual({ material: expect.any(String), pattern: expect.any(String), fit: expect.any(String) });
    expect(p.sizes[0]).toEqual({ _id: expect.any(String), size: expect.any(String), quantity: expect.any(Number) });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', "1'or'1'='1"]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'PRODUCT_NOT_FOUND' });
    }
  });

  it('relates four products, the same kind first, never the product itself', async () => {
    const p = truth.find((x) => x.sub_sub_category_id === 'women-bags-handbags')!;
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${p.id}/related` });
    const related = res.json().data as ProductSummary[];
    expect(related).toHaveLength(4);
    expect(related.map((r) => r._id)).not.toContain(p.id);
    expect(related[0]!.sub_sub_category_id).toBe('women-bags-handbags');
  });

  it('suggests at most 5 products whose name or brand starts with the words typed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/suggest?search=cha' });
    const data = res.json().data as ProductSummary[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
    for (const p of data) expect(foldText(`${p.product_name} ${p.brand?.name}`)).toMatch(/\bcha/);
    const none = await t.app.inject({ method: 'GET', url: '/api/product/suggest?search=zzqx' });
    expect(none.json().data).toEqual([]);
  });

  it("answers the catalogue's price span", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/price-range' });
    const prices = truth.map((p) => p.effective);
    expect(res.json().data).toEqual({ min: Math.min(...prices) / 100, max: Math.max(...prices) / 100 });
  });

  it('lists items that really sold', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/recently-sold' });
    expect(res.json().data.length).toBeGreaterThan(0);
  });
});

describe('taxonomy', () => {
  it('answers the fixed categories, sub-categories and sub-sub-categories', async () => {
    const cats = (await t.app.inject({ method: 'GET', url: '/api/category/getAllCategory' })).json();
    expect(cats).toMatchObject({ success: true });
    expect(cats.data.map((c: { _id: string }) => c._id)).toEqual(['men', 'women', 'kids']);
    const subs = (await t.app.inject({ method: 'GET', url: '/api/subCategory/sub-category' })).json().data;
    expect(subs).toContainEqual({ _id: 'women-jewellery', name: 'Fine Jewellery', category_id: 'women' });
    const subSubs = (await t.app.inject({ method: 'GET', url: '/api/subSubCategory/sub-sub-category' })).json().data;
    expect(subSubs).toHaveLength(SUB_SUB_CATEGORIES.length);
  });
});

describe('POST /api/product/add', () => {
  const body = {
    category_id: 'women',
    subCategory_id: 'women-bags',
    subSubCategory_id: 'women-bags-clutch',
    product_name: 'Bottega Veneta The Pouch',
    color: 'Olive',
    price: 145000,
    estimated_price: 260000,
    discount_price: 129999.5,
    sizes: [{ size: 'One Size', quantity: 1 }],
    description: 'EXTERIOR\nMaterial: Butter calfskin',
    condition: 'pristine',
    tags: ['pouch', 'pouch', 'bv'],
  };

  it('answers 401 without a token and 403 to a shopper, changing nothing', async () => {
    const before = await dbSnapshot(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/product/add', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/product/add', payload: body, headers: shopper.auth })).statusCode).toBe(403);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('lets staff add a product with tags, prices in paise and sizes, and the listing shows it at once', async () => {
    await list('?search=pouch');
    const res = await t.app.inject({ method: 'POST', url: '/api/product/add', payload: body, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data;
    expect(p).toMatchObject({ product_name: body.product_name, price: 145000, discount_price: 129999.5, effective_price: 129999.5, discount_percent: 50, tags: ['pouch', 'bv'] });
    const found = await list('?search=bottega%20pouch');
    expect(found.products.map((x) => x._id)).toContain(p._id);
  });

  it("filters by whether a product has pictures (the menus' picture carousels ask for with_images)", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/add', payload: { ...body, product_name: 'Pictureless Clutch', images: [] }, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id;
    const withPictures = await listAll('?with_images=true');
    expect(withPictures.products.every((p) => p.images.length > 0)).toBe(true);
    expect(withPictures.products.map((p) => p._id)).not.toContain(id);
    const without = await listAll('?with_images=false');
    expect(without.products.map((p) => p._id)).toContain(id);
    expect(without.products.every((p) => p.images.length === 0)).toBe(true);
    expect(withPictures.total + without.total).toBe((await list('')).total);
  });

  it.each([
    ['no sizes', { sizes: [] }, 'Please add at least one size with quantity'],
    ['a negative quantity', { sizes: [{ size: 'M', quantity: -1 }] }, 'Quantity must be at least 1.'],
    ['a category path that does not belong together', { subCategory_id: 'men-footwear' }, 'Please choose a category, sub-category and type that belong together.'],
    ['a discount above the price', { discount_price: 200000 }, 'The discount price must be below Our Price.'],
    ['three decimals', { price: 10.125 }, 'Amount can have at most two decimals.'],
    ['an image that is not an upload', { images: ['https://evil.example/x.png'] }, 'Images must be uploaded through the image upload.'],
  ])('refuses %s with 400', async (_, patch, message) => {
    const before = await dbSnapshot(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/product/add', payload: { ...body, ...patch }, headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await dbSnapshot(t)).toEqual(before);
  });
});
