/**
 * The browser's router over the shared route table. The chunks of the routes the page opens on are
 * loaded first, so the router starts initialised: it hydrates the server's HTML (or renders the
 * client-only screens) without a fallback.
 */
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { routes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Resolves the lazy routes matching the current location (React Router's recipe for hydrating lazy routes). */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((m) => m.route.lazy)
      .map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
  );
}

export async function createAppRouter(hydrationData?: HydrationState): Promise<AppRouter> {
  await resolveLazyMatches();
  return createBrowserRouter(routes, { hydrationData });
}

export function AppRouter({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
