/**
 * Acceptance 1 (issue 4): starting at /, every same-origin link of the header, the menus (mega menu
 * panels are in the page even while closed) and the footer leads to a real page: none shows
 * "404 - Page Not Found" and none logs a console error.
 */
import { expect, test } from '../fixtures';

test('every internal link of the header, menus and footer opens a real page without console errors', async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The mobile menu's links exist only while it is open; open it when the viewport shows its button.
  const menuButton = page.getByRole('banner').getByRole('button', { name: /menu/i }).first();
  if (await menuButton.isVisible()) await menuButton.click();

  const origin = new URL(baseURL!).origin;
  const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLAnchorElement>('header a[href], nav a[href], footer a[href], [role="dialog"] a[href]'), (a) => a.href));
  const targets = [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.replace(/#.*$/, '')))].sort();
  expect(targets.length).toBeGreaterThan(20);

  const failures: string[] = [];
  for (const url of targets) {
    const before = consoleErrors.length;
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    expect(response?.status(), url).toBeLessThan(400);
    await expect(page.getByRole('main'), url).toBeVisible();
    if (await page.getByText('404 - Page Not Found').count()) failures.push(`${url}: 404 - Page Not Found`);
    if (await page.getByText('Unexpected Application Error!').count()) failures.push(`${url}: application error`);
    for (const message of consoleErrors.slice(before)) failures.push(`${url}: ${message}`);
  }
  expect(failures).toEqual([]);
});
