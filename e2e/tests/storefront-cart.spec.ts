/**
 * Acceptance 3 (issue 3): sign up and sign in through the screens, add two products in different
 * sizes, and check the header count and the cart panel's total through plus, minus, Remove and
 * reloads (the changes are saved on the server), then go to checkout.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures';
import { allProducts, cartButton, chooseSize, inStockSizes, rupees } from './storefront-helpers';

test('sign up, sign in, add two sizes; count and total follow plus, minus and Remove across reloads', async ({ page, request, consoleErrors }) => {
  // Product A: clothing or shoes with several sizes in stock, one of them with at least two pieces (for plus).
  const candidates = [
    ...(await allProducts(request, 'in_stock=true&category_id=men&sub_category_id=men-clothing')),
    ...(await allProducts(request, 'in_stock=true&category_id=men&sub_category_id=men-footwear')),
  ];
  const a = candidates.find((p) => inStockSizes(p).length >= 2 && p.sizes.some((s) => s.quantity >= 2));
  expect(a, 'a product with two sizes in stock').toBeTruthy();
  const aSize = a!.sizes.find((s) => s.quantity >= 2)!;
  const b = candidates.find((p) => p._id !== a!._id && inStockSizes(p)[0]!.size !== aSize.size)!;
  const bSize = inStockSizes(b)[0]!;

  const email = `e2e-cart-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Marigold-2026';
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('User signed up successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/signup-success$/);

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('User signed in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(cartButton(page, 0)).toBeVisible();

  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });

  await page.goto(`/product/${a!._id}`);
  await chooseSize(page, aSize.size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText('1 item', { exact: true })).toBeVisible();
  await expect(panel.getByText(`Size: ${aSize.size}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartButton(page, 1)).toBeVisible();

  await page.goto(`/product/${b._id}`);
  await chooseSize(page, bSize.size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText('2 items', { exact: true })).toBeVisible();
  await expect(panel.getByText(`Size: ${bSize.size}`)).toBeVisible();
  await expect(cartButton(page, 2)).toBeVisible();
  const total = panel.getByTestId('cart-total');
  await expect(total).toHaveText(rupees(a!.effective_price + b.effective_price));

  await panel.getByRole('button', { name: `Increase quantity of ${a!.product_name}` }).click();
  await expect(cartButton(page, 3)).toBeVisible();
  await expect(total).toHaveText(rupees(2 * a!.effective_price + b.effective_price));

  await page.reload();
  await expect(cartButton(page, 3)).toBeVisible();
  await cartButton(page, 3).click();
  await expect(panel.getByText('3 items', { exact: true })).toBeVisible();
  await expect(total).toHaveText(rupees(2 * a!.effective_price + b.effective_price));

  await panel.getByRole('button', { name: `Decrease quantity of ${a!.product_name}` }).click();
  await expect(cartButton(page, 2)).toBeVisible();
  await expect(total).toHaveText(rupees(a!.effective_price + b.effective_price));
  // Minus at 1 does nothing.
  await expect(panel.getByRole('button', { name: `Decrease quantity of ${a!.product_name}` })).toBeDisabled();

  await panel.getByRole('button', { name: `Remove ${b.product_name} (size ${bSize.size}) from cart` }).click();
  await expect(cartButton(page, 1)).toBeVisible();
  await expect(total).toHaveText(rupees(a!.effective_price));

  await page.reload();
  await expect(cartButton(page, 1)).toBeVisible();
  await cartButton(page, 1).click();
  await expect(panel.getByText('1 item', { exact: true })).toBeVisible();
  await expect(total).toHaveText(rupees(a!.effective_price));

  await panel.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
