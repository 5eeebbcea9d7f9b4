/**
 * Bearer-token sessions: opaque random tokens, stored as SHA-256 hashes, revocable and expiring.
 * `requireUser` and `requireAdmin` are the preHandlers every protected route uses.
 */
import { hash, randomBytes } from 'node:crypto';
import { isStaff } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { forbidden, unauthenticated } from './errors';

export interface AuthUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Db, userId: string, now: Date, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The bearer token a request carries, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in user for this request, or null when there is no valid, unexpired, unrevoked token. */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  if (request.user !== undefined && request.user !== null) return request.user;
  const token = bearerToken(request);
  if (!token) return null;
  const { database, clock } = request.server.deps;
  const rows = await database.query<{ id: string; first_name: string; last_name: string; email: string; role_id: string }>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.role_id
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.disabled_at IS NULL`,
    [hashToken(token), clock.now()],
    'session-user',
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, roleId: row.role_id };
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request);
  if (!user) {
    throw unauthenticated(request.headers.authorization ? 'Your session has ended. Please sign in again.' : undefined);
  }
  request.user = user;
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isStaff(request.user?.roleId)) throw forbidden('This area is for the shop’s staff only.');
}

/** Attaches the user when a valid token is sent; anonymous requests go on. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  request.user = await authenticate(request);
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
