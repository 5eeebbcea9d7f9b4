/**
 * Bulk listing by CSV. The export carries each product's id and every editable column; an edited
 * export imported back updates those products (rows without an id create products). Import checks
 * every row first and reports each refused row with all its reasons; a dry run stops there, so staff
 * see what would be created, updated and refused before anything is written. The rest is applied in
 * one transaction, so nothing is half-written. Cells that a spreadsheet would run as a formula are
 * escaped on export (a leading apostrophe) and unescaped on import.
 */
import { Readable } from 'node:stream';
import { AddProductBodySchema, UpdateProductBodySchema, isTaxonomyPath, toRupees, type AddProductBody, type CsvImportReport, type UpdateProductBody } from '@shop/shared';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Storage } from '../../lib/storage';
import { assertImagesExist, insertProduct, updateProduct } from './editing';
import { csvCell, csvUnescape } from '../../lib/csv';

export const CSV_COLUMNS = [
  'id',
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
type Column = (typeof CSV_COLUMNS)[number];
type CsvRecord = Partial<Record<Column, string>>;
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

/** The product's fields from a CSV record, with every reason it is refused (not only the first). */
function recordToBody(
  r: CsvRecord,
  brandByName: Map<string, { id: string; name: string }>,
  forUpdate: boolean,
): { body?: AddProductBody | UpdateProductBody; brandName: string | null; reasons: string[] } {
  const reasons: string[] = [];
  const brand = r.brand ? brandByName.get(r.brand.toLowerCase()) : undefined;
  if (r.brand && !brand) reasons.push(`Unknown brand "${r.brand}". Add the brand first.`);
  if (r.status && r.status !== 'active' && r.status !== 'archived') reasons.push('status: must be active or archived.');
  // A new product needs a piece of each size; an edited one keeps its sold-out sizes at 0.
  const parsed = (forUpdate ? UpdateProductBodySchema : AddProductBodySchema).safeParse({
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
    for (const issue of parsed.error.issues) reasons.push(`${issue.path.join('.') || 'row'}: ${issue.message}`);
  } else if (!isTaxonomyPath(parsed.data.category_id, parsed.data.subCategory_id, parsed.data.subSubCategory_id)) {
    reasons.push('The category, sub-category and type do not belong together.');
  }
  return { body: parsed.success && reasons.length === 0 ? parsed.data : undefined, brandName: brand?.name ?? null, reasons };
}

interface ExistingProduct {
  record: CsvRecord;
  sizeIds: Map<string, string>;
}

/** The products named by id in the file, as their export records (to compare and to fill left-out columns). */
async function loadExisting(database: Database, ids: string[]): Promise<Map<string, ExistingProduct>> {
  const found = new Map<string, ExistingProduct>();
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const rows = await database.query<ExportRow>(`${EXPORT_SELECT} WHERE p.id = ANY($1::uuid[])`, [batch]);
    const sizes = await database.query<{ product_id: string; id: string; size: string }>('SELECT product_id, id, size FROM product_sizes WHERE product_id = ANY($1::uuid[])', [batch]);
    for (const row of rows) found.set(row.id, { record: exportRecord(row), sizeIds: new Map() });
    for (const s of sizes) found.get(s.product_id)?.sizeIds.set(s.size.toLowerCase(), s.id);
  }
  return found;
}

/**
 * Imports products from CSV: rows with an id update that product (the columns left out of the file
 * keep their values), rows without one create a product. With `dryRun`, nothing is written: the
 * report says what would be created, updated, left unchanged and refused.
 */
export async function importProductsCsv(database: Database, storage: Storage, actor: AuthUser, csvText: string, now: Date, { dryRun = false }: { dryRun?: boolean } = {}): Promise<CsvImportReport> {
  const db: Db = database.db;
  let records: CsvRecord[];
  try {
    records = parse(csvText, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch (err) {
    throw badRequest('VALIDATION_FAILED', `The file is not valid CSV: ${(err as Error).message.split('\n')[0]}`);
  }
  if (records.length === 0) throw badRequest('VALIDATION_FAILED', 'The CSV file has no product rows.');
  if (records.length > MAX_IMPORT_ROWS) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `At most ${MAX_IMPORT_ROWS} rows can be imported at once.`);
  const columns = Object.keys(records[0]!) as Column[];
  const missing = columns.includes('id') ? [] : REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) throw badRequest('VALIDATION_FAILED', `The CSV file is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  records = records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, csvUnescape(String(v ?? ''))])));

  const ids = [...new Set(records.flatMap((r) => (r.id && isUuid(r.id) ? [r.id.toLowerCase()] : [])))];
  const existing = await loadExisting(database, ids);
  const brandRows = await selectRows<{ id: string; name: string }>(db, sql`SELECT id, name FROM brands`);
  const brandByName = new Map(brandRows.map((b) => [b.name.toLowerCase(), b]));

  const creates: { body: AddProductBody; brandName: string | null; archived: boolean }[] = [];
  const updates: { id: string; body: UpdateProductBody; status: 'active' | 'archived' }[] = [];
  const errors: CsvImportReport['errors'] = [];
  const seen = new Set<string>();
  let unchanged = 0;

  for (const [index, cells] of records.entries()) {
    const row = index + 2; // the header is row 1
    const id = cells.id?.toLowerCase() || undefined;
    const reasons: string[] = [];
    let current: ExistingProduct | undefined;
    if (id) {
      current = isUuid(id) ? existing.get(id) : undefined;
      if (!current) reasons.push(`id: There is no product with the id "${cells.id}". Leave the id empty to create a product.`);
      else if (seen.has(id)) reasons.push('id: This product is already on an earlier row.');
      seen.add(id);
    }
    // An update keeps what the file leaves out (a column missing from the file, not an empty cell).
    const record: CsvRecord = { ...(current?.record ?? {}), ...cells };
    const { body, brandName, reasons: fieldReasons } = recordToBody(record, brandByName, Boolean(current));
    reasons.push(...fieldReasons);
    if (body && reasons.length === 0) {
      try {
        await assertImagesExist(storage, body.images);
      } catch {
        reasons.push('images: An image URL does not point to an uploaded image.');
      }
    }
    if (reasons.length || !body) {
      errors.push({ row, reason: reasons.join(' '), reasons });
      continue;
    }
    const status = record.status === 'archived' ? 'archived' : 'active';
    if (!current || !id) {
      creates.push({ body, brandName, archived: status === 'archived' });
      continue;
    }
    const before = recordToBody(current.record, brandByName, true).body;
    if (before && JSON.stringify(before) === JSON.stringify(body) && (current.record.status || 'active') === status) {
      unchanged += 1;
      continue;
    }
    // A size keeps its row (and the cart lines on it) when its label stays; a new label adds a size.
    const sizeIds = current.sizeIds;
    updates.push({ id, body: { ...body, sizes: body.sizes.map((s) => ({ ...s, _id: sizeIds.get(s.size.toLowerCase()) })) }, status });
  }

  if (!dryRun && (creates.length || updates.length)) {
    await db.transaction(async (tx) => {
      for (const c of creates) {
        const id = await insertProduct(tx, c.body, c.brandName, now);
        if (c.archived) await tx.execute(sql`UPDATE products SET status = 'archived' WHERE id = ${id}`);
      }
      for (const u of updates) {
        await updateProduct(tx, storage, actor, u.id, u.body, now);
        await tx.execute(sql`UPDATE products SET status = ${u.status} WHERE id = ${u.id} AND status <> ${u.status}`);
      }
      await audit(tx, actor.id, 'product.import', 'product', null, { created: creates.length, updated: updates.length, rejected: errors.length }, now);
    });
  }
  return { dry_run: dryRun, rows: records.length, created: creates.length, updated: updates.length, unchanged, errors };
}

type ExportRow = Record<string, unknown> & { id: string };

const EXPORT_SELECT = `SELECT p.id, p.product_name, p.brand_name AS brand, p.category_id, p.sub_category_id, p.sub_sub_category_id, p.color, p.condition,
                p.price_paise, p.discount_price_paise, p.estimated_price_paise, p.description, p.additional_info, p.tags, p.material, p.pattern,
                p.fit, p.status,
                (SELECT string_agg(s.size || ':' || s.quantity, '|' ORDER BY s.position) FROM product_sizes s WHERE s.product_id = p.id) AS sizes,
                (SELECT string_agg(i.url, '|' ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id) AS images
           FROM products p`;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** One product as its CSV record (every editable column, as text). */
function exportRecord(p: ExportRow): Record<Column, string> {
  return {
    id: p.id,
    product_name: text(p.product_name),
    brand: text(p.brand),
    category_id: text(p.category_id),
    sub_category_id: text(p.sub_category_id),
    sub_sub_category_id: text(p.sub_sub_category_id),
    color: text(p.color),
    condition: text(p.condition),
    price: String(toRupees(p.price_paise as number)),
    discount_price: (p.discount_price_paise as number) > 0 ? String(toRupees(p.discount_price_paise as number)) : '',
    estimated_price: (p.estimated_price_paise as number) > 0 ? String(toRupees(p.estimated_price_paise as number)) : '',
    sizes: text(p.sizes),
    description: text(p.description),
    additional_info: text(p.additional_info),
    tags: ((p.tags as string[] | null) ?? []).join('|'),
    material: text(p.material),
    pattern: text(p.pattern),
    fit: text(p.fit),
    images: text(p.images),
    status: text(p.status),
  };
}

/** The whole catalogue as CSV, read in keyset pages of 500 so memory stays flat at any size. */
export function exportProductsCsv(database: Database): Readable {
  async function* rows() {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await database.query<ExportRow>(`${EXPORT_SELECT} WHERE p.id > $1 ORDER BY p.id LIMIT 500`, [after]);
      if (page.length === 0) return;
      let chunk = '';
      for (const p of page) {
        const record = exportRecord(p);
        chunk += `${CSV_COLUMNS.map((c) => csvCell(record[c])).join(',')}\r\n`;
      }
      yield chunk;
      after = page[page.length - 1]!.id;
    }
  }
  return Readable.from(rows());
}
