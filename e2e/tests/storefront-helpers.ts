/** Helpers shared by the storefront specs (issue 3): catalogue look-ups and the shop's ₹ format. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, findProducts, type CatalogueProduct } from '../fixtures';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** "₹1,00,000.00", as the shop shows amounts. */
export function rupees(amount: number): string {
  return inr.format(amount);
}

/** Every product of the demo catalogue matching `query` (all pages). */
export async function allProducts(request: APIRequestContext, query = ''): Promise<CatalogueProduct[]> {
  const out: CatalogueProduct[] = [];
  for (let page = 1; page <= 10; page++) {
    const batch = await findProducts(request, `page=${page}${query ? `&${query}` : ''}`);
    out.push(...batch);
    if (batch.length < 100) break;
  }
  return out;
}

export function inStockSizes(p: CatalogueProduct) {
  return p.sizes.filter((s) => s.quantity > 0);
}

/**
 * The header's cart button, whose name carries the count: "Cart (2)". While a panel is open the
 * rest of the page is hidden from assistive technology (the dialog is modal), so hidden elements
 * are included.
 */
export function cartButton(page: Page, count: number) {
  return page.locator('header').getByRole('button', { name: `Cart (${count})`, includeHidden: true });
}

export function wishlistLink(page: Page, count: number) {
  return page.locator('header').getByRole('link', { name: `Wishlist (${count})`, includeHidden: true });
}

/** Picks a size on the product page by clicking its label (the radio itself is visually hidden). */
export async function chooseSize(page: Page, size: string) {
  const radio = page.getByRole('radio', { name: size, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** A billing address in New Delhi, as the checkout form takes it. */
export const DELHI_BILLING = { phone: '+91 98111 22334', address: '12 Aurobindo Marg', city: 'New Delhi', state: 'Delhi', pin: '110016' };

/** Types the checkout's billing address (the name and email come from the account). */
export async function fillBilling(page: Page, billing = DELHI_BILLING) {
  const main = page.getByRole('main');
  await main.getByLabel(/^Phone/).fill(billing.phone);
  await main.getByLabel('Address').fill(billing.address);
  await main.getByLabel('City').fill(billing.city);
  await main.getByLabel('State').fill(billing.state);
  await main.getByLabel('PIN Code').fill(billing.pin);
}
