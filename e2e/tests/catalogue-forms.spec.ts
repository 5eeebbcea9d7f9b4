/**
 * Acceptance 5 (issue 4): a Sell With Us submission with 4 photos and a product request are stored
 * (read back through the back office's inbox API) and the forms show the spec's success texts;
 * invalid input shows field messages.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect, signIn, test } from '../fixtures';

async function inbox(request: APIRequestContext, kind: 'sell-with-us' | 'product-requests'): Promise<Record<string, unknown>[]> {
  const admin = await signIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const res = await request.get(`/api/admin/inbox/${kind}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

test('sell with us: field messages; a visitor is asked to sign in and what they typed is kept (issue 18: the form starts a consignment)', async ({ page, consoleErrors }) => {
  await page.goto('/sell-with-us');
  const main = page.getByRole('main');
  const send = main.getByRole('button', { name: 'CONTINUE' });

  await send.click();
  await expect(main.getByText('House (brand) is required.')).toBeVisible();
  await expect(main.getByText('Please choose the category.')).toBeVisible();
  await expect(main.getByLabel('House')).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('House').fill('Chanel');
  await main.getByLabel('Piece').fill('Classic Flap Medium');
  await main.getByLabel('Category').selectOption('handbags');
  await main.getByLabel('Condition').selectOption('excellent');
  await main.getByLabel('Asking price (₹)').fill('abc');
  await main.getByLabel('Phone').fill('+91 98111 22233');
  await main.getByLabel('Pick-up address').fill('22 Prithviraj Road, New Delhi 110011');
  await send.click();
  await expect(main.getByText('Asking price must be a number.')).toBeVisible();
  await main.getByLabel('Asking price (₹)').fill('350000');
  await send.click();
  await expect(main.getByText('Please sign in or create an account to send your piece.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

  // What the visitor typed is kept for when they come back signed in.
  await page.reload();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(main.getByLabel('House')).toHaveValue('Chanel');
  await expect(main.getByLabel('Asking price (₹)')).toHaveValue('350000');
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
