import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The address's query, and a way to change some of its parameters while keeping the rest (the tab, the view):
 * empty values are left out, and the change replaces the history entry (filters are not pages to go back to).
 */
export function useQueryParams(): [URLSearchParams, (changes: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const setQuery = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, setQuery];
}

/** A parameter's value if it is one of `allowed`; anything else (a typo, an old link) is as if it were absent. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** `?page=` as a whole page number from 1, whatever was written there. */
export const pageParam = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);
