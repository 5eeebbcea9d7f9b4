import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignUpBodySchema,
  SignUpResponseSchema,
  UpdateUserBodySchema,
  UserParamsSchema,
  UserResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, currentUser, requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { LIMITS, assertUnder, clientAddress, enforce } from '../../lib/rate-limit';
import * as auth from './service';
import { done, ok } from '../../lib/envelope';

const tags = ['Account'];
const security = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;

  app.post('/user/signup', { schema: { tags, body: SignUpBodySchema, response: { 201: SignUpResponseSchema } } }, async (req, reply) => {
    await enforce(req, [LIMITS.signUpPerAddress(clientAddress(req))]);
    const user = await auth.signUp(db, req.body, clock.now());
    return reply.status(201).send(ok(user, 'User signed up successfully'));
  });

  app.post('/user/signin', { schema: { tags, body: SignInBodySchema, response: { 200: SignInResponseSchema } } }, async (req) => {
    const ip = clientAddress(req);
    const failures = [LIMITS.signInFailuresPerAccount(req.body.email), LIMITS.signInFailuresPerAddress(ip)];
    await enforce(req, [LIMITS.signInPerAddress(ip)]);
    await assertUnder(req, failures);
    let data;
    try {
      data = await auth.signIn(db, req.body, clock.now(), config.sessionTtlDays);
    } catch (err) {
      // Wrong passwords count against the account and the address, in every process.
      if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') await enforce(req, failures).catch(() => {});
      throw err;
    }
    return ok(data, 'User signed in successfully');
  });

  app.post('/user/signout', { schema: { tags, security, response: { 200: MessageResponseSchema } }, onRequest: requireUser }, async (req) => {
    await auth.signOut(db, bearerToken(req) ?? '', clock.now());
    return done('Logged out successfully!');
  });

  app.get('/user/details/:userId', { schema: { tags, security, params: UserParamsSchema, response: { 200: UserResponseSchema } }, onRequest: requireUser }, async (req) => {
    return ok(await auth.getUser(db, currentUser(req), req.params.userId));
  });

  app.put('/user/update/:userId', { schema: { tags, security, params: UserParamsSchema, body: UpdateUserBodySchema, response: { 200: UserResponseSchema } }, onRequest: requireUser }, async (req) => {
    const data = await auth.updateUser(db, currentUser(req), req.params.userId, req.body, clock.now());
    return ok(data, 'Profile updated successfully!');
  });

  app.post('/user/forgot-password', { schema: { tags, body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await enforce(req, [LIMITS.passwordResetPerAddress(clientAddress(req)), LIMITS.passwordResetPerEmail(req.body.email)]);
    // The lookup and the mail happen after the answer, so a known address answers as fast as an unknown one.
    const { email } = req.body;
    const now = clock.now();
    setImmediate(() => {
      auth.requestPasswordReset(db, email, config.publicUrl, now).catch((err: unknown) => req.log.error({ err }, 'password reset mail not queued'));
    });
    return done('If an account exists for this email, a link to reset the password is on its way.');
  });

  app.put('/user/password', { schema: { tags, security, body: ChangePasswordBodySchema, response: { 200: MessageResponseSchema } }, onRequest: requireUser }, async (req) => {
    // Wrong current passwords count like failed sign-ins, so a stolen session cannot guess the password.
    const failures = [LIMITS.signInFailuresPerAccount(currentUser(req).email)];
    await assertUnder(req, failures);
    try {
      await auth.changePassword(db, currentUser(req), bearerToken(req) ?? '', req.body, clock.now());
    } catch (err) {
      if (err instanceof AppError && err.code === 'CURRENT_PASSWORD_WRONG') await enforce(req, failures).catch(() => {});
      throw err;
    }
    return done('Your password has been changed. Other devices have been signed out.');
  });

  app.post('/user/reset-password', { schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await enforce(req, [LIMITS.passwordResetPerAddress(clientAddress(req))]);
    await auth.resetPassword(db, req.body.token, req.body.password, clock.now());
    return done('Your password has been reset. Please sign in with your new password.');
  });
};
