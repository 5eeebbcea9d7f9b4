/** Saved searches at 390 px (issue 19): save the shop's filters and search, find them in the account. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUp, test, useSessionIn } from '../fixtures';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

test('a signed-out visitor is sent to sign in, then saves a search and finds it in the account', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Kavya');
  await page.goto('/shop?search=bag&colors=Black');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: /^(Sign In|Login)$/i }).click();
  await expect(page).toHaveURL(/\/shop\?search=bag&colors=Black$/);

  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('bag');
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Name').fill('Black bags');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Search saved. We will mail you new pieces once a day.')).toBeVisible();

  await page.goto('/user-details');
  const card = page.getByRole('region', { name: 'Saved searches' });
  const list = card.getByRole('list', { name: 'Saved searches' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Black bags');
  await expect(list).toContainText('“bag” · Black');
  await expect(list.getByRole('link', { name: 'View in shop' })).toHaveAttribute('href', '/shop?search=bag&colors=Black');
  await expectNoSeriousViolations(page);

  await list.getByRole('button', { name: 'Rename Black bags' }).click();
  await list.getByLabel('New name for Black bags').fill('Evening bags');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list).toContainText('Evening bags');

  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await list.getByRole('button', { name: 'Delete Evening bags' }).click();
  await expect(card.getByText('None yet.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('mail preferences on the account page are kept; a bad unsubscribe link says so', async ({ page, request }) => {
  const shopper = await signUp(request, 'Rhea');
  await useSessionIn(page, shopper);
  await page.goto('/user-details');
  const prefs = page.getByRole('region', { name: 'Mail preferences' });
  const priceDrops = prefs.getByRole('checkbox', { name: 'Price drops on my wishlist' });
  await expect(priceDrops).toBeChecked();
  await priceDrops.uncheck();
  await expect(priceDrops).not.toBeChecked();
  await page.reload();
  await expect(prefs.getByRole('checkbox', { name: 'Price drops on my wishlist' })).not.toBeChecked();
  await expect(prefs.getByRole('checkbox', { name: 'Daily digest of my saved searches' })).toBeChecked();

  await page.goto('/unsubscribe?token=not.valid');
  await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  // The link's 400 is a refusal the page shows; the console fixture lets those through.
  await expectNoSeriousViolations(page);
});

test('a search saved on the sale page keeps its sale-only filter and opens the sale page from the account', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Devika');
  await useSessionIn(page, shopper);
  await page.goto('/sale-items?colors=Black');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Sale items');
  await dialog.getByLabel('Name').fill('Black on sale');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. We will mail you new pieces once a day.')).toBeVisible();

  await page.goto('/user-details');
  const list = page.getByRole('list', { name: 'Saved searches' });
  await expect(list).toContainText('Black on sale');
  await expect(list).toContainText('Black · On sale');
  await list.getByRole('link', { name: 'View in shop' }).click();
  await expect(page).toHaveURL(/\/sale-items\?colors=Black$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sale items' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
