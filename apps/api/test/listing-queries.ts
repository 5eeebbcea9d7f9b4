import { ALL_SIZES, COLOURS, CONDITIONS, SUB_SUB_CATEGORIES, TAXONOMY, ProductListQuerySchema, type ProductListQuery } from '@shop/shared';
import type { createRng } from '../src/db/seed/catalogue-data';

/** A random listing query over every filter the index answers. */
export function randomListingQuery(rng: ReturnType<typeof createRng>, brandIds: readonly string[]): ProductListQuery {
  const raw: Record<string, unknown> = {
    sort: rng.pick(['default', 'newest', 'price-asc', 'price-desc', 'discount', 'reduced']),
    page: String(rng.int(1, 3)),
    limit: String(rng.pick([12, 12, 5, 40])),
  };
  const category = rng.pick(TAXONOMY);
  if (rng.chance(0.5)) raw.category_id = category.id;
  if (rng.chance(0.3)) raw.sub_category_id = rng.pick(category.children).id;
  if (rng.chance(0.2)) raw.subSubCategoryid = rng.pick(SUB_SUB_CATEGORIES).id;
  if (rng.chance(0.3)) raw.brandId = Array.from({ length: rng.int(1, 3) }, () => rng.pick(brandIds)).join(',');
  if (rng.chance(0.3)) raw.sizes = Array.from({ length: rng.int(1, 3) }, () => rng.pick(ALL_SIZES)).join(',');
  if (rng.chance(0.3)) raw.colors = Array.from({ length: rng.int(1, 2) }, () => rng.pick(COLOURS).toLowerCase()).join(',');
  if (rng.chance(0.3)) raw.conditions = Array.from({ length: rng.int(1, 3) }, () => rng.pick(CONDITIONS)).join(',');
  if (rng.chance(0.3)) raw.min_price = String(rng.int(0, 2_00_000));
  if (rng.chance(0.3)) raw.max_price = String(rng.int(50_000, 8_00_000));
  if (rng.chance(0.2)) raw.on_sale = rng.pick(['true', 'false']);
  if (rng.chance(0.2)) raw.in_stock = rng.pick(['true', 'false']);
  if (rng.chance(0.1)) raw.with_images = rng.pick(['true', 'false']);
  return ProductListQuerySchema.parse(raw);
}
