/**
 * Phone sign-in with a one-time code (issue 20). A 6-digit code goes by SMS to a +91 mobile
 * number; only its HMAC is kept; it is good for 5 minutes and 5 tries, and once. Asking for a new
 * code retires the older ones. The code signs in the account the number belongs to, or makes one
 * (name and email given) linked to the number. A signed-in shopper adds a number to the profile
 * the same way. Answers never say whether a number has an account before the code is proved.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE, formatIndianMobile, phoneCodeState, type PhoneSignInBody, type PhoneSignInResult, type UserPhone } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { createSession, type AuthUser } from '../../lib/auth';
import { AppError, conflict } from '../../lib/errors';
import { accountForSignIn, createPasswordlessCustomer } from '../auth/service';
import type { SmsSender } from './sms';

type Purpose = 'signin' | 'verify';
const SECRET_KEY = 'phoneCodeSecret';

/** The HMAC key for codes: generated once and kept in the database, so every process shares it. */
async function codeSecret(db: Db): Promise<string> {
  await db.execute(sql`INSERT INTO settings (key, value) VALUES (${SECRET_KEY}, ${JSON.stringify(randomBytes(32).toString('hex'))}::jsonb) ON CONFLICT (key) DO NOTHING`);
  return (await selectRows<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = ${SECRET_KEY}`))[0]!.value;
}

/** HMAC-SHA256 over the code's row id and the code: a leaked table cannot be matched against the million codes without the key. */
function codeHash(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}|${code}`).digest('hex');
}

