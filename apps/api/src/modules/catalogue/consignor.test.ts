/**
 * The staff product table's consignor (issue 18): each row names the seller who consigned it (null
 * for the shop's own stock), the `consignor` filter (all, shop, consigned, one seller) is validated,
 * and the consignment module's writes go through the catalogue's functions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { createProduct, createUser, type TestUser } from '../../../test/factories';
import { shopWith } from '../../../test/shop';
import { attachConsignor, setConsignedPrice } from './consignor';

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let rohan: TestUser;
const ids = { own: '', meera: '', rohan: '' };

/** A bare submission row for `seller` (the consignment module's table; a fixture here). */
async function submissionOf(seller: TestUser): Promise<string> {
  const rows = await t.database.query<{ id: string }>(
    `INSERT INTO consignment_submissions (seller_id, house, product_name, category, condition, asking_price_paise, phone, pickup_address)
     VALUES ($1, 'Hermès', 'Kelly 28', 'handbags', 'excellent', 5000000, '9811122233', 'Delhi') RETURNING id`,
    [seller.id],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  ({ t, admin } = await shopWith({ admin: true }));
  meera = await createUser(t, { firstName: 'Meera' });
  rohan = await createUser(t, { firstName: 'Rohan' });
  ids.own = (await createProduct(t, { name: 'Shop Tote' })).id;
  for (const [who, seller] of [
    ['meera', meera],
    ['rohan', rohan],
  ] as const) {
    ids[who] = (await createProduct(t, { name: `Consigned ${who}` })).id;
    const terms = { consignmentId: await submissionOf(seller), consignorId: seller.id, payoutPaise: 37_500_00, commissionBp: 2500 };
    expect(await attachConsignor(t.database.db, ids[who], terms)).toBe('linked');
  }
});
afterAll(() => t.close());

const list = async (query: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url: `/api/admin/products?status=all&limit=200${query}`, headers: user.auth });
const idsOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.products as { _id: string }[]).map((p) => p._id);
};

describe('GET /api/admin/products?consignor=', () => {
  it('names the consignor of each consigned piece and null for the shop’s own stock', async () => {
    const rows = (await list('')).json().data.products as { _id: string; consignor: { _id: string; name: string } | null }[];
    expect(rows.find((r) => r._id === ids.own)!.consignor).toBeNull();
    expect(rows.find((r) => r._id === ids.meera)!.consignor).toEqual({ _id: meera.id, name: 'Meera Shopper' });
  });

  it('filters all, shop stock, consigned and one consignor', async () => {
    expect(await idsOf('&consignor=all')).toEqual(expect.arrayContaining([ids.own, ids.meera, ids.rohan]));
    const shop = await idsOf('&consignor=shop');
    expect(shop).toContain(ids.own);
    expect(shop).not.toContain(ids.meera);
    expect((await idsOf('&consignor=consigned')).sort()).toEqual([ids.meera, ids.rohan].sort());
    expect(await idsOf(`&consignor=${meera.id}`)).toEqual([ids.meera]);
    expect(await idsOf(`&consignor=${admin.id}`)).toEqual([]);
    const page = (await list(`&consignor=${rohan.id}`)).json().data;
    expect(page).toMatchObject({ total: 1, pages: 1 });
  });

  it('refuses a bad consignor filter with a readable 400', async () => {
    for (const bad of ['someone', '123', 'shop,consigned']) {
      const res = await list(`&consignor=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain('consignor filter');
    }
  });

  it('lists the consignors for the filter, and only to staff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/consignors', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { _id: meera.id, name: 'Meera Shopper', products: 1 },
      { _id: rohan.id, name: 'Rohan Shopper', products: 1 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/consignors', headers: meera.auth })).statusCode).toBe(403);
    expect((await list('&consignor=consigned', meera)).statusCode).toBe(403);
  });
});

describe('the catalogue’s consignor functions', () => {
  it('refuses to move a product to another consignment, and reports a missing product', async () => {
    const other = { consignmentId: await submissionOf(rohan), consignorId: rohan.id, payoutPaise: 1_00, commissionBp: 3000 };
    expect(await attachConsignor(t.database.db, ids.meera, other)).toBe('taken');
    expect(await attachConsignor(t.database.db, '00000000-0000-0000-0000-000000000000', other)).toBe('not-found');
    const row = await t.database.query<{ consignor_id: string }>('SELECT consignor_id FROM products WHERE id = $1', [ids.meera]);
    expect(row[0]!.consignor_id).toBe(meera.id);
  });

  it('a lower agreed price replaces the price and drops a markdown that is no longer below it', async () => {
    await t.database.query('UPDATE products SET price_paise = $2, discount_price_paise = $3 WHERE id = $1', [ids.rohan, 60_000_00, 55_000_00]);
    await setConsignedPrice(t.database.db, ids.rohan, { pricePaise: 50_000_00, payoutPaise: 35_000_00, commissionBp: 3000 }, t.clock.now());
    const row = await t.database.query('SELECT price_paise, discount_price_paise, effective_price_paise, consignor_payout_paise, consignor_commission_bp FROM products WHERE id = $1', [ids.rohan]);
    expect(row[0]).toEqual({ price_paise: 50_000_00, discount_price_paise: 0, effective_price_paise: 50_000_00, consignor_payout_paise: 35_000_00, consignor_commission_bp: 3000 });
  });
});
