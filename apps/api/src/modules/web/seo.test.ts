import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createProduct } from '../../../test/factories';
import { SITEMAP_PAGES, headFor, robotsTxt } from './seo';

let t: TestApp;
let product: { id: string };
beforeAll(async () => {
  ({ t } = await shopWith());
  product = await createProduct(t, { name: 'Hermès Kelly 28 <Sellier>', price: 9_50_000, estimatedPrice: 14_00_000, description: 'A black Kelly in Epsom leather.\nEXTERIOR\nMaterial: Epsom' });
});
afterAll(() => t.close());

describe('the head the server sends', () => {
  it('gives a product page its name in the title, canonical URL, Open Graph tags and Product JSON-LD with the INR price', async () => {
    const head = await headFor(t.database, 'https://shop.example', `/product/${product.id}`);
    expect(head.status).toBe(200);
    expect(head.html).toContain('<title>Hermès Kelly 28 &lt;Sellier&gt; · ₹9,50,000 | Tangerine Luxury</title>');
    expect(head.html).toContain(`<link rel="canonical" href="https://shop.example/product/${product.id}" />`);
    expect(head.html).toContain('<meta property="og:type" content="product" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(head.html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Hermès Kelly 28 <Sellier>',
      description: 'A black Kelly in Epsom leather.',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { priceCurrency: 'INR', price: '950000.00', availability: 'https://schema.org/InStock' },
    });
    expect(head.html).not.toContain('<Sellier>');
  });

  it('answers 404 with noindex for an unknown product or route, and titles the static pages', async () => {
    for (const path of ['/product/00000000-0000-4000-8000-000000000000', '/no-such-page']) {
      const head = await headFor(t.database, 'https://shop.example', path);
      expect(head.status, path).toBe(404);
      expect(head.html).toContain('404 - Page Not Found');
      expect(head.html).toContain('noindex');
    }
    const layaway = await headFor(t.database, 'https://shop.example', '/layaway');
    expect(layaway.html).toContain('<title>Layaway | Tangerine Luxury</title>');
    const shop = await headFor(t.database, 'https://shop.example', '/shop?category_id=women&sub_category_id=women-bags&sort=price-asc');
    expect(shop.html).toContain('<link rel="canonical" href="https://shop.example/shop?category_id=women&amp;sub_category_id=women-bags" />');
    expect((await headFor(t.database, 'https://shop.example', '/checkout')).html).toContain('noindex');
  });

  it("preloads the home hero's first picture, the phone's and the wide one each for its screens", async () => {
    const home = (await headFor(t.database, 'https://shop.example', '/')).html;
    expect(home).toContain('<link rel="preload" as="image" href="/art/hero-1-tall.webp" media="(max-width: 639px)" fetchpriority="high" />');
    expect(home).toContain('<link rel="preload" as="image" href="/art/hero-1-wide.webp" media="not all and (max-width: 639px)" fetchpriority="high" />');
    expect((await headFor(t.database, 'https://shop.example', '/layaway')).html).not.toContain('rel="preload"');
  });

  it('robots.txt keeps out the private pages and no public page of the sitemap', () => {
    // A rule matches a path's start; `*` is any text and a final `$` the end (as Google and Bing read them).
    const rules = robotsTxt('https://shop.example')
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map(
        (l) =>
          new RegExp(
            `^${l
              .slice(10)
              .replace(/[.?+()[\]{}|\\^]/g, '\\$&')
              .replace(/\*/g, '.*')}`,
          ),
      );
    const blocked = (path: string) => rules.some((r) => r.test(path));
    for (const page of SITEMAP_PAGES) expect(blocked(page), page).toBe(false);
    for (const page of ['/order', '/order-and-return', '/order-details/1', '/checkout', '/admin/orders', '/api/product/list']) expect(blocked(page), page).toBe(true);
  });

  it('lists every product for sale in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const ids = (await t.database.query<{ id: string }>(`SELECT id FROM products WHERE status = 'active'`)).map((r) => r.id);
    for (const id of ids) expect(sitemap.body).toContain(`/product/${id}</loc>`);
    expect(sitemap.body).toContain('/layaway</loc>');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-0.xml' })).body).toContain('/layaway</loc>');
  });
});
