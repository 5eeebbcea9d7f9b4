/**
 * The profile in view or edit mode (storefront §2, §4, §6, §8): Cancel puts the stored values back
 * ("Edit cancelled"), Update saves ("Profile updated successfully!", or the reason it failed).
 * Role '2' is a Customer, anything else an Administrator.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { isStaff, UpdateUserBodySchema, type User } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { longDate } from '@/lib/format';
import { useUpdateUser } from '../api';
import { FormActions } from '@/components/ui/form-actions';

export function roleLabel(roleId: string): string {
  return isStaff(roleId) ? 'Administrator' : 'Customer';
}

export function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser(user._id);
  const stored = { first_name: user.first_name, last_name: user.last_name, email: user.email };
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(UpdateUserBodySchema), defaultValues: stored });
  const e = formState.errors;

  function cancel() {
    reset(stored);
    setEditing(false);
    toast.info('Edit cancelled');
  }

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success('Profile updated successfully!');
        reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
        setEditing(false);
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to update profile. Please try again.')),
    }),
  );

  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <section aria-labelledby="profile-heading" className="border border-line bg-white">
      <div className="flex flex-wrap items-center gap-5 border-b border-line p-6 sm:p-8">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-ink font-serif text-2xl text-white">
          {initials}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="profile-heading" className="font-serif text-3xl">
            {user.first_name} {user.last_name}
          </h2>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
        {!editing ? (
          <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
        ) : null}
      </div>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-5 p-6 sm:grid-cols-2 sm:p-8">
          <TextField label="First Name" required autoComplete="given-name" autoFocus {...register('first_name')} error={e.first_name?.message} />
          <TextField label="Last Name" required autoComplete="family-name" {...register('last_name')} error={e.last_name?.message} />
          <TextField label="Email" type="email" required autoComplete="email" {...register('email')} error={e.email?.message} className="sm:col-span-2" />
          <FormActions label="Update" busyLabel="Updating…" busy={update.isPending} onCancel={cancel} className="sm:col-span-2" />
        </form>
      ) : (
        <dl className="grid gap-x-8 gap-y-5 p-6 sm:grid-cols-2 sm:p-8">
          {[
            ['First Name', user.first_name],
            ['Last Name', user.last_name],
            ['Email', user.email],
            ['Account Type', roleLabel(user.role_id)],
            ['Member Since', longDate(user.createdAt)],
          ].map(([k, v]) => (
            <div key={k}>
              <dt className="eyebrow">{k}</dt>
              <dd className="mt-1 break-words text-ink">{v}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
