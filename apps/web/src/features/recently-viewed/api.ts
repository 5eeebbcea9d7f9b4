/**
 * Recently viewed pieces: a visitor's from this browser (cards asked by id), a signed-in shopper's
 * from the server (merged with this browser's on signing in). Personal, so only after hydration.
 */
import type { ProductSummary } from '@shop/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getData, request } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { addToBrowserList, clearBrowserList, readBrowserList } from './browser-list';

const recentKey = ['recently-viewed'] as const;

/** The merge under way or done in this page, so that several lists on screen post it once. */
let browserMerge: { userId: string; done: Promise<void> } | null = null;

function mergeBrowserList(client: QueryClient, userId: string): Promise<void> {
  if (browserMerge?.userId === userId) return browserMerge.done;
  const done = request<ProductSummary[]>('/user/recently-viewed/merge', { method: 'POST', body: { product_ids: readBrowserList() } })
    .then((res) => {
      clearBrowserList();
      client.setQueryData([...recentKey, 'mine', userId], res.data);
    })
    .catch(() => undefined);
  browserMerge = { userId, done };
  return done;
}

/**
 * Moves this browser's list into the signed-in shopper's, once, then forgets it here. True while
 * that merge has not settled: the shopper's own list is read only after it, or its answer would
 * miss the pieces being merged. A failed merge settles too, so it never hides the list.
 */
function useMergeOnSignIn(userId: string | undefined): boolean {
  const client = useQueryClient();
  const [settledFor, setSettledFor] = useState<string | null>(null);
  const waiting = userId !== undefined && settledFor !== userId && readBrowserList().length > 0;
  useEffect(() => {
    if (!waiting || userId === undefined) return;
    let live = true;
    void mergeBrowserList(client, userId).finally(() => {
      if (live) setSettledFor(userId);
    });
    return () => {
      live = false;
    };
  }, [waiting, userId, client]);
  return waiting;
}

/** The list to show (most recent first), without `exceptId` (the piece on screen). */
export function useRecentlyViewed(exceptId?: string) {
  const hydrated = useHydrated();
  const session = useSession();
  const signedIn = hydrated && session !== null;
  const merging = useMergeOnSignIn(signedIn ? session.user._id : undefined);
  const [browserIds] = useState(() => (typeof window === 'undefined' ? [] : readBrowserList()));
  const mine = useQuery({
    queryKey: [...recentKey, 'mine', session?.user._id],
    queryFn: ({ signal }) => getData<ProductSummary[]>('/user/recently-viewed', undefined, signal),
    enabled: signedIn && !merging,
  });
  const ids = browserIds.filter((id) => id !== exceptId);
  const visitor = useQuery({
    queryKey: [...recentKey, 'cards', ids],
    queryFn: ({ signal }) => getData<ProductSummary[]>('/recently-viewed/products', { ids: ids.join(',') }, signal),
    enabled: hydrated && !signedIn && ids.length > 0,
  });
  const list = signedIn ? mine.data : ids.length ? visitor.data : [];
  return list?.filter((p) => p._id !== exceptId);
}

/** Notes that the piece `id` was opened: in this browser for a visitor, on the server for a signed-in shopper. */
export function useRecordView(id: string | undefined) {
  const hydrated = useHydrated();
  const session = useSession();
  const client = useQueryClient();
  const record = useMutation({
    mutationFn: (productId: string) => request('/user/recently-viewed', { method: 'POST', body: { product_id: productId } }),
    onSettled: () => client.invalidateQueries({ queryKey: [...recentKey, 'mine'] }),
  });
  const { mutate } = record;
  const signedIn = session !== null;
  useEffect(() => {
    if (!hydrated || !id) return;
    if (signedIn) mutate(id);
    else addToBrowserList(id);
  }, [hydrated, id, signedIn, mutate]);
}
