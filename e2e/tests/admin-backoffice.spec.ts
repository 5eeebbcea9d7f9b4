/**
 * The rest of the back office (issue 7): the product table with edit and archive/restore, bulk CSV
 * import with its report and the export, the inbox and coupons (returns: admin-returns.spec.ts). Each test makes its own data.
 */
import { expect, test, useSessionIn } from '../fixtures';
import { createProduct, openAsAdmin, signInAdmin, uniqueSuffix } from './admin-helpers';

const toasts = (page: import('@playwright/test').Page) => page.locator('.Toastify');

test('products table: find a product, edit its price and stock per size, archive and restore it', async ({ page, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  const suffix = uniqueSuffix();
  const product = await createProduct(request, admin, `E2E Table Satchel ${suffix}`, 50_000);
  await useSessionIn(page, admin);
  await page.goto('/admin/products');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  const row = main.getByRole('row', { name: new RegExp(product.product_name) });
  await expect(row).toContainText('₹50,000.00');
  await row.getByRole('link', { name: `Edit ${product.product_name}` }).click();

  const form = page.getByRole('form', { name: 'Edit product' });
  await expect(form.getByLabel('Product Name')).toHaveValue(product.product_name);
  await form.getByLabel('Quantity 1', { exact: true }).fill('0');
  await form.getByRole('button', { name: '+ Add Size' }).click();
  await form.getByLabel('Size 2', { exact: true }).fill('Large');
  await form.getByLabel('Quantity 2', { exact: true }).fill('3');
  await form.getByLabel('Our Price (₹)').fill('48000');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page).getByText('Product updated.')).toBeVisible();
  const saved = (await (await request.get(`/api/product/${product._id}`)).json()).data;
  expect(saved.price).toBe(48_000);
  expect(saved.sizes.map((s: { size: string; quantity: number }) => `${s.size}:${s.quantity}`)).toEqual(['One Size:0', 'Large:3']);

  await main.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this product?' });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(toasts(page).getByText('Product archived.')).toBeVisible();
  expect((await (await request.get(`/api/product/list?search=${suffix}`)).json()).data.total).toBe(0);

  await page.goto(`/admin/products?status=archived&search=${suffix}`);
  const archived = main.getByRole('row', { name: new RegExp(product.product_name) });
  await expect(archived).toContainText('Archived');
  await archived.getByRole('button', { name: `Restore ${product.product_name}` }).click();
  await page.getByRole('dialog', { name: 'Restore this product?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(toasts(page).getByText('Product restored.')).toBeVisible();
  await expect(main.getByRole('row', { name: new RegExp(product.product_name) })).toHaveCount(0);
  expect((await (await request.get(`/api/product/list?search=${suffix}`)).json()).data.total).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('bulk listing: a CSV is checked first (dry run), then the good rows are created and the bad one reported; the export downloads', async ({ page, request, consoleErrors }) => {
  const suffix = uniqueSuffix();
  await openAsAdmin(page, request, '/admin/import');
  const csv = [
    'product_name,brand,category_id,sub_category_id,sub_sub_category_id,color,condition,price,discount_price,estimated_price,sizes,description,tags',
    `Import Tote A ${suffix},Chanel,women,women-bags,women-bags-tote-bags,Black,pristine,90000,,150000,One Size:1,"Caviar, gold hardware",import|${suffix}`,
    `Import Tote B ${suffix},Nobody Paris ${suffix},women,women-bags,,Black,pristine,5000,,,One Size:1,,`,
    `Import Belt C ${suffix},,men,men-accessories,men-accessories-belts,Brown,good,12000,,,One Size:2,,`,
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByTestId('import-check')).toHaveText('Checked 3 rows: 2 to create, 0 to update, 0 unchanged, 1 refused');
  expect((await (await request.get(`/api/product/list?search=${suffix}`)).json()).data.total).toBe(0);
  await page.getByRole('button', { name: 'Apply import (2 rows)' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText('Created 2 and updated 0 of 3 rows');
  const errors = page.getByRole('region', { name: 'Rows not imported' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toHaveText(`3Unknown brand "Nobody Paris ${suffix}". Add the brand first.`);
  expect((await (await request.get(`/api/product/list?search=${suffix}`)).json()).data.total).toBe(2);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export catalogue CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tangerine-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    'id,product_name,brand,category_id,sub_category_id,sub_sub_category_id,color,condition,price,discount_price,estimated_price,sizes,description,additional_info,tags,material,pattern,fit,images,status',
  );
  expect(text).toContain(`Import Tote A ${suffix},Chanel`);
  expect(consoleErrors).toEqual([]);
});

test('inbox: a contact message is marked handled and reopened; coupons are created and disabled', async ({ page, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  const suffix = uniqueSuffix();
  const sent = await request.post('/api/contact', { data: { name: `Dev ${suffix}`, email: `dev-${suffix}@example.com`, message: `Do you have a Kelly 25? (${suffix})` } });
  expect(sent.status(), await sent.text()).toBe(201);
  await useSessionIn(page, admin);

  await page.goto('/admin/inbox');
  await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem').filter({ hasText: `Do you have a Kelly 25? (${suffix})` });
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toasts(page).getByText('Marked as handled.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Show' }).selectOption('true');
  await item.getByRole('button', { name: 'Reopen' }).click();
  await expect(toasts(page).getByText('Marked as open.')).toBeVisible();
  await page.getByRole('tab', { name: 'Contact' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sell With Us' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sell With Us' })).toHaveAttribute('aria-selected', 'true');

  const code = `E2E${suffix.toUpperCase()}`;
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: '+ New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Description').fill('Test coupon');
  await dialog.getByLabel('Value (%)').fill('150');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog.getByText('A percent coupon is a whole number from 1 to 100.')).toBeVisible();
  await dialog.getByLabel('Value (%)').fill('12');
  await dialog.getByLabel('Minimum order (₹)').fill('20000');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(toasts(page).getByText(`Coupon ${code} created.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('12% off');
  await expect(row).toContainText('₹20,000.00');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${code}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${code}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(toasts(page).getByText('Coupon disabled.')).toBeVisible();
  await expect(row).toContainText('Disabled');
  expect(consoleErrors).toEqual([]);
});

test('settings: a social link set in the back office becomes the footer link; a bad one is refused; clearing it brings back "coming soon"', async ({ page, request, consoleErrors }) => {
  const youtube = 'https://www.youtube.com/@tangerineluxury';
  const admin = await openAsAdmin(page, request, '/admin/settings');
  const field = page.getByLabel('Youtube page');
  await field.fill('youtube.com/tangerine');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('The Youtube link must be a full address starting with https://, or empty.');
  await field.fill(youtube);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toasts(page).getByText('Settings saved.')).toBeVisible();

  await page.goto('/');
  const socials = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
  const link = socials.getByRole('link', { name: 'Youtube (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', youtube);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(socials.getByRole('button', { name: 'Facebook (coming soon)' })).toBeVisible();

  const cleared = await request.put('/api/admin/settings', { headers: { authorization: `Bearer ${admin.token}` }, data: { youtubeUrl: '' } });
  expect(cleared.status(), await cleared.text()).toBe(200);
  expect(consoleErrors).toEqual([]);
});

test('brands: add one, rename it and see the new name in the shop, delete one without products', async ({ page, request, consoleErrors }) => {
  const suffix = uniqueSuffix();
  const admin = await openAsAdmin(page, request, '/admin/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();

  await page.getByRole('button', { name: '+ New brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'New brand' });
  await dialog.getByRole('button', { name: 'Add brand' }).click();
  await expect(dialog.getByText('Brand name cannot be empty')).toBeVisible();
  await dialog.getByLabel('Brand name').fill(`Atelier ${suffix}`);
  await dialog.getByLabel('Brand description').fill('Hand-stitched leather from Florence.');
  await dialog.getByRole('button', { name: 'Add brand' }).click();
  await expect(toasts(page).getByText('Brand added successfully')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Atelier ${suffix}`) });
  await expect(row).toBeVisible();

  // A product of the brand, then a new name: the shop shows it at once.
  const brandId = (await (await request.get('/api/brand/get-brands')).json()).data.find((b: { name: string }) => b.name === `Atelier ${suffix}`)._id;
  const product = await request.post('/api/product/add', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      category_id: 'women',
      subCategory_id: 'women-bags',
      brand_id: brandId,
      product_name: `Tote ${suffix}`,
      color: 'Tan',
      price: 45_000,
      sizes: [{ size: 'One Size', quantity: 1 }],
      condition: 'pristine',
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json()).data._id;
  await page.reload();
  await expect(row.getByRole('button', { name: `Delete Atelier ${suffix}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Edit Atelier ${suffix}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Atelier ${suffix}` });
  await edit.getByLabel('Brand name').fill(`Atelier ${suffix} Firenze`);
  await expect(edit.getByText('Its 1 product will show the new name at once')).toBeVisible();
  await edit.getByRole('button', { name: 'Save brand' }).click();
  await expect(toasts(page).getByText('Brand updated.')).toBeVisible();
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('main')).toContainText(`Atelier ${suffix} Firenze`);

  // A brand without products can go.
  const spare = await request.post('/api/brand/add', { headers: { authorization: `Bearer ${admin.token}` }, data: { name: `Spare ${suffix}`, description: 'Never used.' } });
  expect(spare.status()).toBe(201);
  await page.goto('/admin/brands');
  await page.getByRole('button', { name: `Delete Spare ${suffix}` }).click();
  await page
    .getByRole('dialog', { name: `Delete Spare ${suffix}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toasts(page).getByText('Brand deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Spare ${suffix}`) })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
