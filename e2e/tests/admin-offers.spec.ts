/**
 * Acceptance 5 (issue 7): the admin counters a shopper's offer; the shopper sees the counter price on
 * the product page (from GET /api/offers/mine).
 */
import { expect, signUp, test, useSessionIn, live } from '../fixtures';
import { createProduct, signInAdmin, uniqueSuffix } from './admin-helpers';

test('the admin counters an offer and the shopper sees the counter price on the product page', async ({ page, browser, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  const product = await createProduct(request, admin, `E2E Offer Kelly ${uniqueSuffix()}`, 1_00_000);
  const shopper = await signUp(request, 'Meera');
  const made = await request.post('/api/offers', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { product_id: product._id, name: 'Meera Iyer', email: shopper.email, phone: '9876501234', price: 60_000, message: 'Is there any room on the price?' },
  });
  expect(made.status(), await made.text()).toBe(201);

  await useSessionIn(page, admin);
  await page.goto('/admin/offers?status=open');
  const row = page.getByRole('row', { name: new RegExp(shopper.email) });
  await expect(row).toContainText(product.product_name);
  await expect(row).toContainText('₹60,000.00');
  await expect(row).toContainText('₹1,00,000.00');
  await row.getByRole('button', { name: 'Counter the offer from Meera Iyer' }).click();

  const dialog = page.getByRole('dialog', { name: 'Counter the offer' });
  // Outside the offer..listed range is refused before anything is sent.
  await dialog.getByLabel('Counter price (₹)').fill('120000');
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(dialog.getByText(/Enter a price above the offer/)).toBeVisible();
  await dialog.getByLabel('Counter price (₹)').fill('80000');
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(page.locator('.Toastify').getByText('Counter-offer sent to the shopper.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/admin/offers?status=countered');
  const answered = page.getByRole('row', { name: new RegExp(shopper.email) });
  await expect(answered).toContainText('Countered');
  await expect(answered).toContainText('₹80,000.00');
  await expect(answered).toContainText('until');

  const mine = (await (await request.get(`/api/offers/mine?product_id=${product._id}`, { headers: { authorization: `Bearer ${shopper.token}` } })).json()).data;
  expect(mine[0]).toMatchObject({ status: 'countered', counter_price: 80_000, agreed_price: 80_000 });

  const shopperContext = await browser.newContext();
  const shopperPage = live(await shopperContext.newPage());
  await useSessionIn(shopperPage, shopper);
  await shopperPage.goto(`/product/${product._id}`);
  await expect(shopperPage.getByText(/Your agreed price/)).toContainText('₹80,000.00');
  await shopperContext.close();
  expect(consoleErrors).toEqual([]);
});
