/**
 * Create an account (storefront §2, §5, §8): all fields required, passwords must match ("Passwords
 * do not match"); a refusal shows the server's reason or "Failed to create account"; success says
 * "User signed up successfully" and goes to /signup-success.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpBodySchema } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { TextField } from '@/components/ui/field';
import { NewPasswordFields } from '@/components/ui/password-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useSignUp } from '../api';
import { SwitchPrompt } from './switch-prompt';
import { FormAlert } from '@/components/ui/form-alert';

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(SignUpBodySchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirmPassword: '' },
  });
  const e = formState.errors;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signUp.mutate(values, {
      onSuccess: (user) => {
        toast.success('User signed up successfully');
        void navigate(paths.signupSuccess, { state: { firstName: user.first_name, email: user.email, from: (location.state as { from?: unknown } | null)?.from } });
      },
      onError: (err) => {
        const text = errorMessage(err, 'Failed to create account');
        // A reason about one field (a common password) shows next to it; others above the form.
        if (!showServerFieldErrors(err, setError, ['first_name', 'last_name', 'email', 'password'])) setFailure(text);
        toast.error(text);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <FormAlert className="sm:col-span-2">{failure}</FormAlert>
      <TextField label="First Name" required autoComplete="given-name" autoFocus {...register('first_name')} error={e.first_name?.message} />
      <TextField label="Last Name" required autoComplete="family-name" {...register('last_name')} error={e.last_name?.message} />
      <TextField label="Email" type="email" required autoComplete="email" {...register('email')} error={e.email?.message} className="sm:col-span-2" />
      <NewPasswordFields password={register('password')} confirmPassword={register('confirmPassword')} errors={e} className="sm:col-span-2" />
      <SubmitButton busy={signUp.isPending} busyLabel="Creating Account…" className="btn-primary h-12 w-full sm:col-span-2">
        Create Account
      </SubmitButton>
      <SwitchPrompt question="Already have an account?" to={paths.login} className="sm:col-span-2">
        Sign in
      </SwitchPrompt>
    </form>
  );
}
