import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { testPicture, type TestUser } from '../../../test/factories';

let t: TestApp;
let shopper: TestUser;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  ({ t, shopper } = await shopWith({ shopper: true }));
  jpeg = await testPicture('jpeg', 640, 800, '#c58b4e');
  png = await testPicture('png', 300, 300, '#1a1a1a', true);
});
afterAll(() => t.close());

/** Rows of the inbox tables and the outbox, plus the files under uploads/sell: what a refused request must leave unchanged. */
async function inboxState() {
  const [counts] = await t.database.query<{ contact: number; sell: number; requests: number; newsletter: number; outbox: number }>(
    `SELECT (SELECT count(*) FROM contact_messages)::int AS contact, (SELECT count(*) FROM sell_submissions)::int AS sell,
            (SELECT count(*) FROM product_requests)::int AS requests, (SELECT count(*) FROM newsletter_subscribers)::int AS newsletter,
            (SELECT count(*) FROM outbox)::int AS outbox`,
  );
  const dir = path.join(t.config.uploadsDir, 'sell');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  return { ...counts!, files };
}

/** The one queued mail of this kind whose text contains `marker` (the test clock does not move, so order by time is no help). */
async function mailWith(kind: string, marker: string) {
  const rows = await t.database.query<{ to_address: string; subject: string; body_text: string; kind: string }>(
    `SELECT to_address, subject, body_text, kind FROM outbox WHERE kind = $1 AND (body_text LIKE '%' || $2 || '%' OR to_address = $2)`,
    [kind, marker],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

interface FilePart {
  name?: string;
  filename: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'photos'}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const sellFields = {
  firstName: 'Meera',
  lastName: 'Kapoor',
  email: 'Meera.Kapoor@Example.com',
  phone: '+91 98111 22233',
  address: '22 Prithviraj Road, New Delhi 110011',
  itemType: 'handbags',
  brand: 'Chanel',
  productName: 'Classic Flap Medium',
  productCondition: 'excellent',
  description: 'Caviar leather, gold hardware, with dust bag and card.',
  sellingPrice: '350000',
  estimatedRetailPrice: '',
};

const sell = (fields: Record<string, string>, files: FilePart[], headers: Record<string, string> = {}) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/sell-with-us', payload: body.payload, headers: { ...body.headers, ...headers } });
};
const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `photo-${i + 1}.jpg`, data: i % 2 ? png : jpeg, type: i % 2 ? 'image/png' : 'image/jpeg' }));

