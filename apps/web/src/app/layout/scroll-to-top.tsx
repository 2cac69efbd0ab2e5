import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to the top when the path changes by a link or redirect. Back/forward (POP) is left
 * to the browser so the reader returns where they were; a change of query string alone (a
 * filter, a page number) does not jump either — the browse scrolls to its own results.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The type also changes on the first in-app navigation (POP of the page load → PUSH), which
  // alone must not scroll: only a new path does.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
