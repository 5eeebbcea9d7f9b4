/**
 * The sell-with-us form (catalogue §3): the seller's details, the item and its photos, sent as
 * multipart/form-data to POST /api/sell-with-us, which stores them for the back office. The button
 * reads SEND, SENDING... while the request runs, then SENT SUCCESSFULLY! for 2 s (catalogue §2).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { POLICY, RupeesSchema, SELL_CONDITIONS, SELL_CONDITION_LABELS, SELL_ITEM_TYPES, SellWithUsFieldsSchema } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Options, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { useSubmitSellWithUs } from '../api';

/** Blank price inputs mean "not given" (a blank must not become ₹0). */
const optionalRupees = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v.replace(/,/g, '')) : undefined))
    .pipe(
      z
        .number({ error: `${label} must be a number.` })
        .pipe(RupeesSchema)
        .optional(),
    );

export const SellWithUsFormSchema = SellWithUsFieldsSchema.extend({
  sellingPrice: optionalRupees('Selling price'),
  estimatedRetailPrice: optionalRupees('Retail price'),
});
type FormInput = z.input<typeof SellWithUsFormSchema>;
type FormOutput = z.output<typeof SellWithUsFormSchema>;

const ITEM_TYPE_LABELS: Record<(typeof SELL_ITEM_TYPES)[number], string> = { handbags: 'Handbags', accessories: 'Accessories', jewelry: 'Jewelry' };
const EMPTY: FormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  itemType: '' as never,
  brand: '',
  productName: '',
  productCondition: '' as never,
  description: '',
  sellingPrice: '',
  estimatedRetailPrice: '',
};
const SENT_MS = 2000;

interface Photo {
  file: File;
  url: string;
}

