/**
 * Acceptance 3 (issue 4): /sale-items lists only discounted products (discount price above 0), each
 * with its percent off by the spec's rule, round((1 - selling / estimated) x 100).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

interface SaleProduct {
  product_name: string;
  price: number;
  discount_price: number;
  estimated_price: number;
}

async function salePage(request: APIRequestContext, page: number): Promise<{ products: SaleProduct[]; pages: number; total: number }> {
  const res = await request.get(`/api/product/list?on_sale=true&limit=12&page=${page}`);
  return (await res.json()).data;
}

/** The rule of catalogue §9, computed here from the raw prices rather than taken from the API. */
function percentOff(p: SaleProduct): number | null {
  const selling = p.discount_price > 0 ? p.discount_price : p.price;
  return p.estimated_price > selling ? Math.round((1 - selling / p.estimated_price) * 100) : null;
}

test('only discounted products, each with the right percent off, on every page', async ({ page, request, consoleErrors }) => {
  await page.goto('/sale-items');
  await expect(page.getByRole('heading', { level: 1, name: 'The Sale' })).toBeVisible();
  await expect(page.getByText('LIMITED TIME OFFERS')).toBeVisible();
  const first = await salePage(request, 1);
  expect(first.total).toBeGreaterThan(12);
  await expect(page.getByText(new RegExp(`^${first.total} products$`))).toBeVisible();

  for (const n of [1, 2]) {
    if (n === 2) {
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
    }
    const { products } = await salePage(request, n);
    const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(products.map((p) => p.product_name));
    const texts = await cards.allInnerTexts();
    products.forEach((p, i) => {
      expect(p.discount_price, p.product_name).toBeGreaterThan(0);
      const card = texts[i]!;
      // The tag reads SALE, or SOLD OUT once the last one has gone.
      expect(card).toMatch(/SALE|SOLD OUT/);
      const percent = percentOff(p);
      if (percent === null) expect(card).not.toMatch(/% off/);
      else expect(card, p.product_name).toContain(`${percent}% off`);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test('the sale filters search on the server, Shop Collection scrolls to the list and thumbnails pick the picture', async ({ page, request, consoleErrors }) => {
  await page.goto('/sale-items');
  const thumbs = page.getByRole('group', { name: 'Choose a picture' }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Shop Collection' }).click();
  await expect(page.getByRole('heading', { name: 'Sale items' })).toBeInViewport();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('radio', { name: 'Men', exact: true }).click();
  await expect(filters.getByRole('radio', { name: 'Men', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/[?&]category_id=men/);
  const men = (await (await request.get('/api/product/list?on_sale=true&category_id=men&limit=12')).json()).data;
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 })).toHaveText(men.products.map((p: SaleProduct) => p.product_name));

  await filters.getByRole('searchbox', { name: 'Search sale items' }).fill('qqxzvnothing');
  await filters.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByRole('heading', { name: 'No sale items available at the moment.' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
