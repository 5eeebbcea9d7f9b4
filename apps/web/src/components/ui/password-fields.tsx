/**
 * The password boxes of the shop's forms: one for the password the shopper has, and a new password
 * with its confirmation. The server refuses short and common passwords on every form, so the hint says so.
 */
import { POLICY } from '@shop/shared';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** A new password: the browser offers to make one up. */
  isNew?: boolean;
};

/** A required password box. */
export function PasswordField({ isNew = false, ...props }: PasswordFieldProps) {
  return <TextField type="password" required autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />;
}

export interface NewPasswordFieldsProps {
  /** "Password" or "New Password"; the second box is "Confirm" and the same. */
  label?: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  autoFocus?: boolean;
  /** For each of the two boxes (their place in the form's grid). */
  className?: string;
}

/** A new password, with how long it must be, and the same typed again. */
export function NewPasswordFields({ label = 'Password', password, confirmPassword, errors, autoFocus, className }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        isNew
        autoFocus={autoFocus}
        {...password}
        error={errors.password?.message}
        hint={`At least ${POLICY.passwordReset.minPasswordLength} characters, and not a common password.`}
        className={className}
      />
      <PasswordField label={`Confirm ${label}`} isNew {...confirmPassword} error={errors.confirmPassword?.message} className={className} />
    </>
  );
}
