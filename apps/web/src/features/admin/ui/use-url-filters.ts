/**
 * A table's filters kept in the URL (so Back, reload and a shared link keep them); changing any
 * filter returns to page 1.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setFilter = useCallback(
    (key: K, value: string) =>
      setParams(
        (cur) => {
          const next = new URLSearchParams(cur);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (p: number) =>
      setParams((cur) => {
        const next = new URLSearchParams(cur);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { values, page, setFilter, setPage };
}
