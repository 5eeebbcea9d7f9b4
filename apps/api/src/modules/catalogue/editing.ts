/**
 * Writing products: create, edit (every field, stock per size), archive and restore, and the staff
 * table. Every write keeps the search document and size labels in step with the product and is
 * recorded in the audit log; the route then drops cached catalogue answers.
 */
import {
  CONDITION_LABELS,
  foldText,
  isTaxonomyPath,
  taxonomyName,
  toPaise,
  toRupees,
  type AddProductBody,
  type Condition,
  type StaffProductQuery,
  type StaffProductRow,
  type UpdateProductBody,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { brands, productImages, productSizes, products } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { keyFromUrl, type Storage } from '../../lib/storage';

export interface SearchDocumentInput {
  productName: string;
  brandName: string | null;
  description: string;
  color: string;
  condition: string;
  subSubCategoryId: string | null;
  tags: readonly string[];
}

/** The weighted part of the search document: the product's name and its brand's. */
function searchTitle(productName: string, brandName: string | null): string {
  return foldText(`${productName} ${brandName ?? ''}`);
}

/** Name and brand weigh most (suggestions search only them); the rest helps the full search. */
export function searchDocument(p: SearchDocumentInput): { searchTitle: string; searchBody: string } {
  const conditionLabel = CONDITION_LABELS[p.condition as Condition] ?? '';
  return {
    searchTitle: searchTitle(p.productName, p.brandName),
    searchBody: foldText([p.description, p.color, conditionLabel, taxonomyName(p.subSubCategoryId) ?? '', ...p.tags].join(' ')),
  };
}

/** After a brand is renamed: its products carry the new name in their cards and search title. */
export async function renameBrandOfProducts(tx: Db, brandId: string, brandName: string): Promise<void> {
  const rows = await selectRows<{ id: string; product_name: string }>(tx, sql`SELECT id, product_name FROM products WHERE brand_id = ${brandId}`);
  if (rows.length === 0) return;
  const titles = rows.map((r) => ({
    id: r.id,
    title: searchTitle(r.product_name, brandName),
  }));
  await tx.execute(
    sql`UPDATE products p SET brand_name = ${brandName}, search_title = v.title
          FROM jsonb_to_recordset(${JSON.stringify(titles)}::jsonb) AS v(id uuid, title text) WHERE p.id = v.id`,
  );
}

function assertTaxonomy(body: Pick<AddProductBody, 'category_id' | 'subCategory_id' | 'subSubCategory_id'>) {
  if (!isTaxonomyPath(body.category_id, body.subCategory_id, body.subSubCategory_id)) {
    throw badRequest('VALIDATION_FAILED', 'Please choose a category, sub-category and type that belong together.', [{ path: 'body.category_id', message: 'Unknown category combination.' }]);
  }
}

async function brandNameOf(tx: Db, brandId: string | undefined): Promise<string | null> {
  if (!brandId) return null;
  const brand = (await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId)).limit(1))[0];
  if (!brand) throw badRequest('BRAND_NOT_FOUND', undefined, [{ path: 'body.brand_id', message: 'Unknown brand.' }]);
  return brand.name;
}

/** Every image must be one this shop stored (an upload or a demo picture); nothing else can be referenced. */
export async function assertImagesExist(storage: Storage, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const key = keyFromUrl(url);
    const demo = key?.startsWith('seed/');
    if (!key || (!demo && !(await storage.exists(key)))) {
      throw badRequest('UPLOAD_INVALID', 'An image was not found; please upload it again.', [{ path: 'body.images', message: url }]);
    }
  }
}

