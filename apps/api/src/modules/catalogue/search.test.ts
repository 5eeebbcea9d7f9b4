/** Forgiving search (issue 16) and listings that page without gaps or repeats, on the demo shop. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createUser, editProduct, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await shopWith({ demo: true }));
});
afterAll(() => t.close());

interface Card {
  _id: string;
  product_name: string;
  brand: { name: string } | null;
}
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/product/list?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json().data as { products: Card[]; total: number; pages: number; corrected_search?: string; facets?: Record<string, { value: string; count: number }[]> };
};
const houseCount = async (house: string) => Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM products WHERE status = 'active' AND brand_name = $1`, [house]))[0]!.n);

describe('forgiving search', () => {
  it.each([
    ['channel', 'Chanel', 'Chanel'],
    ['louis vuiton', 'Louis Vuitton', 'Louis Vuitton'],
    ['guci', 'Gucci', 'Gucci'],
    ['hermes', 'Hermès', undefined],
    ['HERMÈS', 'Hermès', undefined],
  ])('“%s” finds %s', async (typed, house, corrected) => {
    const expected = await houseCount(house);
    expect(expected).toBeGreaterThan(0);
    const data = await list(`search=${encodeURIComponent(typed)}&limit=100`);
    expect(data.total).toBe(expected);
    expect(new Set(data.products.map((p) => p.brand?.name))).toEqual(new Set([house]));
    expect(data.corrected_search).toBe(corrected);
    // The facets describe the corrected search's pieces.
    expect(data.facets!.brand!.reduce((n, f) => n + f.count, 0)).toBe(expected);
  });

  it('corrects the header suggestions too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/suggest?search=guci&limit=5' });
    const names: Card[] = res.json().data;
    expect(names.length).toBe(5);
    for (const p of names) expect(p.brand?.name).toBe('Gucci');
  });

  it('leaves a search that finds something as it is, and finds nothing for gibberish', async () => {
    const chanel = await list('search=chanel&limit=1');
    expect(chanel.total).toBeGreaterThan(0);
    expect(chanel.corrected_search).toBeUndefined();
    const none = await list('search=qzxwvj&limit=1');
    expect(none.total).toBe(0);
    expect(none.corrected_search).toBeUndefined();
  });

  it('learns the words of new products: a new house’s misspelt name finds its piece', async () => {
    const admin: TestUser = await createUser(t, { admin: true });
    const brand = await t.app.inject({ method: 'POST', url: '/api/brand/add', headers: admin.auth, payload: { name: 'Schiaparelli', description: 'Surrealist couture.' } });
    expect(brand.statusCode).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/add',
      headers: admin.auth,
      payload: {
        category_id: 'women',
        brand_id: brand.json().data._id,
        product_name: 'Lobster Clutch',
        color: 'Red',
        price: 150000,
        sizes: [{ size: 'One Size', quantity: 1 }],
        condition: 'pristine',
      },
    });
    expect(created.statusCode).toBe(201);
    const data = await list('search=schiaparel&limit=5');
    expect(data.products.map((p) => p._id)).toEqual([created.json().data._id]);
    const typo = await list('search=shiaparelli&limit=5');
    expect(typo.products.map((p) => p._id)).toEqual([created.json().data._id]);
    expect(typo.corrected_search).toBe('Schiaparelli');

    // The house's name as written now, once it is renamed (the names are kept between searches).
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brand.json().data._id}`, headers: admin.auth, payload: { name: 'SCHIAPARELLI' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await list('search=schiaparellli&limit=5');
    expect(again.products.map((p) => p._id)).toEqual([created.json().data._id]);
    expect(again.corrected_search).toBe('SCHIAPARELLI');
  });
});

describe('words PostgreSQL reads as two', () => {
  it('finds a piece by a reference that starts like a number in scientific notation (3e9f1c), from the index as from SQL', async () => {
    const admin: TestUser = await createUser(t, { admin: true });
    const index = t.app.deps.listingIndex!;
    for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
    const ids: string[] = [];
    for (const name of ['Archive Tote 3e9f1c', 'Archive Tote 12e4k']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/product/add',
        headers: admin.auth,
        payload: { category_id: 'women', product_name: name, color: 'Black', price: 90000, sizes: [{ size: 'One Size', quantity: 1 }], condition: 'pristine' },
      });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().data._id);
    }
    // The index has taken the new pieces in (until then SQL answers).
    for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
    expect(index.ready).toBe(true);
    expect((await list('search=3e9f1c')).products.map((p) => p._id)).toEqual([ids[0]]);
    expect((await list('search=12e4k')).products.map((p) => p._id)).toEqual([ids[1]]);
    expect((await list('search=archive%203e9')).products.map((p) => p._id)).toEqual([ids[0]]);
  });
});

describe('paging', () => {
  it.each([
    ['everything, newest first', 'sort=newest'],
    ['price low to high', 'sort=price-asc'],
    ['price high to low', 'sort=price-desc'],
    ['recently reduced', 'sort=reduced'],
    ['one category with filters', 'category_id=women&conditions=pristine,good,new_with_tags'],
    ['a search', 'search=bag&sort=price-asc'],
    ['a corrected search', 'search=guci'],
  ])('%s: distinct ids over all pages that add up to the total', async (_name, query) => {
    // Let the app's index load, so both the index and the SQL path are exercised across the cases.
    const index = t.app.deps.listingIndex!;
    for (let i = 0; i < 200 && !index.ready; i++) await new Promise((r) => setTimeout(r, 10));
    const first = await list(`${query}&limit=7&page=1`);
    expect(first.total).toBeGreaterThan(7);
    const ids: string[] = [];
    for (let page = 1; page <= first.pages + 1; page++) ids.push(...(await list(`${query}&limit=7&page=${page}`)).products.map((p) => p._id));
    expect(ids.length).toBe(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });
});

describe('sorts', () => {
  it('biggest discount first, by the discount the card shows, on every page', async () => {
    const cards: { discount_percent: number | null }[] = [];
    for (let page = 1; page <= 4; page++) cards.push(...((await list(`sort=discount&limit=12&page=${page}`)).products as unknown as { discount_percent: number | null }[]));
    const shown = cards.map((c) => c.discount_percent ?? 0);
    expect(shown[0]).toBeGreaterThan(0);
    for (let i = 1; i < shown.length; i++) expect(shown[i]!, `place ${i}`).toBeLessThanOrEqual(shown[i - 1]!);
  });

  it('recently reduced on the demo shop: its reduced pieces first, latest first, each with its discount', async () => {
    const reduced = await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active' AND price_reduced_at IS NOT NULL ORDER BY price_reduced_at DESC, created_at DESC, id DESC`);
    expect(reduced.length).toBeGreaterThan(12);
    for (const index of [false, true]) {
      if (index) for (let i = 0; i < 200 && !t.app.deps.listingIndex!.ready; i++) await new Promise((r) => setTimeout(r, 10));
      const cards = (await list(`sort=reduced&limit=12&page=1&facets=${index}`)).products as unknown as { _id: string; discount_percent: number | null }[];
      expect(cards.map((c) => c._id)).toEqual(reduced.slice(0, 12).map((r) => r.id));
      for (const card of cards) expect(card.discount_percent).toBeGreaterThan(0);
    }
  });

  it('recently reduced: a piece whose price goes down comes first; a price rise does not count', async () => {
    const admin: TestUser = await createUser(t, { admin: true });
    const edit = async (id: string, price: number) =>
      expect((await editProduct(t.app, admin, id, (p) => ({ price, estimated_price: p.estimated_price || undefined, discount_price: null }))).statusCode).toBe(200);
    const [a, b] = (await list('sort=newest&limit=2&page=3')).products as unknown as { _id: string; effective_price: number }[];
    await edit(a!._id, Math.round(a!.effective_price * 0.8));
    await edit(b!._id, Math.round(b!.effective_price * 1.2));
    for (const index of [false, true]) {
      if (index) for (let i = 0; i < 200 && !t.app.deps.listingIndex!.ready; i++) await new Promise((r) => setTimeout(r, 10));
      const first = (await list(`sort=reduced&limit=3&page=1&facets=${index}`)).products.map((p) => p._id);
      expect(first[0]).toBe(a!._id);
      expect(first).not.toContain(b!._id);
    }
  });
});
