/**
 * Acceptance 5 (issue 4): a Sell With Us submission with 4 photos and a product request are stored
 * (read back through the back office's inbox API) and the forms show the spec's success texts;
 * invalid input shows field messages.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from '../fixtures';

// A small real PNG: the server decodes every photo, so it must be a picture.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAKCAIAAAAGpYjXAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM42u2HFTEMdwkAVbuBYazBTQEAAAAASUVORK5CYII=', 'base64');
const photo = (n: number) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: PNG });

async function inbox(request: APIRequestContext, kind: 'sell-with-us' | 'product-requests'): Promise<Record<string, unknown>[]> {
  const admin = await signIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const res = await request.get(`/api/admin/inbox/${kind}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

test('sell with us: field messages, then a submission with 4 photos is stored', async ({ page, request, consoleErrors }) => {
  await page.goto('/sell-with-us');
  const main = page.getByRole('main');
  const send = main.getByRole('button', { name: 'SEND' });

  await send.click();
  await expect(main.getByText('First name is required.')).toBeVisible();
  await expect(main.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(main.getByText('Please choose the type of item.')).toBeVisible();
  await expect(main.getByText('Please add at least one photo of your item.')).toBeVisible();
  await expect(main.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

  const email = `seller-${randomBytes(4).toString('hex')}@example.com`;
  await main.getByLabel('First Name').fill('Meera');
  await main.getByLabel('Last Name').fill('Kapoor');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Phone').fill('+91 98111 22233');
  await main.getByLabel('Pick-up Address').fill('22 Prithviraj Road, New Delhi 110011');
  await main.getByLabel('Item Type').selectOption('handbags');
  await main.getByLabel('Brand').fill('Chanel');
  await main.getByLabel('Product Name').fill('Classic Flap Medium');
  await main.getByLabel('Product Condition').selectOption('excellent');
  await main.getByLabel('Selling Price (₹)').fill('abc');
  await send.click();
  await expect(main.getByText('Selling price must be a number.')).toBeVisible();
  await main.getByLabel('Selling Price (₹)').fill('350000');
  await main.getByLabel('Description').fill('Caviar leather, gold hardware, with dust bag and card.');

  await main.getByLabel('Add Photos').setInputFiles([photo(1), photo(2), photo(3), photo(4), photo(5)]);
  await expect(main.getByRole('img', { name: /^Photo \d/ })).toHaveCount(5);
  await main.getByRole('button', { name: 'Remove photo 5' }).click();
  await expect(main.getByRole('img', { name: /^Photo \d/ })).toHaveCount(4);
  await expect(main.getByText('4 of 10 photos')).toBeVisible();

  // Hold the request a moment to see the button while it is sending.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/sell-with-us', async (route) => {
    await gate;
    await route.continue();
  });
  await send.click();
  await expect(main.getByRole('button', { name: 'SENDING...' })).toBeDisabled();
  release();
  await expect(main.getByRole('button', { name: 'SENT SUCCESSFULLY!' })).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Thank you');
  // After 2 s the button reads SEND again and the form is empty.
  await expect(main.getByRole('button', { name: 'SEND' })).toBeVisible({ timeout: 5000 });
  await expect(main.getByLabel('First Name')).toHaveValue('');
  await expect(main.getByRole('img', { name: /^Photo \d/ })).toHaveCount(0);

  const stored = (await inbox(request, 'sell-with-us')).find((s) => s.email === email);
  expect(stored).toMatchObject({ first_name: 'Meera', brand: 'Chanel', product_name: 'Classic Flap Medium', item_type: 'handbags', product_condition: 'excellent' });
  expect(Number(stored!.selling_price)).toBe(350000);
  const photos = stored!.photos as string[];
  expect(photos).toHaveLength(4);
  const picture = await request.get(photos[0]!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/webp');
  expect(consoleErrors).toEqual([]);
});

test('request a product: field messages, then the request is stored and the form clears', async ({ page, request, consoleErrors }) => {
  await page.goto('/request-product');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Submit Request' }).click();
  await expect(main.getByText('Product name is required.')).toBeVisible();
  await expect(main.getByText('Brand is required.')).toBeVisible();
  await expect(main.getByText('Description is required.')).toBeVisible();
  await expect(main.getByText('Please choose a price range.')).toBeVisible();
  await expect(main.getByText('Please enter a valid email address.')).toBeVisible();

  const email = `seeker-${randomBytes(4).toString('hex')}@example.com`;
  await main.getByLabel('Product Name').fill('Birkin 30');
  await main.getByLabel('Brand').fill('Hermès');
  await main.getByLabel('Description').fill('Togo leather in Etoupe with gold hardware.');
  await main.getByLabel('Image URL').fill('not a link');
  await main.getByLabel('Price Range').selectOption('50000+');
  await main.getByLabel('Contact Email').fill(email);
  await main.getByRole('button', { name: 'Submit Request' }).click();
  await expect(main.getByText('Image URL must be a web address (https://…).')).toBeVisible();
  await main.getByLabel('Image URL').fill('https://example.com/birkin.jpg');

  await main.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Your product request has been submitted successfully!')).toBeVisible();
  await expect(main.getByLabel('Product Name')).toHaveValue('');
  await expect(main.getByLabel('Contact Email')).toHaveValue('');

  const stored = (await inbox(request, 'product-requests')).find((r) => r.contact_email === email);
  expect(stored).toMatchObject({ product_name: 'Birkin 30', brand: 'Hermès', price_range: '50000+', image_url: 'https://example.com/birkin.jpg', contact_phone: null });
  expect(consoleErrors).toEqual([]);
});
