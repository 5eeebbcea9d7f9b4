/**
 * `npm run screenshots -w @shop/e2e`: the README's pictures, made from the built shop with the
 * demo catalogue in the system Chromium, at 1440 px and 390 px. Written to docs/screenshots/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const out = path.join(root, 'docs/screenshots');
const PORT = 3730;
const base = `http://127.0.0.1:${PORT}`;
const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function api<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}${url}`, { ...init, headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function signIn(email: string, password: string) {
  const { token, user } = await api<{ token: string; user: { _id: string } }>('/api/user/signin', { method: 'POST', body: JSON.stringify({ email, password }) });
  const details = await api<Record<string, unknown>>(`/api/user/details/${user._id}`, { headers: { authorization: `Bearer ${token}` } });
  return { token, user: details, id: user._id };
}

async function shoot(page: Page, name: string, settle?: () => Promise<void>) {
  await page.waitForLoadState('networkidle');
  await settle?.();
  // Pictures below the fold are lazy; give the visible ones a moment to decode.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((i) => i.getBoundingClientRect().top < innerHeight)
        .map((i) => (i.complete ? Promise.resolve() : new Promise((r) => i.addEventListener('load', r, { once: true })))),
    ),
  );
  await page.screenshot({ path: path.join(out, `${name}.jpg`), type: 'jpeg', quality: 72 });
  console.log(`  ${name}.jpg`);
}

async function main() {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverJs)) throw new Error('Build first: npm run build');
  fs.mkdirSync(out, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shots-'));
  const server = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, JOBS: 'false', RATE_LIMITS: 'false', LOG_LEVEL: 'warn', PRERENDER_PICTURES: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const shopper = await signIn('shopper@example.com', 'Shopper@12345');
    const admin = await signIn('admin@tangerineluxury.example', 'Admin@Tangerine1');
    const products = (
      await api<{ products: { _id: string; sizes: { _id: string; quantity: number }[]; discount_percent: number | null; images: string[] }[] }>(
        '/api/product/list?in_stock=true&category_id=women&sub_category_id=women-bags&limit=20',
      )
    ).products;
    const hero = products.find((p) => p.discount_percent && p.images.length >= 3) ?? products[0]!;
    const second = products.find((p) => p._id !== hero._id)!;
    for (const p of [hero, second]) {
      await api('/api/cart/add-item', {
        method: 'POST',
        headers: { authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify({ product_id: p._id, size_id: p.sizes.find((s) => s.quantity > 0)!._id, quantity: 1 }),
      }).catch(() => {});
    }
    const session = (s: { token: string; user: unknown; id: string }) => ({ authToken: s.token, user: JSON.stringify(s.user), userId: s.id });
    for (const [label, viewport] of Object.entries(WIDTHS)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      const page = await context.newPage();
      // No splash, popups or reminders over the pictures.
      await page.addInitScript(() => {
        for (const flag of ['tl-splash-seen', 'tl-newsletter-popup', 'tl-cart-reminder-dismissed']) sessionStorage.setItem(flag, '1');
      });
      await page.goto(`${base}/`);
      await shoot(page, `home-${label}`);
      await page.goto(`${base}/shop?category_id=women&sub_category_id=women-bags&categoryName=Women&subcategoryName=All%20Bags`);
      await shoot(page, `shop-${label}`);
      await page.goto(`${base}/sale-items`);
      await shoot(page, `sale-${label}`);
      await page.goto(`${base}/product/${hero._id}`);
      await shoot(page, `product-${label}`);
      await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session(shopper));
      await page.goto(`${base}/checkout`);
      await shoot(page, `checkout-${label}`);
      if (label === 'desktop') {
        await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session(admin));
        await page.goto(`${base}/admin`);
        await shoot(page, 'admin-dashboard-desktop');
        await page.goto(`${base}/add-product`);
        await shoot(page, 'admin-add-product-desktop');
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
