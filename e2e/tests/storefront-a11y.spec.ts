/** Acceptance 9 (issue 3): no serious or critical axe violations on the main storefront screens. */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { addToCartViaApi, expect, signUp, test, useSessionIn } from '../fixtures';
import { allProducts } from './storefront-helpers';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** A signed-in shopper with one piece in the cart. */
async function shopperWithCart(page: Page, request: APIRequestContext) {
  const shopper = await signUp(request, 'Diya');
  const [product] = await allProducts(request, 'in_stock=true&category_id=men&sub_category_id=men-accessories');
  await addToCartViaApi(request, shopper, product!._id, product!.sizes[0]!._id);
  await useSessionIn(page, shopper);
  return product!;
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('product', async ({ page, request }) => {
    const product = await shopperWithCart(page, request);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });

  test('cart panel', async ({ page, request }) => {
    const product = await shopperWithCart(page, request);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('banner').getByRole('button', { name: 'Cart (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByTestId('cart-total')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('checkout', async ({ page, request }) => {
    await shopperWithCart(page, request);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