/** The column values of a product row from a staff body. */
function productColumns(body: AddProductBody | UpdateProductBody, brandName: string | null) {
  const tags = [...new Set(body.tags)];
  return {
    productName: body.product_name,
    description: body.description ?? '',
    additionalInfo: body.additionalInfo ?? '',
    brandId: body.brand_id ?? null,
    brandName,
    categoryId: body.category_id,
    subCategoryId: body.subCategory_id ?? null,
    subSubCategoryId: body.subSubCategory_id ?? null,
    color: body.color,
    condition: body.condition,
    material: body.material ?? null,
    pattern: body.pattern ?? null,
    fit: body.fit ?? null,
    tags,
    pricePaise: toPaise(body.price),
    discountPricePaise: body.discount_price ? toPaise(body.discount_price) : 0,
    estimatedPricePaise: body.estimated_price ? toPaise(body.estimated_price) : 0,
    sizeLabels: [...new Set(body.sizes.map((s) => s.size))],
    ...searchDocument({
      productName: body.product_name,
      brandName,
      description: body.description ?? '',
      color: body.color,
      condition: body.condition,
      subSubCategoryId: body.subSubCategory_id ?? null,
      tags,
    }),
  };
}

/** Inserts one product with its sizes and images inside the caller's transaction. */
export async function insertProduct(tx: Db, body: AddProductBody, brandName: string | null, now: Date): Promise<string> {
  const id = (
    await tx
      .insert(products)
      .values({ ...productColumns(body, brandName), createdAt: now, updatedAt: now })
      .returning({ id: products.id })
  )[0]!.id;
  await tx.insert(productSizes).values(body.sizes.map((s, position) => ({ productId: id, size: s.size, quantity: s.quantity, position })));
  if (body.images.length) await tx.insert(productImages).values(body.images.map((url, position) => ({ productId: id, url, position })));
  return id;
}

export async function createProduct(db: Db, storage: Storage, actor: AuthUser | null, body: AddProductBody, now: Date): Promise<{ id: string }> {
  assertTaxonomy(body);
  await assertImagesExist(storage, body.images);
  return db.transaction(async (tx) => {
    const id = await insertProduct(tx, body, await brandNameOf(tx, body.brand_id), now);
    await audit(tx, actor?.id ?? null, 'product.create', 'product', id, { product_name: body.product_name }, now);
    return { id };
  });
}

/**
 * Edits every field. Sizes with an _id keep their row (and its cart lines) with the new stock;
 * new rows are added; rows left out are removed (order history keeps its own copy of the size).
 */
export async function updateProduct(db: Db, storage: Storage, actor: AuthUser, id: string, body: UpdateProductBody, now: Date): Promise<void> {
  assertTaxonomy(body);
  await assertImagesExist(storage, body.images);
  await db.transaction(async (tx) => {
    const existing = await selectRows<{ id: string }>(tx, sql`SELECT id FROM product_sizes WHERE product_id = ${id} FOR UPDATE`);
    const found = await selectRows<{ id: string }>(tx, sql`SELECT id FROM products WHERE id = ${id} FOR UPDATE`);
    if (!found[0]) throw notFound('PRODUCT_NOT_FOUND');
    const existingIds = new Set(existing.map((s) => s.id));
    for (const s of body.sizes) {
      if (s._id && !existingIds.has(s._id)) throw badRequest('SIZE_NOT_FOUND', 'A size row does not belong to this product.');
    }
    const brandName = await brandNameOf(tx, body.brand_id);
    await tx
      .update(products)
      .set({ ...productColumns(body, brandName), updatedAt: now })
      .where(eq(products.id, id));
    const kept = new Set(body.sizes.flatMap((s) => (s._id ? [s._id] : [])));
    for (const gone of existingIds) if (!kept.has(gone)) await tx.delete(productSizes).where(eq(productSizes.id, gone));
    for (const [position, s] of body.sizes.entries()) {
      if (s._id) await tx.update(productSizes).set({ size: s.size, quantity: s.quantity, position }).where(eq(productSizes.id, s._id));
      else await tx.insert(productSizes).values({ productId: id, size: s.size, quantity: s.quantity, position });
    }
    await tx.delete(productImages).where(eq(productImages.productId, id));
    if (body.images.length) await tx.insert(productImages).values(body.images.map((url, position) => ({ productId: id, url, position })));
    await audit(tx, actor.id, 'product.update', 'product', id, { product_name: body.product_name, price: body.price, sizes: body.sizes.map((s) => `${s.size}:${s.quantity}`) }, now);
  });
}

