/**
 * One-click unsubscribe tokens: `<payload>.<signature>`, the payload naming who (`user:<id>` or
 * `email:<address>`) and which kind of mail, signed with HMAC-SHA256 under the app secret. No
 * sign-in is needed to use one; a changed payload fails the signature.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS, type AlertKind } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

const SECRET_KEY = 'alerts.appSecret';

/** The configured APP_SECRET, or one generated once and kept in the settings table (every process reads the same). */
export async function appSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.execute(sql`INSERT INTO settings (key, value) VALUES (${SECRET_KEY}, ${JSON.stringify(randomBytes(32).toString('hex'))}::jsonb) ON CONFLICT (key) DO NOTHING`);
  const rows = await selectRows<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = ${SECRET_KEY}`);
  return rows[0]!.value;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe|${payload}`).digest('base64url');
}

export function unsubscribeToken(secret: string, subject: string, kind: AlertKind): string {
  const payload = Buffer.from(`${subject}|${kind}`, 'utf8').toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The subject and kind a token was signed for, or null when it was not signed with this secret. */
export function readUnsubscribeToken(secret: string, token: string): { subject: string; kind: AlertKind } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const at = text.lastIndexOf('|');
  const subject = text.slice(0, at);
  const kind = text.slice(at + 1) as AlertKind;
  if (at < 1 || !ALERT_KINDS.includes(kind) || !/^(user|email):.+/.test(subject)) return null;
  return { subject, kind };
}
