/** The back office's screens have no serious or critical axe violations (issue 7 quality bar). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, useSessionIn } from '../fixtures';
import { signInAdmin } from './admin-helpers';

const SCREENS: [path: string, heading: string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/products', 'Products'],
  ['/admin/products/new', 'Add New Product'],
  ['/admin/brands', 'Brands'],
  ['/admin/import', 'Bulk Listing'],
  ['/admin/orders', 'Orders'],
  ['/admin/offers', 'Offers'],
  ['/admin/returns', 'Returns'],
  ['/admin/refunds', 'Refunds'],
  ['/admin/inbox', 'Inbox'],
  ['/admin/coupons', 'Coupons'],
  ['/admin/accounts', 'Accounts'],
  ['/admin/outbox', 'Outbox'],
  ['/admin/audit', 'Audit Log'],
  ['/admin/settings', 'Settings'],
];

for (const [path, heading] of SCREENS) {
  test(`${path}: no serious or critical axe violations`, async ({ page, request, consoleErrors }) => {
    await useSessionIn(page, await signInAdmin(request));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Loaded: no spinner left.
    await expect(page.getByRole('status')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
