/**
 * Forgotten password (storefront §2, §4, §5, §8, §9). Request mode asks for the e-mail and gives the
 * same answer whether or not an account exists, then goes to sign-in after 3 s. Reset mode (a
 * token in the link) takes a new password of at least 8 characters, confirmed, and goes to
 * sign-in after 2 s.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema, POLICY, ResetPasswordBodySchema } from '@shop/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/ui/field';
import { NewPasswordFields } from '@/components/ui/password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useForgotPassword, useResetPassword } from '../api';
import { FormAlert } from '@/components/ui/form-alert';

const REQUEST_REDIRECT_MS = 3000;
const RESET_REDIRECT_MS = 2000;

function useRedirectAfter(ms: number | null, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (ms === null) return;
    const timer = window.setTimeout(() => navigate(to), ms);
    return () => window.clearTimeout(timer);
  }, [ms, to, navigate]);
}

function Done({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="border-l-2 border-success bg-success/5 px-4 py-3 text-sm text-ink">
      {children}
    </div>
  );
}

function Failure({ children }: { children: string }) {
  return <FormAlert>{children}</FormAlert>;
}

export function ForgotPasswordForm() {
  const send = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(ForgotPasswordBodySchema), defaultValues: { email: '' } });
  useRedirectAfter(sent ? REQUEST_REDIRECT_MS : null, paths.login);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: () => setSent(true),
      onError: () => setFailure('Failed to send reset link. Please try again.'),
    });
  });

  if (sent) {
    return <Done>If an account exists for that e-mail, a link to reset your password is on its way. It is valid for {POLICY.passwordReset.validMinutes} minutes. Taking you to sign in…</Done>;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure ? <Failure>{failure}</Failure> : null}
      <TextField label="Email" type="email" required autoComplete="email" autoFocus {...register('email')} error={formState.errors.email?.message} />
      <SubmitButton busy={send.isPending} busyLabel="Sending…">
        Send Reset Link
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to={paths.login} className="text-ink-soft underline underline-offset-4 hover:text-ink">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(ResetPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const e = formState.errors;
  useRedirectAfter(done ? RESET_REDIRECT_MS : null, paths.login);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    reset.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (err) => {
        if (showServerFieldErrors(err, setError, ['password'])) return;
        setFailure(err instanceof ApiError && err.code === 'RESET_TOKEN_INVALID' ? err.message : 'Failed to reset password. Please try again.');
      },
    });
  });

  if (done) return <Done>Your password has been reset. Taking you to sign in…</Done>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {failure ? <Failure>{failure}</Failure> : null}
      {e.token ? <Failure>This reset link is incomplete. Please ask for a new one.</Failure> : null}
      <NewPasswordFields label="New Password" password={register('password')} confirmPassword={register('confirmPassword')} errors={e} autoFocus />
      <SubmitButton busy={reset.isPending} busyLabel="Resetting…">
        Reset Password
      </SubmitButton>
      {failure ? (
        <p className="text-center text-sm">
          <Link to={paths.forgotPassword} className="text-ink-soft underline underline-offset-4 hover:text-ink">
            Ask for a new link
          </Link>
        </p>
      ) : null}
    </form>
  );
}
