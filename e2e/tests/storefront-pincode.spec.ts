/**
 * PIN codes (issue 20): typing a PIN code at checkout fills in the city and state; cash on delivery
 * is not offered above the ₹50,000 limit (the reason is shown, an online method is chosen); the
 * delivery date shows at checkout and on the product page, where the PIN code is remembered.
 */
import { addToCartViaApi, expect, screenshots, signUp, test, useSessionIn } from '../fixtures';
import { allProducts } from './storefront-helpers';

test('checkout: the PIN code fills the city and state; no cash on delivery above ₹50,000', async ({ page, request, consoleErrors }, info) => {
  const shopper = await signUp(request, 'Kavya');
  // Only put in the cart, never ordered: the stock stays for the other specs.
  const piece = (await allProducts(request, 'in_stock=true&category_id=women&sub_category_id=women-bags')).find((p) => p.sizes.length === 1 && p.effective_price > 50_000)!;
  await addToCartViaApi(request, shopper, piece._id, piece.sizes[0]!._id);
  await useSessionIn(page, shopper);
  await page.goto('/checkout');
  const main = page.getByRole('main');

  const cod = main.getByRole('radio', { name: /Cash on Delivery/ });
  await expect(cod).toBeDisabled();
  await expect(main.getByText('Cash on delivery is available for orders up to ₹50,000. Please pay online.')).toBeVisible();
  await expect(main.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeChecked();
  await expect(main.getByRole('button', { name: /^Place Order & Pay/ })).toBeVisible();

  await main.getByLabel('PIN Code').fill('560001');
  await expect(main.getByLabel('State')).toHaveValue('Karnataka');
  await expect(main.getByLabel('City')).toHaveValue('Bangalore');
  await expect(main.getByTestId('checkout-delivery')).toContainText('Estimated delivery to 560001: by');

  // Another PIN code replaces what the form filled in, but not a city the shopper typed.
  await main.getByLabel('PIN Code').fill('110001');
  await expect(main.getByLabel('State')).toHaveValue('Delhi');
  await expect(main.getByLabel('City')).toHaveValue('Delhi');
  await main.getByLabel('City').fill('New Delhi');
  await main.getByLabel('PIN Code').fill('400001');
  await expect(main.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(main.getByLabel('City')).toHaveValue('New Delhi');
  await expect(main.getByText(/PIN code 400001 is in/)).toHaveCount(0);
  await screenshots(page, info, 'checkout-pincode');
  expect(consoleErrors).toEqual([]);
});

test('product page: "Delivery by" for a typed PIN code, remembered on the next visit', async ({ page, request, consoleErrors }, info) => {
  const piece = (await allProducts(request, 'in_stock=true&category_id=women&sub_category_id=women-bags')).find((p) => p.effective_price > 50_000)!;
  await page.goto(`/product/${piece._id}`);
  const main = page.getByRole('main');
  const pin = main.getByLabel('PIN code for delivery');
  await pin.fill('01234');
  await main.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(main.getByText('Please enter a valid 6-digit PIN code.')).toBeVisible();
  await pin.fill('560001');
  await main.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(main.getByTestId('delivery-by')).toContainText(/Delivery by \w{3}, \d{1,2} \w{3} to Bangalore, Karnataka 560001/);
  await expect(main.getByText('Cash on delivery is available for orders up to ₹50,000; pay online for this piece.')).toBeVisible();
  await screenshots(page, info, 'product-delivery');

  await page.reload();
  await expect(main.getByLabel('PIN code for delivery')).toHaveValue('560001');
  await expect(main.getByTestId('delivery-by')).toContainText('Delivery by');
  expect(consoleErrors).toEqual([]);
});

test('saved addresses: the PIN code fills the state and a PIN code of another state is refused', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Rohan');
  await useSessionIn(page, shopper);
  await page.goto('/user-details');
  const book = page.getByRole('region', { name: 'Saved Addresses' });
  await book.getByRole('button', { name: 'Add Address' }).click();
  await book.getByLabel(/^Phone/).fill('+91 99000 11223');
  await book.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Park Street');
  await book.getByLabel('PIN Code').fill('700016');
  await expect(book.getByLabel('State')).toHaveValue('West Bengal');
  await expect(book.getByLabel('City')).toHaveValue('Kolkata');
  await book.getByLabel('State').fill('Karnataka');
  await book.getByRole('button', { name: 'Save Address' }).click();
  await expect(book.getByText('PIN code 700016 is in West Bengal, not Karnataka. Please check the PIN code and state.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
