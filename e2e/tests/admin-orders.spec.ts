/**
 * Acceptance 4 (issue 7): the admin moves an order along to Shipped (only the allowed next moves are
 * offered); the shopper's My Orders shows Shipped and the outbox holds the mail. Issue 13: shipping
 * needs the carrier and tracking number, which the shopper sees with a tracking link.
 */
import { expect, signUp, test, useSessionIn, live } from '../fixtures';
import { createProduct, placeCodOrder, signInAdmin, uniqueSuffix } from './admin-helpers';

test('the admin moves an order to Shipped; My Orders shows Shipped and the outbox holds the mail', async ({ page, browser, request, consoleErrors }) => {
  const admin = await signInAdmin(request);
  const product = await createProduct(request, admin, `E2E Shipping Clutch ${uniqueSuffix()}`, 45_000); // cash on delivery: within the ₹50,000 limit
  const shopper = await signUp(request, 'Ishaan');
  const order = await placeCodOrder(request, shopper, product);
  const number = order._id.slice(-6);

  await useSessionIn(page, admin);
  await page.goto('/admin/orders');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
  // The search applies after a short pause and lands in the URL.
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row', { name: new RegExp(`#${number}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: `#${number}` }).click();

  await expect(page.getByRole('heading', { name: `Order #${number}`, level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Items' })).toContainText(product.product_name);
  await expect(main.getByRole('region', { name: 'Ship to' })).toContainText('4 Prithviraj Road');
  await expect(main.getByRole('region', { name: 'Payment' })).toContainText('Cash on delivery');
  // Pending may go to Processing or Cancelled, never straight to Shipped.
  await expect(main.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await main.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(page.locator('.Toastify').getByText('Order moved to Processing.')).toBeVisible();

  await main.getByLabel(/Note for the history/).fill('Blue Dart AWB 55120');
  await main.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(main.getByText('Please choose the carrier.')).toBeVisible();
  await main.getByLabel(/^Carrier/).selectOption('Blue Dart');
  await main.getByLabel(/^Tracking number/).fill('55120');
  await main.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(main.getByText('A tracking number is 6 to 30 letters, digits or hyphens.')).toBeVisible();
  await main.getByLabel(/^Tracking number/).fill('5512099871');
  await main.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.locator('.Toastify').getByText('Order moved to Shipped.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Shipment' })).toContainText('5512099871');
  const history = main.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('Blue Dart AWB 55120');
  await expect(main.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The mail is in the outbox.
  await page.goto('/admin/outbox?kind=order-shipped');
  const mail = page.getByRole('row', { name: new RegExp(shopper.email) });
  // The mail writes the number in capitals.
  await expect(mail).toContainText(new RegExp(`Your order #${number} has shipped`, 'i'));
  await mail.getByRole('button', { name: /has shipped/ }).click();
  await expect(page.getByText(new RegExp(`Your order #${number} is on its way\\.`, 'i'))).toBeVisible();
  await expect(page.getByText('Tracking number: 5512099871')).toBeVisible();

  // The shopper sees Shipped in My Orders.
  const shopperContext = await browser.newContext();
  const shopperPage = live(await shopperContext.newPage());
  await useSessionIn(shopperPage, shopper);
  await shopperPage.goto('/order-and-return');
  const card = shopperPage.getByRole('button', { name: new RegExp(`^Order #${number}`) });
  await expect(card).toContainText('Shipped');
  await expect(shopperPage.getByText(/Shipped with Blue Dart · 5512099871/)).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute('href', 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=5512099871');
  await shopperContext.close();
  expect(consoleErrors).toEqual([]);
});
