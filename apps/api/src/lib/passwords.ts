/** Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, salts and hashes base64url. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ERROR_MESSAGES } from '@shop/shared';
import { badRequest } from './errors';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, to spend the same time on unknown emails as on known ones. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The ~49,000 most common passwords, from @zxcvbn-ts/language-common (the list zxcvbn-ts maintains
 * from leaked-password corpora), loaded on first use. Entries are lower-case.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return commonPasswords;
}

/** True when the password, ignoring case, is on the common-password list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await loadCommonPasswords();
  return list.has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a new password that is on the common-password list, with a message saying why, on the given field. */
export async function assertNotCommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) {
    throw badRequest('PASSWORD_TOO_COMMON', ERROR_MESSAGES.PASSWORD_TOO_COMMON, [{ path: `body.${field}`, message: ERROR_MESSAGES.PASSWORD_TOO_COMMON }]);
  }
}
