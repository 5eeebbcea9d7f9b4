/**
 * Add or edit a featured edit: a name and either chosen pieces (their links or ids, one a line) or
 * a saved filter (the address of a filtered shop page, as staff built it in the shop).
 */
import { EDIT_FILTER_KEYS, type StaffFeaturedEdit } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useSaveContent } from './api';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { type FormErrors, useFormErrors, useFormValues } from '../ui/use-form-errors';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The shop address's filters, in the shop's own query keys. */
function filterOf(address: string): Record<string, string> {
  const query = address.includes('?') ? address.slice(address.indexOf('?') + 1) : address;
  const params = new URLSearchParams(query);
  return Object.fromEntries(EDIT_FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
}

export function EditForm({ edit, onDone }: { edit?: StaffFeaturedEdit; onDone: () => void }) {
  const save = useSaveContent('edits');
  const { values, field } = useFormValues({
    title: edit?.title ?? '',
    description: edit?.description ?? '',
    pieces: edit?.product_ids.map((id) => `/product/${id}`).join('\n') ?? '',
    address: edit?.kind === 'filter' ? `/shop?${new URLSearchParams(edit.filter).toString()}` : '',
  });
  const { title, description, pieces, address } = values;
  const [kind, setKind] = useState<'pieces' | 'filter'>(edit?.kind ?? 'filter');
  const [visible, setVisible] = useState(edit?.visible ?? true);
  const { errors, valid, saved } = useFormErrors();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const productIds = [...new Set(pieces.match(UUID) ?? [])].map((id) => id.toLowerCase());
    const filter = filterOf(address);
    const next: FormErrors = {};
    if (!title.trim()) next.title = 'Title is required.';
    if (kind === 'pieces' && productIds.length === 0) next.pieces = 'Paste the links of the pieces, one a line.';
    if (kind === 'filter' && Object.keys(filter).filter((k) => k !== 'sort').length === 0) next.address = 'Paste the address of a filtered shop page.';
    if (!valid(next)) return;
    const body = { title, description, kind, product_ids: kind === 'pieces' ? productIds : [], filter: kind === 'filter' ? filter : {}, visible };
    save.mutate({ id: edit?._id, body }, saved(onDone, 'The edit could not be saved. Please try again.'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{errors.form}</FormAlert>
      <TextField label="Title" required {...field('title')} error={errors.title} maxLength={80} hint="e.g. The Hermès edit" />
      <TextAreaField label="Description" {...field('description')} maxLength={240} />
      <fieldset>
        <legend className="label">The edit holds</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === 'filter'} onChange={() => setKind('filter')} /> A saved filter
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === 'pieces'} onChange={() => setKind('pieces')} /> Chosen pieces
          </label>
        </div>
      </fieldset>
      {kind === 'filter' ? (
        <TextField label="Shop address" required {...field('address')} error={errors.address} maxLength={2000} hint="Filter the shop as you want it, then paste its address here." />
      ) : (
        <TextAreaField label="Pieces" required {...field('pieces')} error={errors.pieces} maxLength={4000} className="[&_textarea]:min-h-28" />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        Show on the home page
      </label>
      <FormActions label={edit ? 'Save edit' : 'Add edit'} busyLabel="Saving…" busy={save.isPending} onCancel={onDone} admin className="pt-2" />
    </form>
  );
}
