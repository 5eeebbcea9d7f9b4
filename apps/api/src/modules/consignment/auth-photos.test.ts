/**
 * Authentication photos (issue 18): staff attach photos to a received piece's authentication; they
 * are stored as WebP like the seller's photos, shown with the authentication's timeline line to the
 * seller, and refused with a clear 4xx out of turn, when not images, beyond 8, or for a shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { createUser, multipartBody, testPicture, type TestUser } from '../../../test/factories';
import { shopWith } from '../../../test/shop';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let jpeg: Buffer;
beforeAll(async () => {
  ({ t, admin } = await shopWith({ admin: true }));
  seller = await createUser(t, { firstName: 'Meera' });
  jpeg = await testPicture('jpeg', 600, 750, '#7a5c3e');
});
afterAll(() => t.close());

const photos = (n: number, data = jpeg) => Array.from({ length: n }, (_, i) => ({ field: 'photos', filename: `auth-${i}.jpg`, type: 'image/jpeg', data }));
async function send(url: string, user: TestUser, files: ReturnType<typeof photos>, fields: Record<string, string> = {}) {
  const body = multipartBody(files, fields);
  return t.app.inject({ method: 'POST', url, headers: { ...user.auth, ...body.headers }, payload: body.payload });
}
const staff = (id: string, step: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/admin/consignment/submissions/${id}/${step}`, headers: admin.auth, payload });
const attach = (id: string, n: number, user: TestUser = admin, data = jpeg) => send(`/api/admin/consignment/submissions/${id}/authentication-photos`, user, photos(n, data));
const authPhotos = async (id: string) => (await t.database.query<{ auth_photos: string[] }>('SELECT auth_photos FROM consignment_submissions WHERE id = $1', [id]))[0]!.auth_photos;

/** A piece submitted, quoted, accepted, picked up and received (or stopped at `until`). */
async function piece(until: 'submitted' | 'received' = 'received'): Promise<string> {
  const res = await send('/api/seller/submissions', seller, photos(1), {
    house: 'Cartier',
    productName: 'Love Bracelet',
    category: 'jewelry',
    condition: 'excellent',
    askingPrice: '350000',
    phone: '9811122233',
    pickupAddress: 'Bandra West, Mumbai 400050',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data._id as string;
  if (until === 'submitted') return id;
  expect((await staff(id, 'quote', { listing_price: 3_20_000 })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/seller/submissions/${id}/quote/accept`, headers: seller.auth })).statusCode).toBe(200);
  expect((await staff(id, 'pickup', { pickup_at: '2026-11-25T10:00:00+05:30' })).statusCode).toBe(200);
  expect((await staff(id, 'receive')).statusCode).toBe(200);
  return id;
}

describe('POST /api/admin/consignment/submissions/:id/authentication-photos', () => {
  it('stores WebP photos, shows them with the authentication line and later ones on a line of their own; the seller sees them', async () => {
    const id = await piece();
    const res = await attach(id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().data.auth_photos as string[];
    expect(first).toHaveLength(2);
    for (const url of first) {
      expect(url).toMatch(/^\/uploads\/consignment\/.+-full\.webp$/);
      for (const variant of ['thumb', 'card', 'full']) expect(await t.app.deps.storage.exists(url.replace('/uploads/', '').replace('-full.webp', `-${variant}.webp`))).toBe(true);
    }

    const passed = (await staff(id, 'authenticate', { result: 'pass', notes: 'Screws and serial match Cartier’s records.' })).json().data;
    expect(passed.timeline.at(-1)).toMatchObject({ text: 'Authenticated by our experts', photos: first });

    const later = await attach(id, 1);
    expect(later.statusCode).toBe(200);
    const all = later.json().data.auth_photos as string[];
    expect(all.slice(0, 2)).toEqual(first);
    expect(all).toHaveLength(3);

    const mine = (await t.app.inject({ method: 'GET', url: `/api/seller/submissions/${id}`, headers: seller.auth })).json().data;
    expect(mine.auth_photos).toEqual(all);
    expect(mine.timeline.at(-1)).toMatchObject({ text: 'Authentication photo added', photos: [all[2]] });
    expect(mine.timeline[0].photos).toEqual([]);
    const audits = await t.database.query<{ action: string }>("SELECT action FROM audit_log WHERE entity_id = $1 AND action = 'consignment.auth-photos'", [id]);
    expect(audits).toHaveLength(2);
  });

  it('refuses photos out of turn, not images, none, or beyond 8, and changes nothing', async () => {
    const early = await piece('submitted');
    const outOfTurn = await attach(early, 1);
    expect(outOfTurn.statusCode).toBe(409);
    expect(outOfTurn.json().message).toContain('once the piece is received');
    expect(await authPhotos(early)).toEqual([]);

    const id = await piece();
    const notImage = await attach(id, 2, admin, Buffer.from('not a picture'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe('UPLOAD_INVALID');
    expect((await send(`/api/admin/consignment/submissions/${id}/authentication-photos`, admin, [])).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const json = await staff(id, 'authentication-photos', { photos: ['/uploads/consignment/x-full.webp'] });
    expect(json.statusCode).toBe(415);
    expect(await authPhotos(id)).toEqual([]);

    expect((await attach(id, 6)).statusCode).toBe(200);
    const tooMany = await attach(id, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Add at most 2 more authentication photos (8 in all).' });
    expect(await authPhotos(id)).toHaveLength(6);
    expect((await attach(id, 9)).statusCode).toBe(413);
    expect((await attach('00000000-0000-0000-0000-000000000000', 1)).statusCode).toBe(404);
  });

  it('is for staff only (403 for a shopper, even the piece’s seller)', async () => {
    const id = await piece();
    expect((await attach(id, 1, seller)).statusCode).toBe(403);
    expect(await authPhotos(id)).toEqual([]);
  });
});
