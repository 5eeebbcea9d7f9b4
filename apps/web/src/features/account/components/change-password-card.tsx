/**
 * Change password on the profile (issue 14): the current password is required; the new one is
 * checked by the shared schema, and the server's reasons (a wrong current password, a password on
 * the common-password list) show next to their field. Other devices are signed out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordBodySchema } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { NewPasswordFields, PasswordField } from '@/components/ui/password-fields';
import { errorMessage } from '@/lib/error-message';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useChangePassword } from '../api';
import { FormActions } from '@/components/ui/form-actions';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordCard() {
  const [open, setOpen] = useState(false);
  const change = useChangePassword();
  const { register, handleSubmit, reset, setError, formState } = useForm({ resolver: zodResolver(ChangePasswordBodySchema), mode: 'onTouched', defaultValues: EMPTY });
  const e = formState.errors;

  const close = () => {
    reset(EMPTY);
    setOpen(false);
  };

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast.success('Your password has been changed. Other devices have been signed out.');
        close();
      },
      onError: (err) => {
        if (!showServerFieldErrors(err, setError, ['currentPassword', 'password', 'confirmPassword'])) toast.error(errorMessage(err, 'Failed to change the password. Please try again.'));
      },
    }),
  );

  return (
    <section aria-labelledby="password-heading" className="border border-line bg-white">
      <div className="flex flex-wrap items-center justify-between gap-4 p-6 sm:px-8">
        <div>
          <h2 id="password-heading" className="font-serif text-2xl">
            Password
          </h2>
          <p className="mt-1 text-sm text-muted">Changing it signs you out on every other device.</p>
        </div>
        {!open ? (
          <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
            Change Password
          </button>
        ) : null}
      </div>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-5 border-t border-line p-6 sm:grid-cols-2 sm:p-8">
          <PasswordField label="Current Password" autoFocus {...register('currentPassword')} error={e.currentPassword?.message} className="sm:col-span-2" />
          <NewPasswordFields label="New Password" password={register('password')} confirmPassword={register('confirmPassword')} errors={e} />
          <FormActions label="Change Password" busyLabel="Changing…" busy={change.isPending} onCancel={close} className="sm:col-span-2" />
        </form>
      ) : null}
    </section>
  );
}
