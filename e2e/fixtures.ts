/**
 * Test helpers that make real data through the shop's API (never mocks): shoppers, sign-in in the
 * browser's storage, cart lines, and products found in the demo catalogue.
 */
import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export interface Shopper {
  id: string;
  email: string;
  password: string;
  token: string;
  firstName: string;
  lastName: string;
}

export const DEMO_ADMIN = { email: 'admin@tangerineluxury.example', password: 'Admin@Tangerine1' };
export const DEMO_SHOPPER = { email: 'shopper@example.com', password: 'Shopper@12345' };

export async function signUp(request: APIRequestContext, firstName = 'Ananya'): Promise<Shopper> {
  const email = `e2e-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Marigold-2026';
  const lastName = 'Iyer';
  const up = await request.post('/api/user/signup', { data: { first_name: firstName, last_name: lastName, email, password, confirmPassword: password } });
  expect(up.status(), await up.text()).toBe(201);
  return signIn(request, email, password, firstName, lastName);
}

export async function signIn(request: APIRequestContext, email: string, password: string, firstName = '', lastName = ''): Promise<Shopper> {
  const res = await request.post('/api/user/signin', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data;
  return { id: user._id, email, password, token, firstName: user.first_name ?? firstName, lastName: user.last_name ?? lastName };
}

/** Puts the session where the web app keeps it (localStorage), before any page script runs. */
export async function useSessionIn(page: Page, shopper: Shopper): Promise<void> {
  const res = await page.request.get(`/api/user/details/${shopper.id}`, { headers: { authorization: `Bearer ${shopper.token}` } });
  const user = (await res.json()).data;
  await page.addInitScript(
    ([token, userJson, id]) => {
      if (!window.localStorage.getItem('authToken')) {
        window.localStorage.setItem('authToken', token);
        window.localStorage.setItem('user', userJson);
        window.localStorage.setItem('userId', id);
      }
    },
    [shopper.token, JSON.stringify(user), shopper.id] as const,
  );
}

export interface CatalogueProduct {
  _id: string;
  product_name: string;
  sizes: { _id: string; size: string; quantity: number }[];
  effective_price: number;
  sold_out: boolean;
}

/** Products of the demo catalogue matching a listing query. */
export async function findProducts(request: APIRequestContext, query: string): Promise<CatalogueProduct[]> {
  const res = await request.get(`/api/product/list?limit=100&${query}`);
  return (await res.json()).data.products;
}

export async function addToCartViaApi(request: APIRequestContext, shopper: Shopper, productId: string, sizeId: string, quantity = 1) {
  const res = await request.post('/api/cart/add-item', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { product_id: productId, size_id: sizeId, quantity },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts one piece (its first size, or `sizeId`) in the shopper's cart and places a cash-on-delivery order to Delhi. */
export async function placeCodOrder(
  request: APIRequestContext,
  shopper: Shopper,
  product: { _id: string; sizes: { _id: string }[] },
  sizeId = product.sizes[0]!._id,
): Promise<{ _id: string; total_price: number; status: string }> {
  return placeOrder(request, shopper, product, sizeId, 'cod');
}

/** Puts one piece in the shopper's cart and places an order to Delhi, paid by `paymentMethod` (an online one holds the piece until paid). */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  product: { _id: string },
  sizeId: string,
  paymentMethod: 'cod' | 'upi' | 'card',
): Promise<{ _id: string; total_price: number; status: string }> {
  await addToCartViaApi(request, shopper, product._id, sizeId);
  const res = await request.post('/api/order/add', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      address: {
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        email: shopper.email,
        phone: '+91 98111 22334',
        address: '4 Prithviraj Road',
        city: 'New Delhi',
        state: 'Delhi',
        country: 'India',
        zipCode: '110001',
      },
      paymentMethod,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.order;
}

/** Full-page screenshots of the page at 1440 px and at 390 px, kept with the test's results. */
export async function screenshots(page: Page, info: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.screenshot({ path: info.outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

/**
 * Fails the test on any console error or uncaught page error (a CSP violation, a React warning, a
 * 5xx). The browser's own "Failed to load resource … status of 4xx" lines are not errors of the
 * app: they are refusals the screens handle (a sold item, a wrong password) and show to the shopper.
 */
const HANDLED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The page, with `goto` waiting until a storefront page is live (hydrated), as a shopper's tap
 * does once the scripts have loaded. Pages of a second browser context get it through this too.
 */
export function live(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.includes('text/html')) await page.locator('html[data-live]').waitFor({ state: 'attached' });
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Storefront pages arrive whole from the server and come alive when the app has hydrated
  // (`html[data-live]`); a test acts on a page once it is live, as a shopper's tap does once the
  // scripts have loaded. Pages fetched without JavaScript use their own context, not this page.
  page: async ({ page }, use) => {
    await use(live(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(
        errors.filter((e) => !HANDLED_CLIENT_ERROR.test(e)),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
