/**
 * The sell-with-us form (issue 18): a signed-in seller's piece starts a real consignment
 * (POST /api/seller/submissions, up to 8 photos with upload progress). A visitor is asked to sign in
 * or sign up first; what they typed is kept in sessionStorage and filled in again when they return
 * (photos cannot be kept, so they are chosen after signing in).
 */
import {
  CONSIGNMENT_CATEGORIES,
  CONSIGNMENT_CATEGORY_LABEL,
  CONSIGNMENT_INCLUDED,
  CONSIGNMENT_INCLUDED_LABEL,
  CONSIGNMENT_MAX_PHOTOS,
  ConsignmentSubmitFieldsSchema,
  SELL_CONDITIONS,
  SELL_CONDITION_LABELS,
} from '@shop/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Options, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormOutcome } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubmitConsignment } from '../api';

const DRAFT_KEY = 'sell-with-us-draft';
const EMPTY = { house: '', productName: '', category: '', condition: '', purchaseYear: '', askingPrice: '', description: '', phone: '', pickupAddress: '' };
type Fields = typeof EMPTY;
type Draft = Fields & { included: string[] };

function readDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? { ...EMPTY, included: [], ...(JSON.parse(raw) as Partial<Draft>) } : null;
  } catch {
    return null;
  }
}

