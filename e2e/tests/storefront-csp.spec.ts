/**
 * The shop's strict Content-Security-Policy (issue 9) holds in the browser: the pages and their
 * forms (which validate with zod, a library that probes for eval unless told not to) cause no
 * violation, and the first JavaScript of the home page carries no zod.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { allProducts } from './storefront-helpers';

/** Collects every CSP violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('pages and forms cause no Content-Security-Policy violation', async ({ page, request, consoleErrors }) => {
  const violations = await recordViolations(page);
  const [product] = await allProducts(request, 'in_stock=true');
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  // zod's core says this when a parse meets a Promise; no script of the home page contains it.
  for (const url of scripts) expect(await (await request.get(url)).text(), url).not.toContain('during synchronous parse');

  for (const path of ['/shop', `/product/${product!._id}`, '/login', '/signup', '/contact', '/sell-with-us']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  // A form's validation runs zod: still no violation.
  await page.goto('/login');
  await page
    .getByRole('main')
    .getByRole('button', { name: /sign in/i })
    .click();
  await expect(page.getByRole('main').getByText(/email/i).first()).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
