/**
 * The profile's address book: the saved addresses (the default first), each with Edit, Delete and
 * Make Default, and a form to add one. Fields are checked by the same schema as checkout's.
 */
import type { AddressInput, SavedAddress } from '@shop/shared';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { CardHeading } from '@/components/ui/card-heading';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { BillingFields } from '@/features/checkout';
import { useBillingForm } from '@/features/checkout';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useAddresses, useDeleteAddress, useMakeDefaultAddress, useSaveAddress } from '../api';
import { AddressLines } from './address-lines';
import { FormActions } from '@/components/ui/form-actions';
import { useRowDialog } from '@/lib/use-row-dialog';

function AddressForm({ editing, onDone }: { editing: SavedAddress | null; onDone: () => void }) {
  const session = useSession();
  const form = useBillingForm(session);
  const save = useSaveAddress();
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  useEffect(() => {
    if (!editing) return;
    const { firstName, lastName, email, phone, address, city, state, country, zipCode } = editing;
    form.reset({ firstName, lastName, email, phone, address, city, state, country: country as AddressInput['country'], zipCode });
  }, [editing, form]);
  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: editing?._id, body: { ...values, isDefault } },
        {
          onSuccess: (message) => {
            toast.success(message);
            onDone();
          },
          onError: (err) => toast.error(errorMessage(err, 'The address could not be saved. Please try again.')),
        },
      ),
    () => toast.error('Please check the highlighted fields.'),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <BillingFields form={form} />
      <label className="flex cursor-pointer items-center gap-3 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-ink" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        Make this my default address
      </label>
      <FormActions label="Save Address" busyLabel="Saving…" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}

export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const deleting = useRowDialog<SavedAddress>();
  const list = addresses.data ?? [];
  const feedback = { onSuccess: (message: string) => toast.success(message), onError: (err: Error) => toast.error(errorMessage(err, 'That did not work. Please try again.')) };

  return (
    <section aria-labelledby="addresses-heading" className="border border-line bg-white p-6 sm:p-8">
      <CardHeading
        id="addresses-heading"
        title="Saved Addresses"
        description="Addresses you use at checkout are saved here. Choose one at checkout to fill in the form."
        action={
          editing === null ? (
            <button type="button" className="btn-outline" onClick={() => setEditing('new')}>
              Add Address
            </button>
          ) : null
        }
        large
      />
      {editing !== null ? (
        <div className="mt-6 border-t border-line pt-6">
          <h3 className="mb-4 font-serif text-2xl">{editing === 'new' ? 'New address' : 'Edit address'}</h3>
          <AddressForm key={editing === 'new' ? 'new' : editing._id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </div>
      ) : null}
      {addresses.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading your addresses…" />
        </div>
      ) : addresses.isError ? (
        <p className="mt-6 text-sm text-sale">
          We could not load your addresses.{' '}
          <button type="button" className="underline underline-offset-4" onClick={() => void addresses.refetch()}>
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="mt-6 text-sm text-ink-soft">No saved addresses yet.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.map((a) => (
            <li key={a._id} className={`flex flex-col justify-between gap-4 border p-4 text-sm leading-relaxed text-ink-soft ${a.isDefault ? 'border-ink' : 'border-line'}`}>
              <p className="break-words">
                <AddressLines address={a} />
                {a.isDefault ? <span className="mt-1 inline-block text-xs font-semibold tracking-wide text-ink uppercase">Default</span> : null}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-outline px-3 py-2 text-xs" onClick={() => setEditing(a)} aria-label={`Edit ${a.address}`}>
                  Edit
                </button>
                {!a.isDefault ? (
                  <button type="button" className="btn-ghost border border-line px-3 py-2 text-xs" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(a._id, feedback)}>
                    Make Default
                  </button>
                ) : null}
                <button type="button" className="btn-ghost border border-sale px-3 py-2 text-xs text-sale" onClick={() => deleting.ask(a)} aria-label={`Delete ${a.address}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete this address?"
        description="Orders already placed keep their own copy of the address."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        keepLabel="Keep"
        onConfirm={() =>
          deleting.row &&
          remove.mutate(deleting.row._id, {
            onSuccess: (message) => {
              deleting.close();
              toast.success(message);
            },
            onError: (err) => toast.error(errorMessage(err, 'The address could not be deleted.')),
          })
        }
      />
    </section>
  );
}
