/**
 * A piece in a shopper's cart that another shopper has ordered and is paying for online is held,
 * not sold: the cart says so, and by when it is back if that payment does not go through.
 */
import { addToCartViaApi, expect, findProducts, placeOrder, screenshots, signUp, test, useSessionIn } from '../fixtures';
import { cartButton } from './storefront-helpers';

test('the cart shows a piece another shopper is paying for as held, with the time it comes back', async ({ page, request, consoleErrors }, info) => {
  // A one-of-one piece from a category no other test orders from.
  const piece = (await findProducts(request, 'in_stock=true&category_id=women&sub_category_id=women-footwear')).filter((p) => !p.sold_out && p.sizes.filter((s) => s.quantity > 0).length === 1).at(-1);
  const size = piece?.sizes.find((s) => s.quantity === 1);
  expect(size, 'a one-of-one piece in women’s footwear').toBeTruthy();
  const waiting = await signUp(request, 'Meera');
  const payer = await signUp(request, 'Rohan');
  await addToCartViaApi(request, waiting, piece!._id, size!._id);
  expect((await placeOrder(request, payer, piece!, size!._id, 'upi')).status).toBe('Awaiting Payment');

  await useSessionIn(page, waiting);
  await page.goto('/');
  await cartButton(page, 1).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel.getByText(/^Another shopper is paying for this piece\. If their payment does not go through, it will be back in stock by \d{1,2}:\d{2}\W*(am|pm)\.$/i)).toBeVisible();
  await expect(panel.getByText('This item has just sold out.')).toHaveCount(0);
  await screenshots(page, info, 'cart-held');
  expect(consoleErrors).toEqual([]);
});
