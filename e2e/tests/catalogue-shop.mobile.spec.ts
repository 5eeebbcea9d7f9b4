/** The shop at 390 px (issue 4): filters live in a slide-over panel and still drive the URL. */
import { expect, test } from '../fixtures';

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

test('the Filters panel slides over, filters by size and shows the results', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await panel.getByRole('group', { name: 'Sizes' }).getByRole('button', { name: 'S', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sizes=S(&|$)/);
  const data = (await (await request.get('/api/product/list?sizes=S&limit=12')).json()).data;
  await panel.getByRole('button', { name: `Show ${data.total} results` }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 })).toHaveText(data.products.map((p: { product_name: string }) => p.product_name));
  await page.getByRole('button', { name: 'Remove filter Size S' }).click();
  await expect(page).not.toHaveURL(/sizes=/);
  expect(consoleErrors).toEqual([]);
});
