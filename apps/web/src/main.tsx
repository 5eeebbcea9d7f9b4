import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/jost/wght.css';
import './styles.css';
import { StrictMode } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { Providers } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import { ApiError } from './lib/api-client';
import { queryClient } from './lib/query-client';

// The forms validate with zod, which probes for eval (Function('')) unless told not to; the shop's
// Content-Security-Policy forbids eval and the browser reports the probe as a violation. This is the
// object zod's own config() writes to (shared by every copy of zod); setting it here keeps zod out of
// the first JavaScript. Before any form's chunk loads, so before any schema is built.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A form of a server-rendered page submitted (by Enter) before the app is live would be sent
// natively, as a GET with what the shopper typed in the address; it waits for the app instead
// (the stylesheet holds its buttons back until then).
document.addEventListener(
  'submit',
  (event) => {
    if (!('live' in document.documentElement.dataset)) event.preventDefault();
  },
  true,
);

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
const container = document.getElementById('root')!;
if (serverState) hydrateRoot(container, app);
else createRoot(container).render(app);