/** Makes a code for the number, retires the older ones of the same purpose, and sends it. */
export async function sendCode(db: Db, sms: SmsSender, phone: string, purpose: Purpose, userId: string | null, now: Date): Promise<void> {
  const secret = await codeSecret(db);
  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE phone_codes SET used_at = ${now} WHERE phone = ${phone} AND purpose = ${purpose} AND used_at IS NULL`);
    const id = (await selectRows<{ id: string }>(tx, sql`SELECT gen_random_uuid()::text AS id`))[0]!.id;
    const expiresAt = new Date(now.getTime() + PHONE_CODE.validMinutes * 60_000);
    await tx.execute(
      sql`INSERT INTO phone_codes (id, phone, purpose, user_id, code_hash, attempts, created_at, expires_at)
          VALUES (${id}, ${phone}, ${purpose}, ${userId}, ${codeHash(secret, id, code)}, 0, ${now}, ${expiresAt})`,
    );
    const what = purpose === 'signin' ? 'sign in to' : 'add this number to your account at';
    await sms.send(
      tx,
      { to: phone, kind: 'phone-code', text: `${code} is your code to ${what} Tangerine Luxury. It is valid for ${PHONE_CODE.validMinutes} minutes. Do not share it with anyone.` },
      now,
    );
  });
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: AppError };

/**
 * Checks the newest code of the number in a transaction holding its row, then runs `onValid`
 * (which may decline to use the code up by returning `consume: false`). A wrong code counts a try
 * that stays counted: the error is thrown after the transaction commits.
 */
async function withValidCode<T>(db: Db, phone: string, purpose: Purpose, userId: string | null, code: string, now: Date, onValid: (tx: Db) => Promise<{ value: T; consume: boolean }>): Promise<T> {
  const secret = await codeSecret(db);
  const checked: Checked<T> = await db.transaction(async (tx) => {
    const row = (
      await selectRows<{ id: string; code_hash: string; attempts: number; expires_at: Date | string; used_at: Date | string | null }>(
        tx,
        sql`SELECT id, code_hash, attempts, expires_at, used_at FROM phone_codes
             WHERE phone = ${phone} AND purpose = ${purpose} AND ${userId === null ? sql`TRUE` : sql`user_id = ${userId}`}
             ORDER BY (used_at IS NULL) DESC, created_at DESC LIMIT 1 FOR UPDATE`,
      )
    )[0];
    if (!row) return { ok: false, error: new AppError(400, 'PHONE_CODE_EXPIRED') };
    const state = phoneCodeState({ expiresAt: new Date(row.expires_at), usedAt: row.used_at ? new Date(row.used_at) : null, attempts: row.attempts }, now);
    if (state === 'locked') return { ok: false, error: new AppError(429, 'PHONE_CODE_LOCKED') };
    if (state !== 'valid') return { ok: false, error: new AppError(400, 'PHONE_CODE_EXPIRED') };
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(secret, row.id, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx.execute(sql`UPDATE phone_codes SET attempts = ${attempts} WHERE id = ${row.id}`);
      const left = PHONE_CODE.maxAttempts - attempts;
      return {
        ok: false,
        error:
          left > 0
            ? new AppError(400, 'PHONE_CODE_WRONG', `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`, [{ path: 'body.code', message: 'That code is not right.' }])
            : new AppError(429, 'PHONE_CODE_LOCKED'),
      };
    }
    const { value, consume } = await onValid(tx);
    if (consume) await tx.execute(sql`UPDATE phone_codes SET used_at = ${now} WHERE id = ${row.id}`);
    return { ok: true, value };
  });
  if (!checked.ok) throw checked.error;
  return checked.value;
}

/**
 * Signs in with the code: the account the number belongs to, or a new one made with the name and
 * email given (linked to the number). A new number without them answers `details-needed` and the
 * code stays good for the second try. Two tries with the same code make one account: the code's
 * row is locked and used up by the first.
 */
export async function signInWithCode(db: Db, body: PhoneSignInBody, now: Date, ttlDays: number): Promise<PhoneSignInResult> {
  return withValidCode<PhoneSignInResult>(db, body.phone, 'signin', null, body.code, now, async (tx) => {
    const linked = (await selectRows<{ user_id: string }>(tx, sql`SELECT user_id FROM user_phones WHERE phone = ${body.phone}`))[0];
    if (linked) {
      const account = await accountForSignIn(tx, linked.user_id);
      // Said only to someone who holds the code.
      if (!account || account.disabled) throw new AppError(403, 'ACCOUNT_DISABLED');
      const session = await createSession(tx, linked.user_id, now, ttlDays);
      return { value: { status: 'signed-in', token: session.token, user: account.user, expiresAt: session.expiresAt.toISOString(), created: false }, consume: true };
    }
    if (!body.first_name || !body.last_name || !body.email) return { value: { status: 'details-needed' }, consume: false };
    const user = await createPasswordlessCustomer(tx, { first_name: body.first_name, last_name: body.last_name, email: body.email }, now);
    // Linking by email alone would hand an account to whoever types its address: the owner signs in and adds the number instead.
    if (!user) {
      throw new AppError(409, 'EMAIL_TAKEN', 'An account already uses this email. Sign in with your email and password, then add this number on your profile.', [
        { path: 'body.email', message: 'An account already uses this email.' },
      ]);
    }
    await tx.execute(sql`INSERT INTO user_phones (user_id, phone, verified_at, created_at) VALUES (${user._id}, ${body.phone}, ${now}, ${now})`);
    const session = await createSession(tx, user._id, now, ttlDays);
    return { value: { status: 'signed-in', token: session.token, user, expiresAt: session.expiresAt.toISOString(), created: true }, consume: true };
  });
}

/** Adds (or replaces) the signed-in shopper's number once its code is proved. A number of another account is refused. */
export async function verifyPhone(db: Db, actor: AuthUser, phone: string, code: string, now: Date): Promise<UserPhone> {
  return withValidCode(db, phone, 'verify', actor.id, code, now, async (tx) => {
    const owner = (await selectRows<{ user_id: string }>(tx, sql`SELECT user_id FROM user_phones WHERE phone = ${phone} FOR UPDATE`))[0];
    if (owner && owner.user_id !== actor.id) throw conflict('PHONE_TAKEN');
    await tx.execute(
      sql`INSERT INTO user_phones (user_id, phone, verified_at, created_at) VALUES (${actor.id}, ${phone}, ${now}, ${now})
          ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, verified_at = EXCLUDED.verified_at`,
    );
    return { value: { phone, verified_at: now.toISOString() }, consume: true };
  });
}

export async function getPhone(db: Db, actor: AuthUser): Promise<UserPhone> {
  const row = (await selectRows<{ phone: string; verified_at: Date | string }>(db, sql`SELECT phone, verified_at FROM user_phones WHERE user_id = ${actor.id}`))[0];
  return row ? { phone: row.phone, verified_at: new Date(row.verified_at).toISOString() } : { phone: null, verified_at: null };
}

export async function removePhone(db: Db, actor: AuthUser): Promise<void> {
  await db.execute(sql`DELETE FROM user_phones WHERE user_id = ${actor.id}`);
}

/** The sentence every code request answers, whether or not the number has an account. */
export function codeSentMessage(phone: string): string {
  return `We have sent a ${PHONE_CODE.digits}-digit code to ${formatIndianMobile(phone)}. It is valid for ${PHONE_CODE.validMinutes} minutes.`;
}
