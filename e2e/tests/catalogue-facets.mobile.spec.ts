/** Facet counts in the phone's Filters panel (issue 16), at 390 px. */
import { expect, test } from '../fixtures';

type Facet = { value: string; count: number };
const countOf = (facets: Facet[], value: string) => facets.find((f) => f.value === value)?.count ?? 0;

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

test('the Filters panel shows the counts beside each value and they follow a choice', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  let facets = (await (await request.get('/api/product/list?limit=12')).json()).data.facets;
  const conditions = ['new_with_tags', 'pristine', 'good'];
  for (const c of conditions) await expect(panel.locator(`[data-count="${c}"]`)).toHaveText(String(countOf(facets.condition, c)));
  await panel.getByRole('group', { name: 'Colours' }).getByRole('button', { name: 'Red' }).click();
  await expect(page).toHaveURL(/colors=Red/);
  facets = (await (await request.get('/api/product/list?colors=red&limit=12')).json()).data.facets;
  for (const c of conditions) await expect(panel.locator(`[data-count="${c}"]`)).toHaveText(String(countOf(facets.condition, c)));
  await expect(panel.getByRole('group', { name: 'Sizes' }).locator('[data-count="M"]')).toHaveText(String(countOf(facets.size, 'M')));
  await expect(panel.getByRole('button', { name: `Show ${countOf(facets.colour, 'red')} results` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
