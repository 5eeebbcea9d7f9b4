/** Acceptance 1 (issue 3): header search suggestions for a visitor. */
import { expect, test } from '../fixtures';

test.describe('header search', () => {
  test('suggests at most 5 products with picture and ₹ price, opens the chosen one, and ignores short terms', async ({ page, consoleErrors }) => {
    const suggestCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/product/suggest')) suggestCalls.push(new URL(r.url()).searchParams.get('search') ?? '');
    });
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

    await search.pressSequentially('cha', { delay: 40 });
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (let i = 0; i < count; i++) {
      const option = options.nth(i);
      await expect(option.getByRole('img')).toBeVisible();
      await expect(option).toContainText('₹');
    }
    // Typed key by key, the search waited for the pause: one call, for the whole term.
    expect(suggestCalls).toEqual(['cha']);

    const first = options.first();
    const name = (await first.locator('span.truncate').textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(search).toHaveValue('');

    await search.fill('zz');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    await expect(page.getByText('No products found')).toHaveCount(0);

    await search.fill('qqxzv');
    await expect(page.getByRole('banner').getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    expect(suggestCalls).not.toContain('zz');

    await search.fill('  chanel  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/shop\?search=chanel$/);
    await expect(search).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('arrow keys move through the suggestions and Enter opens one', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.fill('bag');
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
  });
});
