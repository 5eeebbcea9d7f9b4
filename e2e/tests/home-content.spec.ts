/**
 * The home page as data (issue 19): staff edit a hero slide in the back office and the home page
 * (server-rendered, cached) shows it; recently viewed lists the last pieces a shopper opened, on
 * the home page and the product page, for a visitor and, after signing in, on the account.
 */
import { expect, signUp, test, useSessionIn, type CatalogueProduct } from '../fixtures';
import { signInAdmin, uniqueSuffix } from './admin-helpers';

test('staff edit a hero slide in the back office and see it on the home page', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  const slides = (await (await request.get('/api/admin/content/slides', { headers: { authorization: `Bearer ${admin.token}` } })).json()).data as {
    _id: string;
    heading: string;
    text: string;
    eyebrow: string;
    link_url: string;
    link_label: string;
    image: string;
    phone_image: string | null;
    image_alt: string;
  }[];
  const first = slides[0]!;
  const heading = `Quiet luxury ${uniqueSuffix()}`;
  await useSessionIn(page, admin);
  try {
    await page.goto('/admin/home');
    await page.getByRole('button', { name: `Edit ${first.heading}` }).click();
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
    await expect(hero.getByRole('heading', { name: heading })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'See the sale' })).toHaveAttribute('href', '/sale-items');
  } finally {
    const { _id, ...body } = first;
    await request.put(`/api/admin/content/slides/${_id}`, { headers: { authorization: `Bearer ${admin.token}` }, data: { ...body, text: body.text, starts_at: null, ends_at: null } });
  }
});

test('recently viewed shows the last pieces opened, on the home page and the product page, and follows the shopper on signing in', async ({ page, request }) => {
  const list = (await (await request.get('/api/product/list?limit=4&in_stock=true&facets=false')).json()).data.products as CatalogueProduct[];
  const [a, b, c] = list;
  for (const p of [a!, b!, c!]) {
    await page.goto(`/product/${p._id}`);
    await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible();
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

  // Signing in moves this browser's list to the account.
  const shopper = await signUp(request, 'Mira');
  await useSessionIn(page, shopper);
  await page.goto('/');
  await expect(onHome.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect
    .poll(async () => ((await (await request.get('/api/user/recently-viewed', { headers: { authorization: `Bearer ${shopper.token}` } })).json()).data as { _id: string }[]).map((p) => p._id))
    .toEqual([c!._id, b!._id, a!._id]);
});
