/**
 * A submission's authentication photos on the staff page: what was photographed while checking the
 * piece, and (from receipt until it is listed) a picker that uploads more with progress. The seller
 * sees the same photos on the piece's timeline.
 */
import { CONSIGNMENT_MAX_PHOTOS, imageVariantUrl, type ConsignmentSubmission } from '@shop/shared';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/error-message';
import { localImageProblem } from '../products/upload-image';
import { ProgressBar } from '../products/components/progress-bar';
import { Panel } from '../ui/panel';
import { useAttachAuthPhotos } from './api';

const CAN_ADD = new Set(['received', 'authenticated', 'auth_failed']);

export function AuthPhotos({ sub }: { sub: ConsignmentSubmission }) {
  const attach = useAttachAuthPhotos(sub._id);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const room = CONSIGNMENT_MAX_PHOTOS - sub.auth_photos.length;
  const canAdd = CAN_ADD.has(sub.status) && room > 0;
  if (sub.auth_photos.length === 0 && !CAN_ADD.has(sub.status)) return null;

  const upload = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const bad = files.map(localImageProblem).find(Boolean);
    if (bad) return setProblem(bad);
    if (files.length > room) return setProblem(`Add at most ${room} more photo${room === 1 ? '' : 's'} (${CONSIGNMENT_MAX_PHOTOS} in all).`);
    setProblem(null);
    setProgress(0);
    attach.mutate(
      { files, onProgress: setProgress },
      {
        onSuccess: (message) => toast.success(message),
        onError: (err) => setProblem(errorMessage(err, 'The photos could not be added. Please try again.')),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Panel
      title="Authentication photos"
      compact
      aside={
        <span className="text-xs text-muted">
          {sub.auth_photos.length} of {CONSIGNMENT_MAX_PHOTOS} · the seller sees them on the piece’s timeline
        </span>
      }
    >
      {sub.auth_photos.length ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="Authentication photos" data-testid="auth-photos">
          {sub.auth_photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={imageVariantUrl(url, 'card')} alt={`Authentication, view ${i + 1}`} className="aspect-[4/5] w-full border border-line object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">Photograph the serial, stamps, hardware and stitching you check; they go with the authentication result.</p>
      )}
      {canAdd ? (
        <div className="mt-3 space-y-2 has-[input:focus-visible]:[&_label]:ring-2 has-[input:focus-visible]:[&_label]:ring-tangerine">
          <label htmlFor={inputId} className={`btn-outline inline-block cursor-pointer px-4 py-2 text-sm ${attach.isPending ? 'pointer-events-none opacity-60' : ''}`}>
            {attach.isPending ? 'Uploading…' : '+ Add photos'}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            className="sr-only"
            disabled={attach.isPending}
            onChange={(e) => upload(e.target.files)}
          />
          {progress !== null ? <ProgressBar value={progress} label="Uploading authentication photos" /> : null}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-sale">
          {problem}
        </p>
      ) : null}
    </Panel>
  );
}
