/** Acceptance 6 (issue 3): profile edit, Cancel, Update; Logout revokes the token and goes to /login. */
import { expect, signUp, test, useSessionIn } from '../fixtures';

test('profile: edit, Cancel restores, Update saves; Logout goes to /login and the old token stops working', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Rohan');
  await useSessionIn(page, shopper);
  await page.goto('/user-details');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` })).toBeVisible();
  await expect(main.getByText('Customer', { exact: true })).toBeVisible();
  await expect(main.getByText('Member Since')).toBeVisible();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await main.getByLabel('First Name').fill('Changed');
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Edit cancelled')).toBeVisible();
  await expect(main.getByRole('heading', { name: `${shopper.firstName} ${shopper.lastName}` })).toBeVisible();

  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(main.getByLabel('First Name')).toHaveValue(shopper.firstName);
  await main.getByLabel('First Name').fill('Aarav');
  await main.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(main.getByRole('heading', { name: `Aarav ${shopper.lastName}` })).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { name: `Aarav ${shopper.lastName}` })).toBeVisible();

  const clicked = Date.now();
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(1400);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  const res = await request.get(`/api/user/details/${shopper.id}`, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(res.status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});
