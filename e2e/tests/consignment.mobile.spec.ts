/**
 * The seller portal at 390 px (issue 18): a seller's submissions with their state, a quote to
 * answer, a sold piece's timeline with its authentication photos, the payout and the ledger. The
 * data is made through the API (the seller's submissions and the staff steps), so only the phone
 * screen is driven in the browser.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, signUp, test, useSessionIn, type Shopper } from '../fixtures';
import { createProduct, placeCodOrder, signInAdmin, testPng, uniqueSuffix } from './admin-helpers';

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

const bearer = (user: Shopper) => ({ authorization: `Bearer ${user.token}` });

async function call(request: APIRequestContext, user: Shopper, path: string, data: object = {}) {
  const res = await request.post(`/api${path}`, { headers: bearer(user), data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()).data;
}

async function submit(request: APIRequestContext, seller: Shopper, productName: string): Promise<string> {
  const photo = await testPng('#6b4a2f', 'front.png');
  const res = await request.post('/api/seller/submissions', {
    headers: bearer(seller),
    multipart: {
      house: 'Chanel',
      productName,
      category: 'handbags',
      condition: 'excellent',
      askingPrice: '45000',
      phone: '9811122233',
      pickupAddress: '12 Aurangzeb Road, New Delhi 110011',
      photos: photo,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id;
}

test('a seller follows submissions, answers a quote and reads the ledger at 390 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await signInAdmin(request);
  const seller = await signUp(request, 'Meera');
  const [quoted, sold, waiting] = ['Boy Bag', 'Classic Flap', 'Wallet on Chain'].map((n) => `${n} ${uniqueSuffix()}`) as [string, string, string];

  // One piece awaits the quote, one has a quote to answer, one is sold with its payout due.
  await submit(request, seller, waiting);
  const quotedId = await submit(request, seller, quoted);
  await call(request, admin, `/admin/consignment/submissions/${quotedId}/quote`, { listing_price: 38_000, note: 'A strong price for this colour.' });
  const soldId = await submit(request, seller, sold);
  await call(request, admin, `/admin/consignment/submissions/${soldId}/quote`, { listing_price: 40_000 });
  await call(request, seller, `/seller/submissions/${soldId}/quote/accept`);
  await call(request, admin, `/admin/consignment/submissions/${soldId}/pickup`, { pickup_at: '2030-01-15T11:00:00+05:30' });
  await call(request, admin, `/admin/consignment/submissions/${soldId}/receive`);
  const photos = await request.post(`/api/admin/consignment/submissions/${soldId}/authentication-photos`, {
    headers: bearer(admin),
    multipart: { photos: await testPng('#c8b27a', 'serial.png') },
  });
  expect(photos.status(), await photos.text()).toBe(200);
  await call(request, admin, `/admin/consignment/submissions/${soldId}/authenticate`, { result: 'pass', notes: 'Serial, stitching and hardware match.' });
  const product = await createProduct(request, admin, `Chanel ${sold}`, 40_000);
  await call(request, admin, `/admin/consignment/submissions/${soldId}/list`, { product_id: product._id });
  const order = await placeCodOrder(request, await signUp(request, 'Kavya'), product);
  for (const status of ['Processing', 'Shipped', 'Delivered']) await call(request, admin, `/admin/orders/${order._id}/status`, { status });
  await call(request, admin, '/test/consignment/sweep', { at: new Date(Date.now() + 25 * 3_600_000).toISOString() });

  await useSessionIn(page, seller);
  await page.goto('/seller');
  const card = (name: string) => page.getByTestId('seller-piece').filter({ hasText: name });
  await expect(card(waiting).getByTestId('piece-status')).toHaveText('Submitted: awaiting our quote');
  await expect(page.getByTestId('to-answer')).toHaveText('1');
  await expect(page.getByTestId('ledger-balance')).toHaveText('₹28,000.00');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The quote to answer: the payout is plain, the buttons are within reach.
  const quote = card(quoted);
  await expect(quote).toContainText('your payout ₹26,600.00');
  const accept = quote.getByRole('button', { name: `Accept quote: Chanel ${quoted}` });
  const box = (await accept.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThanOrEqual(36);
  await accept.click();
  await expect(quote.getByTestId('piece-status')).toHaveText('Quote accepted');
  await expect(page.getByTestId('to-answer')).toHaveText('0');

  // The sold piece's timeline shows each step and the authentication photo.
  const piece = card(sold);
  await expect(piece.getByTestId('piece-status')).toHaveText('Sold');
  await piece.getByText(/Timeline/).click();
  const timeline = piece.getByTestId('seller-timeline');
  for (const line of ['Received at our studio', 'Authenticated by our experts', 'payout of ₹28,000.00 is due']) await expect(timeline).toContainText(line);
  const authPhoto = timeline.getByRole('list', { name: 'Authentication photos' }).getByRole('img');
  await expect(authPhoto).toHaveCount(1);
  await expect(authPhoto).toHaveJSProperty('complete', true);
  expect(await authPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The payout and the ledger fit the phone.
  await expect(page.getByTestId('seller-payouts')).toContainText(`Chanel ${sold}`);
  const ledger = page.getByTestId('seller-ledger');
  await ledger.scrollIntoViewIfNeeded();
  await expect(ledger).toContainText(`Sale of Chanel ${sold}`);
  const table = (await ledger.boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
