/**
 * Acceptance 1 and 2 (issue 7): the admin adds a brand and a product with two uploaded pictures and
 * two sizes, and it shows in /shop with WebP pictures; shoppers and visitors are kept out of the
 * back office; each add-product validation message appears for its case, in the spec's order.
 */
import { expect, signUp, test, useSessionIn, live } from '../fixtures';
import { signInAdmin, testPng, uniqueSuffix } from './admin-helpers';

const toasts = (page: import('@playwright/test').Page) => page.locator('.Toastify');

test('the admin adds a brand, then a product with two uploaded images and two sizes; it is in /shop with WebP images', async ({ page, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  await useSessionIn(page, admin);
  const suffix = uniqueSuffix();
  const brandName = `Maison E2E ${suffix}`;
  const productName = `E2E Quilted Tote ${suffix}`;

  await page.goto('/add-product');
  const form = page.getByRole('form', { name: 'Add New Product' });
  for (const section of ['Basic Information', 'Category', 'Brand & Color', 'Sizes & Quantity', 'Tags', 'Product Images', 'Price Information', 'Product Condition']) {
    await expect(form.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await form.getByLabel('Product Name').fill(productName);
  await form.getByLabel('Description', { exact: true }).fill('Quilted lambskin tote with a chain strap.');

  // Dependent dropdowns: disabled until the parent is chosen; changing the category clears them.
  const category = form.getByRole('combobox', { name: 'Category', exact: true });
  const sub = form.getByRole('combobox', { name: 'Sub Category', exact: true });
  const subSub = form.getByRole('combobox', { name: 'Sub Sub Category', exact: true });
  await expect(sub).toBeDisabled();
  await expect(subSub).toBeDisabled();
  await category.selectOption('men');
  await sub.selectOption('men-accessories');
  await subSub.selectOption('men-accessories-belts');
  await category.selectOption('women');
  await expect(sub).toHaveValue('');
  await expect(subSub).toHaveValue('');
  await expect(subSub).toBeDisabled();
  await sub.selectOption('women-bags');
  await subSub.selectOption('women-bags-tote-bags');

  // '+ New' brand: Add is disabled while the name is empty; the new brand is selected.
  await form.getByRole('button', { name: '+ New' }).click();
  const newBrand = form.getByRole('group', { name: 'New brand' });
  const add = newBrand.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await newBrand.getByLabel('Brand name').fill(brandName);
  await add.click();
  await expect(toasts(page).getByText('Brand description cannot be empty')).toBeVisible();
  await newBrand.getByLabel('Brand description').fill('A house made for this test.');
  await add.click();
  await expect(toasts(page).getByText('Brand added successfully')).toBeVisible();
  await expect(newBrand).toBeHidden();
  await expect(form.getByRole('combobox', { name: 'Brand', exact: true }).locator('option:checked')).toHaveText(brandName);

  // '+ Custom' colour: Cancel leaves it, then a listed colour.
  await form.getByRole('button', { name: '+ Custom' }).click();
  await form.getByLabel('Custom color').fill('Champagne');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByLabel('Custom color')).toBeHidden();
  await form.getByRole('combobox', { name: 'Color', exact: true }).selectOption('Black');

  // Two sizes: a new row starts at 0; Remove shows only with more than one row.
  await expect(form.getByRole('button', { name: /^Remove size/ })).toHaveCount(0);
  await form.getByLabel('Size 1', { exact: true }).fill('One Size');
  await form.getByLabel('Quantity 1', { exact: true }).fill('1');
  await form.getByRole('button', { name: '+ Add Size' }).click();
  await expect(form.getByLabel('Quantity 2', { exact: true })).toHaveValue('0');
  await expect(form.getByRole('button', { name: /^Remove size/ })).toHaveCount(2);
  await form.getByLabel('Size 2', { exact: true }).fill('Large');
  await form.getByLabel('Quantity 2', { exact: true }).fill('2');

  // Tags: trimmed, no duplicates, Enter adds.
  const tagInput = form.getByLabel('Add a tag');
  await tagInput.fill('  quilted  ');
  await tagInput.press('Enter');
  await tagInput.fill('quilted');
  await tagInput.press('Enter');
  await tagInput.fill('tote');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['quilted×', 'tote×']);

  // Two pictures at once, each with its own upload; then swap their order.
  await form.getByLabel('Product images', { exact: true }).setInputFiles([await testPng('#7a4b2a', 'front.png'), await testPng('#1f2a4d', 'back.png')]);
  const pictures = form.getByRole('list', { name: 'Product images, in order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(2);
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await expect(pictures.first().getByRole('img')).toHaveAttribute('src', /-thumb\.webp$/);
  await form.getByRole('button', { name: 'Move Image 1 (front.png) right' }).click();
  await expect(pictures.first()).toContainText('back.png');

  // Prices with the live preview: 45,000 against 90,000 is 50% off.
  await expect(form.getByLabel('Our Price (₹)')).toHaveAttribute('required', '');
  await form.getByLabel('Our Price (₹)').fill('45000');
  await form.getByLabel('Estimated Retail Price (₹)').fill('90000');
  await expect(form.getByTestId('price-preview')).toContainText('₹45,000.00');
  await expect(form.getByTestId('price-preview')).toContainText('50% OFF');

  await form.getByRole('radio', { name: /Pristine/ }).check();
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(toasts(page).getByText('Product added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);

  // Stored with its two WebP pictures (in the chosen order), both sizes and the tags.
  const brands = (await (await request.get('/api/brand/get-brands')).json()).data as { _id: string; name: string }[];
  const brand = brands.find((b) => b.name === brandName)!;
  const listing = (await (await request.get(`/api/product/list?brandId=${brand._id}`)).json()).data.products as { _id: string; images: string[] }[];
  expect(listing).toHaveLength(1);
  const stored = (await (await request.get(`/api/product/${listing[0]!._id}`)).json()).data;
  expect(stored).toMatchObject({ product_name: productName, color: 'Black', condition: 'pristine', tags: ['quilted', 'tote'], sub_sub_category_id: 'women-bags-tote-bags' });
  expect(stored.sizes.map((s: { size: string; quantity: number }) => `${s.size}:${s.quantity}`)).toEqual(['One Size:1', 'Large:2']);
  expect(stored.images).toHaveLength(2);
  for (const url of stored.images) expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]+-full\.webp$/);

  await page.goto(`/shop?brandId=${brand._id}`);
  const card = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(productName) })
    .first();
  await expect(card).toBeVisible();
  const img = page
    .getByRole('main')
    .locator(`img[src*="${stored.images[0].replace('-full.webp', '')}"]`)
    .first();
  await expect(img).toHaveAttribute('src', /\.webp$/);
  const picture = await request.get((await img.getAttribute('src')) as string);
  expect(picture.headers()['content-type']).toContain('image/webp');
  expect(consoleErrors).toEqual([]);
});

test('shoppers and visitors are kept out of the back office; the API refuses a shopper', async ({ page, browser, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Kabir');
  await useSessionIn(page, shopper);
  for (const path of ['/admin', '/add-product', '/admin/orders']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page).getByText("This area is for the shop's staff only.")).toBeVisible();
  }
  for (const [method, path] of [
    ['get', '/api/admin/dashboard'],
    ['get', '/api/admin/products'],
    ['get', '/api/admin/orders'],
    ['post', '/api/product/add'],
    ['post', '/api/brand/add'],
  ] as const) {
    const asShopper = await request[method](path, { headers: { authorization: `Bearer ${shopper.token}` }, ...(method === 'post' ? { data: {} } : {}) });
    expect(asShopper.status(), `${method} ${path}`).toBe(403);
    expect((await request[method](path, method === 'post' ? { data: {} } : {})).status()).toBe(401);
  }

  // A visitor is sent to sign in and comes back to the back office as staff.
  const visitor = await browser.newContext();
  const visitorPage = live(await visitor.newPage());
  await visitorPage.goto('/admin/coupons');
  await expect(visitorPage).toHaveURL(/\/login$/);
  await visitorPage.getByLabel('Email').fill('admin@tangerineluxury.example');
  await visitorPage.getByLabel('Password').fill('Admin@Tangerine1');
  await visitorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitorPage).toHaveURL(/\/admin\/coupons$/);
  await expect(visitorPage.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await visitor.close();
  expect(consoleErrors).toEqual([]);
});

