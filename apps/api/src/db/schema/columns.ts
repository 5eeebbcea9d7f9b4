/** Column helpers shared by the table files. */
import { customType, text, timestamp, uuid, type ReferenceConfig } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** `createdAt` and `updatedAt`, both stamped on insert; the services move `updatedAt` on change. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A uuid primary key the database makes. */
export const uuidPk = () => uuid().primaryKey().defaultRandom();
/** A NOT NULL uuid column that references another table's row. */
export const requiredRef = (ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) => uuid().notNull().references(ref, actions);
/** A row's own uuid key and the row it belongs to, with which it is deleted: `{ id, [key]: that row's id }`. */
export const ownedRow = <Key extends string>(key: Key, ref: ReferenceConfig['ref']) =>
  ({ id: uuidPk(), [key]: requiredRef(ref, { onDelete: 'cascade' }) }) as { id: ReturnType<typeof uuidPk> } & Record<Key, ReturnType<typeof requiredRef>>;
/** A NOT NULL text column that references a taxonomy level's readable id. */
export const requiredTextRef = (ref: ReferenceConfig['ref']) => text().notNull().references(ref);
/** The key of a row that adds to one other row (one to one): that row's id, and it goes with it. */
export const ownerPk = (ref: ReferenceConfig['ref']) => uuid().primaryKey().references(ref, { onDelete: 'cascade' });
/** A person's name and email. */
export const personColumns = () => ({ firstName: text().notNull(), lastName: text().notNull(), email: text().notNull() });
/** Who and where: a person's name, email, phone and street address, as given on a form or an address. */
export const contactColumns = () => ({ ...personColumns(), phone: text().notNull(), address: text().notNull() });
