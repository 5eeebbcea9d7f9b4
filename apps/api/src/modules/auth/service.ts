import { ROLE, type SignInBody, type SignUpBody, type UpdateUserBody, type User } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { createSession, hashToken, type AuthUser } from '../../lib/auth';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../lib/passwords';
import { toUserDto } from './dto';

/** Creates a customer account. The role is always customer: a role sent at sign-up is refused by the schema. */
export async function signUp(db: Db, body: SignUpBody, now: Date): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  const inserted = await db
    .insert(users)
    .values({ firstName: body.first_name, lastName: body.last_name, email: body.email, passwordHash, roleId: ROLE.customer, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0];
  if (!row) throw conflict('EMAIL_TAKEN');
  return toUserDto(row);
}

export async function signIn(db: Db, body: SignInBody, now: Date, ttlDays: number) {
  const row = (await db.select().from(users).where(eq(users.email, body.email)).limit(1))[0];
  // Spend the same time whether or not the email exists, so timing does not reveal accounts.
  const ok = row ? await verifyPassword(body.password, row.passwordHash) : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
  if (!row || !ok) throw new AppError(401, 'INVALID_CREDENTIALS');
  const session = await createSession(db, row.id, now, ttlDays);
  return { token: session.token, user: toUserDto(row), expiresAt: session.expiresAt.toISOString() };
}

export async function signOut(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user (password reset, sign out everywhere). */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

function assertSelf(actor: AuthUser, userId: string) {
  if (actor.id !== userId) throw forbidden('You can only see and change your own profile.');
}

export async function getUser(db: Db, actor: AuthUser, userId: string): Promise<User> {
  assertSelf(actor, userId);
  const row = (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!row) throw notFound('NOT_FOUND', 'User not found');
  return toUserDto(row);
}

export async function updateUser(db: Db, actor: AuthUser, userId: string, body: UpdateUserBody, now: Date): Promise<User> {
  assertSelf(actor, userId);
  const clash = (await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1))[0];
  if (clash && clash.id !== userId) throw conflict('EMAIL_TAKEN');
  const row = (
    await db
      .update(users)
      .set({ firstName: body.first_name, lastName: body.last_name, email: body.email, updatedAt: now })
      .where(eq(users.id, userId))
      .returning()
  )[0];
  if (!row) throw notFound('NOT_FOUND', 'User not found');
  return toUserDto(row);
}
