import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { ANY_COD, shopWith } from '../../../test/shop';
import { addToCart, approvedCard as card, createProduct, createUser, shopperAddress as address, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD })));
afterAll(() => t.close());

const pickup = 'Our courier (Blue Dart) collects it on Friday between 10 and 2; the label is attached to this mail.';

const inject = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

type Product = { id: string; sizeIds: string[] };
type PlacedOrder = { _id: string; total_price: number; credit_used: number; order_items: { _id: string; item_id: string }[] };

/** Puts the products in the cart and places the order (card orders are paid at the test gateway). */
async function buy(user: TestUser, products: Product[], extra: { paymentMethod?: string; couponCode?: string; useCredit?: boolean } = {}): Promise<PlacedOrder> {
  for (const p of products) await addToCart(t, user, p);
  const res = await inject('POST', '/api/order/add', user, { address, paymentMethod: 'cod', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const { order, payment } = res.json().data as { order: PlacedOrder; payment: { _id: string } | null };
  if (!payment) return order;
  const paid = await inject('POST', '/api/payments/gateway/pay', user, { payment_id: payment._id, details: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().data.order;
}
async function deliver(orderId: string) {
  for (const status of ['Processing', 'Shipped', 'Delivered']) expect((await inject('POST', `/api/admin/orders/${orderId}/status`, admin, { status })).statusCode).toBe(200);
}
async function askReturn(user: TestUser, orderItemId: string): Promise<string> {
  const res = await inject('POST', '/api/returns', user, { order_item_id: orderItemId, reason: 'It does not suit me.' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}
/** A new shopper's delivered order of one piece, with its return asked for. */
async function returnAsked(piece: Product): Promise<{ shopper: TestUser; id: string }> {
  const shopper = await createUser(t);
  const order = await buy(shopper, [piece]);
  await deliver(order._id);
  return { shopper, id: await askReturn(shopper, order.order_items[0]!._id) };
}
const step = (returnId: string, name: 'approve' | 'receive' | 'credit' | 'reject', payload?: object, who: TestUser = admin) => inject('POST', `/api/admin/returns/${returnId}/${name}`, who, payload);
async function returnAll(user: TestUser, orderItemId: string, restock = true) {
  const id = await askReturn(user, orderItemId);
  expect((await step(id, 'approve', { instructions: pickup })).statusCode).toBe(200);
  expect((await step(id, 'receive', { restock, ...(restock ? {} : { note: 'Scuffed corners' }) })).statusCode).toBe(200);
  const credited = await step(id, 'credit');
  expect(credited.statusCode, credited.body).toBe(200);
  return credited.json().data as { credit: number };
}
const balance = async (user: TestUser) => (await inject('GET', '/api/credit', user)).json().data.balance as number;
const stockOf = async (sizeId: string) => (await t.database.query<{ quantity: number }>('SELECT quantity FROM product_sizes WHERE id = $1', [sizeId]))[0]!.quantity;
const ledgerRows = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM store_credits'))[0]!.n;
const mailsTo = async (to: string) => (await t.database.query<{ kind: string }>('SELECT kind FROM outbox WHERE to_address = $1 ORDER BY id', [to])).map((m) => m.kind);
const auditOf = async (returnId: string) => (await t.database.query<{ action: string }>('SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id', [returnId])).map((a) => a.action);
let couponN = 0;
async function createCoupon(kind: 'percent' | 'fixed', value: number): Promise<string> {
  const code = `RET${kind === 'percent' ? 'P' : 'F'}${++couponN}`;
  const res = await inject('POST', '/api/admin/coupons', admin, { code, kind, value });
  expect(res.statusCode, res.body).toBe(201);
  return code;
}

describe('returns in steps', () => {
  it('a ₹7,67,000 watch bought with a 20 % coupon for ₹6,13,600 gives ₹6,13,600 of credit, only once it is back, and can be bought again', async () => {
    const shopper = await createUser(t);
    const watch = await createProduct(t, { price: 7_67_000 });
    const order = await buy(shopper, [watch], { paymentMethod: 'card', couponCode: await createCoupon('percent', 20) });
    expect(order.total_price).toBe(6_13_600);
    await deliver(order._id);
    const returnId = await askReturn(shopper, order.order_items[0]!._id);

    const approved = await step(returnId, 'approve', { instructions: pickup });
    expect(approved.json().data, approved.body).toMatchObject({ status: 'approved', instructions: pickup, credit: null });
    expect(await balance(shopper)).toBe(0); // no credit at approval
    const mine = (await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data.order_items[0];
    expect(mine.return_request).toMatchObject({ _id: returnId, status: 'approved', instructions: pickup, credit: null });

    expect(await stockOf(watch.sizeIds[0]!)).toBe(0);
    const received = await step(returnId, 'receive', { restock: true });
    expect(received.json(), received.body).toMatchObject({ data: { status: 'received', restocked: true }, message: 'Piece received and back on sale.' });
    expect(await stockOf(watch.sizeIds[0]!)).toBe(1);
    expect(await balance(shopper)).toBe(0); // nor at receipt

    const credited = await step(returnId, 'credit');
    expect(credited.json().data, credited.body).toMatchObject({ status: 'credited', credit: 6_13_600 });
    expect(await balance(shopper)).toBe(6_13_600);
    const listed = (await inject('GET', '/api/admin/returns?status=credited', admin)).json().data.find((r: { _id: string }) => r._id === returnId);
    expect(listed).toMatchObject({ price: 7_67_000, amount: 6_13_600, credit: 6_13_600, restocked: true });
    expect((await inject('GET', `/api/order/details/${order._id}`, shopper)).json().data.order_items[0].return_request).toMatchObject({ status: 'credited', credit: 6_13_600 });

    // A mail at each step, an audit line for each staff step.
    expect(await mailsTo(shopper.email)).toEqual(expect.arrayContaining(['return-requested', 'return-approved', 'return-received', 'return-credited']));
    expect(await auditOf(returnId)).toEqual(['return.approve', 'return.receive', 'return.credit']);

    // The piece is on sale again: another shopper buys it.
    const next = await createUser(t);
    const again = await buy(next, [watch]);
    expect(again.order_items[0]!.item_id).toBe(watch.id);
    expect(await stockOf(watch.sizeIds[0]!)).toBe(0);
  });

  it('returning every line of a 3-line order with a fixed coupon and store credit gives back exactly what was paid for the goods', async () => {
    const shopper = await createUser(t);
    // First earn ₹20,000 of credit.
    const first = await createProduct(t, { price: 20_000 });
    const firstOrder = await buy(shopper, [first]);
    await deliver(firstOrder._id);
    await returnAll(shopper, firstOrder.order_items[0]!._id);
    expect(await balance(shopper)).toBe(20_000);

    const pieces = [await createProduct(t, { price: 45_000 }), await createProduct(t, { price: 12_500.5 }), await createProduct(t, { price: 9_999.99 })];
    const order = await buy(shopper, pieces, { couponCode: await createCoupon('fixed', 2_000), useCredit: true });
    // ₹67,500.49 − ₹2,000 coupon + ₹40 COD fee = ₹65,540.49; ₹20,000 of it paid with credit.
    expect(order).toMatchObject({ credit_used: 20_000, total_price: 45_540.49 });
    await deliver(order._id);
    let credited = 0;
    for (const item of order.order_items) credited += (await returnAll(shopper, item._id)).credit;
    expect(Math.round(credited * 100)).toBe(67_500_49 - 2_000_00); // the goods, not the COD fee
    expect(await balance(shopper)).toBe(65_500.49);
  });

  it('steps out of turn are refused and change nothing', async () => {
    const bag = await createProduct(t, { price: 30_000 });
    const { shopper, id } = await returnAsked(bag);
    const rows = await ledgerRows();

    const early = await step(id, 'credit');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Credit is issued only once the piece has been received and inspected.' });
    expect((await step(id, 'receive', { restock: true })).json().message).toBe('Approve the return before marking the piece received.');
    const noInstructions = await step(id, 'approve', {});
    expect(noInstructions.statusCode).toBe(400);
    expect(noInstructions.json().message).toBe('Return label or pickup details is required.');
    expect((await step(id, 'approve', { instructions: pickup }, shopper)).statusCode).toBe(403);
    expect((await step('not-an-id', 'approve', { instructions: pickup })).statusCode).toBe(404);
    expect((await step('00000000-0000-4000-8000-000000000000', 'credit')).statusCode).toBe(404);

    expect((await step(id, 'approve', { instructions: pickup })).statusCode).toBe(200);
    expect((await step(id, 'approve', { instructions: pickup })).statusCode).toBe(409);
    const noNote = await step(id, 'receive', { restock: false });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe('Say why the piece is not going back on sale (for example, the damage found).');
    expect((await step(id, 'receive', { restock: 'yes' })).statusCode).toBe(400);
    expect(await stockOf(bag.sizeIds[0]!)).toBe(0);
    expect((await step(id, 'receive', { restock: true })).statusCode).toBe(200);
    const late = await step(id, 'reject', { reason: 'Changed our mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This piece was put back on sale when it was received; issue the credit instead.');
    expect(await ledgerRows()).toBe(rows);
    expect(await stockOf(bag.sizeIds[0]!)).toBe(1);
    expect(await auditOf(id)).toEqual(['return.approve', 'return.receive']);
  });

  it('a damaged piece stays off sale, with the note; it can still be credited, or rejected after inspection', async () => {
    const shopper = await createUser(t);
    const [a, b] = [await createProduct(t, { price: 18_000 }), await createProduct(t, { price: 22_000 })];
    const order = await buy(shopper, [a, b]);
    await deliver(order._id);
    const lineA = order.order_items.find((i) => i.item_id === a.id)!;
    const lineB = order.order_items.find((i) => i.item_id === b.id)!;

    const credited = await returnAll(shopper, lineA._id, false);
    expect(credited.credit).toBe(18_000);
    expect(await stockOf(a.sizeIds[0]!)).toBe(0);

    const id = await askReturn(shopper, lineB._id);
    await step(id, 'approve', { instructions: pickup });
    const received = await step(id, 'receive', { restock: false, note: 'Not the piece we sold: different serial number.' });
    expect(received.json()).toMatchObject({ data: { restocked: false, inspection_note: 'Not the piece we sold: different serial number.' }, message: 'Piece received; kept off sale.' });
    const rejected = await step(id, 'reject', { reason: 'The piece sent back is not the one we sold.' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decision_note: 'The piece sent back is not the one we sold.', credit: null });
    expect(await stockOf(b.sizeIds[0]!)).toBe(0);
    expect(await balance(shopper)).toBe(18_000);
    expect((await step(id, 'credit')).statusCode).toBe(409);
    expect(await mailsTo(shopper.email)).toContain('return-rejected');
  });

  it('two staff receiving or crediting the same return at once: one wins, stock +1 and one credit line', async () => {
    const bag = await createProduct(t, { price: 40_000 });
    const { shopper, id } = await returnAsked(bag);
    await step(id, 'approve', { instructions: pickup });
    const receives = await Promise.all([step(id, 'receive', { restock: true }), step(id, 'receive', { restock: true })]);
    expect(receives.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(bag.sizeIds[0]!)).toBe(1);
    const rows = await ledgerRows();
    const credits = await Promise.all([step(id, 'credit'), step(id, 'credit')]);
    expect(credits.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerRows()).toBe(rows + 1);
    expect(await balance(shopper)).toBe(40_000);
  });

  it('a size removed from the catalogue cannot be restocked: 409, nothing changes', async () => {
    const bag = await createProduct(t, {
      price: 25_000,
      sizes: [
        { size: 'S', quantity: 1 },
        { size: 'M', quantity: 1 },
      ],
    });
    const { id } = await returnAsked(bag);
    await step(id, 'approve', { instructions: pickup });
    await t.database.query('DELETE FROM product_sizes WHERE id = $1', [bag.sizeIds[0]]);
    const res = await step(id, 'receive', { restock: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Size S of .* no longer exists/);
    expect((await inject('GET', '/api/admin/returns?status=approved', admin)).json().data.some((r: { _id: string }) => r._id === id)).toBe(true);
    expect(await stockOf(bag.sizeIds[1]!)).toBe(1);
  });
});
