/** Acceptance 8 (issue 3): the phone menu at 390 px. */
import { expect, test } from '../fixtures';

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

test('the mobile menu opens, expands a category and closes on a tap outside', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Wishlist (0)' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

  const women = menu.getByRole('button', { name: 'Women' });
  await expect(women).toHaveAttribute('aria-expanded', 'false');
  await women.click();
  await expect(women).toHaveAttribute('aria-expanded', 'true');
  const bags = menu.getByRole('button', { name: 'All Bags' });
  await expect(bags).toBeVisible();
  await bags.click();
  await expect(menu.getByRole('link', { name: 'Tote' })).toHaveAttribute('href', /subSubCategoryid=women-bags-tote-bags/);

  const box = (await menu.boundingBox())!;
  await page.mouse.click(box.x + box.width + 20, 400);
  await expect(menu).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('choosing a link in the mobile menu navigates and closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Just In' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(menu).toBeHidden();
});
