import { CreatorVideoSchema, HeroSlideSchema } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createBrand, createProduct, multipartBody, testPicture, type TestUser } from '../../../test/factories';
import { getHomeContent } from './service';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => ({ t, admin, shopper } = await shopWith({ admin: true, shopper: true })));
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: object) => t.app.inject({ method, url, headers: user?.auth, payload });
const home = async () =>
  (await inject('GET', '/api/content/home')).json().data as {
    slides: { _id: string; heading: string }[];
    videos: { title: string; video_url: string }[];
    edits: { title: string; products: { _id: string }[]; filter: Record<string, string> }[];
  };
const slides = async () => (await inject('GET', '/api/admin/content/slides', admin)).json().data as { _id: string; heading: string; state: string; position: number }[];
const counts = async () =>
  (
    await t.database.query<{ s: number; v: number; e: number }>(
      'SELECT (SELECT count(*) FROM hero_slides)::int AS s, (SELECT count(*) FROM creator_videos)::int AS v, (SELECT count(*) FROM featured_edits)::int AS e',
    )
  )[0]!;

const slide = {
  eyebrow: 'Diwali',
  heading: 'The festive edit',
  text: 'Gold, silk and evening bags for the season.',
  link_url: '/shop?sort=newest',
  link_label: 'Shop the edit',
  image: '/art/hero-2-wide.webp',
  phone_image: '/art/hero-2-tall.webp',
  image_alt: 'Red heels beside a black clutch',
};

