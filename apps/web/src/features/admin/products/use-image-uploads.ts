/**
 * The product's pictures while the form is open: stored ones (URLs) and files being uploaded, each
 * with its progress; removable and reorderable. Only uploaded pictures are sent with the product.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { localImageProblem, uploadImage } from './upload-image';

export const MAX_PRODUCT_IMAGES = 12;

export interface ImageItem {
  key: string;
  name: string;
  /** The stored URL once uploaded. */
  url?: string;
  /** A local preview while uploading. */
  preview?: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

let seq = 0;
const nextKey = () => `img-${++seq}`;

export function useImageUploads(initial: readonly string[] = []) {
  const [items, setItems] = useState<ImageItem[]>(() => initial.map((url) => ({ key: nextKey(), name: url.split('/').pop() ?? url, url, progress: 1, state: 'done' })));
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const update = useCallback((key: string, patch: Partial<ImageItem>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it))), []);

  // Stop uploads and free previews when the form goes away.
  useEffect(() => {
    const running = controllers.current;
    const list = itemsRef;
    return () => {
      for (const c of running.values()) c.abort();
      for (const it of list.current) if (it.preview) URL.revokeObjectURL(it.preview);
    };
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadImage(file, (fraction) => update(key, { progress: fraction }), controller.signal)
        .then((uploaded) => {
          // The stored thumbnail replaces the local preview.
          const preview = itemsRef.current.find((it) => it.key === key)?.preview;
          if (preview) URL.revokeObjectURL(preview);
          update(key, { url: uploaded.url, state: 'done', progress: 1, preview: undefined });
        })
        .catch((err: unknown) => {
          if ((err as Error).name !== 'AbortError') update(key, { state: 'failed', error: errorMessage(err, 'The image could not be uploaded. Please try again.') });
        })
        .finally(() => controllers.current.delete(key));
    },
    [update],
  );

  /** Adds the chosen files (several at once); each uploads on its own with its own progress. Returns how many did not fit. */
  const addFiles = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, MAX_PRODUCT_IMAGES - itemsRef.current.length);
      const chosen = files.slice(0, room).map((file) => {
        const problem = localImageProblem(file);
        const item: ImageItem = {
          key: nextKey(),
          name: file.name,
          preview: problem ? undefined : URL.createObjectURL(file),
          progress: 0,
          state: problem ? 'failed' : 'uploading',
          ...(problem ? { error: problem } : {}),
        };
        return { item, file, problem };
      });
      itemsRef.current = [...itemsRef.current, ...chosen.map((c) => c.item)];
      setItems((list) => [...list, ...chosen.map((c) => c.item)]);
      for (const c of chosen) if (!c.problem) start(c.item.key, c.file);
      return files.length - chosen.length;
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((it) => it.key !== key);
    });
  }, []);

  /** Moves a picture by `delta` places (−1 left, +1 right), or to `to` when dragged. */
  const move = useCallback((key: string, delta: number) => {
    setItems((list) => {
      const from = list.findIndex((it) => it.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [it] = next.splice(from, 1);
      next.splice(to, 0, it!);
      return next;
    });
  }, []);

  const reset = useCallback((urls: readonly string[]) => {
    setItems(urls.map((url) => ({ key: nextKey(), name: url.split('/').pop() ?? url, url, progress: 1, state: 'done' })));
  }, []);

  return {
    items,
    addFiles,
    remove,
    move,
    reset,
    uploading: items.some((it) => it.state === 'uploading'),
    urls: items.flatMap((it) => (it.state === 'done' && it.url ? [it.url] : [])),
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
