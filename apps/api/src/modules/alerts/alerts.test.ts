/**
 * Alerts through the real API and the timed work, read back from the outbox (issue 19, acceptance 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createBrand, createProduct, createUser, outboxMails, type ProductOptions, type TestUser } from '../../../test/factories';
import { deliverOutbox, type MailTransport } from '../../lib/mail';
import { runDueWork } from '../jobs/runner';
import { runAlertWork, type AlertJobOptions } from './jobs';
import { emailSubject } from './service';
import { appSecret, unsubscribeToken } from './tokens';

let t: TestApp;
let admin: TestUser;
let options: AlertJobOptions;
beforeAll(async () => {
  ({ t, admin } = await shopWith({ admin: true }));
  options = { batchSeconds: 300, publicUrl: 'https://shop.test', secret: await appSecret(t.database.db, undefined) };
});
afterAll(() => t.close());

const SECOND = 1000;
const DAY = 86_400_000;
const alerts = () => runAlertWork(t.database, options, t.clock.now());

const mailsTo = (email: string, kind: string) => outboxMails(t, email, kind);

const wishlist = (u: TestUser, productId: string) => t.app.inject({ method: 'POST', url: '/api/product/wishlist', headers: u.auth, payload: { user_id: u.id, product_id: productId } });

/** Makes a product with the factory and returns what the staff edit form needs to change its price. */
async function piece(o: ProductOptions = {}) {
  const p = await createProduct(t, { price: 50_000, ...o });
  const body = (price: number, discount: number | null = null) => ({
    category_id: o.categoryId ?? 'women',
    subCategory_id: o.subCategoryId ?? (o.categoryId ? undefined : 'women-bags'),
    subSubCategory_id: o.subSubCategoryId ?? (o.categoryId ? undefined : 'women-bags-tote-bags'),
    brand_id: o.brandId,
    product_name: o.name ?? 'Tote',
    color: 'Black',
    price,
    discount_price: discount,
    sizes: [{ _id: p.sizeIds[0], size: 'One Size', quantity: 1 }],
    images: o.images ?? [],
    description: 'EXTERIOR\nMaterial: Calfskin',
    condition: 'pristine',
    tags: [],
  });
  const setPrice = async (price: number, discount: number | null = null) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${p.id}`, headers: admin.auth, payload: body(price, discount) });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { ...p, setPrice };
}

const address = (u: TestUser) => ({
  firstName: 'Ira',
  lastName: 'Sen',
  email: u.email,
  phone: '9876543210',
  address: '4 Park Street',
  city: 'Kolkata',
  state: 'West Bengal',
  country: 'India',
  zipCode: '700016',
});
async function buy(productId: string, sizeId: string, payload: Record<string, unknown> = { paymentMethod: 'cod' }) {
  const buyer = await createUser(t);
  await t.app.inject({ method: 'POST', url: '/api/cart/add-item', headers: buyer.auth, payload: { product_id: productId, size_id: sizeId, quantity: 1 } });
  const res = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: buyer.auth, payload: { address: address(buyer), ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, data: res.json().data };
}

describe('price drops on a wishlisted piece', () => {
  it('one drop gives one mail once the batch window closes; a second drop inside the window is in the same mail', async () => {
    const shopper = await createUser(t, { firstName: 'Meera' });
    const bag = await piece({ name: 'Lady Dior Medium' });
    expect((await wishlist(shopper, bag.id)).statusCode).toBe(200);

    await bag.setPrice(50_000, 45_000);
    await alerts();
    expect(await mailsTo(shopper.email, 'alert-price-drop')).toHaveLength(0);
    t.clock.advance(100 * SECOND);
    await bag.setPrice(50_000, 40_000);
    await alerts();
    expect(await mailsTo(shopper.email, 'alert-price-drop')).toHaveLength(0);

    t.clock.advance(201 * SECOND);
    await alerts();
    const mails = await mailsTo(shopper.email, 'alert-price-drop');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain('Lady Dior Medium');
    expect(mail!.body_text).toContain('Dear Meera');
    expect(mail!.body_text).toContain('was ₹50,000.00, now ₹40,000.00');
    expect(mail!.body_text).toContain(`https://shop.test/product/${bag.id}`);
    expect(mail!.body_text).not.toContain('₹45,000.00');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<https:\/\/shop\.test\/api\/alerts\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.body_html).toMatch(/<s[^>]*>₹50,000\.00<\/s> <strong>₹40,000\.00<\/strong>/);

    t.clock.advance(DAY);
    await alerts();
    expect(await mailsTo(shopper.email, 'alert-price-drop')).toHaveLength(1);
  });

  it('drops of two pieces inside the window are one mail naming each, with old and new price', async () => {
    const shopper = await createUser(t);
    const a = await piece({ name: 'Speedy 30', price: 80_000 });
    const b = await piece({ name: 'Neverfull MM', price: 90_000 });
    await wishlist(shopper, a.id);
    await wishlist(shopper, b.id);
    await a.setPrice(70_000);
    await alerts();
    t.clock.advance(60 * SECOND);
    await b.setPrice(90_000, 85_000);
    await alerts();
    t.clock.advance(300 * SECOND);
    await alerts();
    const [mail, ...more] = await mailsTo(shopper.email, 'alert-price-drop');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Price drops on 2 pieces in your wishlist');
    expect(mail!.body_text).toContain('Speedy 30: was ₹80,000.00, now ₹70,000.00');
    expect(mail!.body_text).toContain('Neverfull MM: was ₹90,000.00, now ₹85,000.00');
  });

  it('a price raised again before the mail, or a piece not on a wishlist, mails nobody', async () => {
    const shopper = await createUser(t);
    const bag = await piece({ name: 'Jackie 1961' });
    const other = await piece({ name: 'Dionysus' });
    await wishlist(shopper, bag.id);
    await bag.setPrice(40_000);
    await other.setPrice(30_000);
    await alerts();
    await bag.setPrice(50_000);
    t.clock.advance(301 * SECOND);
    await alerts();
    expect(await mailsTo(shopper.email, 'alert-price-drop')).toHaveLength(0);
    const events = await t.database.query<{ outcome: string }>('SELECT outcome FROM alert_events WHERE product_id = ANY($1::uuid[])', [[bag.id, other.id]]);
    expect(events).toEqual([{ outcome: 'nothing-to-say' }]);
  });

  it('a piece taken off the wishlist before the mail is not named', async () => {
    const shopper = await createUser(t);
    const kept = await piece({ name: 'Cabas Kept' });
    const dropped = await piece({ name: 'Cabas Dropped' });
    await wishlist(shopper, kept.id);
    await wishlist(shopper, dropped.id);
    await kept.setPrice(40_000);
    await dropped.setPrice(40_000);
    await alerts();
    const off = await t.app.inject({ method: 'DELETE', url: '/api/product/wishlist', headers: shopper.auth, payload: { user_id: shopper.id, product_id: dropped.id } });
    expect(off.statusCode).toBe(200);
    t.clock.advance(301 * SECOND);
    await alerts();
    const [mail, ...more] = await mailsTo(shopper.email, 'alert-price-drop');
    expect(more).toHaveLength(0);
    expect(mail!.body_text).toContain('Cabas Kept');
    expect(mail!.body_text).not.toContain('Cabas Dropped');
  });

  it('two processes running the work at once send one mail', async () => {
    const shopper = await createUser(t);
    const bag = await piece({ name: 'Baguette' });
    await wishlist(shopper, bag.id);
    await bag.setPrice(30_000);
    await alerts();
    t.clock.advance(301 * SECOND);
    const jobs = (await import('../jobs/runner')).runDueWork;
    const deps = { database: t.database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {}, alerts: options };
    await Promise.all([jobs(deps), jobs(deps), alerts()]);
    expect(await mailsTo(shopper.email, 'alert-price-drop')).toHaveLength(1);
  });
});

