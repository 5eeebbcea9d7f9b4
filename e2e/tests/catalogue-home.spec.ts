/**
 * The home page's timed parts (catalogue §2, §9) on a controlled clock: the newsletter popup at 4 s
 * (Escape closes it, once a session), the hero every 5 s, the "Oops! It's Gone" notice every 15 s
 * for 7 s; the sale grid with its percent off; the newsletter band storing a sign-up once.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addToCartViaApi, expect, findProducts, signUp, test, useSessionIn } from '../fixtures';

/** Stops the page's clock where it is: from here on, time moves only when the test moves it. */
async function pauseClock(page: Page) {
  // The page's time still flows until paused: aim a little ahead, and again if it has passed by then.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200 * attempt);
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
    }
  }
}

async function currentSlide(page: Page): Promise<number> {
  return page.evaluate(() => Array.from(document.querySelectorAll('button[aria-label^="Show slide"]')).findIndex((b) => b.getAttribute('aria-current') === 'true'));
}

test('popup, hero and sold notice keep their timings; the sale grid shows percent off', async ({ page, consoleErrors }) => {
  await page.clock.install();
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured collections' });
  const firstImage = hero.getByRole('img').first();
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstImage).toHaveAttribute('width', '1600');
  await expect(hero.getByRole('link', { name: 'Shop Now' }).first()).toHaveAttribute('href', '/shop');
  await expect(hero.getByRole('link', { name: 'Sell With Us' }).first()).toHaveAttribute('href', '/sell-with-us');
  const dots = hero.getByRole('button', { name: /^Show slide \d of 4$/ });
  await expect(dots).toHaveCount(4);
  await pauseClock(page);

  const popup = page.getByRole('dialog', { name: /Sign up and get 25% off/ });
  await expect(popup).toHaveCount(0);
  await page.clock.runFor(4100);
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // The hero moves on every 5 s.
  const before = await currentSlide(page);
  await page.clock.runFor(5000);
  await expect(dots.nth(before)).not.toHaveAttribute('aria-current', 'true');
  await dots.nth(3).click();
  await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');

  const sale = page.getByRole('region', { name: 'SALE IS LIVE' });
  const cards = sale.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\d+% off/);
  await expect(sale.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/sale-items');

  // The sold notice shows within any 15 s, then stays 7 s.
  const notice = page.getByText('Oops! It’s Gone');
  let waited = 0;
  while (waited < 15_000 && (await notice.count()) === 0) {
    await page.clock.runFor(500);
    waited += 500;
  }
  await expect(notice).toBeVisible();
  await page.clock.runFor(6000);
  await expect(notice).toBeVisible();
  await page.clock.runFor(1500);
  await expect(notice).toHaveCount(0);

  // Once per session: back on the home page, no popup again.
  await page
    .getByRole('link', { name: 'Tangerine Luxury' })
    .first()
    .click()
    .catch(() => page.goto('/'));
  await page.clock.runFor(5000);
  await expect(popup).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the newsletter band stores a sign-up once', async ({ page, request, consoleErrors }) => {
  await page.goto('/');
  const band = page.getByRole('region', { name: /Sign up and get 25% off/ });
  const email = `news-${randomBytes(4).toString('hex')}@example.com`;
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(band.getByRole('alert')).toHaveText('Please enter your email address.');
  await band.getByLabel('Email address').fill(email);
  await band.getByRole('button', { name: 'Subscribe' }).click();
  await expect(band.getByRole('status')).toContainText('Thank you for subscribing!');
  const again = await request.post('/api/newsletter', { data: { email } });
  expect(again.status()).toBe(200);
  expect((await again.json()).message).toBe('You are already subscribed.');
  expect(consoleErrors).toEqual([]);
});

test('the cart reminder: after 30 s, Remind Me Later for the session, Go to Cart on leaving through the top', async ({ page, request, consoleErrors }) => {
  const shopper = await signUp(request, 'Kavya');
  // A piece left in the cart, never ordered: the last in-stock men's piece.
  const product = (await findProducts(request, 'in_stock=true&category_id=men')).filter((p) => !p.sold_out).at(-1)!;
  await addToCartViaApi(request, shopper, product._id, product.sizes.find((s) => s.quantity > 0)!._id);
  await useSessionIn(page, shopper);
  await page.clock.install();
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  await pauseClock(page);
  const reminder = page.getByRole('dialog', { name: 'Still thinking it over?' });
  // Its 30 s run from when the cart loaded, a moment before the clock was paused.
  await page.clock.runFor(25_000);
  await expect(reminder).toHaveCount(0);
  await page.clock.runFor(6000);
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('1 item');
  await reminder.getByRole('button', { name: 'Remind Me Later' }).click();
  await expect(reminder).toHaveCount(0);
  // (A paused clock would also hold the page's own scheduling: let it run while the next page loads.)
  await page.clock.resume();
  await page.goto('/shop');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  await pauseClock(page);
  await page.clock.runFor(31_000);
  await expect(reminder).toHaveCount(0);

  // A new session: the pointer leaving through the top edge brings it at once.
  await page.clock.resume();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/about');
  // The heading comes rendered by the server; the reminder listens once the page is live and the cart has loaded.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { clientX: 300, clientY: 2, relatedTarget: null, bubbles: true })));
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(consoleErrors).toEqual([]);
});
