/**
 * A brand's picture: choose a file (checked here, then uploaded with a progress bar and re-encoded
 * by the server), see it, remove it. Used by '+ New' brand in the product form and by /admin/brands.
 */
import { imageVariantUrl } from '@shop/shared';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { ProgressBar } from '../products/components/progress-bar';
import { localImageProblem, uploadImage } from '../products/upload-image';

interface ImageState {
  url?: string | null;
  progress: number;
  error?: string;
}

/** The picture's state: `url` is what to save (null: none), `uploading` while a file is on its way. */
export function useBrandImage(initialUrl: string | null = null) {
  const [image, setImage] = useState<ImageState | null>(initialUrl ? { url: initialUrl, progress: 1 } : null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = localImageProblem(file);
    if (problem) return setImage({ progress: 0, error: problem });
    setImage({ progress: 0 });
    uploadImage(file, (progress) => setImage((cur) => (cur ? { ...cur, progress } : cur)))
      .then((uploaded) => setImage({ url: uploaded.url, progress: 1 }))
      .catch((err: unknown) => setImage({ progress: 0, error: errorMessage(err, 'The image could not be uploaded. Please try again.') }));
  };
  return {
    image,
    url: image?.url ?? null,
    uploading: image !== null && !image.url && !image.error,
    choose,
    clear: () => setImage(null),
  };
}

export function BrandImageInput({ state, alt }: { state: ReturnType<typeof useBrandImage>; alt: string }) {
  const { image, uploading, choose, clear } = state;
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  return (
    <div>
      <label htmlFor={fileId} className="label">
        Brand image <span className="font-normal text-muted">(optional)</span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {image?.url ? <img src={imageVariantUrl(image.url, 'thumb')} alt={alt} width={64} height={80} className="h-20 w-16 border border-line object-cover" /> : null}
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="max-w-full text-sm file:mr-3 file:border file:border-ink file:bg-white file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {image ? (
          <button
            type="button"
            className="text-sm underline underline-offset-4"
            onClick={() => {
              clear();
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            Remove image
          </button>
        ) : null}
      </div>
      {uploading ? (
        <div className="mt-2 max-w-xs">
          <ProgressBar value={image!.progress} label="Uploading brand image" />
        </div>
      ) : null}
      {image?.error ? <p className="mt-1 text-sm text-sale">{image.error}</p> : null}
    </div>
  );
}