export function ConsignForm() {
  const hydrated = useHydrated();
  const session = useSession();
  const signedIn = hydrated && session !== null;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [included, setIncluded] = useState<string[]>([]);
  const [photos, setPhotos] = useState<{ file: File; url: string }[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'photos', string>>>({});
  const [askSignIn, setAskSignIn] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = useSubmitConsignment();
  const photosId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    const { included: inc, ...rest } = draft;
    setFields({ ...EMPTY, ...rest });
    setIncluded(inc);
  }, []);
  useEffect(() => {
    try {
      if (JSON.stringify(fields) !== JSON.stringify(EMPTY) || included.length) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...fields, included }));
    } catch {
      /* storage full or blocked: the draft is only a convenience */
    }
  }, [fields, included]);

  /** A box's value, its changes and its error. */
  const bind = (k: keyof Fields) => ({
    value: fields[k],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setFields((cur) => ({ ...cur, [k]: e.target.value })),
    error: errors[k],
  });
  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const added = Array.from(files)
      .filter((f) => f.type.startsWith('image/'))
      .slice(0, CONSIGNMENT_MAX_PHOTOS - photos.length)
      .map((file) => ({ file, url: URL.createObjectURL(file) }));
    setPhotos((cur) => [...cur, ...added]);
    setErrors((e) => ({ ...e, photos: files.length > added.length ? `You can add up to ${CONSIGNMENT_MAX_PHOTOS} pictures.` : undefined }));
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    setServerError(null);
    const body: Record<string, string> = { ...fields, included: included.join(',') };
    for (const k of Object.keys(body)) if (body[k] === '') delete body[k];
    const parsed = ConsignmentSubmitFieldsSchema.safeParse(body);
    const found: typeof errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
    if (signedIn && photos.length === 0) found.photos = 'Please add at least one photo of your piece.';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    setProgress(0);
    submit.mutate(
      { fields: body, photos: photos.map((p) => p.file), onProgress: setProgress },
      {
        onSuccess: ({ message }) => {
          photos.forEach((p) => URL.revokeObjectURL(p.url));
          setPhotos([]);
          setFields(EMPTY);
          setIncluded([]);
          window.sessionStorage.removeItem(DRAFT_KEY);
          setSent(message);
          setProgress(null);
        },
        onError: (err) => {
          setProgress(null);
          setServerError(err.message);
          if (err instanceof ApiError) for (const d of err.details ?? []) setErrors((cur) => ({ ...cur, [d.path.replace(/^body\./, '')]: d.message }));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-10" aria-label="Sell with us">
      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-2xl">Your piece</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="House" required hint="The brand, e.g. Chanel" {...bind('house')} maxLength={80} />
          <TextField label="Piece" required hint="e.g. Classic Flap, medium" {...bind('productName')} maxLength={160} />
          <SelectField label="Category" required {...bind('category')}>
            <option value="">Choose a category</option>
            <Options of={CONSIGNMENT_CATEGORIES.map((c) => [c, CONSIGNMENT_CATEGORY_LABEL[c]] as const)} />
          </SelectField>
          <SelectField label="Condition" required {...bind('condition')}>
            <option value="">Choose the condition</option>
            <Options of={SELL_CONDITIONS.map((c) => [c, SELL_CONDITION_LABELS[c]] as const)} />
          </SelectField>
          <TextField label="Purchase year" inputMode="numeric" {...bind('purchaseYear')} maxLength={4} />
          <TextField label="Asking price (₹)" required inputMode="decimal" {...bind('askingPrice')} />
        </div>
        <fieldset>
          <legend className="label">What is included</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {CONSIGNMENT_INCLUDED.map((i) => (
              <label key={i} className="flex items-center gap-2">
                <input type="checkbox" checked={included.includes(i)} onChange={(e) => setIncluded((cur) => (e.target.checked ? [...cur, i] : cur.filter((x) => x !== i)))} />
                {CONSIGNMENT_INCLUDED_LABEL[i]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField label="Description" rows={3} placeholder="Size, colour, any signs of wear" {...bind('description')} maxLength={3000} />
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 font-serif text-2xl">Pick-up</legend>
        <TextField label="Phone" type="tel" required autoComplete="tel" {...bind('phone')} />
        <TextAreaField label="Pick-up address" required rows={3} autoComplete="street-address" {...bind('pickupAddress')} maxLength={300} />
      </fieldset>

      {signedIn ? (
        <fieldset>
          <legend className="mb-2 font-serif text-2xl">Photos</legend>
          <p className="mb-4 text-sm text-ink-soft">Up to {CONSIGNMENT_MAX_PHOTOS} photos, 5 MB each: front, back, inside, base and any serial number or date code.</p>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={photosId} className="btn-outline cursor-pointer">
              Add Photos
            </label>
            <input
              id={photosId}
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              onChange={(e) => addFiles(e.target.files)}
              disabled={photos.length >= CONSIGNMENT_MAX_PHOTOS}
            />
            <span className="text-sm text-muted">
              {photos.length} of {CONSIGNMENT_MAX_PHOTOS} photos
            </span>
          </div>
          {errors.photos ? (
            <p role="alert" className="mt-2 text-sm text-sale">
              {errors.photos}
            </p>
          ) : null}
          {photos.length ? (
            <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-8">
              {photos.map((p, i) => (
                <li key={p.url} className="relative">
                  <img src={p.url} alt={`Your piece, view ${i + 1}`} className="aspect-square w-full border border-line object-cover" />
                  <button
                    type="button"
                    className="absolute top-1 right-1 h-6 w-6 rounded-full bg-white/90 text-xs shadow"
                    aria-label={`Remove photo ${i + 1}`}
                    onClick={() => setPhotos((cur) => cur.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
      ) : null}

      {progress !== null ? (
        <div>
          <p className="text-sm text-ink-soft">Uploading your photos… {Math.round(progress * 100)} %</p>
          <progress className="mt-1 h-2 w-full accent-ink" value={progress} max={1} aria-label="Upload progress" />
        </div>
      ) : null}
      <FormOutcome
        error={serverError}
        sent={
          sent ? (
            <>
              {sent}{' '}
              <Link to="/seller" className="underline underline-offset-4">
                Follow it in your seller portal
              </Link>
            </>
          ) : null
        }
      />
      {askSignIn && !signedIn ? (
        <div role="status" className="border border-line bg-sand px-4 py-4 text-sm">
          <p className="font-medium">Please sign in or create an account to send your piece.</p>
          <p className="mt-1 text-ink-soft">What you have typed is kept; you add the photos once you are signed in.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/login" state={{ from: '/sell-with-us' }} className="btn-primary px-4 py-2">
              Sign in
            </Link>
            <Link to="/signup" state={{ from: '/sell-with-us' }} className="btn-outline px-4 py-2">
              Create an account
            </Link>
          </div>
        </div>
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-56" disabled={submit.isPending}>
        {submit.isPending ? 'SENDING...' : signedIn ? 'SEND FOR A QUOTE' : 'CONTINUE'}
      </button>
    </form>
  );
}
