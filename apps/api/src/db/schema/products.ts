/** The shop's tables: products. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, json, pgTable, text, timestamp, uuid, type IndexBuilderOn } from 'drizzle-orm/pg-core';
import { tsvector, timestamps, uuidPk, ownedRow, requiredTextRef } from './columns';
import { brands, categories, subCategories, subSubCategories } from './taxonomy';

/** The listing reads only active products, so its indexes leave the rest out. */
const activeIndex = (name: string, ...columns: Parameters<IndexBuilderOn['on']>) =>
  index(name)
    .on(...columns)
    .where(sql`status = 'active'`);

export const products = pgTable(
  'products',
  {
    id: uuidPk(),
    productName: text().notNull(),
    description: text().notNull().default(''),
    additionalInfo: text().notNull().default(''),
    brandId: uuid().references(() => brands.id),
    /** The brand's name, copied so the search document and cards need no join. */
    brandName: text(),
    categoryId: requiredTextRef(() => categories.id),
    subCategoryId: text().references(() => subCategories.id),
    subSubCategoryId: text().references(() => subSubCategories.id),
    color: text().notNull(),
    condition: text().notNull(),
    material: text(),
    pattern: text(),
    fit: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pricePaise: integer().notNull(),
    discountPricePaise: integer().notNull().default(0),
    estimatedPricePaise: integer().notNull().default(0),
    effectivePricePaise: integer()
      .notNull()
      .generatedAlwaysAs(sql`case when discount_price_paise > 0 then discount_price_paise else price_paise end`),
    onSale: boolean()
      .notNull()
      .generatedAlwaysAs(sql`discount_price_paise > 0`),
    /** The card's discount (selling price against the estimated retail price) in hundredths of a percent, for the "biggest discount" sort. */
    discountBp: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN estimated_price_paise > (CASE WHEN discount_price_paise > 0 THEN discount_price_paise ELSE price_paise END) THEN ((estimated_price_paise - (CASE WHEN discount_price_paise > 0 THEN discount_price_paise ELSE price_paise END))::bigint * 10000 / estimated_price_paise)::integer ELSE 0 END`,
      ),
    /** When the selling price last went down (a trigger stamps it), for the "recently reduced" sort. */
    priceReducedAt: timestamp({ withTimezone: true }),
    /** Labels of every size row, for the size filter's GIN index. */
    sizeLabels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Accent-folded, lower-cased name and brand (weight A) and description (weight D). */
    searchTitle: text().notNull().default(''),
    searchBody: text().notNull().default(''),
    /** Bumped by a trigger whenever the search title or body changes (migrations 0017, 0018): the listing index's cue to read the text again. */
    textVersion: integer().notNull().default(0),
    /** Bumped by a trigger on every update (migration 0019): tells the listing index which of two states of a product is later. */
    rowVersion: integer().notNull().default(0),
    /**
     * The search document: the title's words weighted A, the body's D (`to_tsvector('simple', …)`).
     * Written by a trigger on insert and when the title or body changes (migration 0018), not a
     * generated column, which PostgreSQL computes again on every update of the row (a price, a stock).
     */
    search: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    /** 'active' is for sale; 'archived' has left the shop but stays in old orders. */
    status: text().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    check('products_price_check', sql`${t.pricePaise} >= 0 and ${t.discountPricePaise} >= 0 and ${t.estimatedPricePaise} >= 0`),
    activeIndex('products_newest_idx', t.createdAt.desc(), t.id.desc()),
    activeIndex('products_price_idx', t.effectivePricePaise, t.id),
    activeIndex('products_category_newest_idx', t.categoryId, t.createdAt.desc(), t.id.desc()),
    activeIndex('products_sub_category_newest_idx', t.subCategoryId, t.createdAt.desc(), t.id.desc()),
    activeIndex('products_sub_sub_category_newest_idx', t.subSubCategoryId, t.createdAt.desc(), t.id.desc()),
    activeIndex('products_brand_newest_idx', t.brandId, t.createdAt.desc(), t.id.desc()),
    activeIndex('products_colour_idx', sql`lower(${t.color})`),
    activeIndex('products_condition_idx', t.condition),
    index('products_on_sale_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'active' and on_sale`),
    index('products_sizes_idx').using('gin', t.sizeLabels),
    index('products_search_idx').using('gin', t.search),
    activeIndex('products_discount_idx', t.discountBp.desc(), t.createdAt.desc(), t.id.desc()),
    activeIndex('products_reduced_idx', t.priceReducedAt.desc().nullsLast(), t.createdAt.desc(), t.id.desc()),
    index('products_status_idx').on(t.status, t.updatedAt.desc()),
  ],
);

/** Every word of the products' search titles, for correcting misspelt searches by trigram similarity (migration 0008). */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)]);

export const productSizes = pgTable(
  'product_sizes',
  {
    ...ownedRow('productId', () => products.id),
    size: text().notNull(),
    quantity: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [check('product_sizes_quantity_check', sql`${t.quantity} >= 0`), index('product_sizes_product_idx').on(t.productId, t.position)],
);

export const productImages = pgTable(
  'product_images',
  {
    ...ownedRow('productId', () => products.id),
    /** URL of the full-size WebP; the thumb and card variants sit beside it. */
    url: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * A product card's sizes (`[id, label, quantity]` in position order) and first two image URLs, kept
 * ready by statement triggers on product_sizes and product_images (migration 0016): the listing
 * reads a card by primary key instead of aggregating its sizes and images each time. Never written
 * by the application.
 */
export const productCards = pgTable('product_cards', {
  productId: uuid()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sizes: json().$type<[string, string, number][]>().notNull().default([]),
  images: json().$type<string[]>().notNull().default([]),
});
