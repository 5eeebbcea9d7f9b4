/**
 * The home page as data (issue 19), as journeys both the desktop and the phone specs walk: staff
 * edit a hero slide in the back office and the home page (server-rendered, cached) shows it;
 * recently viewed lists the last pieces a shopper opened, on the product page and the home page,
 * for a visitor and, after signing in, on the account.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signUp, useSessionIn, type CatalogueProduct } from '../fixtures';
import { signInAdmin, uniqueSuffix } from './admin-helpers';

interface StaffSlide {
  _id: string;
  heading: string;
  text: string;
  eyebrow: string;
  link_url: string;
  link_label: string;
  image: string;
  phone_image: string | null;
  image_alt: string;
}

/**
 * Edits the hero slide at `slideIndex` in the back office and finds it on the home page, in the
 * server's HTML and on screen (its dot chosen in the carousel). The slide is put back afterwards.
 * The desktop and phone specs edit different slides, so they can run side by side.
 */
export async function editHeroSlideAndSeeIt(page: Page, request: APIRequestContext, slideIndex: number): Promise<void> {
  const admin = await signInAdmin(request);
  const auth = { authorization: `Bearer ${admin.token}` };
  const slides = (await (await request.get('/api/admin/content/slides', { headers: auth })).json()).data as StaffSlide[];
  const slide = slides[slideIndex]!;
  const heading = `Quiet luxury ${uniqueSuffix()}`;
  await useSessionIn(page, admin);
  try {
    await page.goto('/admin/home');
    await page.getByRole('button', { name: `Edit ${slide.heading}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Heading').fill(heading);
    await dialog.getByRole('textbox', { name: /^Link/ }).fill('/sale-items');
    await dialog.getByLabel('Button label').fill('See the sale');
    await dialog.getByRole('button', { name: 'Save slide' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(heading)).toBeVisible();

    // The home page, as its HTML comes from the server (no JavaScript needed to see the slide).
    const html = await (await request.get('/')).text();
    expect(html).toContain(heading);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured collections' });
    // Choosing a slide's dot also pauses the carousel (the focus is inside it).
    await hero.getByRole('button', { name: `Show slide ${slideIndex + 1} of ${slides.length}` }).click();
    await expect(hero.getByRole('heading', { name: heading })).toBeVisible();
    await expect(hero.getByRole('heading', { name: heading })).toBeInViewport();
    await expect(hero.getByRole('link', { name: 'See the sale' })).toHaveAttribute('href', '/sale-items');
  } finally {
    const { _id, ...body } = slide;
    await request.put(`/api/admin/content/slides/${_id}`, { headers: auth, data: { ...body, starts_at: null, ends_at: null } });
  }
}

/** Opens three pieces, checks "Recently viewed" on the product and home pages, then signs in and finds the list on the account. */
export async function recentlyViewedJourney(page: Page, request: APIRequestContext, firstName: string): Promise<void> {
  const list = (await (await request.get('/api/product/list?limit=4&in_stock=true&facets=false')).json()).data.products as CatalogueProduct[];
  const [a, b, c] = list;
  for (const p of [a!, b!, c!]) {
    await page.goto(`/product/${p._id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible();
    // A view is recorded by the live page (after the first view has painted and the app started).
    await expect(page.locator('html[data-live]')).toHaveCount(1);
  }
  // On the product page: the others, most recent first, not the piece on screen.
  const onProduct = page.getByRole('region', { name: 'Recently viewed' });
  await expect(onProduct.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(onProduct.getByRole('heading', { level: 3 }).nth(0)).toContainText(b!.product_name);
  await expect(onProduct.getByRole('heading', { level: 3 }).nth(1)).toContainText(a!.product_name);

  await page.goto('/');
  const onHome = page.getByRole('region', { name: 'Recently viewed' });
  await expect(onHome.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(onHome.getByRole('heading', { level: 3 }).first()).toContainText(c!.product_name);
  await onHome.scrollIntoViewIfNeeded();
  await expect(onHome.getByRole('link', { name: new RegExp(escapeRegExp(c!.product_name)) }).first()).toBeInViewport();

  // Signing in moves this browser's list to the account.
  const shopper = await signUp(request, firstName);
  await useSessionIn(page, shopper);
  // The merge answers slowly, so an account list read before it settles would come back empty.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/user/recently-viewed')) reads.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.route('**/api/user/recently-viewed/merge', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/');
  await expect(onHome.getByRole('heading', { level: 3 })).toHaveCount(3);
  expect(reads[0]).toBe('POST /api/user/recently-viewed/merge');
  await page.unroute('**/api/user/recently-viewed/merge');
  await expect
    .poll(async () => ((await (await request.get('/api/user/recently-viewed', { headers: { authorization: `Bearer ${shopper.token}` } })).json()).data as { _id: string }[]).map((p) => p._id))
    .toEqual([c!._id, b!._id, a!._id]);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How far the page scrolls sideways (0 when it fits the screen). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
