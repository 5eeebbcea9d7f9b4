/**
 * The app as an element, ready to hydrate the page rendered on the server from the state it carries
 * (or to render the client-only screens): the query cache filled from that state, the router with
 * the chunks of the routes the page opens on already loaded.
 */
import { StrictMode, type ReactElement } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { Providers } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { ApiError } from './lib/api-client';
import { queryClient } from './lib/query-client';

export async function prepareApp(): Promise<{ app: ReactElement; hydrating: boolean }> {
  // A storefront page rendered on the server carries its state (the query cache it rendered from and
  // the router's data) in a JSON block: the browser hydrates that HTML and asks for none of it again.
  // The back office and the personal screens come as the bare shell and render here.
  const stateBlock = document.getElementById('ssr-state');
  let serverState: { queries: DehydratedState; router: HydrationState } | null = null;
  if (stateBlock?.textContent) {
    try {
      serverState = JSON.parse(stateBlock.textContent) as { queries: DehydratedState; router: HydrationState };
    } catch {
      serverState = null;
    }
  }
  if (serverState) {
    // Failures travel as their status, code and message; the screens expect ApiErrors.
    // The page may come from the server's page cache, which is dropped whenever the catalogue changes:
    // its data is as fresh as the page, so it counts as fetched now.
    const now = Date.now();
    for (const q of serverState.queries.queries) {
      const e = q.state.error as { status: number; code: ApiError['code']; message: string } | null | undefined;
      if (e) (q.state as { error: unknown }).error = new ApiError(e.status, e.code, e.message);
      else q.state.dataUpdatedAt = now;
    }
    hydrate(queryClient, serverState.queries);
  }

  const router = await createAppRouter(serverState?.router);
  const app = (
    <StrictMode>
      <Providers>
        <AppRouter router={router} />
      </Providers>
    </StrictMode>
  );
  return { app, hydrating: serverState !== null };
}
