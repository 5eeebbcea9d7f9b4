/**
 * Storefront calls the spec only simulated, now real (issue 3): Quote Your Price, Get in Touch,
 * forgotten password; and the reason shown when the stock cannot cover an add to cart.
 */
import { addToCartViaApi, expect, signUp, test, useSessionIn } from '../fixtures';
import { allProducts } from './storefront-helpers';

test('Quote Your Price and Get in Touch are sent to the shop', async ({ page, request, consoleErrors }) => {
  const [product] = await allProducts(request, 'in_stock=true&category_id=kids&sub_category_id=kids-footwear');
  await page.goto(`/product/${product!._id}`);
  await page.getByRole('button', { name: 'Quote Your Price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quote Your Price' });
  await dialog.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Tara Sen');
  await dialog.getByLabel('Email').fill('tara@example.com');
  await dialog.getByLabel(/^Phone/).fill('+91 98100 11111');
  await dialog.getByLabel('Your Price (₹)').fill(String(Math.max(1, Math.floor(product!.effective_price * 0.8))));
  await dialog.getByLabel('Message').fill('Would you take this?');
  await dialog.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(page.getByText('Your price quote request has been submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The form below the piece loads as the shopper scrolls towards it.
  const touch = page.getByRole('region', { name: 'Get in Touch' });
  await touch.scrollIntoViewIfNeeded();
  await touch.getByLabel('Name').fill('Tara Sen');
  await touch.getByLabel('Email').fill('tara@example.com');
  await touch.getByLabel('Message').fill('Could you send the measurements?');
  await touch.getByRole('button', { name: 'Send Message' }).click();
  await expect(touch.getByRole('status')).toContainText('Thank you, Tara!');
  expect(consoleErrors).toEqual([]);
});

test('asking for more than the stock shows why nothing was added', async ({ page, request }) => {
  const shopper = await signUp(request, 'Arjun');
  const product = (await allProducts(request, 'in_stock=true&category_id=women&sub_category_id=women-accessories')).find((p) => p.sizes.length === 1 && p.sizes[0]!.quantity === 1)!;
  await addToCartViaApi(request, shopper, product._id, product.sizes[0]!._id);
  await useSessionIn(page, shopper);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Your cart already holds all 1 of ${product.product_name}`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeHidden();
});

test('forgot password gives the same answer for any e-mail; a bad reset link says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that e-mail' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.goto('/reset-password?token=not-a-real-token-123');
  await page.getByLabel(/^New Password/).fill('short');
  await page.getByLabel('Confirm New Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel(/^New Password/).fill('Longer-pass-2026');
  await page.getByLabel('Confirm New Password').fill('Longer-pass-2027');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Longer-pass-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /invalid or has expired|Failed to reset password/ })).toBeVisible();
});
