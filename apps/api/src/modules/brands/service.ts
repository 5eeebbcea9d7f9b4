import type { AddBrandBody, Brand, StaffBrand, UpdateBrandBody } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { brands } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import { keyFromUrl, type Storage } from '../../lib/storage';
import { renameBrandOfProducts } from '../catalogue/editing';

interface BrandRow {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  product_count: number;
}

function toBrandDto(row: BrandRow): Brand {
  return { _id: row.id, name: row.name, description: row.description, image: row.image_url, product_count: row.product_count };
}

/** Every brand with the number of products it has for sale, alphabetical. */
export async function listBrands(database: Database): Promise<Brand[]> {
  const rows = await database.query<BrandRow>(
    `SELECT b.id, b.name, b.description, b.image_url, coalesce(c.n, 0)::int AS product_count
       FROM brands b
       LEFT JOIN (SELECT brand_id, count(*) AS n FROM products WHERE status = 'active' GROUP BY brand_id) c ON c.brand_id = b.id
      ORDER BY lower(b.name)`,
  );
  return rows.map(toBrandDto);
}

/**
 * The stored URL of a brand's picture: an uploaded URL (checked to exist) or, as the spec's form
 * sends it, base64 without a data-URL prefix, decoded, checked and re-encoded like any upload.
 */
async function storedBrandImage(storage: Storage, image: string): Promise<string> {
  if (image.startsWith('/uploads/')) {
    const key = keyFromUrl(image);
    if (!key || !(await storage.exists(key))) throw badRequest('UPLOAD_INVALID', 'The brand image was not found; please upload it again.');
    return image;
  }
  const base64 = image.replace(/^data:image\/[a-z+]+;base64,/i, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(400, 'UPLOAD_INVALID');
  return (await storeImage(storage, Buffer.from(base64, 'base64'), 'brands')).url;
}

/** Adds a brand; the name is unique whatever its case. */
export async function addBrand(db: Db, storage: Storage, actor: AuthUser, body: AddBrandBody, now: Date): Promise<Brand> {
  const imageUrl = body.image ? await storedBrandImage(storage, body.image) : null;
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(brands).values({ name: body.name, description: body.description, imageUrl, createdAt: now }).onConflictDoNothing().returning();
    const row = inserted[0];
    if (!row) throw conflict('BRAND_EXISTS');
    await audit(tx, actor.id, 'brand.create', 'brand', row.id, { name: row.name }, now);
    return toBrandDto({ id: row.id, name: row.name, description: row.description, image_url: row.imageUrl, product_count: 0 });
  });
}

const brandNotFound = () => notFound('BRAND_NOT_FOUND');

/** Every brand for the back office, with what it has for sale and every product it has ever had. */
export async function listBrandsForStaff(db: Db): Promise<StaffBrand[]> {
  const rows = await selectRows<BrandRow & { all_products: number }>(
    db,
    sql`SELECT b.id, b.name, b.description, b.image_url,
               count(p.id) FILTER (WHERE p.status = 'active')::int AS product_count, count(p.id)::int AS all_products
          FROM brands b LEFT JOIN products p ON p.brand_id = b.id
         GROUP BY b.id ORDER BY lower(b.name)`,
  );
  return rows.map((r) => ({ ...toBrandDto(r), product_count: r.product_count, all_products: r.all_products }));
}

/** Renames a brand, rewrites its description or changes its picture; products follow at once. */
export async function updateBrand(db: Db, storage: Storage, actor: AuthUser, id: string, body: UpdateBrandBody, now: Date): Promise<void> {
  const imageUrl = body.image ? await storedBrandImage(storage, body.image) : body.image;
  await db.transaction(async (tx) => {
    const clash = body.name ? await selectRows<{ id: string }>(tx, sql`SELECT id FROM brands WHERE lower(name) = lower(${body.name}) AND id <> ${id}`) : [];
    if (clash.length > 0) throw conflict('BRAND_EXISTS');
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(imageUrl !== undefined ? { imageUrl } : {}),
    };
    const updated =
      Object.keys(changes).length > 0
        ? await tx.update(brands).set(changes).where(eq(brands.id, id)).returning({ id: brands.id })
        : await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
    if (!updated[0]) throw brandNotFound();
    if (body.name !== undefined) await renameBrandOfProducts(tx, id, body.name);
    await audit(tx, actor.id, 'brand.update', 'brand', id, body, now);
  });
}

/** Deletes a brand that no product has ever used; one with products is kept (old orders name it). */
export async function deleteBrand(db: Db, actor: AuthUser, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await selectRows<{ name: string; products: number }>(
      tx,
      sql`SELECT b.name, (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS products FROM brands b WHERE b.id = ${id} FOR UPDATE`,
    );
    const brand = rows[0];
    if (!brand) throw brandNotFound();
    if (brand.products > 0) throw conflict('CONFLICT', `${brand.name} has ${brand.products} product${brand.products === 1 ? '' : 's'}; a brand with products cannot be deleted.`);
    await tx.delete(brands).where(eq(brands.id, id));
    await audit(tx, actor.id, 'brand.delete', 'brand', id, { name: brand.name }, now);
  });
}
