import { useEffect, useState } from 'react';

/**
 * False in the server's render and until the browser has had an idle moment after the page came
 * alive: for work that can wait a moment (a carousel measuring its slides), so it runs as a short
 * task of its own and never lengthens the task that finishes hydration.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
