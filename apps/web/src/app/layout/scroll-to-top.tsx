import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Scrolls to the top when the path changes by a link or redirect. Back/forward (POP) is left
 * to the browser so the reader returns where they were; a change of query string alone (a
 * filter, a page number) does not jump either.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
