/**
 * Account controls (issue 14): a shopper changes the password on the profile (the server's reasons
 * show next to their field); staff disable the account in the back office, the shopper's session
 * ends at once and sign-in says why; staff enable it again. (The refusals are 4xx answers the
 * screens show; the fixture still fails on any other console error.)
 */
import { expect, signIn, signUp, test, useSessionIn } from '../fixtures';
import { signInAdmin } from './admin-helpers';

test('change password on the profile, then staff disable and enable the account', async ({ page, browser, request }) => {
  const shopper = await signUp(request, 'Kavya');
  await useSessionIn(page, shopper);
  await page.goto('/user-details');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel(/^New Password/).fill('Jasmine-Tram-88');
  await page.getByLabel('Confirm New Password').fill('Jasmine-Tram-88');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();

  await page.getByLabel('Current Password').fill(shopper.password);
  await page.getByLabel(/^New Password/).fill('iloveyou');
  await page.getByLabel('Confirm New Password').fill('iloveyou');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/on the list of the most common passwords/)).toBeVisible();

  await page.getByLabel(/^New Password/).fill('Jasmine-Tram-88');
  await page.getByLabel('Confirm New Password').fill('Jasmine-Tram-88');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
  const changed = await signIn(request, shopper.email, 'Jasmine-Tram-88');

  // Staff disable the account: its sessions end at once and sign-in says why.
  const admin = await signInAdmin(request);
  const staff = await browser.newPage();
  await useSessionIn(staff, admin);
  await staff.goto(`/admin/accounts?search=${encodeURIComponent(shopper.email)}`);
  await staff.getByRole('button', { name: `Disable ${shopper.email}` }).click();
  await staff.getByRole('button', { name: 'Disable account' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(shopper.email) }).getByText('Disabled')).toBeVisible();
  expect((await request.get(`/api/user/details/${shopper.id}`, { headers: { authorization: `Bearer ${changed.token}` } })).status()).toBe(401);

  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await visitor.getByLabel('Email').fill(shopper.email);
  await visitor.getByLabel('Password').fill('Jasmine-Tram-88');
  await visitor.getByRole('button', { name: /sign in/i }).click();
  await expect(visitor.getByText(/This account has been disabled/).first()).toBeVisible();

  await staff.getByRole('button', { name: `Enable ${shopper.email}` }).click();
  await staff.getByRole('button', { name: 'Enable account' }).click();
  await expect(staff.getByRole('row', { name: new RegExp(shopper.email) }).getByText('Active')).toBeVisible();
  await signIn(request, shopper.email, 'Jasmine-Tram-88');
});
