/**
 * Storefront pages rendered on the server (issue 15) in Chromium: they hydrate without a console
 * error, a hydration warning or a router warning, ask the API for nothing the page already carried,
 * navigate on the client afterwards, and a failing product list reads as the spec says on its first failure.
 */
import { expect, test } from '../fixtures';
import { allProducts } from './storefront-helpers';

test('home, shop, product, sale and a policy page hydrate with no warning and no repeated request', async ({ page, request, consoleErrors }) => {
  const [product] = await allProducts(request, 'in_stock=true');
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  for (const [path, heading] of [
    ['/', /Tangerine Luxury/],
    ['/shop', 'Just In'],
    [`/product/${product!._id}`, product!.product_name],
    ['/sale-items', /./],
    ['/privacy-policy', /Privacy/i],
  ] as const) {
    apiCalls.length = 0;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    // Live: the page's JavaScript has hydrated it.
    await expect(page.locator('html[data-live]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    // What the server rendered from is not asked again (timed popups may ask for their own data;
    // a product's related pieces are asked for once the page is live, decision 31).
    expect(
      apiCalls.filter((c) => /^\/api\/(product\/list|product\/[0-9a-f-]{36}|settings\/public)(\?|$)/.test(c)),
      path,
    ).toEqual([]);
  }
  expect(warnings.filter((w) => /hydrat|HydrateFallback|did not match|React Router/i.test(w))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('after hydration, links navigate on the client and the product page works', async ({ page, request }) => {
  const [product] = await allProducts(request, 'in_stock=true');
  await page.goto('/shop');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  // A client navigation keeps the document: a marker set on window survives it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('link', { name: product!.product_name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product!._id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.product_name);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Add to Cart is the live button now: a visitor is sent to sign in.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('with the product list answering 500, the shop says so with Try Again, without silent retries', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  let failed = 0;
  await page.route('**/api/product/list?**', (route) => {
    failed += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'INTERNAL', message: 'Something went wrong on our side.' }) });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Just In' }).click();
  await expect(page.getByText('Failed to fetch products')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // Said on the first failure: the list was asked for once, and is not asked for again behind the message.
  expect(failed).toBe(1);
  await page.waitForTimeout(1500);
  expect(failed).toBe(1);
  // The browser logs the 500 it was given; nothing else may be logged.
  const expected = consoleErrors.filter((e) => /status of 500/.test(e));
  expect(expected.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.includes(e)));
  // Once the list answers again, Try Again shows the products.
  await page.unroute('**/api/product/list?**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Failed to fetch products')).toHaveCount(0);
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
});

test('a page fetched without JavaScript has the product, its pictures and a sign-in link for Add to Cart', async ({ browser, request }) => {
  // A piece with pictures: other tests add products without any.
  const [product] = await allProducts(request, 'in_stock=true&with_images=true');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.product_name);
  await expect(page.getByText(`₹${product!.effective_price.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`).first()).toBeVisible();
  expect(await page.locator('img[srcset]').count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/shop');
  const links = new Set(await page.locator('a[href^="/product/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
  expect(links.size).toBeGreaterThanOrEqual(12);
  // Home's featured edits ask for their pictures once the page is live; without JavaScript <noscript> shows them.
  await page.goto('/');
  const edit = page
    .getByRole('region')
    .filter({ has: page.getByText('Featured edit') })
    .first();
  await expect(edit.locator('img[srcset]').first()).toBeVisible();
  await context.close();
});

test('the home page’s featured edits show their pictures once the page is live', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  const edit = page
    .getByRole('region')
    .filter({ has: page.getByText('Featured edit') })
    .first();
  await edit.scrollIntoViewIfNeeded();
  const picture = edit.locator('img[srcset]').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
