/**
 * Bulk listing by CSV. Import checks every row first; the valid ones are created together in one
 * transaction and the invalid ones come back with their reasons, so nothing is half-written.
 * Export streams the whole catalogue in the same columns, so an export can be edited and re-imported.
 */
import { Readable } from 'node:stream';
import { AddProductBodySchema, isTaxonomyPath, toRupees, type AddProductBody, type CsvImportReport } from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { assertImagesExist, insertProduct } from './editing';

export const CSV_COLUMNS = [
  'product_name',
  'brand',
  'category_id',
  'sub_category_id',
  'sub_sub_category_id',
  'color',
  'condition',
  'price',
  'discount_price',
  'estimated_price',
  'sizes',
  'description',
  'additional_info',
  'tags',
  'material',
  'pattern',
  'fit',
  'images',
  'status',
] as const;
const REQUIRED = ['product_name', 'category_id', 'color', 'condition', 'price', 'sizes'] as const;
export const MAX_IMPORT_ROWS = 5000;

const number = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v.replace(/,/g, '')));
const list = (v: string | undefined) =>
  (v ?? '')
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

/** "S:2|M:1" → [{size:'S', quantity:2}, …]; a bare label means one piece. */
function parseSizes(v: string | undefined): { size: string; quantity: number }[] {
  return list(v).map((part) => {
    const i = part.lastIndexOf(':');
    return i === -1 ? { size: part, quantity: 1 } : { size: part.slice(0, i).trim(), quantity: Number(part.slice(i + 1)) };
  });
}

export async function importProductsCsv(db: Db, storage: Storage, actor: AuthUser, text: string, now: Date): Promise<CsvImportReport> {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch (err) {
    throw badRequest('VALIDATION_FAILED', `The file is not valid CSV: ${(err as Error).message.split('\n')[0]}`);
  }
  if (records.length === 0) throw badRequest('VALIDATION_FAILED', 'The CSV file has no product rows.');
  if (records.length > MAX_IMPORT_ROWS) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `At most ${MAX_IMPORT_ROWS} rows can be imported at once.`);
  const missing = REQUIRED.filter((c) => !(c in records[0]!));
  if (missing.length) throw badRequest('VALIDATION_FAILED', `The CSV file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);

  const brandRows = await selectRows<{ id: string; name: string }>(db, sql`SELECT id, name FROM brands`);
  const brandByName = new Map(brandRows.map((b) => [b.name.toLowerCase(), b]));
  const valid: { body: AddProductBody; brandName: string | null; row: number }[] = [];
  const errors: CsvImportReport['errors'] = [];

  for (const [index, r] of records.entries()) {
    const row = index + 2; // the header is row 1
    const brand = r.brand ? brandByName.get(r.brand.toLowerCase()) : undefined;
    if (r.brand && !brand) {
      errors.push({ row, reason: `Unknown brand "${r.brand}". Add the brand first.` });
      continue;
    }
    const parsed = AddProductBodySchema.safeParse({
      category_id: r.category_id,
      subCategory_id: r.sub_category_id || undefined,
      subSubCategory_id: r.sub_sub_category_id || undefined,
      brand_id: brand?.id,
      product_name: r.product_name,
      color: r.color,
      condition: r.condition,
      price: number(r.price),
      discount_price: number(r.discount_price) ?? null,
      estimated_price: number(r.estimated_price) ?? null,
      sizes: parseSizes(r.sizes),
      description: r.description || undefined,
      additionalInfo: r.additional_info || undefined,
      tags: list(r.tags),
      material: r.material || undefined,
      pattern: r.pattern || undefined,
      fit: r.fit || undefined,
      images: list(r.images),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ row, reason: `${issue.path.join('.') || 'row'}: ${issue.message}` });
      continue;
    }
    if (!isTaxonomyPath(parsed.data.category_id, parsed.data.subCategory_id, parsed.data.subSubCategory_id)) {
      errors.push({ row, reason: 'The category, sub-category and type do not belong together.' });
      continue;
    }
    try {
      await assertImagesExist(storage, parsed.data.images);
    } catch {
      errors.push({ row, reason: 'An image URL does not point to an uploaded image.' });
      continue;
    }
    valid.push({ body: parsed.data, brandName: brand?.name ?? null, row });
  }

  if (valid.length) {
    await db.transaction(async (tx) => {
      for (const v of valid) await insertProduct(tx, v.body, v.brandName, now);
      await audit(tx, actor.id, 'product.import', 'product', null, { created: valid.length, rejected: errors.length }, now);
    });
  }
  return { created: valid.length, rows: records.length, errors };
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole catalogue as CSV, read in keyset pages of 500 so memory stays flat at any size. */
export function exportProductsCsv(database: Database): Readable {
  async function* rows() {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await database.query<Record<string, unknown> & { id: string }>(
        `SELECT p.id, p.product_name, p.brand_name AS brand, p.category_id, p.sub_category_id, p.sub_sub_category_id, p.color, p.condition,
                p.price_paise, p.discount_price_paise, p.estimated_price_paise, p.description, p.additional_info, p.tags, p.material, p.pattern,
                p.fit, p.status,
                (SELECT string_agg(s.size || ':' || s.quantity, '|' ORDER BY s.position) FROM product_sizes s WHERE s.product_id = p.id) AS sizes,
                (SELECT string_agg(i.url, '|' ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id) AS images
           FROM products p WHERE p.id > $1 ORDER BY p.id LIMIT 500`,
        [after],
      );
      if (page.length === 0) return;
      let chunk = '';
      for (const p of page) {
        const record: Record<(typeof CSV_COLUMNS)[number], unknown> = {
          product_name: p.product_name,
          brand: p.brand,
          category_id: p.category_id,
          sub_category_id: p.sub_category_id,
          sub_sub_category_id: p.sub_sub_category_id,
          color: p.color,
          condition: p.condition,
          price: toRupees(p.price_paise as number),
          discount_price: (p.discount_price_paise as number) > 0 ? toRupees(p.discount_price_paise as number) : '',
          estimated_price: (p.estimated_price_paise as number) > 0 ? toRupees(p.estimated_price_paise as number) : '',
          sizes: p.sizes,
          description: p.description,
          additional_info: p.additional_info,
          tags: (p.tags as string[]).join('|'),
          material: p.material,
          pattern: p.pattern,
          fit: p.fit,
          images: p.images,
          status: p.status,
        };
        chunk += `${CSV_COLUMNS.map((c) => csvCell(record[c])).join(',')}\r\n`;
      }
      yield chunk;
      after = page[page.length - 1]!.id;
    }
  }
  return Readable.from(rows());
}
