import { MessageResponseSchema, PhoneCodeRequestBodySchema, PhoneSignInBodySchema, PhoneSignInResponseSchema, PhoneVerifyBodySchema, UserPhoneResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import { clientAddress, enforce, type Limit } from '../../lib/rate-limit';
import * as phoneAuth from './service';
import { createSmsSender } from './sms';
import { done, ok } from '../../lib/envelope';

const tags = ['Account'];
const security = [{ bearer: [] }];
const MINUTE = 60;
const HOUR = 3600;

/** Phone-code limits (RATE_LIMITS): codes sent per number and per address, tries per address. */
export const PHONE_LIMITS = {
  codesPerNumber: (phone: string): Limit => ({
    name: 'phone-code:number',
    subject: phone,
    max: 5,
    windowSeconds: HOUR,
    message: 'Too many codes were asked for this number. Please wait an hour and try again.',
  }),
  codesPerAddress: (ip: string): Limit => ({ name: 'phone-code:ip', subject: ip, max: 20, windowSeconds: HOUR }),
  triesPerAddress: (ip: string): Limit => ({ name: 'phone-try:ip', subject: ip, max: 30, windowSeconds: 15 * MINUTE }),
  triesPerNumber: (phone: string): Limit => ({ name: 'phone-try:number', subject: phone, max: 15, windowSeconds: 15 * MINUTE }),
};

export const phoneAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  const sms = createSmsSender(config);

  app.post('/user/phone/code', { schema: { tags, body: PhoneCodeRequestBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    const { phone } = req.body;
    await enforce(req, [PHONE_LIMITS.codesPerAddress(clientAddress(req)), PHONE_LIMITS.codesPerNumber(phone)]);
    // A code goes to every valid number (it signs in, or up): the answer is the same either way.
    await phoneAuth.sendCode(db, sms, phone, 'signin', null, clock.now());
    return done(phoneAuth.codeSentMessage(phone));
  });

  app.post('/user/phone/signin', { schema: { tags, body: PhoneSignInBodySchema, response: { 200: PhoneSignInResponseSchema } } }, async (req) => {
    await enforce(req, [PHONE_LIMITS.triesPerAddress(clientAddress(req)), PHONE_LIMITS.triesPerNumber(req.body.phone)]);
    const data = await phoneAuth.signInWithCode(db, req.body, clock.now(), config.sessionTtlDays);
    const message = data.status === 'details-needed' ? 'Welcome! Tell us your name and email to create your account.' : data.created ? 'Your account is ready.' : 'User signed in successfully';
    return ok(data, message);
  });

  app.get('/user/phone', { schema: { tags, security, response: { 200: UserPhoneResponseSchema } }, onRequest: requireUser }, async (req) => ok(await phoneAuth.getPhone(db, currentUser(req))));

  app.post('/user/phone/verify-code', { schema: { tags, security, body: PhoneCodeRequestBodySchema, response: { 200: MessageResponseSchema } }, onRequest: requireUser }, async (req) => {
    const { phone } = req.body;
    await enforce(req, [PHONE_LIMITS.codesPerAddress(clientAddress(req)), PHONE_LIMITS.codesPerNumber(phone)]);
    await phoneAuth.sendCode(db, sms, phone, 'verify', currentUser(req).id, clock.now());
    return done(phoneAuth.codeSentMessage(phone));
  });

  app.post('/user/phone/verify', { schema: { tags, security, body: PhoneVerifyBodySchema, response: { 200: UserPhoneResponseSchema } }, onRequest: requireUser }, async (req) => {
    await enforce(req, [PHONE_LIMITS.triesPerAddress(clientAddress(req)), PHONE_LIMITS.triesPerNumber(req.body.phone)]);
    const data = await phoneAuth.verifyPhone(db, currentUser(req), req.body.phone, req.body.code, clock.now());
    return ok(data, 'Your mobile number is verified.');
  });

  app.delete('/user/phone', { schema: { tags, security, response: { 200: MessageResponseSchema } }, onRequest: requireUser }, async (req) => {
    await phoneAuth.removePhone(db, currentUser(req));
    return done('Your mobile number was removed.');
  });
};
