/** At 390 px the back office fits the screen: the section links scroll sideways, wide tables scroll inside their box. */
import { expect, test, useSessionIn } from '../fixtures';
import { signInAdmin } from './admin-helpers';

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

test('back office at 390 px: no sideways page scroll; navigation and tables scroll on their own', async ({ page, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  await useSessionIn(page, admin);
  const orders = (await (await request.get('/api/admin/orders?limit=1', { headers: { authorization: `Bearer ${admin.token}` } })).json()).data.orders as { _id: string }[];
  const screens = [
    '/admin',
    '/admin/products',
    '/admin/products/new',
    '/admin/import',
    '/admin/orders',
    '/admin/offers',
    '/admin/returns',
    '/admin/inbox',
    '/admin/coupons',
    '/admin/outbox',
    '/admin/audit',
    '/admin/settings',
  ];
  if (orders[0]) screens.splice(5, 0, `/admin/orders/${orders[0]._id}`);
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page, path).toBeLessThanOrEqual(widths.viewport);
  }
  // The current section's link is scrolled into view in the sideways navigation.
  const current = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toBeInViewport();
  // A wide table scrolls inside its own box.
  await page.goto('/admin/products');
  const box = page.getByRole('region', { name: 'Products' });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
