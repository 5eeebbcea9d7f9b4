import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ForgotPasswordForm, ResetPasswordForm } from '@/features/auth/components/password-forms';

/** /forgot-password and /reset-password (storefront §2, §4): a token in the link means reset mode. */
export function PasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    document.title = `${token ? 'Reset Password' : 'Forgot Password'} · Tangerine Luxury`;
  }, [token]);
  return token ? (
    <AuthShell eyebrow="Account" title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthShell>
  ) : (
    <AuthShell eyebrow="Account" title="Forgot Password" intro="Enter the e-mail you shop with and we will send you a link to reset your password.">
      <ForgotPasswordForm />
    </AuthShell>
  );
}
