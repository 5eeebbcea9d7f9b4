/**
 * Brand (catalogue §2, §5, §8): pick one from the list, or '+ New' to add one (name, description,
 * optional picture). Add is disabled while the name is empty or a request runs; the new brand is
 * selected automatically. Messages: 'Brand name cannot be empty', 'Brand description cannot be
 * empty' (both trimmed), 'Brand added successfully' (black, top-centre, 3 s), 'Failed to add brand'
 * or the server's sentence.
 */
import { imageVariantUrl } from '@shop/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { BRAND_TOAST } from '../../ui/admin-toast';
import { SelectField } from '../../ui/select-field';
import { useAddBrand, useBrandOptions } from '../api';
import { localImageProblem, uploadImage } from '../upload-image';
import { ProgressBar } from './progress-bar';

function NewBrand({ onAdded, onCancel }: { onAdded: (id: string) => void; onCancel: () => void }) {
  const addBrand = useAddBrand();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<{ url?: string; progress: number; error?: string } | null>(null);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const uploading = image !== null && !image.url && !image.error;

  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    const problem = localImageProblem(file);
    if (problem) {
      setImage({ progress: 0, error: problem });
      return;
    }
    setImage({ progress: 0 });
    uploadImage(file, (progress) => setImage((cur) => (cur ? { ...cur, progress } : cur)))
      .then((uploaded) => setImage({ url: uploaded.url, progress: 1 }))
      .catch((err: unknown) => setImage({ progress: 0, error: errorMessage(err, 'The image could not be uploaded. Please try again.') }));
  };

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
      { name: name.trim(), description: description.trim(), ...(image?.url ? { image: image.url } : {}) },
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
      <TextField label="Brand name" required value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onEnter} error={errors.name} maxLength={80} autoFocus />
      <TextAreaField label="Brand description" required value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} maxLength={2000} className="[&_textarea]:min-h-20" />
      <div>
        <label htmlFor={fileId} className="label">
          Brand image <span className="font-normal text-muted">(optional)</span>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          {image?.url ? <img src={imageVariantUrl(image.url, 'thumb')} alt="New brand" width={64} height={80} className="h-20 w-16 border border-line object-cover" /> : null}
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="max-w-full text-sm file:mr-3 file:border file:border-ink file:bg-white file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase"
            onChange={(e) => chooseImage(e.target.files?.[0])}
          />
          {image ? (
            <button
              type="button"
              className="text-sm underline underline-offset-4"
              onClick={() => {
                setImage(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              Remove image
            </button>
          ) : null}
        </div>
        {uploading ? (
          <div className="mt-2 max-w-xs">
            <ProgressBar value={image.progress} label="Uploading brand image" />
          </div>
        ) : null}
        {image?.error ? <p className="mt-1 text-sm text-sale">{image.error}</p> : null}
      </div>
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
          {brands.data?.map((b) => (
            <option key={b._id} value={b._id}>
              {b.name}
            </option>
          ))}
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
