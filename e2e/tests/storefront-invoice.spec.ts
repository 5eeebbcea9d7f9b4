/**
 * Issue 20: a cash-on-delivery order is invoiced at once; the shopper downloads the GST tax invoice
 * from the order page, and staff from the back office's order page.
 */
import { expect, signUp, test, useSessionIn } from '../fixtures';
import { createProduct, placeCodOrder, signInAdmin, uniqueSuffix } from './admin-helpers';

test('the shopper and staff download the tax invoice of a confirmed order', async ({ page, browser, request }) => {
  const admin = await signInAdmin(request);
  const product = await createProduct(request, admin, `E2E Invoice Tote ${uniqueSuffix()}`, 42_000); // cash on delivery: within the ₹50,000 limit
  const shopper = await signUp(request, 'Meera');
  const order = await placeCodOrder(request, shopper, product);

  await useSessionIn(page, shopper);
  await page.goto(`/order-details/${order._id}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/GST invoice TL\/\d{4}-\d{2}\/\d{6}/);
  const [download] = await Promise.all([page.waitForEvent('download'), summary.getByRole('button', { name: /Download tax invoice/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^TL-\d{4}-\d{2}-\d{6}\.pdf$/);
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  const staff = await browser.newPage();
  await useSessionIn(staff, admin);
  await staff.goto(`/admin/orders/${order._id}`);
  const totals = staff.getByRole('region', { name: 'Totals' });
  const [staffDownload] = await Promise.all([staff.waitForEvent('download'), totals.getByRole('button', { name: /Download tax invoice/ }).click()]);
  expect(staffDownload.suggestedFilename()).toBe(download.suggestedFilename());
  await staff.close();
});
