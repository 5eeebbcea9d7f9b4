/**
 * Sign in (storefront §2, §4, §8): email and password; any failure of the credentials shows
 * "Invalid email or password" in the form; success stores the session, says so and goes back to
 * where the shopper was (or home).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInBodySchema } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api';
import { safeRedirect } from '../safe-redirect';
import { SwitchPrompt } from './switch-prompt';
import { FormAlert } from '@/components/ui/form-alert';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(SignInBodySchema), defaultValues: { email: '', password: '' } });
  const e = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success('User signed in successfully');
        void navigate(safeRedirect((location.state as { from?: unknown } | null)?.from), { replace: true });
      },
      onError: (err) => {
        // Too many attempts, a disabled account or no connection deserve their own words; every other failure is the spec's.
        const own = err instanceof ApiError && (err.status === 429 || err.status === 0 || err.code === 'ACCOUNT_DISABLED');
        setFailure(own ? err.message : 'Invalid email or password');
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert>{failure}</FormAlert>
      <TextField label="Email" type="email" required autoComplete="email" autoFocus {...register('email')} error={e.email?.message} />
      <div>
        <PasswordField label="Password" {...register('password')} error={e.password?.message} />
        <p className="mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-ink-soft underline underline-offset-4 hover:text-ink">
            Forgot your password?
          </Link>
        </p>
      </div>
      <SubmitButton busy={signIn.isPending} busyLabel="Signing In…">
        Sign In
      </SubmitButton>
      <SwitchPrompt question="New to Tangerine Luxury?" to={paths.signup}>
        Create an account
      </SwitchPrompt>
    </form>
  );
}
