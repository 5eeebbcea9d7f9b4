/**
 * Rate limits kept in the database, so every server process sharing it counts the same attempts.
 * Fixed windows: one row per key and window, incremented atomically; old windows are swept by the
 * timed work. A limit that is passed answers 429 with a sentence and Retry-After.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { selectRows, type Db } from '../db/client';
import { AppError } from './errors';

export interface Limit {
  /** What is counted, e.g. 'signin:ip'. */
  name: string;
  /** Who it is counted for: an address, an email, an account id. */
  subject: string;
  max: number;
  windowSeconds: number;
  /** The sentence the shopper reads. */
  message?: string;
}

function windowStart(now: Date, seconds: number): Date {
  const ms = seconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Counts one attempt against each limit; throws 429 when any is passed. */
export async function hit(db: Db, now: Date, limits: readonly Limit[]): Promise<void> {
  for (const limit of limits) {
    const start = windowStart(now, limit.windowSeconds);
    const rows = await selectRows<{ hits: number }>(
      db,
      sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${`${limit.name}:${limit.subject}`}, ${start}, 1)
          ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
    );
    if (rows[0]!.hits > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((start.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new RateLimited(limit.message ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfter);
    }
  }
}

/** How many attempts are counted against a limit in its current window. */
export async function count(db: Db, now: Date, limit: Pick<Limit, 'name' | 'subject' | 'windowSeconds'>): Promise<number> {
  const rows = await selectRows<{ hits: number }>(db, sql`SELECT hits FROM rate_limits WHERE key = ${`${limit.name}:${limit.subject}`} AND window_start = ${windowStart(now, limit.windowSeconds)}`);
  return rows[0]?.hits ?? 0;
}

export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** Deletes windows that ended more than a day ago. */
export async function sweepRateLimits(db: Db, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < ${new Date(now.getTime() - 86_400_000)}`);
}

/** The caller's address (X-Forwarded-For only when TRUST_PROXY is on). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

const MINUTE = 60;
const HOUR = 3600;

/** The shop's limits, in one place. */
export const LIMITS = {
  signInPerAddress: (ip: string): Limit => ({ name: 'signin:ip', subject: ip, max: 20, windowSeconds: 15 * MINUTE }),
  signInFailuresPerAccount: (email: string): Limit => ({
    name: 'signin-fail:email',
    subject: email,
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: 'Too many wrong passwords for this account. Please wait 15 minutes, or reset your password.',
  }),
  signInFailuresPerAddress: (ip: string): Limit => ({
    name: 'signin-fail:ip',
    subject: ip,
    max: 8,
    windowSeconds: 15 * MINUTE,
    message: 'Too many wrong passwords from this network. Please wait 15 minutes, or reset your password.',
  }),
  signUpPerAddress: (ip: string): Limit => ({ name: 'signup:ip', subject: ip, max: 10, windowSeconds: HOUR }),
  passwordResetPerAddress: (ip: string): Limit => ({ name: 'reset:ip', subject: ip, max: 10, windowSeconds: HOUR }),
  passwordResetPerEmail: (email: string): Limit => ({ name: 'reset:email', subject: email, max: 3, windowSeconds: HOUR }),
  formPerAddress: (form: string, ip: string): Limit => ({ name: `form:${form}:ip`, subject: ip, max: 10, windowSeconds: HOUR }),
  formPerAccount: (form: string, userId: string): Limit => ({ name: `form:${form}:user`, subject: userId, max: 10, windowSeconds: HOUR }),
};

/** Counts this request against the limits (no-op when RATE_LIMITS is off). */
export async function enforce(request: FastifyRequest, limits: readonly Limit[]): Promise<void> {
  const { config, db, clock } = request.server.deps;
  if (!config.rateLimits) return;
  await hit(db, clock.now(), limits);
}

/** Throws 429 when a counted limit is already used up, without counting this request. */
export async function assertUnder(request: FastifyRequest, limits: readonly Limit[]): Promise<void> {
  const { config, db, clock } = request.server.deps;
  if (!config.rateLimits) return;
  const now = clock.now();
  for (const limit of limits) {
    if ((await count(db, now, limit)) >= limit.max) {
      throw new RateLimited(limit.message ?? 'Too many attempts. Please try again later.', limit.windowSeconds);
    }
  }
}
