/**
 * The shopper's address book: every billing address used at checkout is kept here (checkout
 * saves it); the profile lists, adds, edits, deletes and picks the default; checkout offers them.
 * A shopper reaches only their own addresses: anyone else's id answers 404, so ids do not leak.
 */
import type { AddressBookBody, SavedAddress } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { notFound } from '../../lib/errors';

interface AddressRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip_code: string;
  is_default: boolean;
  last_used_at: Date | string;
}

const COLUMNS = sql`id, first_name, last_name, email, phone, address, city, state, country, zip_code, is_default, last_used_at`;

function toSavedAddress(r: AddressRow): SavedAddress {
  return {
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    city: r.city,
    state: r.state,
    country: r.country,
    zipCode: r.zip_code,
    isDefault: r.is_default,
    lastUsedAt: new Date(r.last_used_at).toISOString(),
  };
}

export const ADDRESS_NOT_FOUND = 'That address is not in your address book.';
const NOT_YOURS = () => notFound('NOT_FOUND', ADDRESS_NOT_FOUND);

/** One shopper's address-book changes at a time, so two "make default" calls cannot both win. */
async function lockBook(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
}

async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`UPDATE addresses SET is_default = false WHERE user_id = ${userId} AND is_default`);
}

/** Inserts or updates one address under the book's lock, first clearing the old default when it becomes the default; no row written → 404. */
async function writeAddress(db: Db, userId: string, isDefault: boolean | undefined, write: SQL): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    if (isDefault) await clearDefault(tx, userId);
    const row = (await selectRows<AddressRow>(tx, sql`${write} RETURNING ${COLUMNS}`))[0];
    if (!row) throw NOT_YOURS();
    return toSavedAddress(row);
  });
}

/** The default first, then the most recently used. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await selectRows<AddressRow>(db, sql`SELECT ${COLUMNS} FROM addresses WHERE user_id = ${userId} ORDER BY is_default DESC, last_used_at DESC, id LIMIT 50`);
  return rows.map(toSavedAddress);
}

export async function addAddress(db: Db, userId: string, body: AddressBookBody, now: Date): Promise<SavedAddress> {
  const { isDefault = false, ...a } = body;
  return writeAddress(
    db,
    userId,
    isDefault,
    sql`INSERT INTO addresses (user_id, first_name, last_name, email, phone, address, city, state, country, zip_code, is_default, created_at, last_used_at)
        VALUES (${userId}, ${a.firstName}, ${a.lastName}, ${a.email}, ${a.phone}, ${a.address}, ${a.city}, ${a.state}, ${a.country}, ${a.zipCode}, ${isDefault}, ${now}, ${now})`,
  );
}

export async function updateAddress(db: Db, userId: string, addressId: string, body: AddressBookBody): Promise<SavedAddress> {
  const { isDefault, ...a } = body;
  return writeAddress(
    db,
    userId,
    isDefault,
    sql`UPDATE addresses SET first_name = ${a.firstName}, last_name = ${a.lastName}, email = ${a.email}, phone = ${a.phone}, address = ${a.address},
               city = ${a.city}, state = ${a.state}, country = ${a.country}, zip_code = ${a.zipCode}
               ${isDefault === undefined ? sql`` : sql`, is_default = ${isDefault}`}
         WHERE id = ${addressId} AND user_id = ${userId}`,
  );
}

export async function setDefaultAddress(db: Db, userId: string, addressId: string): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const mine = await selectRows<{ id: string }>(tx, sql`SELECT id FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`);
    if (!mine[0]) throw NOT_YOURS();
    await clearDefault(tx, userId);
    const row = (await selectRows<AddressRow>(tx, sql`UPDATE addresses SET is_default = true WHERE id = ${addressId} RETURNING ${COLUMNS}`))[0]!;
    return toSavedAddress(row);
  });
}

/** Deleting an address leaves past orders as they were: each order keeps its own copy. */
export async function deleteAddress(db: Db, userId: string, addressId: string): Promise<void> {
  const gone = await selectRows<{ id: string }>(db, sql`DELETE FROM addresses WHERE id = ${addressId} AND user_id = ${userId} RETURNING id`);
  if (!gone[0]) throw NOT_YOURS();
}
