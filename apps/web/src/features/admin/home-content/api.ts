/** The home page's content in the back office: hero slides, the creator carousel, featured edits. */
import type { ContentKind, HeroImageUpload, StaffCreatorVideo, StaffFeaturedEdit, StaffHeroSlide } from '@shop/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

const contentKey = [...adminKey, 'content'] as const;

/** What each kind of content lists. */
export interface StaffContent {
  slides: StaffHeroSlide;
  videos: StaffCreatorVideo;
  edits: StaffFeaturedEdit;
}

export function useStaffContent<K extends ContentKind>(kind: K) {
  return useQuery({ queryKey: [...contentKey, kind], queryFn: ({ signal }) => getData<StaffContent[K][]>(`/admin/content/${kind}`, undefined, signal) });
}

/** The back office's lists and the shop's home page both change. */
function useContentChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: contentKey });
    void client.invalidateQueries({ queryKey: ['home'] });
  };
}

export function useSaveContent(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: object }) =>
      id
        ? ((await request(`/admin/content/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body })).message ?? 'Saved.')
        : ((await request(`/admin/content/${kind}`, { method: 'POST', body })).message ?? 'Added.'),
    onSuccess: changed,
  });
}

export function useDeleteContent(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: async (id: string) => (await request(`/admin/content/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' })).message ?? 'Deleted.',
    onSuccess: changed,
  });
}

export function useReorderContent(kind: ContentKind) {
  const changed = useContentChanged();
  return useMutation({
    mutationFn: async (ids: string[]) => (await request(`/admin/content/${kind}/order`, { method: 'PUT', body: { ids } })).message ?? 'Order saved.',
    onSuccess: changed,
  });
}

/** Uploads a hero picture; the server makes a wide and a tall WebP of it. */
export async function uploadHeroImage(file: File): Promise<HeroImageUpload> {
  const form = new FormData();
  form.append('image', file, file.name);
  return (await request<HeroImageUpload>('/admin/content/hero-images', { method: 'POST', body: form })).data;
}
