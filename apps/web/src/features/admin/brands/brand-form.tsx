/** Add or edit a brand from /admin/brands: name (unique), description, optional picture. */
import type { StaffBrand } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useSaveBrand } from './api';
import { BrandImageInput, useBrandImage } from './brand-image-input';
import { BrandTextFields } from './brand-text-fields';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { useFormErrors } from '../ui/use-form-errors';

export function BrandForm({ brand, onDone }: { brand?: StaffBrand; onDone: () => void }) {
  const save = useSaveBrand();
  const [name, setName] = useState(brand?.name ?? '');
  const [description, setDescription] = useState(brand?.description ?? '');
  const picture = useBrandImage(brand?.image ?? null);
  const { errors, valid, saved } = useFormErrors();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || picture.uploading) return;
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Brand name cannot be empty';
    if (!description.trim()) next.description = 'Brand description cannot be empty';
    if (!valid(next)) return;
    const body = { name: name.trim(), description: description.trim(), ...(brand ? { image: picture.url } : picture.url ? { image: picture.url } : {}) };
    save.mutate({ id: brand?._id, body }, saved(onDone, brand ? 'The brand could not be saved. Please try again.' : 'Failed to add brand'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{errors.form}</FormAlert>
      <BrandTextFields name={name} description={description} onName={setName} onDescription={setDescription} errors={errors} descriptionClassName="[&_textarea]:min-h-28" />
      <BrandImageInput state={picture} alt={brand ? `${brand.name} picture` : 'New brand'} />
      {brand && brand.all_products > 0 && name.trim() !== brand.name ? (
        <p className="text-sm text-ink-soft">
          Its {brand.all_products} product{brand.all_products === 1 ? '' : 's'} will show the new name at once; past orders keep the name they were bought under.
        </p>
      ) : null}
      <FormActions label={brand ? 'Save brand' : 'Add brand'} busyLabel="Saving…" busy={save.isPending} disabled={picture.uploading} onCancel={onDone} admin className="pt-2" />
    </form>
  );
}