test('each add-product validation message appears for its case, in the spec order', async ({ page, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  await useSessionIn(page, admin);
  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'Add New Product' });
  const submit = form.getByRole('button', { name: 'Add Product' });
  const problem = form.getByTestId('form-problem');

  // 1. Product name, category and colour.
  await submit.click();
  await expect(problem).toHaveText('Please fill in all required fields');
  await expect(toasts(page).getByText('Please fill in all required fields')).toBeVisible();
  await form.getByLabel('Product Name').fill(`Validation Bag ${uniqueSuffix()}`);
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption('women');
  await submit.click();
  await expect(problem).toHaveText('Please fill in all required fields');
  await form.getByRole('combobox', { name: 'Color', exact: true }).selectOption('Red');

  // 2. At least one price.
  await submit.click();
  await expect(problem).toHaveText('Please provide at least one price');
  await form.getByLabel('Estimated Retail Price (₹)').fill('20000');

  // 3. A size with a quantity; 0 counts as missing.
  await submit.click();
  await expect(problem).toHaveText('Please add at least one size with quantity');
  await form.getByLabel('Size 1', { exact: true }).fill('M');
  await submit.click();
  await expect(problem).toHaveText('Please add at least one size with quantity');
  await form.getByLabel('Quantity 1', { exact: true }).fill('1');
  await form.getByRole('radio', { name: /Good Condition/ }).check();

  // Only the estimate given: the server asks for Our Price, in its own words.
  await submit.click();
  await expect(problem).toHaveText('Our Price must be above 0.');
  await expect(submit).toBeEnabled();
  expect(consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
});

test('leaving a product form with unsaved changes asks first; an untouched or saved form lets you go', async ({ page, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  await useSessionIn(page, admin);
  const nav = page.getByRole('navigation', { name: 'Back office' });

  // Untouched: the nav link just goes.
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Typed into: asked; staying keeps the text, leaving goes.
  await page.goto('/admin/products/new');
  const form = page.getByRole('form', { name: 'Add New Product' });
  await form.getByLabel('Product Name').fill(`Half-typed ${uniqueSuffix()}`);
  await nav.getByRole('link', { name: 'Orders' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Product Name')).toHaveValue(/^Half-typed /);
  await nav.getByRole('link', { name: 'Orders' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // An existing product opened and left untouched: no question.
  const listed = (await (await request.get('/api/product/list?limit=1')).json()).data.products[0];
  await page.goto(`/admin/products/${listed._id}`);
  await expect(page.getByRole('form', { name: 'Edit product' }).getByLabel('Product Name')).toHaveValue(listed.product_name);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