describe('the home page content', () => {
  it('starts with the four slides and five guides the home page showed, in order, and no invented creators', async () => {
    const content = await home();
    expect(content.slides.map((s) => s.heading)).toEqual(['Icons, loved again', 'Evening, reimagined', 'Gold that lasts', 'Tailoring, second time round']);
    expect(content.videos).toHaveLength(5);
    for (const v of content.videos) expect(v.video_url).toMatch(/^\/[a-z-]+$/);
  });

  it("holds only a shopper's fields, as the server-rendered first view sends it without the route's schema", async () => {
    const content = await getHomeContent(t.database, t.clock.now());
    for (const s of content.slides) expect(Object.keys(s).sort()).toEqual(Object.keys(HeroSlideSchema.shape).sort());
    for (const v of content.videos) expect(Object.keys(v).sort()).toEqual(Object.keys(CreatorVideoSchema.shape).sort());
  });

  it('adds, edits, orders and deletes a slide; the home page follows at once', async () => {
    const created = await inject('POST', '/api/admin/content/slides', admin, slide);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    expect((await home()).slides.at(-1)).toMatchObject({ _id: id, heading: 'The festive edit' });

    expect((await inject('PUT', `/api/admin/content/slides/${id}`, admin, { ...slide, heading: 'Festive, reimagined' })).statusCode).toBe(200);
    expect((await home()).slides.at(-1)!.heading).toBe('Festive, reimagined');

    const ids = (await slides()).map((s) => s._id);
    const reordered = [id, ...ids.filter((x) => x !== id)];
    expect((await inject('PUT', '/api/admin/content/slides/order', admin, { ids: reordered })).statusCode).toBe(200);
    expect((await home()).slides.map((s) => s._id)).toEqual(reordered);

    expect((await inject('DELETE', `/api/admin/content/slides/${id}`, admin)).statusCode).toBe(200);
    expect((await home()).slides.map((s) => s._id)).toEqual(ids.filter((x) => x !== id));
    expect((await inject('DELETE', `/api/admin/content/slides/${id}`, admin)).statusCode).toBe(404);
  });

  it('shows a slide only between its start and end dates', async () => {
    const now = t.clock.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const later = (await inject('POST', '/api/admin/content/slides', admin, { ...slide, heading: 'Starts tomorrow', starts_at: iso(86_400_000) })).json().data._id;
    const ended = (await inject('POST', '/api/admin/content/slides', admin, { ...slide, heading: 'Ended yesterday', starts_at: iso(-2 * 86_400_000), ends_at: iso(-86_400_000) })).json().data._id;
    const live = (await inject('POST', '/api/admin/content/slides', admin, { ...slide, heading: 'Live this week', starts_at: iso(-86_400_000), ends_at: '2099-01-01T00:00:00+05:30' })).json().data._id;
    const shown = (await home()).slides.map((s) => s._id);
    expect(shown).toContain(live);
    expect(shown).not.toContain(later);
    expect(shown).not.toContain(ended);
    const states = Object.fromEntries((await slides()).map((s) => [s._id, s.state]));
    expect(states).toMatchObject({ [later]: 'scheduled', [ended]: 'ended', [live]: 'live' });

    t.clock.advance(2 * 86_400_000);
    try {
      expect((await home()).slides.map((s) => s._id)).toContain(later);
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
    for (const id of [later, ended, live]) await inject('DELETE', `/api/admin/content/slides/${id}`, admin);
  });

  it.each([
    ['no heading', { ...slide, heading: '' }, 'Heading is required.'],
    ['an end before the start', { ...slide, starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, 'The end date must be after the start date.'],
    ['a date without its time', { ...slide, starts_at: '2026-12-02' }, 'Dates must be full dates and times'],
    ['a link to another site over http', { ...slide, link_url: 'http://example.com/sale' }, 'Link must be a page of the shop'],
    ['a protocol-relative link', { ...slide, link_url: '//evil.example/x' }, 'Link must be a page of the shop'],
    ['a script link', { ...slide, link_url: 'javascript:alert(1)' }, 'Link must be a page of the shop'],
    ['a picture from elsewhere', { ...slide, image: 'https://cdn.example/x.webp' }, 'Please upload a picture.'],
    ['a picture path climbing out', { ...slide, image: '/uploads/../secret.webp' }, 'Please upload a picture.'],
    ['a control character', { ...slide, heading: 'Bad\u0000heading' }, 'Heading cannot contain control characters'],
    ['an unknown field', { ...slide, colour: 'red' }, ''],
  ])('refuses a slide with %s (400) and changes nothing', async (_name, body, message) => {
    const before = await counts();
    const res = await inject('POST', '/api/admin/content/slides', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('keeps the back office to staff: 401 without a token, 403 for a shopper, 404 for an unknown id, 400 for a bad order', async () => {
    expect((await inject('POST', '/api/admin/content/slides', undefined, slide)).statusCode).toBe(401);
    expect((await inject('POST', '/api/admin/content/slides', shopper, slide)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/admin/content/slides/00000000-0000-4000-8000-000000000000', admin, slide)).statusCode).toBe(404);
    expect((await inject('PUT', '/api/admin/content/slides/nope', admin, slide)).statusCode).toBe(400);
    const ids = (await slides()).map((s) => s._id);
    const res = await inject('PUT', '/api/admin/content/slides/order', admin, { ids: ids.slice(1) });
    expect(res.statusCode).toBe(400);
    expect((await slides()).map((s) => s._id)).toEqual(ids);
  });

  it('edits the creator carousel: an https video or a page of the shop, hidden entries leave the home page', async () => {
    const res = await inject('POST', '/api/admin/content/videos', admin, {
      title: 'Five ways with a Kelly',
      credit: 'Meera, stylist',
      video_url: 'https://www.youtube.com/watch?v=abc123',
      image: '/art/influencer-1.webp',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id;
    expect((await home()).videos.at(-1)).toMatchObject({ title: 'Five ways with a Kelly', video_url: 'https://www.youtube.com/watch?v=abc123' });
    expect(
      (
        await inject('PUT', `/api/admin/content/videos/${id}`, admin, {
          title: 'Five ways with a Kelly',
          credit: 'Meera, stylist',
          video_url: 'https://www.youtube.com/watch?v=abc123',
          image: '/art/influencer-1.webp',
          visible: false,
        })
      ).statusCode,
    ).toBe(200);
    expect((await home()).videos.map((v) => v.title)).not.toContain('Five ways with a Kelly');
    expect((await inject('POST', '/api/admin/content/videos', admin, { title: 'x', credit: 'y', video_url: 'ftp://x.example/v', image: '/art/influencer-1.webp' })).statusCode).toBe(400);
  });

  it('shows a featured edit of chosen pieces (sold-out ones left out) and one of a saved filter, with its shop link', async () => {
    const hermes = await createBrand(t, 'Hermès Test House');
    const kelly = await createProduct(t, { name: 'Hermès Kelly 28', brandId: hermes.id, price: 40_000 });
    const gone = await createProduct(t, { name: 'Hermès Evelyne', brandId: hermes.id, sizes: [{ size: 'One Size', quantity: 0 }] });
    const pieces = await inject('POST', '/api/admin/content/edits', admin, { title: 'Staff picks', kind: 'pieces', product_ids: [gone.id, kelly.id] });
    expect(pieces.statusCode, pieces.body).toBe(201);
    const filter = await inject('POST', '/api/admin/content/edits', admin, {
      title: 'The Hermès edit',
      description: 'Every piece from the house.',
      kind: 'filter',
      filter: { brandId: hermes.id, sort: 'newest' },
    });
    expect(filter.statusCode, filter.body).toBe(201);
    const edits = (await home()).edits;
    expect(edits.find((e) => e.title === 'Staff picks')!.products.map((p) => p._id)).toEqual([kelly.id]);
    const hermesEdit = edits.find((e) => e.title === 'The Hermès edit')!;
    expect(hermesEdit.filter).toEqual({ brandId: hermes.id, sort: 'newest' });
    expect(hermesEdit.products.map((p) => p._id)).toEqual([kelly.id]);
  });

  it.each([
    ['pieces without pieces', { title: 'Empty', kind: 'pieces', product_ids: [] }, 'Choose at least one piece'],
    ['an unknown piece', { title: 'Ghost', kind: 'pieces', product_ids: ['00000000-0000-4000-8000-000000000000'] }, 'not in the shop'],
    ['a filter with nothing to filter', { title: 'All', kind: 'filter', filter: { sort: 'newest' } }, 'Choose at least one filter'],
    ['a filter the listing refuses', { title: 'Bad', kind: 'filter', filter: { conditions: 'mint' } }, 'Filter'],
    ['a filter key the shop does not know', { title: 'Bad', kind: 'filter', filter: { page: '2' } }, 'Unrecognized key: "page"'],
  ])('refuses an edit with %s (400) and changes nothing', async (_name, body, message) => {
    const before = await counts();
    const res = await inject('POST', '/api/admin/content/edits', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('makes an uploaded hero picture into a wide and a tall WebP; a file that is not a picture is refused', async () => {
    const png = await testPicture('png', 1200, 800, '#c96');
    const ok = multipartBody([{ field: 'image', filename: 'hero.png', type: 'image/png', data: png }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/content/hero-images', headers: { ...admin.auth, ...ok.headers }, payload: ok.payload });
    expect(res.statusCode, res.body).toBe(201);
    const { image, phone_image } = res.json().data;
    expect(image).toMatch(/^\/uploads\/home\/.+-wide\.webp$/);
    expect(phone_image).toMatch(/^\/uploads\/home\/.+-tall\.webp$/);
    const wide = await t.app.inject({ method: 'GET', url: image });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    const bad = multipartBody([{ field: 'image', filename: 'hero.png', type: 'image/png', data: Buffer.from('not a picture') }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/content/hero-images', headers: { ...admin.auth, ...bad.headers }, payload: bad.payload })).statusCode).toBe(400);
    expect((await inject('POST', '/api/admin/content/slides', admin, { ...slide, image, phone_image })).statusCode).toBe(201);
  });
});
