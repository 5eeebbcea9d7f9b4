import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { addToCart, createBrand, createProduct, createUser, dbSnapshot, multipartBody, shopperAddress, type TestUser } from '../../../test/factories';
import { loadSharp } from '../../lib/images';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => ({ t, admin, shopper } = await shopWith({ admin: true, shopper: true })));
afterAll(() => t.close());

const inject = (method: string, url: string, user?: TestUser, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers: { ...(user?.auth ?? {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });

const multipart = multipartBody;

const png = async (w = 800, h = 1000, colour = '#aa5522') =>
  (await loadSharp())({ create: { width: w, height: h, channels: 3, background: colour } })
    .png()
    .toBuffer();

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

describe('the admin guard', () => {
  it('answers 401 without a token and 403 to a shopper on every back-office route, changing nothing', async () => {
    const adminRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api/admin/'));
    const staffPaths = [...adminRoutes, { method: 'POST', url: '/api/product/add' }, { method: 'POST', url: '/api/brand/add' }];
    expect(adminRoutes.length).toBeGreaterThan(25);
    const before = await dbSnapshot(t);
    for (const route of staffPaths) {
      const url = route.url.replace(/:[A-Za-z]+/g, (m) => (m === ':kind' ? 'contact' : '00000000-0000-4000-8000-000000000000'));
      const body = route.method === 'GET' ? undefined : {};
      const anonymous = await inject(route.method, url, undefined, body);
      expect(anonymous.statusCode, `${route.method} ${url} without a token`).toBe(401);
      const asShopper = await inject(route.method, url, shopper, body);
      expect(asShopper.statusCode, `${route.method} ${url} as a shopper`).toBe(403);
      expect(asShopper.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

describe('image uploads', () => {
  it('stores several images as WebP thumb, card and full variants without metadata', async () => {
    const exif = await (
      await loadSharp()
    )(await png())
      .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
      .jpeg()
      .toBuffer();
    const form = multipart([
      { field: 'images', filename: 'front.png', type: 'image/png', data: await png() },
      { field: 'images', filename: 'side.jpg', type: 'image/jpeg', data: exif },
    ]);
    const res = await inject('POST', '/api/admin/uploads/images', admin, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(201);
    const urls = res.json().data.map((d: { url: string }) => d.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]+-full\.webp$/);
      for (const variant of ['thumb', 'card', 'full']) {
        const file = path.join(t.config.uploadsDir, url.replace('/uploads/', '').replace('-full', `-${variant}`));
        const meta = await (await loadSharp())(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
      }
    }
  });

  it('refuses a file that is not an image, or is over 5 MB, with a message, and leaves nothing on disk', async () => {
    const before = filesUnder(t.config.uploadsDir).length;
    const fake = multipart([
      { field: 'images', filename: 'ok.png', type: 'image/png', data: await png() },
      { field: 'images', filename: 'evil.png', type: 'image/png', data: Buffer.from('<?php system($_GET["c"]); ?>') },
    ]);
    const res = await inject('POST', '/api/admin/uploads/images', admin, fake.payload, fake.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_INVALID', message: expect.stringContaining('Only JPEG, PNG, WebP, GIF or AVIF images are accepted.') });
    const big = multipart([{ field: 'images', filename: 'huge.png', type: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
    const tooBig = await inject('POST', '/api/admin/uploads/images', admin, big.payload, big.headers);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Each image must be 5 MB or smaller.');
    expect(filesUnder(t.config.uploadsDir).length).toBe(before);
  });
});

describe('products in the back office', () => {
  it('adds a product with uploaded images and two sizes; edits it, archives and restores it', async () => {
    const brand = await createBrand(t, 'Maison Margiela');
    const up = multipart([
      { field: 'images', filename: 'a.png', type: 'image/png', data: await png(600, 750, '#222222') },
      { field: 'images', filename: 'b.png', type: 'image/png', data: await png(600, 750, '#444444') },
    ]);
    const images = (await inject('POST', '/api/admin/uploads/images', admin, up.payload, up.headers)).json().data.map((d: { url: string }) => d.url);
    const tabi = {
      category_id: 'women',
      subCategory_id: 'women-footwear',
      subSubCategory_id: 'women-footwear-boots',
      brand_id: brand.id,
      product_name: 'Maison Margiela Tabi Ankle Boots',
      color: 'Black',
    };
    const created = await inject('POST', '/api/product/add', admin, {
      ...tabi,
      price: 68_000,
      estimated_price: 1_10_000,
      sizes: [
        { size: 'EU 38', quantity: 1 },
        { size: 'EU 39', quantity: 2 },
      ],
      images,
      condition: 'gently_used',
      tags: ['tabi', 'split-toe'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product.images).toEqual(images);
    const listing = (await inject('GET', '/api/product/list?search=tabi')).json().data.products;
    expect(listing.map((p: { _id: string }) => p._id)).toContain(product._id);

    const edit = await inject('PUT', `/api/admin/products/${product._id}`, admin, {
      ...tabi,
      price: 65_000,
      discount_price: 59_000,
      estimated_price: 1_10_000,
      sizes: [
        { _id: product.sizes[0]._id, size: 'EU 38', quantity: 0 },
        { size: 'EU 40', quantity: 1 },
      ],
      images: [images[1]],
      condition: 'gently_used',
      tags: ['tabi'],
      material: 'Calf leather',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ price: 65_000, effective_price: 59_000, images: [images[1]], tags: ['tabi'], product_details: { material: 'Calf leather', pattern: '' } });
    expect(edit.json().data.sizes.map((s: { size: string; quantity: number }) => `${s.size}:${s.quantity}`)).toEqual(['EU 38:0', 'EU 40:1']);
    expect((await inject('GET', `/api/product/${product._id}`)).json().data.effective_price).toBe(59_000);

    expect((await inject('POST', `/api/admin/products/${product._id}/archive`, admin)).json().data.status).toBe('archived');
    expect((await inject('GET', '/api/product/list?search=tabi')).json().data.total).toBe(0);
    expect((await inject('GET', `/api/product/${product._id}`)).json().data.status).toBe('archived');
    const table = (await inject('GET', '/api/admin/products?status=archived&search=tabi', admin)).json().data;
    expect(table.products[0]).toMatchObject({ _id: product._id, status: 'archived', stock: 1 });
    expect((await inject('POST', `/api/admin/products/${product._id}/restore`, admin)).json().data.status).toBe('active');
    expect((await inject('GET', '/api/product/list?search=tabi')).json().data.total).toBe(1);

    const log = (await inject('GET', '/api/admin/audit?limit=20', admin)).json().data.entries.map((e: { action: string }) => e.action);
    expect(log).toEqual(expect.arrayContaining(['product.create', 'product.update', 'product.archive', 'product.restore', 'upload.images']));
  });

  it('refuses an image URL that was never uploaded', async () => {
    const before = await dbSnapshot(t);
    const res = await inject('POST', '/api/product/add', admin, {
      category_id: 'men',
      product_name: 'Ghost',
      color: 'Black',
      price: 100,
      sizes: [{ size: 'M', quantity: 1 }],
      images: ['/uploads/products/00000000-0000-4000-8000-000000000000-full.webp'],
      condition: 'good',
    });
    expect(res.statusCode).toBe(400);
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

describe('brands in the back office', () => {
  it('lists brands with their counts; renames one and its products follow at once; a clashing or empty name and unknown ids are refused', async () => {
    const brand = await createBrand(t);
    const other = await createBrand(t);
    const p = await createProduct(t, { brandId: brand.id });
    const listed = (await inject('GET', '/api/admin/brands', admin)).json().data.find((b: { _id: string }) => b._id === brand.id);
    expect(listed).toMatchObject({ name: brand.name, product_count: 1, all_products: 1 });
    expect((await inject('GET', `/api/product/${p.id}`)).json().data.brand.name).toBe(brand.name);

    const renamed = await inject('PUT', `/api/admin/brands/${brand.id}`, admin, { name: `  ${brand.name} Paris `, description: 'Founded in Paris.' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await inject('GET', `/api/product/${p.id}`)).json().data.brand.name).toBe(`${brand.name} Paris`);
    const found = (await inject('GET', `/api/product/list?search=${encodeURIComponent(`${brand.name} Paris`)}`)).json().data.products;
    expect(found.map((x: { _id: string; brand: { name: string } }) => [x._id, x.brand.name])).toEqual([[p.id, `${brand.name} Paris`]]);

    const before = await dbSnapshot(t);
    const refusals: [string, unknown, number][] = [
      [brand.id, { name: other.name.toUpperCase() }, 409],
      [brand.id, { name: '   ' }, 400],
      [brand.id, { name: 'Fine', role: 'admin' }, 400],
      [brand.id, { image: '/uploads/brands/never-uploaded-full.webp' }, 400],
      ['00000000-0000-4000-8000-000000000000', { name: 'Ghost' }, 404],
      ['not-an-id', { name: 'Ghost' }, 404],
    ];
    for (const [id, body, status] of refusals) {
      const res = await inject('PUT', `/api/admin/brands/${id}`, admin, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('sets and removes a brand picture from an upload', async () => {
    const brand = await createBrand(t);
    const form = multipart([{ field: 'images', filename: 'logo.png', type: 'image/png', data: await png(400, 400) }]);
    const url = (await inject('POST', '/api/admin/uploads/images', admin, form.payload, form.headers)).json().data[0].url;
    expect((await inject('PUT', `/api/admin/brands/${brand.id}`, admin, { image: url })).statusCode).toBe(200);
    const brandsNow = async () => (await inject('GET', '/api/brand/get-brands')).json().data.find((b: { _id: string }) => b._id === brand.id);
    expect((await brandsNow()).image).toBe(url);
    expect((await inject('PUT', `/api/admin/brands/${brand.id}`, admin, { image: null })).statusCode).toBe(200);
    expect((await brandsNow()).image).toBeNull();
  });

  it('deletes a brand no product uses; one with products (even archived) stays, with the reason', async () => {
    const unused = await createBrand(t);
    const used = await createBrand(t);
    const p = await createProduct(t, { brandId: used.id });
    expect((await inject('POST', `/api/admin/products/${p.id}/archive`, admin, {})).statusCode).toBeLessThan(300);
    const refused = await inject('DELETE', `/api/admin/brands/${used.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${used.name} has 1 product; a brand with products cannot be deleted.`);
    const deleted = await inject('DELETE', `/api/admin/brands/${unused.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const names = (await inject('GET', '/api/brand/get-brands')).json().data.map((b: { name: string }) => b.name);
    expect(names).toContain(used.name);
    expect(names).not.toContain(unused.name);
    expect((await inject('DELETE', `/api/admin/brands/${unused.id}`, admin)).statusCode).toBe(404);
    const log = (await inject('GET', '/api/admin/audit?limit=20', admin)).json().data.entries.map((e: { action: string }) => e.action);
    expect(log).toContain('brand.delete');
  });
});

describe('bulk listing by CSV', () => {
  it('imports 1,000 rows with 3 bad ones: 997 created, the 3 reported with reasons; export round-trips', async () => {
    await createBrand(t, 'Goyard');
    const header = 'product_name,brand,category_id,sub_category_id,sub_sub_category_id,color,condition,price,discount_price,estimated_price,sizes,description,tags';
    const rows = Array.from(
      { length: 1000 },
      (_, i) => `Goyard Saint Louis PM Tote ${i + 1},Goyard,women,women-bags,women-bags-tote-bags,Brown,pristine,${95_000 + i},,180000,One Size:1,"EXTERIOR\nMaterial: Goyardine canvas",goyard|tote`,
    );
    rows[9] = 'No Brand Bag,Nobody Paris,women,women-bags,women-bags-tote-bags,Black,pristine,5000,,,One Size:1,,';
    rows[499] = 'Bad Price Bag,Goyard,women,women-bags,women-bags-tote-bags,Black,pristine,-5,,,One Size:1,,';
    rows[998] = 'Bad Condition Bag,Goyard,women,women-bags,women-bags-tote-bags,Black,mint,5000,,,One Size:1,,';
    const form = multipart([{ field: 'file', filename: 'catalogue.csv', type: 'text/csv', data: Buffer.from([header, ...rows].join('\n')) }]);
    const before = (await inject('GET', '/api/product/list?search=goyard&limit=1')).json().data.total;
    const res = await inject('POST', '/api/admin/products/import', admin, form.payload, form.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ created: 997, updated: 0, rows: 1000, dry_run: false });
    expect(report.errors.map((e: { row: number; reasons: string[] }) => [e.row, e.reasons])).toEqual([
      [11, ['Unknown brand "Nobody Paris". Add the brand first.']],
      [501, ['price: Amount cannot be negative.', 'price: Our Price must be above 0.']],
      [1000, ['condition: Condition must be one of the six condition levels.']],
    ]);
    expect((await inject('GET', '/api/product/list?search=goyard&limit=1')).json().data.total).toBe(before + 997);

    const exported = await inject('GET', '/api/admin/products/export.csv', admin);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,product_name,brand,category_id,sub_category_id,sub_sub_category_id,color,condition,price,discount_price,estimated_price,sizes,description,additional_info,tags,material,pattern,fit,images,status',
    );
    expect(exported.body).toContain('Goyard Saint Louis PM Tote 1000,Goyard,women,women-bags,women-bags-tote-bags,Brown,pristine,95999,,180000,One Size:1,');
  });

  it('refuses a file without the required columns and one that is not CSV', async () => {
    const form = multipart([{ field: 'file', filename: 'x.csv', type: 'text/csv', data: Buffer.from('name,price\nA,1\n') }]);
    const res = await inject('POST', '/api/admin/products/import', admin, form.payload, form.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('missing the columns');
  });
});

describe('orders, offers, coupons, inbox, outbox, dashboard', () => {
  const address = shopperAddress;

  it('moves an order to Shipped: the shopper sees Shipped and the outbox holds the mail; illegal moves are refused', async () => {
    const p = await createProduct(t);
    await addToCart(t, shopper, p);
    const order = (await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'cod' })).json().data.order;
    const table = (await inject('GET', '/api/admin/orders?status=Pending', admin)).json().data;
    expect(table.orders.map((o: { _id: string }) => o._id)).toContain(order._id);
    expect((await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status: 'Delivered' })).statusCode).toBe(409);
    expect((await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status: 'Processing' })).statusCode).toBe(200);
    const shipped = await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status: 'Shipped', note: 'Blue Dart AWB 1234' });
    expect(shipped.json().data.history.map((h: { status: string }) => h.status)).toEqual(['Pending', 'Processing', 'Shipped']);
    const mine = (await inject('GET', '/api/order/getAllOrder', shopper)).json().data.find((o: { _id: string }) => o._id === order._id);
    expect(mine.status).toBe('Shipped');
    const outbox = (await inject('GET', '/api/admin/outbox?kind=order-shipped', admin)).json().data.mails;
    expect(outbox.some((m: { to_address: string; subject: string }) => m.to_address === address.email && m.subject.includes('has shipped'))).toBe(true);
  });

  it('counters an offer and the shopper sees the counter price', async () => {
    const p = await createProduct(t, { price: 3_00_000 });
    const offer = (await inject('POST', '/api/offers', shopper, { product_id: p.id, name: 'Tara', email: shopper.email, phone: '9876501234', price: 2_00_000 })).json().data;
    const open = (await inject('GET', '/api/admin/offers?status=open', admin)).json().data;
    expect(open.map((o: { _id: string }) => o._id)).toContain(offer._id);
    await inject('POST', `/api/admin/offers/${offer._id}/counter`, admin, { price: 2_50_000 });
    const mine = (await inject('GET', `/api/offers/mine?product_id=${p.id}`, shopper)).json().data[0];
    expect(mine).toMatchObject({ status: 'countered', counter_price: 2_50_000, agreed_price: 2_50_000 });
  });

  it('creates, edits, disables coupons and shows their uses', async () => {
    const created = await inject('POST', '/api/admin/coupons', admin, { code: 'festive15', kind: 'percent', value: 15, min_order: 10_000, per_user_limit: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    expect(created.json().data).toMatchObject({ code: 'FESTIVE15', value: 15, min_order: 10_000, uses: 0, active: true });
    expect((await inject('POST', '/api/admin/coupons', admin, { code: 'FESTIVE15', kind: 'fixed', value: 5 })).statusCode).toBe(409);
    expect((await inject('POST', '/api/admin/coupons', admin, { code: 'X1', kind: 'percent', value: 150 })).statusCode).toBe(400);
    const p = await createProduct(t, { price: 20_000 });
    await addToCart(t, shopper, p);
    expect((await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'cod', couponCode: 'festive15' })).statusCode).toBe(201);
    const uses = (await inject('GET', `/api/admin/coupons/${id}/uses`, admin)).json().data;
    expect(uses).toEqual([expect.objectContaining({ email: shopper.email, discount: 3_000 })]);
    const edited = await inject('PUT', `/api/admin/coupons/${id}`, admin, { code: 'FESTIVE15', kind: 'percent', value: 20, min_order: 10_000 });
    expect(edited.json().data).toMatchObject({ value: 20, uses: 1, discount_given: 3_000 });
    expect((await inject('POST', `/api/admin/coupons/${id}/disable`, admin)).json().data.active).toBe(false);
  });

  it('lists inbox items with photos, marks them handled and exports newsletter sign-ups', async () => {
    await inject('POST', '/api/contact', undefined, { name: 'Dev', email: 'dev@example.com', message: 'Do you have a Kelly 25?' });
    await inject('POST', '/api/newsletter', undefined, { email: 'news@example.com', source: 'popup' });
    const contacts = (await inject('GET', '/api/admin/inbox/contact?handled=false', admin)).json().data;
    const item = contacts.find((c: { email: string }) => c.email === 'dev@example.com');
    expect(item.message).toBe('Do you have a Kelly 25?');
    const handled = await inject('POST', `/api/admin/inbox/contact/${item.id}/handled`, admin, {});
    expect(handled.json().data.handled_at).toBeTruthy();
    expect((await inject('GET', '/api/admin/inbox/contact?handled=false', admin)).json().data.some((c: { id: string }) => c.id === item.id)).toBe(false);
    const csv = await inject('GET', '/api/admin/inbox/newsletter/export.csv', admin);
    expect(csv.body).toContain('news@example.com,popup,');
  });

  it('summarises the shop on the dashboard: what happens today moves each figure by exactly that much', async () => {
    const dashboard = async () => {
      const res = await inject('GET', '/api/admin/dashboard', admin);
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const before = await dashboard();
    // Today: one piece sold (the last of its kind, so it is out of stock), one order shipped,
    // one offer made, one message left unanswered.
    const lastPiece = await createProduct(t, { price: 12_345.5 });
    await addToCart(t, shopper, lastPiece);
    const placed = await inject('POST', '/api/order/add', shopper, { address, paymentMethod: 'cod' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status: 'Processing' });
    expect((await inject('POST', `/api/admin/orders/${order._id}/status`, admin, { status: 'Shipped' })).statusCode).toBe(200);
    const wanted = await createProduct(t, { price: 90_000 });
    expect((await inject('POST', '/api/offers', shopper, { product_id: wanted.id, name: 'Tara', email: shopper.email, phone: '9876501234', price: 80_000 })).statusCode).toBe(201);
    expect((await inject('POST', '/api/contact', undefined, { name: 'Ira', email: 'ira@example.com', message: 'Is the tote still here?' })).statusCode).toBe(201);

    const after = await dashboard();
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.week.orders - before.week.orders).toBe(1);
    expect(after.today.sales - before.today.sales).toBeCloseTo(order.total_price, 2);
    expect(after.week.sales - before.week.sales).toBeCloseTo(order.total_price, 2);
    expect(order.total_price).toBeGreaterThanOrEqual(12_345.5);
    expect(after.orders_by_status.Shipped - before.orders_by_status.Shipped).toBe(1);
    expect(after.orders_by_status.Pending - before.orders_by_status.Pending).toBe(0);
    expect(after.open_offers - before.open_offers).toBe(1);
    expect(after.open_inbox - before.open_inbox).toBe(1);
    expect(after.out_of_stock.count - before.out_of_stock.count).toBe(1);
    expect(after.out_of_stock.products.map((p: { _id: string }) => p._id)).toContain(lastPiece.id);
    expect(after.out_of_stock.products.map((p: { _id: string }) => p._id)).not.toContain(wanted.id);
  });

  it('changes the shipping fee setting; checkout and the public settings follow', async () => {
    expect((await inject('PUT', '/api/admin/settings', admin, { shippingFee: 500 })).json().data.shippingFee).toBe(500);
    expect((await inject('GET', '/api/settings/public')).json().data.shippingFee).toBe(500);
    const p = await createProduct(t, { price: 10_000 });
    const buyer = await createUser(t);
    await addToCart(t, buyer, p);
    expect((await inject('POST', '/api/checkout/quote', buyer, { paymentMethod: 'cod' })).json().data).toMatchObject({ shipping: 500, total: 10_540 });
    await inject('PUT', '/api/admin/settings', admin, { shippingFee: 0 });
  });

  it('sets and clears the social links; a link that is not a full https address is refused and nothing changes', async () => {
    expect((await inject('GET', '/api/settings/public')).json().data).toMatchObject({ instagramUrl: '', youtubeUrl: '' });
    const saved = await inject('PUT', '/api/admin/settings', admin, { instagramUrl: ' https://www.instagram.com/tangerineluxury ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.instagramUrl).toBe('https://www.instagram.com/tangerineluxury');
    for (const bad of ['javascript:alert(1)', 'http://instagram.com/x', 'instagram.com/x', 'https://', 42]) {
      const refused = await inject('PUT', '/api/admin/settings', admin, { instagramUrl: bad, businessName: 'Changed' });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().message).toMatch(/instagramUrl|https/i);
    }
    expect((await inject('GET', '/api/settings/public')).json().data).toMatchObject({ instagramUrl: 'https://www.instagram.com/tangerineluxury', businessName: 'Tangerine Luxury' });
    await inject('PUT', '/api/admin/settings', admin, { instagramUrl: '' });
    expect((await inject('GET', '/api/settings/public')).json().data.instagramUrl).toBe('');
  });
});
