import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { addToCart, createBrand, createProduct, shopperAddress, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
const address = shopperAddress;

beforeAll(async () => ({ t, admin, shopper } = await shopWith({ admin: true, shopper: true })));
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth, payload });

/** Places a cash-on-delivery order for one new piece at the clock's time; returns its total in rupees and id. */
async function order(brandId: string, price: number): Promise<{ id: string; total: number }> {
  const p = await createProduct(t, { brandId, price });
  await addToCart(t, shopper, p);
  const res = await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'cod' });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.order._id, total: res.json().data.order.total_price };
}

describe('GET /api/admin/dashboard/sales', () => {
  it('sums money and orders per India day over the last 30 days, and ranks the houses', async () => {
    const chanel = await createBrand(t, 'Chanel Sales Test');
    const hermes = await createBrand(t, 'Hermès Sales Test');
    const start = new Date('2026-11-22T10:00:00Z');
    // 40 days ago: outside the window.
    t.clock.set(new Date(start.getTime() - 40 * 86_400_000));
    await order(chanel.id, 30_000);
    // 3 days ago at 20:00 UTC, which is 01:30 the next morning in India: counted on that India day.
    t.clock.set(new Date('2026-11-19T20:00:00Z'));
    const a = await order(hermes.id, 40_000);
    t.clock.set(start);
    const b = await order(chanel.id, 10_000);
    const c = await order(hermes.id, 20_000);
    const cancelled = await order(chanel.id, 35_000);
    expect((await inject('POST', `/api/order/cancel/${cancelled.id}`, shopper)).statusCode).toBe(200);
    const status = (await t.database.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [cancelled.id]))[0]!.status;
    expect(status).toBe('Cancelled');

    const res = await inject('GET', '/api/admin/dashboard/sales', admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      days: { date: string; revenue: number; orders: number }[];
      top_brands: { brand: string; revenue: number; pieces: number }[];
      total: { revenue: number; orders: number };
    };
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.date).toBe('2026-10-24');
    expect(data.days.at(-1)!.date).toBe('2026-11-22');
    const byDate = Object.fromEntries(data.days.map((d) => [d.date, d]));
    expect(byDate['2026-11-20']).toEqual({ date: '2026-11-20', revenue: a.total, orders: 1 });
    expect(byDate['2026-11-19']).toEqual({ date: '2026-11-19', revenue: 0, orders: 0 });
    expect(byDate['2026-11-22']!.orders).toBe(2);
    expect(byDate['2026-11-22']!.revenue).toBeCloseTo(b.total + c.total, 2);
    expect(data.total.orders).toBe(3);
    expect(data.total.revenue).toBeCloseTo(a.total + b.total + c.total, 2);
    expect(data.top_brands).toEqual([
      { brand: 'Hermès Sales Test', revenue: 60_000, pieces: 2 },
      { brand: 'Chanel Sales Test', revenue: 10_000, pieces: 1 },
    ]);
  });

  it('is for staff only', async () => {
    expect((await inject('GET', '/api/admin/dashboard/sales')).statusCode).toBe(401);
    expect((await inject('GET', '/api/admin/dashboard/sales', shopper)).statusCode).toBe(403);
  });
});
