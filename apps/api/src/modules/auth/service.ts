import { POLICY, ROLE, type ChangePasswordBody, type SignInBody, type SignUpBody, type StaffUser, type StaffUserPage, type StaffUserQuery, type UpdateUserBody, type User } from '@shop/shared';
import { and, count, desc, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { createSession, hashToken, newToken, type AuthUser } from '../../lib/auth';
import { audit } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';
import { DUMMY_HASH_PROMISE, assertNotCommonPassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { toStaffUserDto, toUserDto } from './dto';

/** Creates a customer account. The role is always customer: a role sent at sign-up is refused by the schema. */
export async function signUp(db: Db, body: SignUpBody, now: Date): Promise<User> {
  await assertNotCommonPassword(body.password);
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

/**
 * Creates a customer account for phone sign-in (issue 20). No password is chosen: an unguessable
 * one is stored, and "Forgot password" sets a real one by mail. Null when the email is taken.
 */
export async function createPasswordlessCustomer(db: Db, body: { first_name: string; last_name: string; email: string }, now: Date): Promise<User | null> {
  const passwordHash = await hashPassword(newToken());
  const inserted = await db
    .insert(users)
    .values({ firstName: body.first_name, lastName: body.last_name, email: body.email, passwordHash, roleId: ROLE.customer, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ? toUserDto(inserted[0]) : null;
}

/** An account as sign-in by another route (phone) needs it: the answer's user and whether staff disabled it. */
export async function accountForSignIn(db: Db, userId: string): Promise<{ user: User; disabled: boolean } | null> {
  const row = (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  return row ? { user: toUserDto(row), disabled: row.disabledAt !== null } : null;
}

export async function signIn(db: Db, body: SignInBody, now: Date, ttlDays: number) {
  const row = (await db.select().from(users).where(eq(users.email, body.email)).limit(1))[0];
  // Spend the same time whether or not the email exists, so timing does not reveal accounts.
  const ok = row ? await verifyPassword(body.password, row.passwordHash) : (await verifyPassword(body.password, await DUMMY_HASH_PROMISE), false);
  if (!row || !ok) throw new AppError(401, 'INVALID_CREDENTIALS');
  // Said only to someone who knows the password, so it does not reveal which addresses have accounts.
  if (row.disabledAt) throw new AppError(403, 'ACCOUNT_DISABLED');
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
  const row = (await db.update(users).set({ firstName: body.first_name, lastName: body.last_name, email: body.email, updatedAt: now }).where(eq(users.id, userId)).returning())[0];
  if (!row) throw notFound('NOT_FOUND', 'User not found');
  return toUserDto(row);
}

/**
 * Forgot password: mails a single-use link valid for an hour. The answer is the same whether or
 * not the address has an account, so it cannot be used to find accounts.
 */
export async function requestPasswordReset(db: Db, email: string, publicUrl: string, now: Date): Promise<void> {
  const user = (
    await db
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.disabledAt)))
      .limit(1)
  )[0];
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
  await assertNotCommonPassword(password);
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
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
}

/**
 * Changes the password from the profile: the current password is required, a common password is
 * refused, and every other session of the account ends (the one asking stays signed in).
 */
export async function changePassword(db: Db, actor: AuthUser, currentToken: string, body: ChangePasswordBody, now: Date): Promise<void> {
  const row = (await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1))[0];
  if (!row) throw notFound('NOT_FOUND', 'User not found');
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw badRequest('CURRENT_PASSWORD_WRONG', undefined, [{ path: 'body.currentPassword', message: 'Your current password is not right.' }]);
  }
  await assertNotCommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, actor.id), isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(currentToken))));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, actor.id), isNull(passwordResets.usedAt)));
  });
}

/** The back office's account list, newest first, searched by name or email. */
export async function listUsers(db: Db, query: StaffUserQuery): Promise<StaffUserPage> {
  const { page, limit, search } = query;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern
    ? or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0;
  return { users: rows.map(toStaffUserDto), total, page, pages: Math.ceil(total / limit) };
}

/**
 * Staff disable or re-enable an account. Disabling ends every session at once and refuses sign-in;
 * staff cannot disable their own account. Recorded in the audit log.
 */
export async function setUserDisabled(db: Db, actor: AuthUser, userId: string, disabled: boolean, now: Date): Promise<StaffUser> {
  if (disabled && actor.id === userId) throw badRequest('VALIDATION_FAILED', 'You cannot disable your own account.');
  return db.transaction(async (tx) => {
    const row = (
      await tx
        .update(users)
        .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, ${now})` : null, updatedAt: now })
        .where(eq(users.id, userId))
        .returning()
    )[0];
    if (!row) throw notFound('NOT_FOUND', 'We could not find that account.');
    if (disabled) await revokeAllSessions(tx, userId, now);
    await audit(tx, actor.id, disabled ? 'user.disable' : 'user.enable', 'user', userId, { email: row.email }, now);
    return toStaffUserDto(row);
  });
}
