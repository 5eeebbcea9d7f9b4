/**
 * Storefront pages rendered on the server (issue 15), read as a crawler or a browser without
 * JavaScript reads them: the product's name, ₹ price, pictures and description in the body, the
 * listings' product links, true status codes, no inline script, and a price change showing in the
 * next HTML, also from a second server on the same PostgreSQL database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { buildTestApp, onPostgres, type TestApp } from '../../../test/build-test-app';
import { buildWebRenderer } from '../../../test/build-web-renderer';
import { createProduct, createUser, editProduct, type TestUser } from '../../../test/factories';

let t: TestApp;
let web: { dir: string; remove(): void };
let admin: TestUser;
const products: { id: string; name: string }[] = [];
let featured: { id: string; name: string };

beforeAll(async () => {
  web = await buildWebRenderer();
  fs.mkdirSync(path.join(web.dir, 'assets'));
  fs.writeFileSync(path.join(web.dir, 'assets', 'probe.js'), 'export const probe = 1;\n');
  fs.writeFileSync(path.join(web.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ webDist: web.dir }, { serveWeb: true });
  admin = await createUser(t, { admin: true });
  featured = {
    ...(await createProduct(t, {
      name: 'Chanel Classic Flap Bag',
      price: 4_25_000,
      discountPrice: 3_99_000,
      estimatedPrice: 8_00_000,
      condition: 'pristine',
      description: 'A black Classic Flap in caviar leather with gold hardware.\nEXTERIOR\nMaterial: Caviar leather',
      images: ['/uploads/seed/bag_black_1_0_ch-full.webp', '/uploads/seed/bag_black_1_1_ch-full.webp'],
    })),
    name: 'Chanel Classic Flap Bag',
  };
  for (let i = 0; i < 14; i++) {
    const name = `Test Tote ${i}`;
    const p = await createProduct(t, {
      name,
      price: 10_000 + i * 1000,
      discountPrice: i % 2 ? 9_000 + i * 1000 : undefined,
      estimatedPrice: 30_000,
      images: [`/uploads/seed/bag_black_1_${i}_gg-full.webp`],
    });
    products.push({ id: p.id, name });
  }
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

/** The text of the page's <body> without tags and without its state block. */
function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body')).replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, '');
}

