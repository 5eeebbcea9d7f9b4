import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and in the browser's hydrating render, true once the page is live:
 * for what works only with JavaScript (a button that calls the API), shown in place of what works
 * without it (a link), with the same look.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
