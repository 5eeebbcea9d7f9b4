/**
 * Product Images: choose several files at once; each uploads with its own progress bar, shows a
 * thumbnail and can be removed or moved (buttons, or drag and drop). The first picture is the cover.
 */
import { imageVariantUrl } from '@shop/shared';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { MAX_PRODUCT_IMAGES, type ImageUploads } from '../use-image-uploads';
import { ProgressBar } from './progress-bar';

export function ImageManager({ uploads }: { uploads: ImageUploads }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const { items } = uploads;

  const choose = (files: FileList | null) => {
    if (!files?.length) return;
    const left = uploads.addFiles([...files]);
    if (left > 0) toast.warn(`A product can have at most ${MAX_PRODUCT_IMAGES} pictures; ${left} ${left === 1 ? 'file was' : 'files were'} left out.`);
    if (input.current) input.current.value = '';
  };

  return (
    <div>
      <div
        className="flex flex-col items-center justify-center gap-2 border border-dashed border-ink/30 bg-paper px-4 py-6 text-center"
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) e.preventDefault();
        }}
        onDrop={(e) => {
          if (!e.dataTransfer.files.length) return;
          e.preventDefault();
          choose(e.dataTransfer.files);
        }}
      >
        <button type="button" className="btn-outline px-4 py-2" aria-describedby={`${inputId}-hint`} onClick={() => input.current?.click()}>
          Choose images
        </button>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          tabIndex={-1}
          aria-label="Product images"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          onChange={(e) => choose(e.target.files)}
        />
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each, at most {MAX_PRODUCT_IMAGES}. Several at once, or drop them here. The first picture is the cover.
        </p>
      </div>

      {items.length ? (
        <ol className="mt-4 grid grid-cols-2 gap-3 sm:max-lg:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" aria-label="Product images, in order">
          {items.map((it, i) => {
            const src = it.url ? imageVariantUrl(it.url, 'thumb') : it.preview;
            const label = `Image ${i + 1} (${it.name})`;
            return (
              <li
                key={it.key}
                draggable={it.state === 'done'}
                onDragStart={(e) => {
                  setDragKey(it.key);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragKey(null)}
                onDragOver={(e) => {
                  if (dragKey) e.preventDefault();
                }}
                onDrop={(e) => {
                  if (!dragKey) return;
                  e.preventDefault();
                  const from = items.findIndex((x) => x.key === dragKey);
                  uploads.move(dragKey, i - from);
                  setDragKey(null);
                }}
                className={`flex flex-col border bg-white ${it.state === 'failed' ? 'border-sale' : 'border-line'} ${dragKey === it.key ? 'opacity-50' : ''}`}
              >
                <div className="relative aspect-[4/5] bg-sand">
                  {src ? <img src={src} alt={label} width={160} height={200} className="h-full w-full object-cover" /> : null}
                  {i === 0 ? <span className="absolute top-1 left-1 bg-ink px-1.5 py-0.5 text-[10px] tracking-wide text-white uppercase">Cover</span> : null}
                </div>
                <div className="space-y-1.5 p-2">
                  <p className="truncate text-xs text-ink-soft" title={it.name}>
                    {it.name}
                  </p>
                  {it.state === 'uploading' ? (
                    <>
                      <ProgressBar value={it.progress} label={`Uploading ${it.name}`} />
                      <p aria-hidden="true" className="text-[11px] text-muted">
                        {it.progress < 1 ? `Uploading ${Math.round(it.progress * 100)}%` : 'Making WebP versions…'}
                      </p>
                    </>
                  ) : null}
                  {it.state === 'failed' ? (
                    <p role="alert" className="text-xs text-sale">
                      {it.error}
                    </p>
                  ) : null}
                  <div className="flex items-center justify-between gap-1">
                    <div className="flex gap-1">
                      <button
                        type="button"
                        className="rounded border border-line p-1 hover:bg-sand aria-disabled:opacity-30"
                        aria-label={`Move ${label} left`}
                        aria-disabled={i === 0}
                        onClick={() => i > 0 && uploads.move(it.key, -1)}
                      >
                        <ChevronLeftIcon size={16} />
                      </button>
                      <button
                        type="button"
                        className="rounded border border-line p-1 hover:bg-sand aria-disabled:opacity-30"
                        aria-label={`Move ${label} right`}
                        aria-disabled={i === items.length - 1}
                        onClick={() => i < items.length - 1 && uploads.move(it.key, 1)}
                      >
                        <ChevronRightIcon size={16} />
                      </button>
                    </div>
                    <button type="button" className="rounded border border-line p-1 text-sale hover:bg-sale/10" aria-label={`Remove ${label}`} onClick={() => uploads.remove(it.key)}>
                      <CloseIcon size={16} />
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-muted">No pictures yet.</p>
      )}
    </div>
  );
}
