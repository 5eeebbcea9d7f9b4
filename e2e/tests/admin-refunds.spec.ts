/**
 * Issue 13 (payments and refunds): a paid card order cancelled by its shopper is refunded through the
 * test gateway and staff find the refund in the Refunds list and on the order page; a shipped
 * cash-on-delivery parcel marked "Returned to origin" goes back on sale with nothing collected. The
 * checkout says the payments are test payments.
 */
import type { APIRequestContext } from '@playwright/test';
import { addToCartViaApi, expect, signUp, test, useSessionIn, type Shopper, live } from '../fixtures';
import { createProduct, placeCodOrder, signInAdmin, uniqueSuffix } from './admin-helpers';

const address = {
  firstName: 'Kavya',
  lastName: 'Nair',
  email: 'kavya@example.com',
  phone: '+91 98111 22334',
  address: '9 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  zipCode: '400020',
};

/** Orders what is in the shopper's cart by card and pays it at the test gateway. */
async function paidCardOrder(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const headers = { authorization: `Bearer ${shopper.token}` };
  const placed = await request.post('/api/order/add', { headers, data: { address: { ...address, email: shopper.email }, paymentMethod: 'card' } });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, payment } = (await placed.json()).data;
  const paid = await request.post('/api/payments/gateway/pay', {
    headers,
    data: { payment_id: payment._id, details: { method: 'card', cardNumber: '4111 1111 1111 1111', cardName: 'Kavya Nair', expiryDate: '12/31', cvv: '123' } },
  });
  expect((await paid.json()).data.payment.status).toBe('captured');
  return order._id;
}

test('a cancelled card order is refunded and staff reconcile it; a refused COD parcel comes back to stock', async ({ page, browser, request, consoleErrors }, testInfo) => {
  const admin = await signInAdmin(request);
  const shopper = await signUp(request, 'Kavya');
  const bag = await createProduct(request, admin, `E2E Refund Tote ${uniqueSuffix()}`, 84_500);

  // The shopper's checkout says these are test payments.
  await addToCartViaApi(request, shopper, bag._id, bag.sizes[0]!._id);
  const shopperContext = await browser.newContext();
  const shopperPage = live(await shopperContext.newPage());
  await useSessionIn(shopperPage, shopper);
  await shopperPage.goto('/checkout');
  await expect(shopperPage.getByRole('main').getByText('Test payments: no money moves')).toBeVisible();
  await shopperPage.screenshot({ path: testInfo.outputPath('checkout-test-payments.png') });
  await shopperContext.close();

  const orderId = await paidCardOrder(request, shopper);
  const number = orderId.slice(-6);
  const cancelled = await request.post(`/api/order/cancel/${orderId}`, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect((await cancelled.json()).data.payment_status).toBe('refunded');

  await useSessionIn(page, admin);
  await page.goto('/admin/refunds');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Refunds', level: 1 })).toBeVisible();
  const row = main.getByRole('row', { name: new RegExp(`#${number}`) });
  await expect(row).toContainText('Order cancelled');
  await expect(row).toContainText('Card');
  await expect(row).toContainText('₹84,500');
  await expect(row).toContainText('Done');
  await expect(row).toContainText(/refund tgr_/);
  await page.screenshot({ path: testInfo.outputPath('refunds-list.png'), fullPage: true });

  await row.getByRole('link', { name: `#${number}` }).click();
  const panel = main.getByRole('region', { name: 'Payment', exact: true });
  await expect(panel.getByRole('list', { name: 'Payments' })).toContainText('Card · Captured');
  await expect(panel.getByRole('list', { name: 'Refunds' })).toContainText('Order cancelled');
  await expect(panel.getByRole('list', { name: 'Refunds' })).toContainText('₹84,500');
  await page.screenshot({ path: testInfo.outputPath('order-payments.png'), fullPage: true });

  // A shipped COD parcel is refused at the door.
  const clutch = await createProduct(request, admin, `E2E Refused Clutch ${uniqueSuffix()}`, 48_000); // cash on delivery: within the ₹50,000 limit
  const cod = await placeCodOrder(request, shopper, clutch);
  for (const status of ['Processing', 'Shipped']) {
    const res = await request.post(`/api/admin/orders/${cod._id}/status`, { headers: { authorization: `Bearer ${admin.token}` }, data: { status } });
    expect(res.status()).toBe(200);
  }
  await page.goto(`/admin/orders/${cod._id}`);
  await main.getByRole('button', { name: 'Returned to origin' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('nothing is collected (cash on delivery)');
  await dialog.getByRole('button', { name: 'Mark as returned to origin' }).click();
  await expect(page.locator('.Toastify').getByText('Order moved to Returned to Origin.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'History' })).toContainText('Returned to origin; nothing was collected');
  await expect(main.getByRole('region', { name: 'Payment', exact: true })).toContainText('not_collected');
  await expect(main.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);
  const back = await request.get(`/api/product/${clutch._id}`);
  expect(JSON.stringify((await back.json()).data)).toContain('"quantity":1');
  expect(consoleErrors).toEqual([]);
});
