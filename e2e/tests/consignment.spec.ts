/**
 * Consignment (issue 18, acceptance 1): a seller and staff side by side. The seller submits a piece
 * with photos from /sell-with-us; staff quote it; the seller accepts; staff schedule the pickup,
 * receive and authenticate it and create the listing from the prefilled product form; a shopper
 * buys it; it is delivered; the return window passes (the test-only sweep runs as if 25 hours
 * later); the payout falls due and staff mark it paid. The seller sees each step, and the ledger
 * balance at the end is the agreed payout.
 */
import { expect, signUp, test, useSessionIn, live } from '../fixtures';
import { placeCodOrder, signInAdmin, testPng, uniqueSuffix } from './admin-helpers';

test('a consigned piece goes from the sell-with-us form to a paid payout, seen by the seller at each step', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const admin = await signInAdmin(request);
  const seller = await signUp(request, 'Meera');
  const piece = `Classic Flap ${uniqueSuffix()}`;

  // The seller, in their own browser, submits the piece with photos.
  const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sell = live(await sellerContext.newPage());
  await useSessionIn(sell, seller);
  await sell.goto('/sell-with-us');
  const form = sell.getByRole('form', { name: 'Sell with us' });
  await form.getByLabel('House').fill('Chanel');
  await form.getByLabel('Piece').fill(piece);
  await form.getByLabel('Category').selectOption('handbags');
  await form.getByLabel('Condition').selectOption('excellent');
  await form.getByLabel('Purchase year').fill('2019');
  await form.getByLabel('Asking price (₹)').fill('45000');
  await form.getByLabel('Box').check();
  await form.getByLabel('Dust bag').check();
  await form.getByLabel('Phone').fill('9811122233');
  await form.getByLabel('Pick-up address').fill('12 Aurangzeb Road, New Delhi 110011');
  await form.locator('input[type=file]').setInputFiles([await testPng('#7a4b2a', 'front.png'), await testPng('#1f2a4d', 'back.png')]);
  await expect(form.getByText('2 of 8 photos')).toBeVisible();
  await form.getByRole('button', { name: 'SEND FOR A QUOTE' }).click();
  await expect(form.getByRole('status')).toContainText('We have your piece');
  await sell.goto('/seller');
  const card = sell.getByTestId('seller-piece').filter({ hasText: piece });
  await expect(card.getByTestId('piece-status')).toHaveText('Submitted: awaiting our quote');

  // Staff open it from the intake queue and quote ₹40,000 (30 %: payout ₹28,000, within the cash-on-delivery limit).
  await useSessionIn(page, admin);
  await page.goto('/admin/consignment');
  await page.getByRole('link', { name: new RegExp(piece) }).click();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  const quote = page.getByRole('form', { name: 'Send a quote' });
  await quote.getByLabel('Listing price (₹)').fill('40000');
  await expect(quote.getByTestId('quote-preview')).toContainText('the seller receives ₹28,000.00');
  await quote.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Quoted: awaiting seller').first()).toBeVisible();

  // The seller accepts the quote.
  await sell.reload();
  await expect(card).toContainText('your payout ₹28,000.00');
  await card.getByRole('button', { name: `Accept quote: Chanel ${piece}` }).click();
  await expect(card.getByTestId('piece-status')).toHaveText('Quote accepted');

  // Staff schedule the pickup, receive and authenticate it.
  await page.reload();
  const pickup = page.getByRole('form', { name: 'Schedule the pickup' });
  await pickup.getByLabel('Pickup date and time').fill('2030-01-15T11:00');
  await pickup.getByLabel('Courier and details').fill('Blue Dart, 10–2');
  await pickup.getByRole('button', { name: 'Schedule pickup' }).click();
  await page.getByRole('form', { name: 'Receive the piece' }).getByRole('button', { name: 'Mark received' }).click();
  const auth = page.getByRole('form', { name: 'Authenticate' });
  await auth.getByLabel('Pass').check();
  await auth.getByLabel('Authentication notes').fill('Serial number, stitching and hardware match.');
  await auth.getByRole('button', { name: 'Record result' }).click();
  await sell.reload();
  await expect(card.getByTestId('piece-status')).toHaveText('Authenticated');
  await card.getByText(/Timeline/).click();
  for (const line of ['Pickup scheduled', 'Received at our studio', 'Authenticated by our experts']) await expect(card.getByTestId('seller-timeline')).toContainText(line);

  // "Create listing" opens the product form prefilled; staff add the category, colour and size.
  await page.getByRole('link', { name: 'Create listing' }).click();
  const product = page.getByRole('form', { name: 'Add New Product' });
  await expect(product.getByLabel('Product Name')).toHaveValue(piece);
  await expect(product.getByLabel('Our Price (₹)')).toHaveValue('40000');
  await product.getByRole('combobox', { name: 'Category', exact: true }).selectOption('women');
  await product.getByRole('combobox', { name: 'Sub Category', exact: true }).selectOption('women-bags');
  await product.getByRole('combobox', { name: 'Color', exact: true }).selectOption('Black');
  await product.getByLabel('Size 1', { exact: true }).fill('One Size');
  await product.getByLabel('Quantity 1', { exact: true }).fill('1');
  await product.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Listed; the product records its consignor.')).toBeVisible();
  await sell.reload();
  await expect(card.getByTestId('piece-status')).toHaveText('Listed for sale');

  // A shopper buys it; staff deliver it.
  const listed = (await (await request.get(`/api/admin/consignment/submissions?q=${encodeURIComponent(piece)}`, { headers: { authorization: `Bearer ${admin.token}` } })).json()).data[0];
  const productRow = (await (await request.get(`/api/product/${listed.product_id}`)).json()).data;
  const shopper = await signUp(request, 'Kavya');
  const order = await placeCodOrder(request, shopper, productRow);
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const moved = await request.post(`/api/admin/orders/${order._id}/status`, { headers: { authorization: `Bearer ${admin.token}` }, data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await sell.reload();
  await expect(card.getByTestId('piece-status')).toHaveText('Sold');
  await expect(sell.getByTestId('seller-payouts')).toContainText('once the return window has passed');

  // The return window passes: the payout sweep runs as if 25 hours later.
  const sweep = await request.post('/api/test/consignment/sweep', { data: { at: new Date(Date.now() + 25 * 3_600_000).toISOString() } });
  expect(sweep.status(), await sweep.text()).toBe(200);
  await sell.reload();
  await expect(sell.getByTestId('ledger-balance')).toHaveText('₹28,000.00');

  // Staff see it due and mark it paid with the UTR.
  await page.goto('/admin/consignment-payouts?status=due');
  const paid = page.getByRole('form', { name: `Mark paid: Chanel ${piece}` });
  await paid.getByLabel(`UTR for Chanel ${piece}`).fill('HDFC0000123456');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Payout marked paid; the seller has the UTR.')).toBeVisible();

  // The seller sees it paid; the ledger balance is the agreed payout.
  await sell.reload();
  await expect(card.getByTestId('piece-status')).toHaveText('Paid');
  await expect(sell.getByTestId('seller-payouts')).toContainText('UTR HDFC0000123456');
  await expect(sell.getByTestId('ledger-balance')).toHaveText('₹28,000.00');
  await expect(sell.getByTestId('seller-ledger')).toContainText(`Sale of Chanel ${piece}`);
  await sellerContext.close();
});