describe('POST /api/contact', () => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as string, headers: { 'content-type': 'application/json', ...headers } });

  it('stores the message and mails it to the shop', async () => {
    const res = await post(JSON.stringify({ name: 'Rohan Mehta', email: 'rohan@example.com', message: 'Is the Kelly 28 still available?' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    const rows = await t.database.query<{ name: string; email: string; message: string }>('SELECT name, email, message FROM contact_messages WHERE id = $1', [body.data._id]);
    expect(rows[0]).toEqual({ name: 'Rohan Mehta', email: 'rohan@example.com', message: 'Is the Kelly 28 still available?' });
    const mail = await mailWith('contact', 'Is the Kelly 28 still available?');
    expect(mail).toMatchObject({ to_address: t.config.shopEmail, kind: 'contact' });
    expect(mail.body_text).toContain('Is the Kelly 28 still available?');
    expect(mail.body_text).toContain('rohan@example.com');
  });

  it.each([
    ['malformed JSON', '{"name": "A", ', 'The request body is not valid JSON.'],
    ['a missing message', JSON.stringify({ name: 'Rohan', email: 'rohan@example.com' }), 'Message is required.'],
    ['a blank name', JSON.stringify({ name: '   ', email: 'rohan@example.com', message: 'Hi' }), 'Name is required.'],
    ['a bad email', JSON.stringify({ name: 'Rohan', email: 'rohan@', message: 'Hi' }), 'Please enter a valid email address.'],
    ['a number as name', JSON.stringify({ name: 5, email: 'rohan@example.com', message: 'Hi' }), 'Name is required.'],
    ['an unknown field', JSON.stringify({ name: 'Rohan', email: 'rohan@example.com', message: 'Hi', admin: true }), undefined],
  ])('refuses %s with a readable 400 and stores nothing', async (_case, payload, message) => {
    const before = await inboxState();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    if (message) expect(body.message).toBe(message);
    else expect(body.message.length).toBeGreaterThan(5);
    expect(await inboxState()).toEqual(before);
  });
});

describe('POST /api/sell-with-us', () => {
  it('stores a submission with its 4 photos as WebP files and mails the shop', async () => {
    const before = await inboxState();
    const res = await sell(sellFields, photos(4));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id;
    const [row] = await t.database.query<{
      email: string;
      brand: string;
      selling_price_paise: number | null;
      estimated_retail_price_paise: number | null;
      photos: string[];
      user_id: string | null;
      product_condition: string;
    }>('SELECT email, brand, selling_price_paise, estimated_retail_price_paise, photos, user_id, product_condition FROM sell_submissions WHERE id = $1', [id]);
    expect(row).toMatchObject({
      email: 'meera.kapoor@example.com',
      brand: 'Chanel',
      selling_price_paise: 350_000_00,
      estimated_retail_price_paise: null,
      user_id: null,
      product_condition: 'excellent',
    });
    expect(row!.photos).toHaveLength(4);
    for (const url of row!.photos) {
      expect(url).toMatch(/^\/uploads\/sell\/[0-9a-f-]+-full\.webp$/);
      const file = path.join(t.config.uploadsDir, url.replace('/uploads/', ''));
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe('webp');
    }
    const after = await inboxState();
    expect(after.sell).toBe(before.sell + 1);
    expect(after.files).toBe(before.files + 4 * 3);
    const mail = await mailWith('sell-with-us', row!.photos[0]!);
    expect(mail).toMatchObject({ to_address: t.config.shopEmail, kind: 'sell-with-us' });
    expect(mail.body_text).toContain('Classic Flap Medium');
    expect(mail.body_text).toContain(row!.photos[0]);
  });

  it('records the signed-in seller', async () => {
    const res = await sell(sellFields, photos(1), shopper.auth);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.query<{ user_id: string }>('SELECT user_id FROM sell_submissions WHERE id = $1', [res.json().data._id]);
    expect(row!.user_id).toBe(shopper.id);
  });

  it.each([
    ['no photo', sellFields, () => [], 400, 'VALIDATION_FAILED', 'Please add at least one photo of your item.'],
    ['a missing first name', { ...sellFields, firstName: '' }, () => photos(1), 400, 'VALIDATION_FAILED', 'First name is required.'],
    ['a bad email', { ...sellFields, email: 'meera-at-example' }, () => photos(1), 400, 'VALIDATION_FAILED', 'Please enter a valid email address.'],
    ['an unknown item type', { ...sellFields, itemType: 'cars' }, () => photos(1), 400, 'VALIDATION_FAILED', 'Please choose the type of item.'],
    ['a price that is not a number', { ...sellFields, sellingPrice: 'lots' }, () => photos(1), 400, 'VALIDATION_FAILED', 'Selling price must be a number.'],
    ['a negative price', { ...sellFields, sellingPrice: '-5' }, () => photos(1), 400, 'VALIDATION_FAILED', 'Amount cannot be negative.'],
    ['an unknown field', { ...sellFields, role: 'admin' }, () => photos(1), 400, 'VALIDATION_FAILED', 'Unknown field: role.'],
    ['a text file named .jpg', sellFields, () => [{ filename: 'bag.jpg', data: Buffer.from('not really a picture') }], 400, 'UPLOAD_INVALID', undefined],
    ['a good photo followed by a PDF', sellFields, () => [...photos(2), { filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 fake') }], 400, 'UPLOAD_INVALID', undefined],
    ['a photo over 5 MB', sellFields, () => [photos(1)[0]!, { filename: 'huge.jpg', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }], 413, 'UPLOAD_TOO_LARGE', 'Each photo must be 5 MB or smaller.'],
    ['11 photos', sellFields, () => photos(11), 413, 'PAYLOAD_TOO_LARGE', 'You can send at most 10 photos.'],
  ] as const)('refuses %s with a readable 4xx and leaves no row, mail or file', async (_case, fields, files, status, code, message) => {
    const before = await inboxState();
    const res = await sell(fields, [...files()]);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code });
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toMatch(/image/i);
    expect(await inboxState()).toEqual(before);
  });

  it('refuses JSON with 415 and a readable message', async () => {
    const before = await inboxState();
    const res = await t.app.inject({ method: 'POST', url: '/api/sell-with-us', payload: { ...sellFields } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.stringContaining('multipart/form-data') });
    expect(await inboxState()).toEqual(before);
  });

  it('refuses a truncated multipart body without a 500', async () => {
    const before = await inboxState();
    const body = multipart(sellFields, photos(1));
    const res = await t.app.inject({ method: 'POST', url: '/api/sell-with-us', payload: body.payload.subarray(0, body.payload.length - 200), headers: body.headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false });
    expect(await inboxState()).toEqual(before);
  });
});

describe('POST /api/product-request', () => {
  const valid = {
    productName: 'Birkin 30',
    brand: 'Hermès',
    description: 'Togo leather in Etoupe with gold hardware.',
    imageUrl: 'https://example.com/birkin.jpg',
    priceRange: '50000+',
    contactEmail: 'aisha@example.com',
    contactPhone: '',
    additionalInfo: 'Any year from 2015.',
  };
  const post = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/product-request', payload, headers });

  it('stores the request and mails the shop', async () => {
    const res = await post(valid, shopper.auth);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Your product request has been submitted successfully!');
    const [row] = await t.database.query<Record<string, unknown>>('SELECT product_name, brand, image_url, price_range, contact_email, contact_phone, user_id FROM product_requests WHERE id = $1', [
      res.json().data._id,
    ]);
    expect(row).toEqual({
      product_name: 'Birkin 30',
      brand: 'Hermès',
      image_url: 'https://example.com/birkin.jpg',
      price_range: '50000+',
      contact_email: 'aisha@example.com',
      contact_phone: null,
      user_id: shopper.id,
    });
    const mail = await mailWith('product-request', 'Birkin 30');
    expect(mail).toMatchObject({ to_address: t.config.shopEmail, kind: 'product-request' });
    expect(mail.body_text).toContain('₹50,000 and above');
  });

  it.each([
    ['a missing brand', { ...valid, brand: undefined }, 'Brand is required.'],
    ['an image URL that is not a web address', { ...valid, imageUrl: 'javascript:alert(1)' }, 'Image URL must be a web address (https://…).'],
    ['an unknown price range', { ...valid, priceRange: '1-2' }, 'Please choose a price range.'],
    ['a bad contact email', { ...valid, contactEmail: 'nope' }, 'Please enter a valid email address.'],
    ['a bad phone', { ...valid, contactPhone: 'call me' }, 'Please enter a valid phone number.'],
    ['a description that is not text', { ...valid, description: ['a'] }, 'Description is required.'],
  ])('refuses %s with a readable 400 and stores nothing', async (_case, payload, message) => {
    const before = await inboxState();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect(await inboxState()).toEqual(before);
  });
});

describe('POST /api/newsletter', () => {
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/newsletter', payload });

  it('subscribes an address once and mails the welcome offer', async () => {
    const res = await post({ email: 'Priya@Example.com', source: 'popup' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.database.query<{ email: string; source: string }>('SELECT email, source FROM newsletter_subscribers WHERE id = $1', [res.json().data._id]);
    expect(rows[0]).toEqual({ email: 'priya@example.com', source: 'popup' });
    const mail = await mailWith('newsletter-welcome', 'priya@example.com');
    expect(mail).toMatchObject({ to_address: 'priya@example.com', kind: 'newsletter-welcome' });
    expect(mail.body_text).toContain('25% off');
    expect(mail.body_text).toContain('third-party branded, promotional and sale items');
  });

  it('answers a second sign-up of the same address with 200 and stores or sends nothing', async () => {
    expect((await post({ email: 'meera@example.com', source: 'footer' })).statusCode).toBe(201);
    const before = await inboxState();
    const res = await post({ email: 'Meera@Example.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'You are already subscribed.' });
    expect(await inboxState()).toEqual(before);
  });

  it.each([
    ['a bad email', { email: 'priya' }],
    ['no email', {}],
    ['an unknown source', { email: 'new@example.com', source: 'spam' }],
  ])('refuses %s with a readable 400', async (_case, payload) => {
    const before = await inboxState();
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await inboxState()).toEqual(before);
  });
});