function productLinks(html: string): Set<string> {
  return new Set([...bodyOf(html).matchAll(/href="(\/product\/[^"?#]+)"/g)].map((m) => m[1]!));
}

describe('pages rendered on the server', () => {
  it('renders a product page with its name, brand line, condition, ₹ price, pictures with srcset and description', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${featured.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const body = bodyOf(res.body);
    expect(body).toContain('<h1');
    expect(body).toContain('Chanel Classic Flap Bag');
    expect(body).toContain('Pristine');
    expect(body).toContain('₹3,99,000.00');
    expect(body).toMatch(
      /<img [^>]*srcset="\/uploads\/seed\/bag_black_1_0_ch-thumb\.webp 160w, \/uploads\/seed\/bag_black_1_0_ch-card\.webp 480w, \/uploads\/seed\/bag_black_1_0_ch-full\.webp 1200w"/i,
    );
    expect(body).toContain('A black Classic Flap in caviar leather');
    // Without JavaScript, Add to Cart leads to the sign-in page.
    expect(body).toMatch(/<a [^>]*href="\/login"[^>]*>Add to Cart<\/a>/);
  });

  it('sends the data it rendered from once, as a JSON block, and no script the Content-Security-Policy would block', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${featured.id}` });
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    for (const attrs of scripts) expect(attrs, attrs).toMatch(/type="application\/(json|ld\+json)"|type="module"[^>]*src=/);
    const state = JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!);
    const detail = state.queries.queries.find((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey) === JSON.stringify(['products', 'detail', featured.id]));
    expect(detail.state.data).toMatchObject({ _id: featured.id, product_name: 'Chanel Classic Flap Bag', effective_price: 3_99_000 });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(/script-src [^;]*/.exec(res.headers['content-security-policy'] as string)![0]).toBe("script-src 'self'");
  });

  it('renders /shop and /sale-items with their cards and at least 12 distinct product links, with paging links', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/shop' });
    expect(shop.statusCode).toBe(200);
    expect(productLinks(shop.body).size).toBeGreaterThanOrEqual(12);
    expect(bodyOf(shop.body)).toMatch(/href="\/shop\?[^"]*page=2/);
    const page2 = await t.app.inject({ method: 'GET', url: '/shop?page=2' });
    expect([...productLinks(page2.body)].some((l) => !productLinks(shop.body).has(l))).toBe(true);
    const sale = await t.app.inject({ method: 'GET', url: '/sale-items' });
    expect(sale.statusCode).toBe(200);
    expect(productLinks(sale.body).size).toBeGreaterThanOrEqual(4);
    expect(bodyOf(sale.body)).toContain('₹3,99,000.00');
  });

  it('renders the shop search and sort from the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop?sort=price-desc' });
    const links = [...bodyOf(res.body).matchAll(/href="(\/product\/[^"?#]+)"/g)].map((m) => m[1]!);
    expect(links[0]).toBe(`/product/${featured.id}`);
  });

  it('renders the home page with its heading and product links, and a policy page', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(bodyOf(home.body)).toMatch(/<h1[^>]*>Tangerine Luxury/);
    expect(productLinks(home.body).size).toBeGreaterThan(0);
    const policy = await t.app.inject({ method: 'GET', url: '/privacy-policy' });
    expect(policy.statusCode).toBe(200);
    expect(bodyOf(policy.body)).toMatch(/<h1[^>]*>/);
  });

  it('answers an unknown page, an unknown product and an archived product with 404 and the 404 page', async () => {
    const archived = await createProduct(t, { name: 'Archived Piece' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/products/${archived.id}/archive`, headers: admin.auth })).statusCode).toBe(200);
    for (const url of ['/no-such-page', '/product/00000000-0000-4000-8000-000000000000', '/product/not-an-id', `/product/${archived.id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(bodyOf(res.body), url).toContain('404 - Page Not Found');
      expect(res.body, url).not.toContain('Archived Piece');
    }
  });

  it('redirects /products to /shop with the same query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products?category_id=women' });
    expect([301, 302]).toContain(res.statusCode);
    expect(res.headers.location).toBe('/shop?category_id=women');
  });

  it("serves the built files, but neither the server renderer's bundle nor the page template", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/probe.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('probe');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    for (const url of ['/server/entry-server.js', '/index.html', '/assets/missing.js', '/assets/..%2fserver/entry-server.js', '/assets/../server/entry-server.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('createRequire');
      expect(res.body, url).not.toContain('<!--app-html-->');
    }
  });

  it('leaves the back office to the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/products' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="ssr-state"');
  });
});

async function changePrice(id: string, price: number): Promise<void> {
  const res = await editProduct(t.app, admin, id, (p) => ({ price, description: p.description }));
  expect(res.statusCode, res.body).toBe(200);
}

describe('the page cache', () => {
  it('shows a price change in the next HTML of the product page and the listing', async () => {
    const target = products[0]!;
    const before = await t.app.inject({ method: 'GET', url: `/product/${target.id}` });
    expect(bodyOf(before.body)).toContain('₹10,000.00');
    // Cached now: the same bytes again.
    expect((await t.app.inject({ method: 'GET', url: `/product/${target.id}` })).body).toBe(before.body);
    await t.app.inject({ method: 'GET', url: '/shop?sort=price-asc' });
    await changePrice(target.id, 12_345);
    const after = await t.app.inject({ method: 'GET', url: `/product/${target.id}` });
    expect(bodyOf(after.body)).toContain('₹12,345.00');
    expect(after.body).toContain('"effective_price":12345');
    expect(bodyOf((await t.app.inject({ method: 'GET', url: '/shop?sort=price-asc' })).body)).toContain('₹12,345.00');
  });

  it('sends the cached page compressed once, as Brotli or gzip, the same bytes as uncompressed', async () => {
    const url = `/product/${featured.id}`;
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const decoded = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString('utf8');
      expect(decoded).toBe(plain.body);
    }
  });

  it('drops the cached and stored pages when the shop settings change (the footer shows them)', async () => {
    const product = `/product/${products[5]!.id}`;
    for (const url of ['/about', product]) expect(bodyOf((await t.app.inject({ method: 'GET', url })).body)).toContain('Plot 14, Sector 27, Faridabad');
    expect(t.app.deps.pageStore?.has(products[5]!.id)).toBe(true);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: { businessAddress: '7 Hauz Khas Village, New Delhi 110016' } });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.deps.cache.settle(t.database);
    for (const url of ['/about', product]) expect(bodyOf((await t.app.inject({ method: 'GET', url })).body)).toContain('7 Hauz Khas Village, New Delhi 110016');
  });

  it.runIf(onPostgres)('shows a price change made through one server in the next HTML of another server on the same database', async () => {
    const database = await openDatabase({ url: t.config.databaseUrl, dataDir: 'memory://', poolSize: 3 });
    const other = await buildApp(t.config, database, { clock: t.clock, serveWeb: true, logger: false });
    await other.ready();
    try {
      const target = products[2]!;
      const url = `/product/${target.id}`;
      const first = await other.inject({ method: 'GET', url });
      expect(bodyOf(first.body)).toContain('₹12,000.00');
      expect((await other.inject({ method: 'GET', url })).body).toBe(first.body);
      await changePrice(target.id, 23_456);
      // The change notice travels to the other server on its own listening connection: once a marker
      // it sends itself has come back, every notice committed before has reached it.
      await other.deps.cache.settle(other.deps.database);
      const next = await other.inject({ method: 'GET', url });
      expect(bodyOf(next.body)).toContain('₹23,456.00');
      expect(next.body).toContain('"effective_price":23456');
    } finally {
      await other.close(); // closes its database connections too
    }
  });
});
