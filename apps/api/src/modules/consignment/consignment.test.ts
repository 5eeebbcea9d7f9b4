/**
 * Consignment (issue 18, acceptance 2 and 3): the journey to a paid payout, a return inside the
 * window cancelling the payout, a failed authentication returning the piece, a lapsed quote, one
 * seller never reading another's rows (404), shoppers refused the staff routes (403), the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, createProduct, createUser, multipartBody, shopperAddress as address, testPicture, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let other: TestUser;
let buyer: TestUser;
let jpeg: Buffer;
beforeAll(async () => {
  ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD }));
  seller = await createUser(t, { firstName: 'Meera' });
  other = await createUser(t, { firstName: 'Rohan' });
  buyer = await createUser(t, { firstName: 'Ira' });
  jpeg = await testPicture('jpeg', 640, 800, '#c58b4e');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const staff = (id: string, step: string, payload: object = {}) => inject('POST', `/api/admin/consignment/submissions/${id}/${step}`, admin, payload);
const fields = {
  house: 'Chanel',
  productName: 'Classic Flap Medium',
  category: 'handbags',
  condition: 'excellent',
  included: 'box,dust-bag,card',
  purchaseYear: '2019',
  askingPrice: '450000',
  phone: '9811122233',
  pickupAddress: '12 Aurangzeb Road, New Delhi 110011',
};

async function submit(user: TestUser, photos = 2, extra: Record<string, string> = {}) {
  const body = multipartBody(
    Array.from({ length: photos }, (_, i) => ({ field: 'photos', filename: `p${i}.jpg`, type: 'image/jpeg', data: jpeg })),
    { ...fields, ...extra },
  );
  return t.app.inject({ method: 'POST', url: '/api/seller/submissions', headers: { ...user.auth, ...body.headers }, payload: body.payload });
}
async function submitted(user: TestUser = seller): Promise<string> {
  const res = await submit(user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}
async function ok(res: Awaited<ReturnType<typeof inject>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Submitted → quoted → accepted → pickup → received → authenticated. */
async function authenticated(price = 1_00_000): Promise<string> {
  const id = await submitted();
  await ok(await staff(id, 'quote', { listing_price: price }));
  await ok(await inject('POST', `/api/seller/submissions/${id}/quote/accept`, seller));
  await ok(await staff(id, 'pickup', { pickup_at: '2026-11-25T10:00:00+05:30', note: 'Blue Dart, 10–2' }));
  await ok(await staff(id, 'receive'));
  await ok(await staff(id, 'authenticate', { result: 'pass', notes: 'Serial and stitching match.' }));
  return id;
}
async function listedAndSold(price = 1_00_000) {
  const id = await authenticated(price);
  const prefill = await ok(await inject('GET', `/api/admin/consignment/submissions/${id}/listing-prefill`, admin));
  expect(prefill).toMatchObject({ brand_name: 'Chanel', price, consignment_id: id });
  const product = await createProduct(t, { name: prefill.product_name, price: prefill.price });
  await ok(await staff(id, 'list', { product_id: product.id }));
  // The buyer pays less (a coupon would do the same); the seller's payout is what was agreed.
  await addToCart(t, buyer, product);
  const placed = await inject('POST', '/api/order/add', buyer, { address, paymentMethod: 'cod' });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { _id: string; order_items: { _id: string }[] };
  for (const status of ['Processing', 'Shipped', 'Delivered']) expect((await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status })).statusCode).toBe(200);
  return { id, product, order };
}
const payoutsOf = async (user: TestUser) => (await ok(await inject('GET', '/api/seller/payouts', user))) as { _id: string; status: string; amount: number; submission_id: string }[];

