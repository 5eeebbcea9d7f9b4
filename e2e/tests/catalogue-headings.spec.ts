/** What heads a listing (issue 16): a corrected search says so, one house is named, the new sorts are offered. */
import { expect, test } from '../fixtures';

test.skip(({ viewport }) => !viewport || viewport.width < 1000, 'desktop only');

test('a misspelt house is corrected and the page says "Showing results for"', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop?search=channel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chanel');
  await expect(page.getByText('Showing results for Chanel. No results for “channel”.')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();
  // Every piece found is a Chanel piece (other tests add Chanel pieces whose names do not say so).
  const found: { brand: { name: string } | null }[] = (await (await request.get('/api/product/list?search=channel&limit=100')).json()).data.products;
  expect(found.length).toBeGreaterThan(0);
  for (const p of found) expect(p.brand?.name).toBe('Chanel');
  expect(consoleErrors).toEqual([]);
});

test('a search is headed by its words, one house by its name, and the sorts include discount and reductions', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop?search=tote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('tote');
  await expect(page.getByText('Results for “tote”')).toBeVisible();
  const brands: { _id: string; name: string }[] = (await (await request.get('/api/brand/get-brands')).json()).data;
  const gucci = brands.find((b) => b.name === 'Gucci')!;
  await page.goto(`/shop?brandId=${gucci._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gucci');
  await page.getByLabel('Sort by').selectOption('Biggest Discount');
  await expect(page).toHaveURL(/sort=discount/);
  const api = (await (await request.get(`/api/product/list?brandId=${gucci._id}&sort=discount&limit=12`)).json()).data;
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 })).toHaveText(api.products.map((p: { product_name: string }) => p.product_name));
  await expect(page.getByLabel('Sort by').locator('option')).toContainText(['Default', 'Price: Low to High', 'Price: High to Low', 'Biggest Discount', 'Recently Reduced']);
  await page.goto('/shop?category_id=women&sub_category_id=women-bags&subSubCategoryid=women-bags-tote-bags');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(/Women.*All Bags.*Tote/);
  expect(consoleErrors).toEqual([]);
});
