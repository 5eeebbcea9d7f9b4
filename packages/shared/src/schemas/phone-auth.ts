/** Phone sign-in with a one-time code, and a verified phone on the profile (issue 20). */
import { z } from 'zod';
import { PHONE_CODE, indianMobile, isPhoneCodeShaped } from '../rules/phone';
import { EmailSchema, envelope, requiredText } from './common';
import { UserSchema } from './auth';

/** A +91 mobile number as typed; answers its E.164 form (`+919876543210`). */
export const IndianMobileSchema = z
  .string({ error: 'Please enter your mobile number.' })
  .max(30, { error: 'Please enter a 10-digit Indian mobile number.' })
  .transform((v, ctx) => {
    const e164 = indianMobile(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a 10-digit Indian mobile number (starting with 6, 7, 8 or 9).' });
      return z.NEVER;
    }
    return e164;
  });

export const PhoneCodeSchema = z
  .string({ error: `Please enter the ${PHONE_CODE.digits}-digit code.` })
  .trim()
  .refine(isPhoneCodeShaped, { error: `The code is ${PHONE_CODE.digits} digits.` });

export const PhoneCodeRequestBodySchema = z.strictObject({ phone: IndianMobileSchema });
export type PhoneCodeRequestBody = z.infer<typeof PhoneCodeRequestBodySchema>;

/**
 * Sign in (or up) with the code. A number with no account yet needs a name and an email to make
 * one; without them the answer says so and the code stays good for the second try.
 */
export const PhoneSignInBodySchema = z.strictObject({
  phone: IndianMobileSchema,
  code: PhoneCodeSchema,
  first_name: requiredText('First name', 60).optional(),
  last_name: requiredText('Last name', 60).optional(),
  email: EmailSchema.optional(),
});
export type PhoneSignInBody = z.infer<typeof PhoneSignInBodySchema>;

export const PhoneVerifyBodySchema = z.strictObject({ phone: IndianMobileSchema, code: PhoneCodeSchema });
export type PhoneVerifyBody = z.infer<typeof PhoneVerifyBodySchema>;

/** Signed in, or (a new number without name and email) the details still needed. */
export const PhoneSignInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), token: z.string(), user: UserSchema, expiresAt: z.string(), created: z.boolean() }),
  z.object({ status: z.literal('details-needed') }),
]);
export type PhoneSignInResult = z.infer<typeof PhoneSignInResultSchema>;
export const PhoneSignInResponseSchema = envelope(PhoneSignInResultSchema);

/** The profile's phone: the verified number, or null. */
export const UserPhoneSchema = z.object({ phone: z.string().nullable(), verified_at: z.string().nullable() });
export type UserPhone = z.infer<typeof UserPhoneSchema>;
export const UserPhoneResponseSchema = envelope(UserPhoneSchema);
