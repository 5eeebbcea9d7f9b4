/**
 * Checkout (issue 3): required fields, the coupon box answered by the server, cash on delivery and
 * a card payment (declined, then approved) through the API, ending on /order.
 */
import { addToCartViaApi, expect, signUp, test, useSessionIn, type CatalogueProduct } from '../fixtures';
import { allProducts, cartButton, fillBilling, rupees } from './storefront-helpers';

/** One-size pieces (bags) nobody else's test orders, so stock is there. */
async function bags(request: Parameters<typeof allProducts>[0]): Promise<CatalogueProduct[]> {
  return (await allProducts(request, 'in_stock=true&category_id=women&sub_category_id=women-bags')).filter((p) => p.sizes.length === 1 && p.sizes[0]!.quantity > 0);
}

test('cash on delivery: required fields, coupon answers from the server, the order is placed and /order follows', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Nisha');
  // Cash on delivery is offered up to ₹50,000 (issue 20).
  const product = (await bags(request)).filter((p) => p.effective_price <= 50_000).at(-1)!;
  await addToCartViaApi(request, shopper, product._id, product.sizes[0]!._id);
  await useSessionIn(page, shopper);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(main.getByLabel(/^Phone/)).toHaveAttribute('type', 'tel');
  await expect(main.getByLabel('Country')).toHaveValue('India');
  await expect(main.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const total = main.getByTestId('checkout-total');
  await expect(total).toHaveText(rupees(product.effective_price + 40));
  await expect(main.getByText('Free', { exact: true })).toBeVisible();

  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText('Please enter a coupon code.')).toBeVisible();
  await main.getByLabel('Coupon code').fill('nosuchcode');
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(main.getByText('This coupon code is not valid.')).toBeVisible();
  await expect(total).toHaveText(rupees(product.effective_price + 40));

  await fillBilling(page);
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(cartButton(page, 0)).toBeVisible();

  const orders = await request.get('/api/order/getAllOrder', { headers: { authorization: `Bearer ${shopper.token}` } });
  const [order] = (await orders.json()).data;
  expect(order.payment_method).toBe('cod');
  expect(order.total_price).toBe(product.effective_price + 40);
  expect(consoleErrors).toEqual([]);
});

test('card: the card window asks for every detail; a declined card keeps the cart, an approved one places the order', async ({ page, request }) => {
  const shopper = await signUp(request, 'Vikram');
  const product = (await bags(request)).at(-2)!;
  await addToCartViaApi(request, shopper, product._id, product.sizes[0]!._id);
  await useSessionIn(page, shopper);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await fillBilling(page);
  await main.getByText('Credit / Debit Card').click();
  await expect(main.getByTestId('checkout-total')).toHaveText(rupees(product.effective_price));
  await main.getByRole('button', { name: /Place Order/ }).click();

  const card = page.getByRole('dialog', { name: 'Card Details' });
  await expect(card).toContainText(`Amount to pay: ${rupees(product.effective_price)}`);
  await card.getByRole('button', { name: /^Pay/ }).click();
  await expect(card.getByText('Please complete all card details')).toBeVisible();

  await card.getByLabel('Card Number').fill('4000 0000 0000 0002');
  await card.getByLabel('Name on Card').fill('Vikram Iyer');
  await card.getByLabel('Expiry (MM/YY)').fill('12/39');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page, 1)).toBeVisible();

  await card.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await card.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(cartButton(page, 0)).toBeVisible();
});
