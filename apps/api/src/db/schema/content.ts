/** The home page's content (hero slides, the creator carousel, featured edits) and recently viewed pieces. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, uuidPk, requiredRef } from './columns';
import { products } from './products';
import { users } from './users';

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: uuidPk(),
    eyebrow: text().notNull().default(''),
    heading: text().notNull(),
    body: text().notNull().default(''),
    linkUrl: text().notNull(),
    linkLabel: text().notNull(),
    imageUrl: text().notNull(),
    phoneImageUrl: text(),
    imageAlt: text().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    position: integer().notNull(),
    ...timestamps(),
  },
  (t) => [index('hero_slides_position_idx').on(t.position), check('hero_slides_dates_check', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`)],
);

export const creatorVideos = pgTable('creator_videos', {
  id: uuidPk(),
  title: text().notNull(),
  credit: text().notNull(),
  videoUrl: text().notNull(),
  imageUrl: text().notNull(),
  isVisible: boolean().notNull().default(true),
  position: integer().notNull(),
  ...timestamps(),
});

export const featuredEdits = pgTable(
  'featured_edits',
  {
    id: uuidPk(),
    title: text().notNull(),
    description: text().notNull().default(''),
    kind: text().notNull(),
    productIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    filter: jsonb().notNull().default({}),
    isVisible: boolean().notNull().default(true),
    position: integer().notNull(),
    ...timestamps(),
  },
  (t) => [check('featured_edits_kind_check', sql`${t.kind} in ('pieces', 'filter')`)],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    productId: requiredRef(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'recently_viewed_pk', columns: [t.userId, t.productId] }), index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc())],
);
