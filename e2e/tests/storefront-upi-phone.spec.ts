/**
 * Made for India (issue 20): UPI by intent (the QR code on a desktop, the "Open UPI App" button at
 * 390 px, paid through the test gateway's confirm path), card EMI on the product page, at
 * checkout and on the order's pages (shopper and staff), and phone sign-in with the code the SMS sender leaves in the back office's outbox.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { addToCartViaApi, expect, live, signUp, test, useSessionIn, type Shopper } from '../fixtures';
import { createProduct, signInAdmin, uniqueSuffix } from './admin-helpers';

async function screenshot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}-${page.viewportSize()!.width}.png`), fullPage: false });
}

async function fillBilling(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel(/^Phone/).fill('+91 98111 22334');
  await main.getByLabel('Address').fill('12 Aurobindo Marg');
  await main.getByLabel('PIN Code').fill('110016');
  await expect(main.getByLabel('State')).toHaveValue('Delhi');
}

/** The newest sign-in code sent to `phone` (E.164), read from the outbox as staff see it. */
async function codeFromOutbox(request: APIRequestContext, admin: Shopper, phone: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await request.get('/api/admin/outbox?kind=sms:phone-code&limit=50', { headers: { authorization: `Bearer ${admin.token}` } });
    const sms = ((await res.json()).data.mails as { to_address: string; body_text: string }[]).find((m) => m.to_address === phone);
    code = /^(\d{6}) is your code/.exec(sms?.body_text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

async function upiOrder(page: Page, request: APIRequestContext, name: string, price = 62_000) {
  const admin = await signInAdmin(request);
  const product = await createProduct(request, admin, `E2E UPI Tote ${uniqueSuffix()}`, price);
  const shopper = await signUp(request, name);
  await addToCartViaApi(request, shopper, product._id, product.sizes[0]!._id);
  await useSessionIn(page, shopper);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await fillBilling(page);
  await main.getByRole('radio', { name: /^UPI/ }).check();
  await expect(main.getByText(/scan the QR code with any UPI app/)).toBeVisible();
  await main.getByRole('button', { name: /^Place Order & Pay/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`₹${price.toLocaleString('en-IN')}.00`)).toBeVisible();
  return { dialog, main, shopper };
}

/** The UPI app pays (or declines) the open step's payment out of band: the gateway's signed callback reaches the shop, not the page. */
async function payInUpiApp(request: APIRequestContext, shopper: Shopper, dialog: Locator, upiId: 'success@upi' | 'failure@upi') {
  const link = await dialog.getByRole('link', { name: 'Open UPI App', includeHidden: true }).getAttribute('href');
  const reference = /[?&]tr=([0-9a-f]{32})/.exec(link!)![1]!;
  const paymentId = `${reference.slice(0, 8)}-${reference.slice(8, 12)}-${reference.slice(12, 16)}-${reference.slice(16, 20)}-${reference.slice(20)}`;
  const res = await request.post('/api/payments/gateway/pay', { headers: { authorization: `Bearer ${shopper.token}` }, data: { payment_id: paymentId, details: { method: 'upi', upiId } } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data.payment.status as string;
}

test("UPI on a desktop: the QR code of the order's intent; approved in the (test) app, the order is paid", async ({ page, request, consoleErrors }, info) => {
  const { dialog } = await upiOrder(page, request, 'Devika');
  const qr = dialog.getByRole('img', { name: /UPI QR code: pay ₹62,000\.00 to Tangerine Luxury/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = decodeURIComponent((await qr.getAttribute('src'))!);
  expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
  await expect(dialog.getByRole('link', { name: 'Open UPI App' })).toBeHidden();
  const link = await dialog.getByRole('link', { name: 'Open UPI App', includeHidden: true }).getAttribute('href');
  expect(link).toMatch(/^upi:\/\/pay\?pa=tangerineluxury@icici&pn=Tangerine%20Luxury&am=62000\.00&tr=[0-9a-f]{32}&tn=Order%20%23[0-9a-f]{6}&cu=INR$/);
  await expect(dialog.getByText('Test payments: no money moves', { exact: false })).toBeVisible();
  await screenshot(page, info, 'upi-qr');

  await dialog.getByRole('button', { name: 'Approve (test)' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('UPI paid in the app on another device: the open QR step sees the payment settle and moves on to the order by itself', async ({ page, request, consoleErrors }, info) => {
  const { dialog, shopper } = await upiOrder(page, request, 'Meera', 48_000);
  await expect(dialog.getByRole('status')).toHaveText(/Waiting for your UPI app to confirm… This page moves on by itself once it does\./);
  await screenshot(page, info, 'upi-waiting');
  // The shopper scans the QR code with their phone and approves (through the test gateway, as their UPI app would).
  expect(await payInUpiApp(request, shopper, dialog, 'success@upi')).toBe('captured');
  // No click here: the step asks every few seconds and moves on.
  await expect(page).toHaveURL(/\/order$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await screenshot(page, info, 'upi-paid-elsewhere');
  expect(consoleErrors).toEqual([]);
});

test('closing the UPI step and choosing cash on delivery places the order; the unpaid UPI order is closed', async ({ page, request, consoleErrors }, info) => {
  // Under the shop's cash-on-delivery limit (₹50,000), so both methods can pay it.
  const { dialog, main, shopper } = await upiOrder(page, request, 'Ishita', 32_000);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/The payment was not completed\. Your pieces are held for 15 minutes: place the order again to pay, or choose another way to pay/)).toBeVisible();
  await main.getByRole('radio', { name: /^Cash on Delivery/ }).check();
  await main.getByRole('button', { name: 'Place Order', exact: true }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/The payment was not completed/)).toBeHidden();
  await screenshot(page, info, 'upi-then-cod');
  const orders = (await (await request.get('/api/order/getAllOrder', { headers: { authorization: `Bearer ${shopper.token}` } })).json()).data as {
    status: string;
    payment_method: string;
    payment_status: string;
  }[];
  expect(orders.map((o) => [o.payment_method, o.status, o.payment_status])).toEqual([
    ['cod', 'Pending', 'cod'],
    ['upi', 'Cancelled', 'cancelled'],
  ]);
  expect(consoleErrors).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('UPI on a phone: the Open UPI App button, no QR code; closing keeps the order held, declining cancels it', async ({ page, request, consoleErrors }, info) => {
    const { dialog, main } = await upiOrder(page, request, 'Farah');
    const open = dialog.getByRole('link', { name: 'Open UPI App' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('href', /^upi:\/\/pay\?pa=tangerineluxury@icici&.*am=62000\.00&.*cu=INR$/);
    await expect(dialog.getByTestId('upi-qr')).toBeHidden();
    await screenshot(page, info, 'upi-app-button');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(/The payment was not completed\. Your pieces are held for 15 minutes/)).toBeVisible();
    // Trying again pays the same held order.
    await main.getByRole('button', { name: /^Place Order & Pay/ }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Decline (test)' }).click();
    await expect(page.getByText('The UPI payment was declined.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('UPI declined in the app: the open step sees it and says so, with no click; the pieces go back to the cart', async ({ page, request, consoleErrors }, info) => {
    const { dialog, shopper } = await upiOrder(page, request, 'Zoya', 27_000);
    await expect(dialog.getByRole('status')).toHaveText(/This page moves on by itself/);
    // The shopper leaves for their UPI app, declines there, and comes back to the tab.
    expect(await payInUpiApp(request, shopper, dialog, 'failure@upi')).toBe('failed');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('The UPI payment was declined.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await screenshot(page, info, 'upi-declined-elsewhere');
    // Still at checkout, with the piece still in the cart to pay another way.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('EMI: "EMI from" on the product page; at checkout a no-cost plan is chosen and the card pays; the order shows the plan', async ({ browser, page, request, consoleErrors }, info) => {
  const admin = await signInAdmin(request);
  const product = await createProduct(request, admin, `E2E EMI Clutch ${uniqueSuffix()}`, 60_000);
  await page.goto(`/product/${product._id}`);
  const main = page.getByRole('main');
  const emi = main.getByTestId('product-emi');
  // 12 months at 15% a year on ₹60,000 → ₹5,415.50 a month; no-cost on 3 and 6 months.
  await expect(emi).toContainText('EMI from ₹5,415.50 a month · no-cost EMI on 3 and 6 months');
  await emi.getByText('See plans').click();
  await expect(emi.getByRole('row', { name: /^6 ₹10,000\.00 No cost$/ })).toBeVisible();
  await screenshot(page, info, 'product-emi');

  const shopper = await signUp(request, 'Ira');
  await addToCartViaApi(request, shopper, product._id, product.sizes[0]!._id);
  await useSessionIn(page, shopper);
  await page.goto('/checkout');
  await fillBilling(page);
  await main.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
  const plans = main.getByTestId('emi-plans');
  await expect(plans.getByRole('radio', { name: /Pay in full/ })).toBeChecked();
  await plans.getByRole('radio', { name: /6 months × ₹10,000\.00/ }).check();
  await expect(plans).toContainText('No-cost EMI');
  await screenshot(page, info, 'checkout-emi');
  await main.getByRole('button', { name: /^Place Order & Pay/ }).click();
  const card = page.getByRole('dialog', { name: 'Card Details' });
  await expect(card.getByTestId('card-emi')).toHaveText('In EMI: 6 months × ₹10,000.00 (no-cost)');
  await card.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await card.getByLabel('Name on Card').fill('Ira Shopper');
  await card.getByLabel('Expiry (MM/YY)').fill('12/39');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/order$/);

  // The plan paid in shows on the shopper's order page and on the staff order's Payment panel.
  const orderId = ((await (await request.get('/api/order/getAllOrder', { headers: { authorization: `Bearer ${shopper.token}` } })).json()).data[0] as { _id: string })._id;
  const plan = '6 months × ₹10,000.00 · No-cost EMI';
  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`Card EMI${plan}`);
  const staffContext = await browser.newContext();
  const staff = live(await staffContext.newPage());
  await useSessionIn(staff, admin);
  await staff.goto(`/admin/orders/${orderId}`);
  const panel = staff.getByRole('region', { name: 'Payment' });
  await expect(panel).toContainText(`Card EMI${plan}`);
  await expect(panel.getByRole('list', { name: 'Payments' })).toContainText(`EMI: ${plan}`);
  for (const width of [1440, 390]) {
    await staff.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: info.outputPath(`admin-payment-emi-${width}.png`) });
  }
  await staffContext.close();
  expect(consoleErrors).toEqual([]);
});

test('phone sign-in: a new number with the code from the outbox makes an account; the next time it signs in to it', async ({ page, request, consoleErrors }, info) => {
  const admin = await signInAdmin(request);
  const digits = `9${String(Date.now()).slice(-9)}`;
  const e164 = `+91${digits}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mobile number' }).click();
  const main = page.getByRole('main');
  await main.getByLabel(/^Mobile number/).fill('12345');
  await main.getByRole('button', { name: 'Send Code' }).click();
  await expect(main.getByText('Please enter a 10-digit Indian mobile number (starting with 6, 7, 8 or 9).')).toBeVisible();
  await main.getByLabel(/^Mobile number/).fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await main.getByRole('button', { name: 'Send Code' }).click();
  await expect(main.getByText(`We have sent a 6-digit code to +91 ${digits.slice(0, 5)} ${digits.slice(5)}. It is valid for 5 minutes.`)).toBeVisible();

  const code = await codeFromOutbox(request, admin, e164);
  await main.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(main.getByRole('alert')).toHaveText('That code is not right. 4 tries left.');
  await main.getByLabel('6-digit code').fill(code);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(main.getByText('New here? Tell us who you are to create your account.')).toBeVisible();
  await main.getByLabel(/^First name/).fill('Tara');
  await main.getByLabel(/^Last name/).fill('Menon');
  await main.getByLabel(/^Email/).fill(`tara.${digits}@example.com`);
  await screenshot(page, info, 'phone-signup');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Welcome to Tangerine Luxury! Your account is ready.')).toBeVisible();

  await page.goto('/user-details');
  await expect(page.getByTestId('profile-phone')).toHaveText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in again with a new code reaches the same account.
  await page.getByRole('button', { name: 'Mobile number' }).click();
  await main.getByLabel(/^Mobile number/).fill(e164);
  await main.getByRole('button', { name: 'Send Code' }).click();
  await expect(main.getByText(/We have sent a 6-digit code/)).toBeVisible();
  const second = await codeFromOutbox(request, admin, e164);
  expect(second).not.toBe('');
  await main.getByLabel('6-digit code').fill(second);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('User signed in successfully')).toBeVisible();
  await page.goto('/user-details');
  await expect(page.getByRole('main').getByText(`tara.${digits}@example.com`).first()).toBeVisible();
  // The one 400 is the wrong code's answer, on purpose.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});

test('settings: staff set the UPI payee and the EMI plans; a bad value is refused in words', async ({ page, request, consoleErrors }, info) => {
  const admin = await signInAdmin(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const { upiVpa, upiPayeeName, emiMinOrder, emiPlans } = (await (await request.get('/api/admin/settings', { headers })).json()).data;
  await useSessionIn(page, admin);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'UPI and card EMI' });
  await expect(form.getByLabel('Payee UPI id (VPA)')).toHaveValue(upiVpa);
  // The preview on a ₹60,000 order follows the saved plans.
  await expect(form.getByText('6 months × ₹10,000.00 · No-cost EMI')).toBeVisible();
  const save = form.getByRole('button', { name: 'Save UPI and EMI settings' });
  try {
    await form.getByLabel('Payee UPI id (VPA)').fill('tangerine');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText('The UPI id is name@bank, for example tangerine@icici.');
    await form.getByLabel('Payee UPI id (VPA)').fill(upiVpa);
    await form.getByLabel('9 months: Interest % a year').fill('12.345');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText('9 months: the interest has at most two decimals.');
    await form.getByLabel('9 months: Interest % a year').fill('14.5');
    await form.getByRole('checkbox', { name: 'No-cost on 9 months' }).check();
    await form.getByLabel('9 months: No-cost from (₹)').fill('50000');
    await expect(form.getByText('9 months × ₹6,666.67 · No-cost EMI')).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: info.outputPath(`settings-upi-emi-${width}.png`) });
    }
    await save.click();
    await expect(page.getByText('UPI and EMI settings saved.')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    const saved = (await (await request.get('/api/admin/settings', { headers })).json()).data;
    expect(saved.emiPlans).toContainEqual({ months: 9, annualRatePercent: 14.5, noCostFromRupees: 50_000 });
  } finally {
    await request.put('/api/admin/settings', { headers, data: { upiVpa, upiPayeeName, emiMinOrder, emiPlans } });
  }
  expect(consoleErrors).toEqual([]);
});
