/**
 * Acceptance 2 (issue 4): on /shop a brand, a size and a condition change the URL and show exactly
 * what the API finds for them; page 2 then a new filter lands on page 1; price-asc ascends across
 * pages; Back restores the previous filter.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CONDITION_LABELS, type Condition } from '../../packages/shared/src/catalogue/attributes';
import { expect, test } from '../fixtures';

interface ListedProduct {
  _id: string;
  product_name: string;
  effective_price: number;
  condition: Condition;
  sizes: { size: string; quantity: number }[];
}

async function list(request: APIRequestContext, query: string): Promise<{ products: ListedProduct[]; total: number; pages: number }> {
  const res = await request.get(`/api/product/list?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function productNames(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 2 });
}

/** The names on screen are the API's answer for the same query, in order. */
async function expectListing(page: Page, request: APIRequestContext, query: string) {
  const data = await list(request, `limit=12&${query}`);
  expect(data.products.length, `no products for ${query}`).toBeGreaterThan(0);
  await expect(productNames(page)).toHaveText(data.products.map((p) => p.product_name));
  await expect(page.getByText(new RegExp(`^${data.total} products?$`))).toBeVisible();
  return data;
}

/** The first ₹ amount of each card is its selling price. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('region', { name: 'Products' }).getByRole('article').allInnerTexts();
  return texts.map((t) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(t)![1]!.replace(/,/g, '')));
}

test('brand, size and condition filters, paging, sorting and Back all live in the URL', async ({ page, request, consoleErrors }) => {
  // A brand with more than one page of products, then a size and a condition its products have.
  const brands: { _id: string; name: string; product_count: number }[] = (await (await request.get('/api/brand/get-brands')).json()).data;
  const brand = [...brands].sort((a, b) => b.product_count - a.product_count)[0]!;
  expect(brand.product_count).toBeGreaterThan(12);
  const ofBrand = (await list(request, `limit=100&brandId=${brand._id}`)).products;
  const sizeCounts = new Map<string, number>();
  for (const p of ofBrand) for (const s of new Set(p.sizes.map((x) => x.size))) if (['S', 'M', 'L', 'XL'].includes(s)) sizeCounts.set(s, (sizeCounts.get(s) ?? 0) + 1);
  const size = [...sizeCounts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const withSize = ofBrand.filter((p) => p.sizes.some((s) => s.size === size));
  const condition = withSize[0]!.condition;

  await page.goto('/shop');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(productNames(page)).toHaveCount(12);

  // Brand.
  await filters.getByRole('checkbox', { name: new RegExp(`^${escape(brand.name)}( \\d+)?$`) }).click();
  await expect(filters.getByRole('checkbox', { name: new RegExp(`^${escape(brand.name)}( \\d+)?$`) })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]brandId=${brand._id}`));
  await expectListing(page, request, `brandId=${brand._id}`);

  // Page 2, then a new filter returns to page 1.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expectListing(page, request, `brandId=${brand._id}&page=2`);
  await filters.getByRole('group', { name: 'Sizes' }).getByRole('button', { name: size, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sizes=${size}(&|$)`));
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  await expectListing(page, request, `brandId=${brand._id}&sizes=${size}`);

  // Condition: only matching products, checked against the API and the cards' own labels.
  await filters.getByRole('checkbox', { name: CONDITION_LABELS[condition], exact: true }).click();
  await expect(filters.getByRole('checkbox', { name: CONDITION_LABELS[condition], exact: true })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]conditions=${condition}(&|$)`));
  const filtered = await expectListing(page, request, `brandId=${brand._id}&sizes=${size}&conditions=${condition}`);
  for (const p of filtered.products) {
    expect(p.condition).toBe(condition);
    expect(p.sizes.some((s) => s.size === size)).toBe(true);
  }
  for (const text of await page.getByRole('region', { name: 'Products' }).getByRole('article').allInnerTexts()) {
    expect(text.toUpperCase()).toContain(brand.name.toUpperCase());
    expect(text).toContain(CONDITION_LABELS[condition]);
  }

  // Back restores the previous filter (brand and size, without the condition).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]sizes=${size}(&|$)`));
  expect(new URL(page.url()).searchParams.get('conditions')).toBeNull();
  await expect(filters.getByRole('checkbox', { name: CONDITION_LABELS[condition], exact: true })).not.toBeChecked();
  await expectListing(page, request, `brandId=${brand._id}&sizes=${size}`);
  expect(consoleErrors).toEqual([]);
});

test('price low to high ascends across pages', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expectListing(page, request, 'sort=price-asc');
  const first = await shownPrices(page);
  expect(first).toEqual([...first].sort((a, b) => a - b));

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expectListing(page, request, 'sort=price-asc&page=2');
  const second = await shownPrices(page);
  expect(second).toEqual([...second].sort((a, b) => a - b));
  expect(second[0]!).toBeGreaterThanOrEqual(first.at(-1)!);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  expect(consoleErrors).toEqual([]);
});

test('a shared filtered link shows the filtered page, its breadcrumb and the empty state', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop?category_id=women&categoryName=Women&sub_category_id=women-bags&subcategoryName=All%20Bags&subSubCategoryid=women-bags-tote-bags&subSubcategoryName=Tote%20Bags');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Women' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'All Bags' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tote Bags' })).toBeVisible();
  await expectListing(page, request, 'subSubCategoryid=women-bags-tote-bags');

  await page.goto('/shop?search=qqxzvnothing');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('“qqxzvnothing”')).toBeVisible();

  // /products is the spec's breadcrumb link: it lands on /shop with the same query.
  await page.goto('/products?category_id=men&categoryName=Men');
  await expect(page).toHaveURL(/\/shop\?category_id=men&categoryName=Men$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
