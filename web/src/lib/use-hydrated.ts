import { useSyncExternalStore } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';

const neverChanges = () => () => {};
const noParams = new URLSearchParams();

/**
 * False while the server renders and while React hydrates that HTML, true from then on (and at once on a page
 * opened inside the app). What the served file cannot know, such as a filter in the address, waits for it, so
 * the browser's first render matches the HTML (docs/decisions.md 92).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The address's query for a view the rendered page shows unfiltered (the menu's 'Without …', the gallery's and
 * the blog's categories, Instagram's view): empty until hydrated, then the real one.
 */
export function useSearchParamsAfterHydration(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  return [useHydrated() ? params : noParams, setParams];
}