describe('consignment', () => {
  it('goes from submission to a paid payout; the ledger balance is the agreed payout', async () => {
    const { id } = await listedAndSold(1_00_000);
    // ₹1,00,000 is in the 25 % tier: the seller's payout is ₹75,000.
    let sub = await ok(await inject('GET', `/api/seller/submissions/${id}`, seller));
    expect(sub.status).toBe('sold');
    expect(sub.quote).toMatchObject({ listing_price: 1_00_000, commission_percent: 25, payout: 75_000 });
    expect(sub.photos).toHaveLength(2);
    expect(sub.photos[0]).toMatch(/^\/uploads\/consignment\/.+-full\.webp$/);
    expect((await payoutsOf(seller)).find((p) => p.submission_id === id)).toMatchObject({ status: 'pending', amount: 75_000 });

    // Inside the window nothing falls due; after it, the job makes the payout due with its ledger line.
    const early = await inject('POST', '/api/test/consignment/sweep', undefined, { at: new Date(t.clock.now().getTime() + 23 * 3_600_000).toISOString() });
    expect(early.statusCode).toBe(404); // the test route exists only with TEST_ROUTES
    const { sweepDuePayouts } = await import('./payouts');
    expect(await sweepDuePayouts(t.database.db, new Date(t.clock.now().getTime() + 23 * 3_600_000))).toBe(0);
    expect(await sweepDuePayouts(t.database.db, new Date(t.clock.now().getTime() + 25 * 3_600_000))).toBe(1);
    const payout = (await payoutsOf(seller)).find((p) => p.submission_id === id)!;
    expect(payout.status).toBe('due');
    expect((await ok(await inject('GET', '/api/admin/consignment/payouts?status=due', admin))).map((p: { _id: string }) => p._id)).toContain(payout._id);

    const bad = await inject('POST', `/api/admin/consignment/payouts/${payout._id}/paid`, admin, { utr: '=HYPERLINK()' });
    expect(bad.statusCode).toBe(400);
    await ok(await inject('POST', `/api/admin/consignment/payouts/${payout._id}/paid`, admin, { utr: 'HDFC0000123456' }));
    expect((await inject('POST', `/api/admin/consignment/payouts/${payout._id}/paid`, admin, { utr: 'HDFC0000123456' })).statusCode).toBe(409);

    const ledger = await ok(await inject('GET', '/api/seller/ledger', seller));
    expect(ledger.balance).toBe(75_000);
    expect(ledger.paid_out).toBe(75_000);
    expect(ledger.entries.reduce((a: number, e: { amount: number }) => a + e.amount, 0)).toBe(ledger.balance);
    sub = await ok(await inject('GET', `/api/seller/submissions/${id}`, seller));
    expect(sub.status).toBe('paid');
    const lines = sub.timeline.map((l: { text: string }) => l.text).join('\n');
    for (const step of ['Submitted', 'Quote:', 'accepted', 'Pickup scheduled', 'Received', 'Authenticated', 'Listed', 'Sold', 'payout of ₹75,000.00 is due', 'UTR HDFC0000123456'])
      expect(lines).toContain(step);
    const mails = await t.database.query<{ kind: string }>("SELECT kind FROM outbox WHERE to_address = $1 AND kind LIKE 'consignment-%'", [seller.email]);
    expect(mails.length).toBeGreaterThanOrEqual(10);
    const audits = await t.database.query<{ action: string }>('SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at', [id]);
    expect(audits.map((a) => a.action)).toEqual(['consignment.quote', 'consignment.pickup', 'consignment.receive', 'consignment.authenticate.pass', 'consignment.list']);
    const product = await t.database.query<{ consignor_id: string; consignor_payout_paise: number; consignor_commission_bp: number }>(
      'SELECT consignor_id, consignor_payout_paise, consignor_commission_bp FROM products WHERE consignment_id = $1',
      [id],
    );
    expect(product[0]).toEqual({ consignor_id: seller.id, consignor_payout_paise: 75_000_00, consignor_commission_bp: 2500 });

    // The CSV: one row per payout, formula-safe.
    const csv = await inject('GET', '/api/admin/consignment/payouts.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('payout_id,seller_name,seller_email,piece,amount_inr,status,due_at,pay_by,paid_at,utr,order_id');
    const all = await ok(await inject('GET', '/api/admin/consignment/payouts', admin));
    expect(rows).toHaveLength(all.length + 1);
    expect(rows.find((r) => r.startsWith(payout._id))).toContain('75000.00,paid');
  });

  it('a return inside the window cancels the due payout and the piece is listed again', async () => {
    const { id, order } = await listedAndSold(40_000);
    const ret = await inject('POST', '/api/returns', buyer, { order_item_id: order.order_items[0]!._id, reason: 'Not for me.' });
    expect(ret.statusCode, ret.body).toBe(201);
    const { sweepDuePayouts } = await import('./payouts');
    await sweepDuePayouts(t.database.db, new Date(t.clock.now().getTime() + 48 * 3_600_000));
    const payout = (await payoutsOf(seller)).find((p) => p.submission_id === id)!;
    expect(payout.status).toBe('cancelled');
    const sub = await ok(await inject('GET', `/api/seller/submissions/${id}`, seller));
    expect(sub.status).toBe('listed');
    expect(sub.timeline.at(-1).text).toContain('payout is cancelled');
    expect((await inject('POST', `/api/admin/consignment/payouts/${payout._id}/paid`, admin, { utr: 'HDFC0000999999' })).statusCode).toBe(409);
  });

  it('a failed authentication returns the piece to the seller', async () => {
    const id = await submitted();
    await ok(await staff(id, 'quote', { listing_price: 30_000 }));
    await ok(await inject('POST', `/api/seller/submissions/${id}/quote/accept`, seller));
    await ok(await staff(id, 'pickup', { pickup_at: '2026-11-25T10:00:00+05:30' }));
    await ok(await staff(id, 'receive', { note: 'Arrived boxed' }));
    const failed = await ok(await staff(id, 'authenticate', { result: 'fail', notes: 'The date code does not match the hardware.' }));
    expect(failed.status).toBe('auth_failed');
    expect(failed.authentication).toMatchObject({ result: 'fail', notes: 'The date code does not match the hardware.' });
    expect(failed.timeline.at(-1).text).toContain('returned to you');
    const mail = await t.database.query<{ body_text: string }>("SELECT body_text FROM outbox WHERE to_address = $1 AND kind = 'consignment-auth-failed'", [seller.email]);
    expect(mail[0]!.body_text).toContain('The date code does not match the hardware.');
    expect((await staff(id, 'list', { product_id: (await createProduct(t)).id })).statusCode).toBe(409);
  });

  it('a lapsed quote cannot be accepted', async () => {
    const id = await submitted();
    await ok(await staff(id, 'quote', { listing_price: 2_50_000 }));
    const quoted = await ok(await inject('GET', `/api/seller/submissions/${id}`, seller));
    expect(quoted.quote).toMatchObject({ commission_percent: 20, payout: 2_00_000, open: true });
    t.clock.advance(7 * 86_400_000);
    const late = await inject('POST', `/api/seller/submissions/${id}/quote/accept`, seller);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('lapsed');
    expect((await ok(await inject('GET', `/api/seller/submissions/${id}`, seller))).status).toBe('quote_lapsed');
    expect((await staff(id, 'pickup', { pickup_at: '2026-12-25T10:00:00+05:30' })).statusCode).toBe(409);
  });

  it("one seller cannot read or answer another's submission, piece, ledger or payout (404)", async () => {
    const { id } = await listedAndSold(20_000);
    const payout = (await payoutsOf(seller)).find((p) => p.submission_id === id)!;
    for (const url of [`/api/seller/submissions/${id}`, `/api/seller/payouts/${payout._id}`]) expect((await inject('GET', url, other)).statusCode).toBe(404);
    for (const step of ['quote/accept', 'price-drop/accept', 'ask-back']) expect((await inject('POST', `/api/seller/submissions/${id}/${step}`, other)).statusCode).toBe(404);
    expect((await ok(await inject('GET', '/api/seller/submissions', other))).map((s: { _id: string }) => s._id)).not.toContain(id);
    expect(await payoutsOf(other)).toEqual([]);
    const ledger = await ok(await inject('GET', '/api/seller/ledger', other));
    expect(ledger).toEqual({ balance: 0, paid_out: 0, entries: [] });
    expect((await inject('GET', '/api/seller/submissions/not-a-uuid', seller)).statusCode).toBe(404);
    expect((await inject('GET', '/api/seller/submissions', undefined)).statusCode).toBe(401);
  });

  it('a shopper cannot call the staff operations (403)', async () => {
    const id = await submitted(other);
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/consignment/submissions'],
      ['GET', `/api/admin/consignment/submissions/${id}`],
      ['POST', `/api/admin/consignment/submissions/${id}/quote`, { listing_price: 1000 }],
      ['POST', `/api/admin/consignment/submissions/${id}/decline`, { reason: 'No' }],
      ['POST', `/api/admin/consignment/submissions/${id}/pickup`, { pickup_at: '2026-11-25T10:00:00+05:30' }],
      ['POST', `/api/admin/consignment/submissions/${id}/receive`, {}],
      ['POST', `/api/admin/consignment/submissions/${id}/authenticate`, { result: 'pass', notes: 'ok' }],
      ['POST', `/api/admin/consignment/submissions/${id}/list`, { product_id: id }],
      ['POST', `/api/admin/consignment/submissions/${id}/price-drop`, { price: 100 }],
      ['GET', '/api/admin/consignment/payouts'],
      ['GET', '/api/admin/consignment/payouts.csv'],
      ['POST', `/api/admin/consignment/payouts/${id}/paid`, { utr: 'HDFC0000123456' }],
      ['GET', `/api/admin/consignment/sellers/${other.id}/ledger`],
    ];
    for (const [method, url, payload] of calls) expect((await inject(method, url, other, payload)).statusCode, url).toBe(403);
    expect((await ok(await inject('GET', `/api/seller/submissions/${id}`, other))).status).toBe('submitted');
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM consignment_submissions'))[0]!.n;
    expect((await submit(seller, 0)).statusCode).toBe(400);
    expect((await submit(seller, 9)).statusCode).toBe(413);
    const badPrice = await submit(seller, 1, { askingPrice: 'lots' });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toContain('Asking price');
    expect((await submit(seller, 1, { included: 'box,hat' })).statusCode).toBe(400);
    const notImage = multipartBody([{ field: 'photos', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from('not an image') }], fields);
    expect((await t.app.inject({ method: 'POST', url: '/api/seller/submissions', headers: { ...seller.auth, ...notImage.headers }, payload: notImage.payload })).statusCode).toBe(400);
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM consignment_submissions'))[0]!.n).toBe(before);
    const id = await submitted();
    expect((await staff(id, 'quote', { listing_price: 0 })).statusCode).toBe(400);
    expect((await staff(id, 'quote', { listing_price: 'x' })).statusCode).toBe(400);
    expect((await staff(id, 'decline', { reason: '' })).statusCode).toBe(400);
    expect((await staff(id, 'receive')).statusCode).toBe(409);
    expect((await inject('POST', '/api/admin/consignment/submissions/00000000-0000-0000-0000-000000000000/receive', admin, {})).statusCode).toBe(404);
  });
});
