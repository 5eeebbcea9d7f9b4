/** Add or edit a hero slide: picture (uploaded, made wide and tall), texts, link, dates. */
import type { StaffHeroSlide } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { localImageProblem } from '../products/upload-image';
import { uploadHeroImage, useSaveContent } from './api';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { type FormErrors, useFormErrors, useFormValues } from '../ui/use-form-errors';

/** `datetime-local` works in the browser's time; the API takes full ISO times. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export function SlideForm({ slide, onDone }: { slide?: StaffHeroSlide; onDone: () => void }) {
  const save = useSaveContent('slides');
  const fileId = useId();
  const { values: v, field } = useFormValues({
    eyebrow: slide?.eyebrow ?? '',
    heading: slide?.heading ?? '',
    text: slide?.text ?? '',
    link_url: slide?.link_url ?? '/shop',
    link_label: slide?.link_label ?? 'Shop Now',
    image_alt: slide?.image_alt ?? '',
    starts_at: toLocalInput(slide?.starts_at ?? null),
    ends_at: toLocalInput(slide?.ends_at ?? null),
  });
  const [picture, setPicture] = useState<{ image: string; phone_image: string | null } | null>(slide ? { image: slide.image, phone_image: slide.phone_image } : null);
  const [uploading, setUploading] = useState(false);
  const { errors, setErrors, valid, saved } = useFormErrors();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = localImageProblem(file);
    if (problem) return setErrors((e) => ({ ...e, image: problem }));
    setUploading(true);
    setErrors((e) => ({ ...e, image: undefined }));
    uploadHeroImage(file)
      .then(setPicture)
      .catch((err: unknown) => setErrors((e) => ({ ...e, image: errorMessage(err, 'The picture could not be uploaded. Please try again.') })))
      .finally(() => setUploading(false));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || uploading) return;
    const next: FormErrors = {};
    if (!v.heading.trim()) next.heading = 'Heading is required.';
    if (!v.link_url.trim()) next.link_url = 'Link is required.';
    if (!v.link_label.trim()) next.link_label = 'Button label is required.';
    if (!v.image_alt.trim()) next.image_alt = 'Describe the picture for shoppers who cannot see it.';
    if (!picture) next.image = 'Please upload a picture.';
    if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at) next.ends_at = 'The end date must be after the start date.';
    if (!valid(next)) return;
    const body = { ...v, ...picture!, starts_at: fromLocalInput(v.starts_at), ends_at: fromLocalInput(v.ends_at) };
    save.mutate({ id: slide?._id, body }, saved(onDone, 'The slide could not be saved. Please try again.'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{errors.form}</FormAlert>
      <div>
        <label htmlFor={fileId} className="label">
          Picture <span className="font-normal text-muted">(wide, at least 1600 × 900; phones get a tall crop)</span>
        </label>
        <div className="flex flex-wrap items-center gap-3">
          {picture ? <img src={picture.image} alt="" width={160} height={90} className="h-[90px] w-40 border border-line object-cover" /> : null}
          <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="max-w-full text-sm" onChange={(e) => choose(e.target.files?.[0])} />
        </div>
        {uploading ? <p className="mt-1 text-sm text-muted">Uploading the picture…</p> : null}
        {errors.image ? <p className="mt-1 text-sm text-sale">{errors.image}</p> : null}
      </div>
      <TextField label="Picture description" required {...field('image_alt')} error={errors.image_alt} maxLength={160} hint="Read out to shoppers who cannot see the picture." />
      <TextField label="Eyebrow" {...field('eyebrow')} maxLength={60} hint="A short line above the heading (optional)." />
      <TextField label="Heading" required {...field('heading')} error={errors.heading} maxLength={80} />
      <TextAreaField label="Text" {...field('text')} maxLength={240} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Link" required {...field('link_url')} error={errors.link_url} maxLength={500} hint="A page of the shop (/shop?brandId=…) or an https:// address." />
        <TextField label="Button label" required {...field('link_label')} error={errors.link_label} maxLength={30} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Shows from" type="datetime-local" {...field('starts_at')} hint="Empty: at once." />
        <TextField label="Shows until" type="datetime-local" {...field('ends_at')} error={errors.ends_at} hint="Empty: until removed." />
      </div>
      <FormActions label={slide ? 'Save slide' : 'Add slide'} busyLabel="Saving…" busy={save.isPending} disabled={uploading} onCancel={onDone} admin className="pt-2" />
    </form>
  );
}
