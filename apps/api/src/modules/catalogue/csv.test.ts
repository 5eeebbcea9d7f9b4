/** The product CSV's round trip (issue 14): export with ids, edit in a spreadsheet, dry run, import back. */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createBrand, createProduct, multipartBody, type TestUser } from '../../../test/factories';
import { CSV_COLUMNS } from './csv';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true })));
afterAll(() => t.close());

const exportCsv = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const importCsv = (csv: string, dryRun: boolean) => {
  const form = multipartBody([{ field: 'file', filename: 'catalogue.csv', type: 'text/csv', data: Buffer.from(csv) }]);
  return t.app.inject({ method: 'POST', url: `/api/admin/products/import${dryRun ? '?dry_run=true' : ''}`, headers: { ...admin.auth, ...form.headers }, payload: form.payload });
};
/** What a spreadsheet writes back: every cell quoted. */
const toCsv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n');

/** Every product as the database holds it: price, sizes with stock, and when it last changed. */
async function catalogueState() {
  const rows = await t.database.query<{ id: string; price_paise: number; updated_at: Date; sizes: string }>(
    `SELECT p.id, p.price_paise, p.updated_at, (SELECT string_agg(s.size || ':' || s.quantity, '|' ORDER BY s.position) FROM product_sizes s WHERE s.product_id = p.id) AS sizes FROM products p ORDER BY p.id`,
  );
  return new Map(rows.map((r) => [r.id, { price: Number(r.price_paise), sizes: r.sizes, updatedAt: new Date(r.updated_at).toISOString() }]));
}

describe('product CSV round trip', () => {
  it('export carries the id and every editable column; changing price and stock on two rows updates exactly those two', async () => {
    const brand = await createBrand(t, 'Hermès');
    const made: { id: string }[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await createProduct(t, { name: `Round Trip Kelly ${i}`, brandId: brand.id, price: 100_000 + i, sizes: [{ size: 'One Size', quantity: 2 }], description: 'Box calf,\n"gold" hardware' }),
      );
    t.clock.advance(60_000);

    const rows = parse(await exportCsv(), { bom: true }) as string[][];
    const header = rows[0]!;
    expect(header).toEqual([...CSV_COLUMNS]);
    const col = (name: string) => header.indexOf(name);
    const first = rows.find((r) => r[col('id')] === made[1]!.id)!;
    const second = rows.find((r) => r[col('id')] === made[3]!.id)!;
    first[col('price')] = '123456';
    first[col('sizes')] = 'One Size:7';
    second[col('price')] = '99999.5';
    second[col('sizes')] = 'One Size:0|Large:3';
    const edited = toCsv(rows);
    const before = await catalogueState();

    const dry = await importCsv(edited, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toEqual({ dry_run: true, rows: rows.length - 1, created: 0, updated: 2, unchanged: rows.length - 3, errors: [] });
    expect(await catalogueState()).toEqual(before);

    const applied = await importCsv(edited, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ dry_run: false, created: 0, updated: 2, errors: [] });
    const after = await catalogueState();
    const changed = [...after.keys()].filter((id) => JSON.stringify(after.get(id)) !== JSON.stringify(before.get(id)));
    expect(changed.sort()).toEqual([made[1]!.id, made[3]!.id].sort());
    expect(after.get(made[1]!.id)).toMatchObject({ price: 12_345_600, sizes: 'One Size:7' });
    expect(after.get(made[3]!.id)).toMatchObject({ price: 9_999_950, sizes: 'One Size:0|Large:3' });
    expect(after.size).toBe(before.size);

    // Importing the new export again changes nothing.
    const again = await importCsv(await exportCsv(), false);
    expect(again.json().data).toMatchObject({ created: 0, updated: 0, errors: [] });
  });

  it('escapes cells that would run as formulas, and imports them back as the text they were', async () => {
    const names = ['=HYPERLINK("http://evil.example","Click")', '+91 Tote', '-Minus Bag', '@SUM(A1) Clutch'];
    const ids: string[] = [];
    for (const name of names) ids.push((await createProduct(t, { name, description: '=1+2' })).id);
    const csv = await exportCsv();
    const rows = parse(csv, { bom: true }) as string[][];
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r[0] === id)!;
      expect(row[1]).toBe(`'${names[i]}`);
      expect(row[rows[0]!.indexOf('description')]).toBe("'=1+2");
    }
    // No cell of the file starts with a formula character.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const back = await importCsv(csv, true);
    expect(back.json().data).toMatchObject({ updated: 0, errors: [] });
  });

  it('a dry run lists each refused row with every reason, and a row without an id is to be created', async () => {
    const header = 'id,product_name,category_id,color,condition,price,sizes';
    const csv = [
      header,
      ',New Import Bag,women,Black,pristine,5000,One Size:1',
      '00000000-0000-4000-8000-000000000000,Ghost,women,Black,pristine,5000,One Size:1',
      ',,women,Black,mint,-5,One Size:0',
    ].join('\n');
    const before = await catalogueState();
    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ dry_run: true, rows: 3, created: 1, updated: 0 });
    expect(report.errors[0]).toMatchObject({ row: 3 });
    expect(report.errors[0].reasons[0]).toMatch(/^id: There is no product with the id/);
    expect(report.errors[1].row).toBe(4);
    expect(report.errors[1].reasons).toEqual([
      'product_name: Product name is required.',
      'price: Amount cannot be negative.',
      'price: Our Price must be above 0.',
      'sizes.0.quantity: Quantity must be at least 1.',
      'condition: Condition must be one of the six condition levels.',
    ]);
    expect(await catalogueState()).toEqual(before);
  });
});
