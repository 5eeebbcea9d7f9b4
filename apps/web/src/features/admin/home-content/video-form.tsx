/** Add or edit an entry of the creator carousel: title, credit, the video (or a page of the shop), picture, shown or hidden. */
import type { StaffCreatorVideo } from '@shop/shared';
import type { FormEvent } from 'react';
import { TextField } from '@/components/ui/field';
import { BrandImageInput, useBrandImage } from '../brands/brand-image-input';
import { useSaveContent } from './api';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { type FormErrors, useFormErrors, useFormValues } from '../ui/use-form-errors';

export function VideoForm({ video, onDone }: { video?: StaffCreatorVideo; onDone: () => void }) {
  const save = useSaveContent('videos');
  const picture = useBrandImage(video?.image ?? null);
  const { values: v, setValues: setV, field } = useFormValues({ title: video?.title ?? '', credit: video?.credit ?? '', video_url: video?.video_url ?? '', visible: video?.visible ?? true });
  const { errors, valid, saved } = useFormErrors();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending || picture.uploading) return;
    const next: FormErrors = {};
    if (!v.title.trim()) next.title = 'Title is required.';
    if (!v.credit.trim()) next.credit = 'Credit is required.';
    if (!v.video_url.trim()) next.video_url = 'Link is required.';
    if (!picture.url) next.form = 'Please upload a picture.';
    if (valid(next)) save.mutate({ id: video?._id, body: { ...v, image: picture.url } }, saved(onDone, 'The entry could not be saved. Please try again.'));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{errors.form}</FormAlert>
      <TextField label="Title" required {...field('title')} error={errors.title} maxLength={100} />
      <TextField label="Credit" required {...field('credit')} error={errors.credit} maxLength={80} hint="Who made it, as they wish to be named (e.g. the creator and their handle)." />
      <TextField label="Video link" required {...field('video_url')} error={errors.video_url} maxLength={500} hint="The video's https:// address, or a page of the shop (/authenticity)." />
      <BrandImageInput state={picture} alt={v.title || 'Entry picture'} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={v.visible} onChange={(e) => setV((cur) => ({ ...cur, visible: e.target.checked }))} />
        Show on the home page
      </label>
      <FormActions label={video ? 'Save entry' : 'Add entry'} busyLabel="Saving…" busy={save.isPending} disabled={picture.uploading} onCancel={onDone} admin className="pt-2" />
    </form>
  );
}