/** Archived products leave the shop (listing, search, cart) but stay in old orders; restoring brings them back. */
export async function setProductStatus(db: Db, actor: AuthUser, id: string, status: 'active' | 'archived', now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await writeProductStatus(tx, id, status, now))) throw notFound('PRODUCT_NOT_FOUND');
    await audit(tx, actor.id, status === 'archived' ? 'product.archive' : 'product.restore', 'product', id, null, now);
  });
}

/** Archives or restores a product in the caller's transaction (an archived one leaves every cart); false when there is no such product. */
export async function writeProductStatus(tx: Db, id: string, status: 'active' | 'archived', now: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(tx, sql`UPDATE products SET status = ${status}, updated_at = ${now} WHERE id = ${id} RETURNING id`);
  if (!rows[0]) return false;
  if (status === 'archived') await tx.execute(sql`DELETE FROM cart_items WHERE product_id = ${id}`);
  return true;
}

/** The staff product table: search, status, category, brand, stock and consignor filters, newest change first; each row names its consignor. */
export async function listProductsForStaff(database: Database, q: StaffProductQuery): Promise<{ products: StaffProductRow[]; total: number; page: number; pages: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (q.status !== 'all') where.push(`p.status = ${add(q.status)}`);
  if (q.search) {
    const words = foldText(q.search)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 8);
    if (words.length) where.push(`p.search @@ to_tsquery('simple', ${add(words.map((w) => `${w}:*`).join(' & '))})`);
  }
  if (q.category_id) where.push(`p.category_id = ${add(q.category_id)}`);
  if (q.brand_id) where.push(`p.brand_id = ${add(q.brand_id)}`);
  if (q.stock === 'out') where.push('NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)');
  if (q.stock === 'in') where.push('EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)');
  if (q.consignor === 'shop') where.push('p.consignor_id IS NULL');
  else if (q.consignor === 'consigned') where.push('p.consignor_id IS NOT NULL');
  else if (q.consignor !== 'all') where.push(`p.consignor_id = ${add(q.consignor)}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await database.query<{
    id: string;
    product_name: string;
    brand_name: string | null;
    category_id: string;
    sub_sub_category_id: string | null;
    price_paise: number;
    effective_price_paise: number;
    stock: number;
    status: 'active' | 'archived';
    image: string | null;
    consignor_id: string | null;
    consignor_name: string | null;
    updated_at: Date;
  }>(
    `SELECT p.id, p.product_name, p.brand_name, p.category_id, p.sub_sub_category_id, p.price_paise, p.effective_price_paise, p.status, p.updated_at,
            coalesce((SELECT sum(quantity) FROM product_sizes s WHERE s.product_id = p.id), 0)::int AS stock,
            (SELECT url FROM product_images i WHERE i.product_id = p.id ORDER BY position LIMIT 1) AS image,
            p.consignor_id, trim(u.first_name || ' ' || u.last_name) AS consignor_name
       FROM products p LEFT JOIN users u ON u.id = p.consignor_id ${clause} ORDER BY p.updated_at DESC, p.id LIMIT ${add(q.limit)} OFFSET ${add((q.page - 1) * q.limit)}`,
    params,
  );
  const total = (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${clause}`, params.slice(0, -2)))[0]!.n;
  return {
    products: rows.map((r) => ({
      _id: r.id,
      product_name: r.product_name,
      brand: r.brand_name,
      category_id: r.category_id,
      sub_sub_category_id: r.sub_sub_category_id,
      price: toRupees(r.price_paise),
      effective_price: toRupees(r.effective_price_paise),
      stock: r.stock,
      status: r.status,
      image: r.image,
      consignor: r.consignor_id ? { _id: r.consignor_id, name: r.consignor_name || 'Seller' } : null,
      updatedAt: r.updated_at.toISOString(),
    })),
    total,
    page: q.page,
    pages: Math.ceil(total / q.limit),
  };
}
