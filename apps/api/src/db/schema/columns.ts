/** Column helpers shared by the table files. */
import { customType, timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** A uuid primary key the database makes. */
export const uuidPk = () => uuid().primaryKey().defaultRandom();
/** A NOT NULL uuid column that references another table's row. */
export const requiredRef = (ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) => uuid().notNull().references(ref, actions);