describe('sending', () => {
  it('SMTP gets the alert mail with its List-Unsubscribe headers and the HTML part', async () => {
    const shopper = await createUser(t);
    const bag = await piece({ name: 'Antigona', images: ['/uploads/seed/antigona.webp'] });
    await wishlist(shopper, bag.id);
    await bag.setPrice(35_000);
    await alerts();
    t.clock.advance(301 * SECOND);
    await alerts();
    const sent: Parameters<MailTransport['send']>[0][] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(m) };
    while ((await deliverOutbox(t.database.db, transport, 'shop@example.com', t.clock.now(), () => {}, 200)) > 0);
    const mail = sent.find((m) => m.to === shopper.email);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.test\/api\/alerts\/unsubscribe\?token=[\w-]+\.[\w-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.html).toContain('<img src="https://shop.test/uploads/seed/antigona.webp"');
    expect(mail?.text).toContain('was ₹50,000.00, now ₹35,000.00');
  });
});

describe('sold and held pieces', () => {
  it('a sold wishlisted piece mails its shoppers with up to four similar pieces still for sale', async () => {
    const house = await createBrand(t);
    const shopper = await createUser(t);
    const bag = await piece({ name: 'Boy Bag', brandId: house.id });
    const similar: { id: string }[] = [];
    for (let i = 0; i < 5; i += 1) similar.push(await piece({ name: `Similar ${i}`, brandId: house.id }));
    const soldOut = await piece({ name: 'Gone Already', brandId: house.id, sizes: [{ size: 'One Size', quantity: 0 }] });
    await wishlist(shopper, bag.id);

    await buy(bag.id, bag.sizeIds[0]!);
    await alerts();
    const [mail, ...more] = await mailsTo(shopper.email, 'alert-sold');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain('Boy Bag');
    expect(mail!.subject).toContain('has sold');
    const [, similarPart] = mail!.body_text.split('Similar pieces still for sale:');
    const links = similarPart!.match(/\/product\/[0-9a-f-]{36}/g) ?? [];
    expect(links).toHaveLength(4);
    expect(links.every((l) => similar.some((s) => l.endsWith(s.id)))).toBe(true);
    expect(similarPart).not.toContain(soldOut.id);
    expect(similarPart).not.toContain(bag.id);

    await alerts();
    expect(await mailsTo(shopper.email, 'alert-sold')).toHaveLength(1);
  });

  it('a piece put on layaway is "on hold", mailed only once its payment is through', async () => {
    const shopper = await createUser(t);
    const bag = await piece({ name: 'Kelly Pochette', price: 30_000 });
    await wishlist(shopper, bag.id);
    const { buyer, data } = await buy(bag.id, bag.sizeIds[0]!, { paymentMethod: 'card', layaway: true });
    await alerts();
    expect(await t.database.query('SELECT 1 FROM outbox WHERE to_address = $1 AND kind LIKE $2', [shopper.email, 'alert-%'])).toHaveLength(0);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/gateway/pay',
      headers: buyer.auth,
      payload: { payment_id: data.payment._id, details: { method: 'card', cardNumber: '4111 1111 1111 1111', cardName: 'Ira Sen', expiryDate: '12/30', cvv: '123' } },
    });
    expect(paid.json().data.order.status, paid.body).toBe('On Layaway');
    await alerts();
    const mails = await mailsTo(shopper.email, 'alert-held');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kelly Pochette from your wishlist is on hold');
  });
});

