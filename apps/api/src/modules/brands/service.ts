import type { AddBrandBody, Brand } from '@shop/shared';
import type { Database, Db } from '../../db/client';
import { brands } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import { keyFromUrl, type Storage } from '../../lib/storage';

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
 * Adds a brand. The image may be an uploaded URL or, as the spec's form sends it, base64 without a
 * data-URL prefix; base64 is decoded, checked and re-encoded like any upload.
 */
export async function addBrand(db: Db, storage: Storage, actor: AuthUser, body: AddBrandBody, now: Date): Promise<Brand> {
  let imageUrl: string | null = null;
  if (body.image) {
    if (body.image.startsWith('/uploads/')) {
      const key = keyFromUrl(body.image);
      if (!key || !(await storage.exists(key))) throw badRequest('UPLOAD_INVALID', 'The brand image was not found; please upload it again.');
      imageUrl = body.image;
    } else {
      const base64 = body.image.replace(/^data:image\/[a-z+]+;base64,/i, '');
      if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(400, 'UPLOAD_INVALID');
      imageUrl = (await storeImage(storage, Buffer.from(base64, 'base64'), 'brands')).url;
    }
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(brands)
      .values({ name: body.name, description: body.description, imageUrl, createdAt: now })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0];
    if (!row) throw conflict('BRAND_EXISTS');
    await audit(tx, actor.id, 'brand.create', 'brand', row.id, { name: row.name }, now);
    return toBrandDto({ id: row.id, name: row.name, description: row.description, image_url: row.imageUrl, product_count: 0 });
  });
}

