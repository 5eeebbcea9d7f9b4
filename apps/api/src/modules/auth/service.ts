import { POLICY, ROLE, type SignInBody, type SignUpBody, type UpdateUserBody, type User } from '@shop/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { createSession, hashToken, newToken, type AuthUser } from '../../lib/auth';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
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

/**
 * Forgot password: mails a single-use link valid for an hour. The answer is the same whether or
 * not the address has an account, so it cannot be used to find accounts.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string, now: Date): Promise<void> {
  const user = (await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1))[0];
  if (!user) return;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + POLICY.passwordReset.validMinutes * 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, expiresAt });
    await queueMail(
      tx,
      {
        to: email,
        kind: 'password-reset',
        subject: 'Reset your Tangerine Luxury password',
        text: `Dear ${user.firstName},\n\nWe received a request to reset your password. Open this link within ${POLICY.passwordReset.validMinutes} minutes to choose a new one:\n\n${publicUrl}/reset-password?token=${token}\n\nIf you did not ask for this, you can ignore this mail; your password stays as it is.\n\nTangerine Luxury`,
      },
      now,
    );
  });
}

/** Sets a new password with a valid reset link, uses the link up, and signs out every session. */
export async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    const userId = used[0]?.userId;
    if (!userId) throw new AppError(400, 'RESET_TOKEN_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now);
    // Any other open link for this account stops working too.
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
}
