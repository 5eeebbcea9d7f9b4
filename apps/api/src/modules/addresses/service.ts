/**
 * The shopper's address book: every billing address used at checkout is kept here (checkout
 * saves it); the profile lists, adds, edits, deletes and picks the default; checkout offers them.
 * A shopper reaches only their own addresses: anyone else's id answers 404, so ids do not leak.
 */
import type { AddressBookBody, AddressInput, SavedAddress } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A row as COLUMNS names it: the API's fields, the time as the driver gives it. */
type AddressRow = Omit<SavedAddress, 'lastUsedAt'> & { lastUsedAt: Date | string };

const COLUMNS = sql`id AS "_id", first_name AS "firstName", last_name AS "lastName", email, phone, address, city, state, country, zip_code AS "zipCode",
                    is_default AS "isDefault", last_used_at AS "lastUsedAt"`;

const toSavedAddress = (r: AddressRow): SavedAddress => ({ ...r, lastUsedAt: new Date(r.lastUsedAt).toISOString() });

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

/** Checkout: saves the billing address to the shopper's book (reusing an identical one) and returns the copy for the order. */
export async function rememberAddress(tx: Db, userId: string, input: AddressInput, now: Date): Promise<AddressInput & { _id: string }> {
  const same = await selectRows<{ id: string }>(
    tx,
    sql`SELECT id FROM addresses WHERE user_id = ${userId} AND first_name = ${input.firstName} AND last_name = ${input.lastName}
          AND email = ${input.email} AND phone = ${input.phone} AND address = ${input.address} AND city = ${input.city}
          AND state = ${input.state} AND country = ${input.country} AND zip_code = ${input.zipCode} LIMIT 1`,
  );
  let id = same[0]?.id;
  if (id) await tx.execute(sql`UPDATE addresses SET last_used_at = ${now} WHERE id = ${id}`);
  else
    id = (
      await tx
        .insert(addresses)
        .values({ userId, ...input, createdAt: now, lastUsedAt: now })
        .returning({ id: addresses.id })
    )[0]!.id;
  return { _id: id, ...input };
}

/** Checkout: the copy for the order of an address from the shopper's own book (anyone else's answers 404). */
export async function addressFromBook(tx: Db, userId: string, addressId: string): Promise<Omit<SavedAddress, 'isDefault' | 'lastUsedAt'>> {
  const row = (await selectRows<AddressRow>(tx, sql`SELECT ${COLUMNS} FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`))[0];
  if (!row) throw NOT_YOURS();
  const { isDefault: _isDefault, lastUsedAt: _lastUsedAt, ...address } = row;
  return address;
}
