/**
 * Brand (catalogue §2, §5, §8): pick one from the list, or '+ New' to add one (name, description,
 * optional picture). Add is disabled while the name is empty or a request runs; the new brand is
 * selected automatically. Messages: 'Brand name cannot be empty', 'Brand description cannot be
 * empty' (both trimmed), 'Brand added successfully' (black, top-centre, 3 s), 'Failed to add brand'
 * or the server's sentence.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import { Options, SelectField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { BrandImageInput, useBrandImage } from '../../brands/brand-image-input';
import { BrandTextFields } from '../../brands/brand-text-fields';
import { BRAND_TOAST } from '../../ui/admin-toast';
import { useAddBrand, useBrandOptions } from '../api';

function NewBrand({ onAdded, onCancel }: { onAdded: (id: string) => void; onCancel: () => void }) {
  const addBrand = useAddBrand();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const picture = useBrandImage();
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const uploading = picture.uploading;

  const submit = () => {
    if (addBrand.isPending || uploading) return;
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Brand name cannot be empty';
    else if (!description.trim()) next.description = 'Brand description cannot be empty';
    setErrors(next);
    const first = next.name ?? next.description;
    if (first) {
      toast.error(first, BRAND_TOAST);
      return;
    }
    addBrand.mutate(
      { name: name.trim(), description: description.trim(), ...(picture.url ? { image: picture.url } : {}) },
      {
        onSuccess: (brand) => {
          toast('Brand added successfully', BRAND_TOAST);
          onAdded(brand._id);
        },
        onError: (err) => toast.error(errorMessage(err, 'Failed to add brand'), BRAND_TOAST),
      },
    );
  };

  // Enter adds the brand instead of submitting the whole product form.
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (name !== '') submit();
    }
  };

  return (
    <div className="space-y-4 border border-dashed border-ink/30 bg-paper p-4" role="group" aria-label="New brand">
      <p className="eyebrow">New brand</p>
      <BrandTextFields name={name} description={description} onName={setName} onDescription={setDescription} errors={errors} onNameKeyDown={onEnter} descriptionClassName="[&_textarea]:min-h-20" />
      <BrandImageInput state={picture} alt="New brand" />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-4 py-2" onClick={submit} disabled={name === '' || addBrand.isPending || uploading}>
          {addBrand.isPending ? 'Adding…' : 'Add'}
        </button>
        <button type="button" className="btn-outline px-4 py-2" onClick={onCancel} disabled={addBrand.isPending}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function BrandField({ value, onChange }: { value: string; onChange: (brandId: string) => void }) {
  const brands = useBrandOptions();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (brands.isError) toast.error('Failed to fetch brands', { toastId: 'brands-failed' });
  }, [brands.isError]);
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <SelectField label="Brand" className="min-w-0 flex-1" value={value} onChange={(e) => onChange(e.target.value)} disabled={brands.isPending}>
          <option value="">{brands.isPending ? 'Loading brands…' : brands.isError ? 'Failed to fetch brands' : 'Select brand'}</option>
          <Options of={brands.data?.map((b) => [b._id, b.name] as const)} />
        </SelectField>
        <button type="button" className="btn-outline h-[46px] shrink-0 px-3" aria-pressed={adding} onClick={() => setAdding((a) => !a)}>
          + New
        </button>
      </div>
      {adding ? (
        <NewBrand
          onAdded={(id) => {
            onChange(id);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </div>
  );
}
