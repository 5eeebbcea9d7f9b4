import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The query client's settings, the same in the browser and in the server's renderer (one client per
 * request there). A failure shows at once as the spec words it: an answer of the server (4xx, 5xx)
 * is not asked again on its own (the screen offers Try Again); only a lost connection is retried,
 * once, after half a second.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => error instanceof ApiError && error.code === 'NETWORK' && count < 1,
        retryDelay: 500,
      },
    },
  });
}

/** The browser's client. */
export const queryClient = makeQueryClient();
