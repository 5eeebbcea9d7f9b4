import { createHmac } from 'node:crypto';
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4421';
const out = '/tmp/l-alerts-shots';
async function api(url, init = {}) {
  const res = await fetch(base + url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  const body = await res.json();
  if (!res.ok) throw new Error(url + ' ' + JSON.stringify(body));
  return body.data;
}
const email = `shots-${Date.now()}@example.com`;
await api('/api/user/signup', { method: 'POST', body: JSON.stringify({ first_name: 'Kavya', last_name: 'Iyer', email, password: 'Marigold-2026', confirmPassword: 'Marigold-2026' }) });
const { token, user } = await api('/api/user/signin', { method: 'POST', body: JSON.stringify({ email, password: 'Marigold-2026' }) });
const auth = { authorization: `Bearer ${token}` };
const details = await api(`/api/user/details/${user._id}`, { headers: auth });
const brands = await api('/api/brand/list').catch(() => []);
await api('/api/saved-searches', { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Black Chanel bags', query: { search: 'chanel', colors: ['Black'], category_id: 'women', max_price: 300000 } }) });
await api('/api/saved-searches', { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Hermès scarves in pristine condition, any colour at all', query: { search: 'hermes scarf', conditions: ['pristine'] } }) });
const payload = Buffer.from(`user:${user._id}|price_drop`).toString('base64url');
const unsub = `${payload}.${createHmac('sha256', 'screenshot-secret-123456').update(`unsubscribe|${payload}`).digest('base64url')}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(name, 'console error:', m.text()));
  await page.goto(base + '/shop?search=bag');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${name}-shop-signed-out.png` });
  await page.addInitScript(([t, u, id]) => { localStorage.setItem('authToken', t); localStorage.setItem('user', u); localStorage.setItem('userId', id); }, [token, JSON.stringify(details), user._id]);
  await page.goto(base + '/shop?search=bag&colors=Black');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: `${out}/${name}-save-dialog.png` });
  await page.keyboard.press('Escape');
  await page.goto(base + '/user-details');
  await page.getByText('Black Chanel bags').waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${name}-account.png`, fullPage: true });
  await page.goto(base + '/unsubscribe?token=' + unsub);
  await page.getByText('You are unsubscribed').waitFor();
  await page.screenshot({ path: `${out}/${name}-unsubscribe.png` });
  await page.goto(base + '/unsubscribe?token=bad.token');
  await page.getByText('This link did not work').waitFor();
  await page.screenshot({ path: `${out}/${name}-unsubscribe-bad.png` });
  await ctx.close();
}
await browser.close();
console.log('done', brands.length ?? '');
