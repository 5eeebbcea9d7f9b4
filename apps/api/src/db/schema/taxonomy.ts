/** The shop's tables: taxonomy and brands. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk, requiredTextRef } from './columns';

/** A level of the fixed taxonomy: its readable id, name, parent (but for the top) and place among its siblings. */
const taxonomyLevel = <Parent extends Record<string, PgColumnBuilderBase>>(parent: Parent) => ({
  id: text().primaryKey(),
  name: text().notNull(),
  ...parent,
  position: integer().notNull(),
});

export const categories = pgTable('categories', taxonomyLevel({}));

export const subCategories = pgTable(
  'sub_categories',
  taxonomyLevel({
    categoryId: requiredTextRef(() => categories.id),
  }),
);

export const subSubCategories = pgTable(
  'sub_sub_categories',
  taxonomyLevel({
    subCategoryId: requiredTextRef(() => subCategories.id),
  }),
);

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