describe('product requests matched by a new listing', () => {
  it("mails the requester once, for a listing of the house with the request's words", async () => {
    const house = await createBrand(t, `Hermès ${Date.now()}`);
    const email = `guest${Date.now()}@example.com`;
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/product-request',
      payload: { productName: 'Birkin 25 Togo', brand: house.name.toUpperCase(), description: 'Any colour.', priceRange: '50000+', contactEmail: email },
    });
    expect(req.statusCode, req.body).toBe(201);
    await piece({ name: 'Kelly 28', brandId: house.id });
    await alerts();
    expect(await mailsTo(email, 'alert-product-request')).toHaveLength(0);
    t.clock.advance(SECOND);
    const match = await piece({ name: 'Birkin 25 Togo Gold', brandId: house.id });
    t.clock.advance(SECOND);
    await piece({ name: 'Birkin 25 Togo Etoupe', brandId: house.id });
    await alerts();
    await alerts();
    const mails = await mailsTo(email, 'alert-product-request');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('"Birkin 25 Togo"');
    expect(mails[0]!.body_text).toContain(match.id);
  });
});

describe('a guest who unsubscribed from request mails', () => {
  it('is not mailed when a listing matches their request; the request is passed over once', async () => {
    const house = await createBrand(t, `Goyard ${Date.now()}`);
    const email = `guest-off${Date.now()}@example.com`;
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/product-request',
      payload: { productName: 'Saint Louis PM', brand: house.name, description: 'Any colour.', priceRange: '50000+', contactEmail: email },
    });
    expect(req.statusCode, req.body).toBe(201);
    const token = unsubscribeToken(options.secret, emailSubject(email), 'product_request');
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } })).statusCode).toBe(200);
    t.clock.advance(SECOND);
    await piece({ name: 'Saint Louis PM Tote', brandId: house.id });
    await alerts();
    expect(await mailsTo(email, 'alert-product-request')).toHaveLength(0);
    const rows = await t.database.query<{ outcome: string }>('SELECT outcome FROM alert_request_matches WHERE request_id = $1', [req.json().data._id]);
    expect(rows).toEqual([{ outcome: 'unsubscribed' }]);
  });
});

