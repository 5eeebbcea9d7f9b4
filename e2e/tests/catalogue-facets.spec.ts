/** Facet counts beside every filter value (issue 16), at 1440 px: they follow the other filters, and empty values are disabled. */
import { expect, test } from '../fixtures';

type Facet = { value: string; count: number };
type Facets = Record<'brand' | 'size' | 'colour' | 'condition' | 'category' | 'price', Facet[]>;
const countOf = (facets: Facet[], value: string) => facets.find((f) => f.value === value)?.count ?? 0;

test.skip(({ viewport }) => !viewport || viewport.width < 1000, 'desktop only');

test('the filter panel shows how many pieces each value holds, counted under the other filters', async ({ page, request, consoleErrors }) => {
  await page.goto('/shop?category_id=women');
  const panel = page.getByRole('complementary', { name: 'Filters' });
  let facets: Facets = (await (await request.get('/api/product/list?category_id=women&limit=12')).json()).data.facets;
  const sizes = panel.getByRole('group', { name: 'Sizes' });
  for (const size of ['S', 'M']) await expect(sizes.locator(`[data-count="${size}"]`)).toHaveText(String(countOf(facets.size, size)));
  const colours = panel.getByRole('group', { name: 'Colours' });
  await expect(colours.locator('[data-count="black"]')).toHaveText(String(countOf(facets.colour, 'black')));
  await expect(panel.locator('[data-count="pristine"]')).toHaveText(String(countOf(facets.condition, 'pristine')));

  // Choose black: every other facet is now counted among black pieces; the colours still show what each would give.
  await colours.getByRole('button', { name: 'Black' }).click();
  await expect(page).toHaveURL(/colors=Black/);
  facets = (await (await request.get('/api/product/list?category_id=women&colors=black&limit=12')).json()).data.facets;
  const black = countOf(facets.colour, 'black');
  await expect(page.getByText(`${black} products`)).toBeVisible();
  for (const size of ['S', 'M', 'L', 'XL']) await expect(sizes.locator(`[data-count="${size}"]`)).toHaveText(String(countOf(facets.size, size)));
  await expect(colours.locator('[data-count="red"]')).toHaveText(String(countOf(facets.colour, 'red')));
  // A size with no black piece is disabled; one with pieces is not.
  const empty = ['S', 'M', 'L', 'XL'].find((s) => countOf(facets.size, s) === 0);
  if (empty) await expect(sizes.getByRole('button', { name: empty, exact: true })).toBeDisabled();
  const full = ['S', 'M', 'L', 'XL'].find((s) => countOf(facets.size, s) > 0)!;
  await expect(sizes.getByRole('button', { name: full, exact: true })).toBeEnabled();
  // Brands list only the houses with black pieces here, each with its count.
  const brandRows = panel.getByRole('group', { name: 'Brand' }).getByRole('checkbox');
  await expect(brandRows).toHaveCount(facets.brand.length);
  // Price bands count the pieces in each band.
  for (const band of facets.price) await expect(panel.locator(`[data-count="${band.value}"]`)).toHaveText(String(band.count));
  expect(consoleErrors).toEqual([]);
});
