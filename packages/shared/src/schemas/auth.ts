import { z } from 'zod';
import { EmailSchema, IdSchema, envelope, requiredText } from './common';
import { POLICY } from '../policy';

export const PasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(POLICY.passwordReset.minPasswordLength, { error: `Password must be at least ${POLICY.passwordReset.minPasswordLength} characters.` })
  .max(200, { error: 'Password is too long.' });

export const SignUpBodySchema = z
  .strictObject({
    first_name: requiredText('First name', 60),
    last_name: requiredText('Last name', 60),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password.' }),
  })
  .refine((b) => b.password === b.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(200),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const UserSchema = z.object({
  _id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role_id: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SignInResponseSchema = envelope(z.object({ token: z.string(), user: UserSchema, expiresAt: z.string() }));
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const SignUpResponseSchema = envelope(UserSchema);

/** Changing the password from the profile: the current one is required; other sessions end. */
export const ChangePasswordBodySchema = z
  .strictObject({
    currentPassword: z.string({ error: 'Please enter your current password.' }).min(1, { error: 'Please enter your current password.' }).max(200),
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password.' }),
  })
  .refine((b) => b.password === b.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const UserParamsSchema = z.object({ userId: z.string().max(64) });

export const UpdateUserBodySchema = z.strictObject({
  first_name: requiredText('First name', 60),
  last_name: requiredText('Last name', 60),
  email: EmailSchema,
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const UserResponseSchema = envelope(UserSchema);

export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordBodySchema = z
  .strictObject({
    token: z.string({ error: 'The reset link is missing its token.' }).min(10).max(200),
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password.' }),
  })
  .refine((b) => b.password === b.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
