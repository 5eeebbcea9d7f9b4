/** The shop's tables: taxonomy and brands. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk } from './columns';

export const categories = pgTable('categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  position: integer().notNull(),
});

export const subCategories = pgTable('sub_categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  categoryId: text()
    .notNull()
    .references(() => categories.id),
  position: integer().notNull(),
});

export const subSubCategories = pgTable('sub_sub_categories', {
  id: text().primaryKey(),
  name: text().notNull(),
  subCategoryId: text()
    .notNull()
    .references(() => subCategories.id),
  position: integer().notNull(),
});

export const brands = pgTable(
  'brands',
  {
    id: uuidPk(),
    name: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_key').on(sql`lower(${t.name})`)],
);
