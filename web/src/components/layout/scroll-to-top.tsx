import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page opened by a link starts at its top, as it would on a site of separate pages: the app keeps the window's
 * scroll position across routes otherwise, so a blog post opened from far down the list began half-way down.
 * Back and forward (POP) leave the position to the browser, a change of only the query (a filter, a tab) keeps
 * it, and an address with a #fragment goes to that fragment instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
