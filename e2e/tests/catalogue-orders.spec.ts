/**
 * Acceptance 4 (issue 4): a shopper with two orders sees both cards, opens one (the other closes),
 * and /order-details/{id} shows its id, total in ₹ and status; another shopper cannot see it.
 */
import { expect, findProducts, placeCodOrder, signUp, test, useSessionIn, live } from '../fixtures';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

test('two orders: one card open at a time, details for the owner only', async ({ page, browser, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Tara');
  // Kids' pieces, from the end of the list: no other spec orders these.
  const products = (await findProducts(request, 'in_stock=true&category_id=kids')).filter((p) => !p.sold_out).slice(-2);
  expect(products).toHaveLength(2);
  const orders = [];
  for (const p of products) orders.push(await placeCodOrder(request, shopper, p, p.sizes.find((s) => s.quantity > 0)!._id));

  await useSessionIn(page, shopper);
  await page.goto('/order-and-return');
  const cards = orders.map((o) => page.getByRole('button', { name: new RegExp(`^Order #${o._id.slice(-6)}`) }));
  for (const [i, card] of cards.entries()) {
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toContainText(inr.format(orders[i]!.total_price));
    await expect(card).toContainText(orders[i]!.status);
  }

  await cards[0]!.click();
  await expect(cards[0]!).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(products[0]!.product_name)).toBeVisible();
  await cards[1]!.click();
  await expect(cards[1]!).toHaveAttribute('aria-expanded', 'true');
  await expect(cards[0]!).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(products[0]!.product_name)).toBeHidden();
  await expect(page.getByText(products[1]!.product_name)).toBeVisible();
  await cards[1]!.click();
  await expect(cards[1]!).toHaveAttribute('aria-expanded', 'false');

  const order = orders[1]!;
  await page.goto(`/order-details/${order._id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(main.getByText(order._id)).toBeVisible();
  await expect(main.getByText(inr.format(order.total_price)).first()).toBeVisible();
  await expect(main.getByText(order.status, { exact: true }).first()).toBeVisible();

  // Another shopper: the API answers 404 and the page says so, showing nothing of the order.
  const other = await signUp(request, 'Ravi');
  const context = await browser.newContext();
  const stranger = live(await context.newPage());
  const strangerErrors: string[] = [];
  stranger.on('console', (m) => m.type() === 'error' && strangerErrors.push(m.text()));
  await useSessionIn(stranger, other);
  await stranger.goto(`/order-details/${order._id}`);
  await expect(stranger.getByRole('alert')).toHaveText(/^Error: /);
  await expect(stranger.getByText(order._id)).toHaveCount(0);
  await expect(stranger.getByText(inr.format(order.total_price))).toHaveCount(0);
  const api = await request.get(`/api/order/details/${order._id}`, { headers: { authorization: `Bearer ${other.token}` } });
  expect(api.status()).toBe(404);
  // The browser logs the refused request itself; nothing else may fail.
  expect(strangerErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

test('right after checkout /order shows the success panel above the list', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Isha');
  const product = (await findProducts(request, 'in_stock=true&category_id=kids')).filter((p) => !p.sold_out).at(-3)!;
  const order = await placeCodOrder(request, shopper, product, product.sizes.find((s) => s.quantity > 0)!._id);
  await useSessionIn(page, shopper);
  await page.goto(`/order?placed=${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(`#${order._id.slice(-6)}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Order #${order._id.slice(-6)}`) })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'View Orders and Returns' }).click();
  await expect(page).toHaveURL(/\/order-and-return$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders and Returns' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
