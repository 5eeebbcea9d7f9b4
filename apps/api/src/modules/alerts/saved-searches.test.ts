/**
 * Saved searches through the real API and the timed work (issue 19): the daily digest, read back
 * from the outbox, and the account's list. The digest finds pieces with the catalogue's own filter
 * and forgiving search, so it lists what the saved page shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createBrand, createProduct, createUser, outboxMails, type TestUser } from '../../../test/factories';
import { runAlertWork, type AlertJobOptions } from './jobs';
import { appSecret } from './tokens';

let t: TestApp;
let options: AlertJobOptions;
beforeAll(async () => {
  ({ t } = await shopWith());
  options = { batchSeconds: 300, publicUrl: 'https://shop.test', secret: await appSecret(t.database.db, undefined) };
});
afterAll(() => t.close());

const SECOND = 1000;
const DAY = 86_400_000;
const alerts = () => runAlertWork(t.database, options, t.clock.now());

describe('saved searches', () => {
  const save = (u: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: u.auth, payload });

  it('the daily digest lists only pieces listed since the last one, and a second run sends nothing', async () => {
    const shopper = await createUser(t);
    const before = await createProduct(t, { name: 'Zephyrine Clutch Old' });
    const res = await save(shopper, { name: 'Zephyrine', query: { search: 'zephyrine', category_id: 'women' } });
    expect(res.statusCode, res.body).toBe(201);
    t.clock.advance(60 * SECOND);
    const fresh = await createProduct(t, { name: 'Zephyrine Clutch New' });
    await createProduct(t, { name: 'Unrelated Tote' });
    await createProduct(t, { name: 'Zephyrine Loafers', categoryId: 'men' });

    await alerts();
    expect(await outboxMails(t, shopper.email, 'alert-saved-search')).toHaveLength(0);
    t.clock.advance(DAY);
    await alerts();
    await alerts();
    const mails = await outboxMails(t, shopper.email, 'alert-saved-search');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new piece for your search "Zephyrine"');
    expect(mails[0]!.body_text).toContain(fresh.id);
    expect(mails[0]!.body_text).not.toContain(before.id);
    expect(mails[0]!.body_text).toContain('https://shop.test/shop?search=zephyrine&category_id=women');

    t.clock.advance(DAY);
    await alerts();
    expect(await outboxMails(t, shopper.email, 'alert-saved-search')).toHaveLength(1);
  });

  it('at most 12 pieces in a digest, each with its picture in the HTML part', async () => {
    const shopper = await createUser(t);
    await save(shopper, { name: 'Quillon', query: { search: 'quillon' } });
    t.clock.advance(SECOND);
    for (let i = 0; i < 14; i += 1) await createProduct(t, { name: `Quillon Scarf ${i}`, images: ['/uploads/seed/quillon.webp'] });
    t.clock.advance(DAY);
    await alerts();
    const [mail] = await outboxMails(t, shopper.email, 'alert-saved-search');
    expect(mail!.subject).toBe('14 new pieces for your search "Quillon"');
    expect(mail!.body_text.match(/\/product\//g)).toHaveLength(12);
    expect(mail!.body_html!.match(/<img src="https:\/\/shop\.test\/uploads\/seed\/quillon\.webp"/g)).toHaveLength(12);
    expect(mail!.body_text).toContain('And 2 more');
  });

  it('a search saved on /sale-items keeps its sale-only filter: the digest lists only new sale pieces, with a link to the sale page', async () => {
    const shopper = await createUser(t);
    const house = await createBrand(t, `Maison Solde ${Date.now()}`);
    const saleBefore = await createProduct(t, { name: 'Solde Tote Old', brandId: house.id, price: 80_000, discountPrice: 60_000 });
    // What the sale page sends: its listing's filters with the page's own on_sale (catalogue listing-query toApiParams, less sort and page).
    const res = await save(shopper, { name: `${house.name} on sale`, query: { brandId: [house.id], on_sale: true } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.query).toEqual({ brandId: [house.id], on_sale: true });
    t.clock.advance(SECOND);
    const onSale = await createProduct(t, { name: 'Solde Clutch', brandId: house.id, price: 90_000, discountPrice: 72_000 });
    const fullPrice = await createProduct(t, { name: 'Solde Loafers', brandId: house.id, price: 40_000 });
    const otherHouse = await createProduct(t, { name: 'Solde Scarf', price: 30_000, discountPrice: 20_000 });
    t.clock.advance(DAY);
    await alerts();
    const mails = await outboxMails(t, shopper.email, 'alert-saved-search');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`1 new piece for your search "${house.name} on sale"`);
    expect(mails[0]!.body_text).toContain(onSale.id);
    for (const left of [saleBefore, fullPrice, otherHouse]) expect(mails[0]!.body_text).not.toContain(left.id);
    expect(mails[0]!.body_text).toContain(`https://shop.test/sale-items?brandId=${house.id}`);
  });

  it('matches as the shop search does, typos corrected: a digest of "guci" lists the new Gucci pieces', async () => {
    const shopper = await createUser(t);
    const gucci = await createBrand(t, 'Gucci');
    await save(shopper, { name: 'guci', query: { search: 'guci' } });
    t.clock.advance(SECOND);
    const marmont = await createProduct(t, { name: 'Marmont Shoulder Bag', brandId: gucci.id });
    const other = await createProduct(t, { name: 'Guilloché Card Case' });
    // The shop's own answer for the same search.
    const shop = (await t.app.inject({ method: 'GET', url: '/api/product/list?search=guci' })).json().data;
    expect(shop.corrected_search).toBe('Gucci');
    expect(shop.products.map((p: { _id: string }) => p._id)).toContain(marmont.id);
    t.clock.advance(DAY);
    // Two processes at once: one mail.
    await Promise.all([alerts(), alerts()]);
    const mails = await outboxMails(t, shopper.email, 'alert-saved-search');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new piece for your search "guci"');
    expect(mails[0]!.body_text).toContain(marmont.id);
    expect(mails[0]!.body_text).not.toContain(other.id);
  });

  it("lists, renames and deletes only the shopper's own searches; the same filters are kept once", async () => {
    const shopper = await createUser(t);
    const other = await createUser(t);
    const created = (await save(shopper, { name: 'Black bags', query: { colors: ['Black'], sub_category_id: 'women-bags' } })).json().data;
    const again = await save(shopper, { name: 'Bags again', query: { sub_category_id: 'women-bags', colors: ['Black'] } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(created._id);

    const rename = await t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${created._id}`, headers: shopper.auth, payload: { name: 'Evening bags' } });
    expect(rename.json().data.name).toBe('Evening bags');
    const list = (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: shopper.auth })).json().data.searches;
    expect(list).toEqual([expect.objectContaining({ _id: created._id, name: 'Evening bags', query: { colors: ['Black'], sub_category_id: 'women-bags' }, lastDigestAt: null })]);

    for (const req of [
      { method: 'PATCH' as const, url: `/api/saved-searches/${created._id}`, payload: { name: 'Mine now' } },
      { method: 'DELETE' as const, url: `/api/saved-searches/${created._id}` },
    ]) {
      const res = await t.app.inject({ ...req, headers: other.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    const del = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${created._id}`, headers: shopper.auth });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: shopper.auth })).json().data.searches).toEqual([]);
  });

  it('refuses bad input with a readable 4xx and stores nothing', async () => {
    const shopper = await createUser(t);
    const count = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [shopper.id]))[0]!.n;
    const cases: [object, string][] = [
      [{ name: '', query: {} }, 'Name is required.'],
      [{ name: 'x\u0007', query: {} }, 'Name cannot contain control characters or line breaks.'],
      [{ name: 'ok', query: { page: 2 } }, ''],
      [{ name: 'ok', query: { conditions: ['mint-ish'] } }, ''],
      [{ name: 'ok' }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await save(shopper, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (message) expect(res.json().message).toContain(message);
    }
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/saved-searches', payload: { name: 'x', query: {} } });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/saved-searches/not-a-uuid', headers: shopper.auth, payload: { name: 'x' } })).statusCode).toBe(400);
    expect(await count()).toBe(0);
  });

  it('keeps at most 20 searches per shopper', async () => {
    const shopper = await createUser(t);
    for (let i = 0; i < 20; i += 1) expect((await save(shopper, { name: `S${i}`, query: { search: `word${i}` } })).statusCode).toBe(201);
    const res = await save(shopper, { name: 'One more', query: { search: 'more' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SAVED_SEARCH_LIMIT');
  });
});
