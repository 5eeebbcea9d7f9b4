/**
 * Fills a shop database with a believable catalogue of N products (default 100,000): names,
 * brands, sizes, prices, descriptions and pictures from the same generator as the demo seed, over
 * every sub-sub-category. Rows go in with a few large `unnest` inserts per batch.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/generate-catalogue.ts --count 100000
 *   DATA_DIR=data npx tsx bench/generate-catalogue.ts --count 20000      (embedded PGlite)
 *
 * It tops the catalogue up to the count: running it twice does not double it.
 */
import { randomUUID } from 'node:crypto';
import { SUB_SUB_CATEGORIES } from '@shop/shared';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { BRANDS, createRng, generateProduct } from '../apps/api/src/db/seed/catalogue-data';
import { pictureUrl, picturesFor } from '../apps/api/src/db/seed/pictures';
import { ensureTaxonomy } from '../apps/api/src/db/seed/taxonomy';
import { searchDocument } from '../apps/api/src/modules/catalogue/editing';

const BATCH = 2000;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

async function ensureBrands(database: Database): Promise<Map<string, string>> {
  for (const b of BRANDS) {
    await database.query('INSERT INTO brands (name, description) VALUES ($1, $2) ON CONFLICT DO NOTHING', [b.name, b.description]);
  }
  const rows = await database.query<{ id: string; name: string }>('SELECT id, name FROM brands');
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function generateCatalogue(database: Database, target: number, log = console.log): Promise<number> {
  await migrate(database);
  await ensureTaxonomy(database.db);
  const brandIds = await ensureBrands(database);
  const monogram = new Map(BRANDS.map((b) => [b.name, b.monogram]));
  const existing = Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM products'))[0]!.n);
  const missing = Math.max(0, target - existing);
  if (missing === 0) {
    log(`The catalogue already has ${existing} products.`);
    await stampReductions(database, log);
    return 0;
  }
  const rng = createRng(1_000_003 + existing);
  const now = Date.now();
  const started = Date.now();
  for (let done = 0; done < missing; done += BATCH) {
    const n = Math.min(BATCH, missing - done);
    const p: Record<string, unknown[]> = {};
    const col = (name: string, value: unknown) => (p[name] ??= []).push(value);
    const sizes: { id: string; product: string; size: string; quantity: number; position: number }[] = [];
    const images: { product: string; url: string; position: number }[] = [];
    for (let i = 0; i < n; i++) {
      const subSub = SUB_SUB_CATEGORIES[rng.int(0, SUB_SUB_CATEGORIES.length - 1)]!;
      const s = generateProduct(subSub, rng);
      // One-of-a-kind stock sells: about one in six listings is sold out, as in a busy resale shop.
      if (rng.chance(0.16)) for (const size of s.sizes) size.quantity = 0;
      const id = randomUUID();
      const doc = searchDocument({ ...s, subSubCategoryId: s.subSubCategoryId });
      col('id', id);
      col('product_name', s.productName);
      col('description', s.description);
      col('additional_info', s.additionalInfo);
      col('brand_id', brandIds.get(s.brandName)!);
      col('brand_name', s.brandName);
      col('category_id', s.categoryId);
      col('sub_category_id', s.subCategoryId);
      col('sub_sub_category_id', s.subSubCategoryId);
      col('color', s.color);
      col('condition', s.condition);
      col('material', s.material);
      col('pattern', s.pattern);
      col('fit', s.fit);
      col('tags', `{${s.tags.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`);
      col('price_paise', s.pricePaise);
      col('discount_price_paise', s.discountPricePaise);
      col('estimated_price_paise', s.estimatedPricePaise);
      col('size_labels', `{${s.sizes.map((x) => `"${x.size}"`).join(',')}}`);
      col('search_title', doc.searchTitle);
      col('search_body', doc.searchBody);
      // Listed over the last two years.
      col('created_at', new Date(now - rng.int(0, 730 * 86_400) * 1000).toISOString());
      s.sizes.forEach((size, position) => sizes.push({ id: randomUUID(), product: id, size: size.size, quantity: size.quantity, position }));
      picturesFor(s, monogram.get(s.brandName) ?? '', rng.int(0, 3)).forEach((pic, position) => images.push({ product: id, url: pictureUrl(pic, 'full'), position }));
    }
    await database.pinned(async (conn) => {
      await conn.exec('BEGIN');
      await conn.query(
        `INSERT INTO products (id, product_name, description, additional_info, brand_id, brand_name, category_id, sub_category_id,
            sub_sub_category_id, color, condition, material, pattern, fit, tags, price_paise, discount_price_paise, estimated_price_paise,
            size_labels, search_title, search_body, created_at, updated_at)
         SELECT id, product_name, description, additional_info, brand_id, brand_name, category_id, sub_category_id, sub_sub_category_id,
            color, condition, material, pattern, fit, tags::text[], price_paise, discount_price_paise, estimated_price_paise,
            size_labels::text[], search_title, search_body, created_at, created_at
           FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::text[],
                       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::int[], $17::int[], $18::int[],
                       $19::text[], $20::text[], $21::text[], $22::timestamptz[])
             AS t(id, product_name, description, additional_info, brand_id, brand_name, category_id, sub_category_id, sub_sub_category_id,
                  color, condition, material, pattern, fit, tags, price_paise, discount_price_paise, estimated_price_paise, size_labels,
                  search_title, search_body, created_at)`,
        [
          p.id,
          p.product_name,
          p.description,
          p.additional_info,
          p.brand_id,
          p.brand_name,
          p.category_id,
          p.sub_category_id,
          p.sub_sub_category_id,
          p.color,
          p.condition,
          p.material,
          p.pattern,
          p.fit,
          p.tags,
          p.price_paise,
          p.discount_price_paise,
          p.estimated_price_paise,
          p.size_labels,
          p.search_title,
          p.search_body,
          p.created_at,
        ],
      );
      await conn.query(
        `INSERT INTO product_sizes (id, product_id, size, quantity, position)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::int[])`,
        [sizes.map((s) => s.id), sizes.map((s) => s.product), sizes.map((s) => s.size), sizes.map((s) => s.quantity), sizes.map((s) => s.position)],
      );
      await conn.query(`INSERT INTO product_images (product_id, url, position) SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[])`, [
        images.map((i) => i.product),
        images.map((i) => i.url),
        images.map((i) => i.position),
      ]);
      await conn.exec('COMMIT');
    });
    if ((done / BATCH) % 10 === 0) log(`  ${existing + done + n} products…`);
  }
  await stampReductions(database, log);
  await database.exec('ANALYZE');
  log(`Generated ${missing} products in ${((Date.now() - started) / 1000).toFixed(1)} s (catalogue: ${existing + missing}).`);
  return missing;
}

/**
 * A third of the discounted pieces marked as reduced within 30 days of listing, as if their price had
 * been lowered then (a real lowering stamps `price_reduced_at` by trigger): about one product in
 * nine, so the "recently reduced" sort has a real order to serve. Chosen by a hash of the id, so a
 * second run, or a catalogue topped up later, stamps the same pieces and no others.
 */
async function stampReductions(database: Database, log: (line: string) => void): Promise<void> {
  const [stamped] = await database.query<{ n: number }>(
    `WITH stamped AS (
       UPDATE products
          SET price_reduced_at = least(now(), created_at + (abs(('x' || substr(md5(id::text), 9, 8))::bit(32)::int) % 2592000) * interval '1 second')
        WHERE price_reduced_at IS NULL AND discount_price_paise > 0 AND ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 3 = 0
        RETURNING 1)
     SELECT count(*)::int AS n FROM stamped`,
  );
  if (stamped!.n > 0) log(`Marked ${stamped!.n} discounted products as recently reduced.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(arg('count', '100000'));
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: `${process.env.DATA_DIR ?? 'data'}/db` });
  try {
    await generateCatalogue(database, count);
  } finally {
    await database.close();
  }
}