describe('preferences and unsubscribe', () => {
  const prefs = (u: TestUser) => t.app.inject({ method: 'GET', url: '/api/alerts/preferences', headers: u.auth });

  it('an unsubscribed shopper gets nothing', async () => {
    const shopper = await createUser(t);
    const put = await t.app.inject({ method: 'PUT', url: '/api/alerts/preferences', headers: shopper.auth, payload: { price_drop: false, sold: false } });
    expect(put.json().data).toEqual({ price_drop: false, sold: false, saved_search: true, product_request: true });
    const bag = await piece({ name: 'Saddle' });
    await wishlist(shopper, bag.id);
    await bag.setPrice(20_000);
    await alerts();
    t.clock.advance(301 * SECOND);
    await alerts();
    await buy(bag.id, bag.sizeIds[0]!);
    await alerts();
    expect(await t.database.query('SELECT 1 FROM outbox WHERE to_address = $1 AND kind LIKE $2', [shopper.email, 'alert-%'])).toHaveLength(0);
  });

  it('the one-click link of a mail works without signing in, as a mail program posts it and from the landing page', async () => {
    const shopper = await createUser(t);
    const bag = await piece({ name: 'Peekaboo' });
    await wishlist(shopper, bag.id);
    await bag.setPrice(45_000);
    await runDueWork({ database: t.database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {}, alerts: options });
    t.clock.advance(301 * SECOND);
    await runDueWork({ database: t.database, clock: t.clock, cache: t.app.deps.cache, transport: null, mailFrom: 'shop@example.com', log: () => {}, alerts: options });
    const [mail] = await mailsTo(shopper.email, 'alert-price-drop');
    const oneClick = mail!.headers['List-Unsubscribe']!.slice(1, -1).replace('https://shop.test', '');

    const tampered = oneClick.replace(/token=(\w)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    const bad = await t.app.inject({ method: 'POST', url: tampered, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('UNSUBSCRIBE_INVALID');
    expect((await prefs(shopper)).json().data.price_drop).toBe(true);

    const res = await t.app.inject({ method: 'POST', url: oneClick, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kind).toBe('price_drop');
    expect((await prefs(shopper)).json().data).toEqual({ price_drop: false, sold: true, saved_search: true, product_request: true });

    // The link in the text goes to the landing page, which posts the token as JSON.
    const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mail!.body_text)![1];
    const again = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(again.statusCode).toBe(200);

    await bag.setPrice(40_000);
    await alerts();
    t.clock.advance(301 * SECOND);
    await alerts();
    expect(await mailsTo(shopper.email, 'alert-price-drop')).toHaveLength(1);
  });

  it('refuses a missing or malformed token with 400', async () => {
    for (const payload of [{}, { token: 'nonsense' }, { token: 'a.b.c' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
