/**
 * Returns in steps (issue 13): the shopper asks from My Orders; staff approve with the pickup
 * details, mark the piece received and put it back on sale, then issue the credit; the shopper sees
 * each step and the credit, and the piece can be bought again (here with that credit).
 */
import { expect, signUp, test, useSessionIn, live } from '../fixtures';
import { createProduct, placeCodOrder, signInAdmin, uniqueSuffix } from './admin-helpers';
import { fillBilling, rupees } from './storefront-helpers';

const toasts = (page: import('@playwright/test').Page) => page.locator('.Toastify');
const pickup = 'Our courier collects it on Friday, 10:00–14:00. Label BD123456789IN.';

test('staff receive a return and put the piece back on sale; the shopper sees the credit and buys the piece again', async ({ page, browser, request }) => {
  const admin = await signInAdmin(request);
  const product = await createProduct(request, admin, `E2E Return Clutch ${uniqueSuffix()}`, 30_000);
  const shopper = await signUp(request, 'Kavya');
  const order = await placeCodOrder(request, shopper, product);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/admin/orders/${order._id}/status`, { headers: { authorization: `Bearer ${admin.token}` }, data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // The shopper asks for the return from My Orders.
  const shopperContext = await browser.newContext();
  const shop = live(await shopperContext.newPage());
  await useSessionIn(shop, shopper);
  const openOrder = async () => {
    await shop.goto('/order-and-return');
    const card = shop.getByRole('button', { name: new RegExp(`^Order #${order._id.slice(-6)}`) });
    if ((await card.getAttribute('aria-expanded')) !== 'true') await card.click();
    return shop.getByTestId('return-progress');
  };
  await openOrder();
  await shop.getByRole('button', { name: 'Request Return' }).click();
  const ask = shop.getByRole('dialog', { name: 'Request Return' });
  await ask.getByLabel('Reason for the return').fill('The strap is shorter than I expected.');
  await ask.getByRole('button', { name: 'Request Return' }).click();
  await expect(shop.getByTestId('return-progress')).toContainText('Return requested');

  // Staff approve it with the pickup details (a reason is needed to reject).
  await useSessionIn(page, admin);
  await page.goto('/admin/returns');
  const row = page.getByRole('row', { name: new RegExp(shopper.email) });
  await expect(row).toContainText('The strap is shorter than I expected.');
  await expect(row).toContainText('Requested');
  await row.getByRole('button', { name: /^Reject the return/ }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this return' });
  await reject.getByRole('button', { name: 'Reject return' }).click();
  await expect(reject.getByText('Please give the reason; the shopper will read it.')).toBeVisible();
  await reject.getByRole('button', { name: 'Keep as is' }).click();
  await row.getByRole('button', { name: `Approve: ${product.product_name}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this return' });
  await approve.getByRole('button', { name: 'Approve and send details' }).click();
  await expect(approve.getByText('Give the return label or pickup details; the shopper receives them by email.')).toBeVisible();
  await approve.getByLabel('Return label or pickup details').fill(pickup);
  await approve.getByRole('button', { name: 'Approve and send details' }).click();
  await expect(toasts(page).getByText('Return approved; the shopper has the return details. Credit is issued once the piece is back.')).toBeVisible();
  await expect(row).toContainText('Awaiting the piece');

  // The shopper sees the step and the pickup details; no credit yet.
  const progress = await openOrder();
  await expect(progress).toContainText('Return approved: send the piece back');
  await expect(progress).toContainText(pickup);
  await expect(shop.getByTestId('store-credit')).toHaveCount(0);

  // The piece arrives: staff inspect it and put it back on sale.
  await row.getByRole('button', { name: `Mark received: ${product.product_name}` }).click();
  const receive = page.getByRole('dialog', { name: 'Mark the piece received' });
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(receive.getByText('Choose whether the piece goes back on sale.')).toBeVisible();
  await receive.getByRole('radio', { name: /Back on sale/ }).check();
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(toasts(page).getByText('Piece received and back on sale.')).toBeVisible();
  await expect(row).toContainText('Back on sale');
  const again = (await (await request.get(`/api/product/${product._id}`)).json()).data;
  expect(again.sizes[0].quantity).toBe(1);

  // Then they issue the credit.
  await row.getByRole('button', { name: `Issue credit: ${product.product_name}` }).click();
  const credit = page.getByRole('dialog', { name: 'Issue the store credit?' });
  await expect(credit).toContainText(`receives ${rupees(30_000)} of store credit`);
  await credit.getByRole('button', { name: 'Issue credit' }).click();
  await expect(toasts(page).getByText('Store credit issued; the shopper has been told.')).toBeVisible();
  await expect(row).toContainText('Credit issued');

  // The shopper sees the credit on My Orders…
  await openOrder();
  await expect(progress).toContainText('Store credit issued');
  await expect(progress).toContainText(`${rupees(30_000)} of store credit`);
  await expect(shop.getByTestId('store-credit')).toContainText(rupees(30_000));

  // …and buys the piece again with it: it is on sale.
  await shop.goto(`/product/${product._id}`);
  await shop.getByRole('button', { name: 'Add to Cart' }).click();
  await shop.goto('/checkout');
  await fillBilling(shop);
  const main = shop.getByRole('main');
  await main.getByLabel(/Use my store credit/).check();
  await expect(main.getByLabel(/Use my store credit/)).toBeChecked();
  await expect(main.getByTestId('checkout-total')).toHaveText(rupees(0)); // ₹30,000 paid by credit: no cash to collect, so no COD fee
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(shop).toHaveURL(/\/order$/);
  const orders = (await (await request.get('/api/order/getAllOrder', { headers: { authorization: `Bearer ${shopper.token}` } })).json()).data;
  const rebought = orders.find((o: { _id: string }) => o._id !== order._id);
  expect(rebought).toMatchObject({ credit_used: 30_000, total_price: 0 });
  expect((await (await request.get(`/api/product/${product._id}`)).json()).data.sizes[0].quantity).toBe(0);
  await shopperContext.close();
});