export function SellWithUsForm() {
  const { maxPhotos, maxPhotoMegabytes, minPhotos } = POLICY.sellWithUs;
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(SellWithUsFormSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const submit = useSubmitSellWithUs();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [showSent, setShowSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const photosId = useId();
  const photosRef = useRef(photos);
  photosRef.current = photos;

  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  useEffect(() => {
    if (!showSent) return;
    const t = window.setTimeout(() => setShowSent(false), SENT_MS);
    return () => window.clearTimeout(t);
  }, [showSent]);

  const addFiles = (files: FileList | null) => {
    if (!files?.length) return;
    const problems: string[] = [];
    const added: Photo[] = [];
    for (const file of Array.from(files)) {
      if (!file.type.startsWith('image/')) problems.push(`${file.name} is not a picture.`);
      else if (file.size > maxPhotoMegabytes * 1024 * 1024) problems.push(`${file.name} is larger than ${maxPhotoMegabytes} MB.`);
      else if (photos.length + added.length >= maxPhotos) {
        problems.push(`You can add up to ${maxPhotos} photos.`);
        break;
      } else added.push({ file, url: URL.createObjectURL(file) });
    }
    setPhotos((current) => [...current, ...added]);
    setPhotoError(problems.length ? problems.join(' ') : null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const removePhoto = (index: number) => {
    setPhotos((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });
    setPhotoError(null);
  };

  const onValid = (values: FormOutput) => {
    if (photos.length === 0) {
      setPhotoError('Please add at least one photo of your item.');
      document.getElementById(photosId)?.focus();
      return;
    }
    setServerError(null);
    setSent(null);
    submit.mutate(
      { fields: { ...values }, photos: photos.map((p) => p.file) },
      {
        onSuccess: ({ message }) => {
          photos.forEach((p) => URL.revokeObjectURL(p.url));
          setPhotos([]);
          reset(EMPTY);
          setSent(message || 'Thank you! We have received your item and will get back to you shortly.');
          setShowSent(true);
        },
        onError: (err) => {
          setServerError(err.message);
          if (err instanceof ApiError) {
            for (const d of err.details ?? []) {
              const field = d.path.replace(/^body\./, '');
              if (field === 'photos') setPhotoError(d.message);
              else if (field in EMPTY) setError(field as keyof FormInput, { message: d.message });
            }
          }
        },
      },
    );
  };

  const label = submit.isPending ? 'SENDING...' : showSent ? 'SENT SUCCESSFULLY!' : 'SEND';
  const err = (name: keyof FormInput) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={handleSubmit(onValid, () => photos.length === 0 && setPhotoError('Please add at least one photo of your item.'))} noValidate className="space-y-10">
      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-2xl">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First Name" required autoComplete="given-name" error={err('firstName')} {...register('firstName')} />
          <TextField label="Last Name" required autoComplete="family-name" error={err('lastName')} {...register('lastName')} />
          <TextField label="Email" type="email" required autoComplete="email" error={err('email')} {...register('email')} />
          <TextField label="Phone" type="tel" required autoComplete="tel" error={err('phone')} {...register('phone')} />
        </div>
        <TextAreaField label="Pick-up Address" required autoComplete="street-address" rows={3} error={err('address')} {...register('address')} />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-2xl">Your item</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Item Type" required error={err('itemType')} {...register('itemType')}>
            <option value="">Choose a type</option>
            <Options of={SELL_ITEM_TYPES.map((t) => [t, ITEM_TYPE_LABELS[t]] as const)} />
          </SelectField>
          <TextField label="Brand" required error={err('brand')} {...register('brand')} />
          <TextField label="Product Name" required error={err('productName')} {...register('productName')} />
          <SelectField label="Product Condition" required error={err('productCondition')} {...register('productCondition')}>
            <option value="">Choose a condition</option>
            <Options of={SELL_CONDITIONS.map((c) => [c, SELL_CONDITION_LABELS[c]] as const)} />
          </SelectField>
          <TextField label="Selling Price (₹)" inputMode="decimal" hint="The price you hope to receive" error={err('sellingPrice')} {...register('sellingPrice')} />
          <TextField label="Estimated Retail Price (₹)" inputMode="decimal" hint="What it costs new, if you know" error={err('estimatedRetailPrice')} {...register('estimatedRetailPrice')} />
        </div>
        <TextAreaField
          label="Description"
          rows={4}
          placeholder="Year of purchase, size, colour, accessories (box, dust bag, receipt), any signs of wear"
          error={err('description')}
          {...register('description')}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-serif text-2xl">Photos</legend>
        <p className="mb-4 text-sm text-ink-soft">
          Add at least {minPhotos} original photos (up to {maxPhotos}, {maxPhotoMegabytes} MB each): front, back, inside, and any marks or serial numbers.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={photosId} className="btn-outline cursor-pointer focus-within:outline-2">
            Add Photos
          </label>
          <input
            id={photosId}
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            aria-describedby={`${photosId}-status`}
            aria-invalid={photoError ? true : undefined}
            onChange={(e) => addFiles(e.target.files)}
            disabled={photos.length >= maxPhotos}
          />
          <span id={`${photosId}-status`} className="text-sm text-muted">
            {photos.length} of {maxPhotos} photos
            {photos.length > 0 && photos.length < minPhotos ? ` · we advise at least ${minPhotos}` : ''}
          </span>
        </div>
        {photoError ? (
          <p role="alert" className="mt-2 text-sm text-sale">
            {photoError}
          </p>
        ) : null}
        {photos.length ? (
          <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-5">
            {photos.map((p, i) => (
              <li key={p.url} className="relative">
                <img src={p.url} alt={`Your piece, ${i + 1} of ${photos.length} (${p.file.name})`} className="aspect-square w-full border border-line object-cover" />
                <button
                  type="button"
                  onClick={() => removePhoto(i)}
                  aria-label={`Remove photo ${i + 1}`}
                  className="absolute top-1 right-1 flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
                >
                  <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <FormOutcome error={serverError} sent={sent} />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-56" disabled={submit.isPending}>
        {label}
      </button>
    </form>
  );
}
