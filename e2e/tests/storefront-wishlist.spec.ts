/** Acceptance 5 (issue 3): wishlist add and remove from the product page, the panel and /wishlist. */
import { expect, signUp, test, useSessionIn } from '../fixtures';
import { allProducts, wishlistLink } from './storefront-helpers';

test('wishlist add and remove from the product page, the panel and /wishlist; the header count follows', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Ishita');
  await useSessionIn(page, shopper);
  const [product] = await allProducts(request, 'in_stock=true&category_id=women&sub_category_id=women-jewellery');
  await page.goto(`/product/${product!._id}`);
  await expect(wishlistLink(page, 0)).toBeVisible();

  // Product page: add → the panel opens with the piece, in rupees.
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  const panel = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: product!.product_name })).toBeVisible();
  await expect(panel).toContainText('₹');
  await expect(panel).not.toContainText('$');
  await expect(wishlistLink(page, 1)).toBeVisible();

  // Panel: Remove.
  await panel.getByRole('button', { name: `Remove ${product!.product_name} from wishlist` }).click();
  await expect(panel.getByText('Your wishlist is empty')).toBeVisible();
  await expect(wishlistLink(page, 0)).toBeVisible();
  await page.keyboard.press('Escape');

  // Product page: the toggle adds and removes.
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(wishlistLink(page, 1)).toBeVisible();
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('button', { name: 'Remove from wishlist' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(wishlistLink(page, 0)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');

  // /wishlist: the grid, View Details, Remove and the empty state.
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(wishlistLink(page, 1)).toBeVisible();
  await page.keyboard.press('Escape');
  await wishlistLink(page, 1).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: `View details of ${product!.product_name}` })).toHaveAttribute('href', `/product/${product!._id}`);
  await main.getByRole('button', { name: `Remove ${product!.product_name} from wishlist` }).click();
  await expect(main.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expect(wishlistLink(page, 0)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
