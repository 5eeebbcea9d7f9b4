/** The shop's tables: inbox. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidPk, contactColumns } from './columns';

/** What every form in the inbox ends with: when it came and when staff marked it handled. */
const inboxColumns = () => ({ handledAt: timestamp({ withTimezone: true }), createdAt: createdAt() });

export const contactMessages = pgTable('contact_messages', {
  id: uuidPk(),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  productId: uuid(),
  ...inboxColumns(),
});

export const sellSubmissions = pgTable('sell_submissions', {
  id: uuidPk(),
  userId: uuid(),
  ...contactColumns(),
  itemType: text().notNull(),
  brand: text().notNull(),
  productName: text().notNull(),
  productCondition: text().notNull(),
  description: text().notNull().default(''),
  sellingPricePaise: integer(),
  estimatedRetailPricePaise: integer(),
  /** URLs of the uploaded photos, in order. */
  photos: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...inboxColumns(),
});

export const productRequests = pgTable('product_requests', {
  id: uuidPk(),
  userId: uuid(),
  productName: text().notNull(),
  brand: text().notNull(),
  description: text().notNull(),
  imageUrl: text(),
  priceRange: text().notNull(),
  contactEmail: text().notNull(),
  contactPhone: text(),
  additionalInfo: text(),
  ...inboxColumns(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuidPk(),
    email: text().notNull(),
    source: text().notNull(),
    ...inboxColumns(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);
