import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@tla/federated/router';

/**
 * Scroll to the top when the reader goes to another page: a new path, or new search params pushed as
 * a new history entry (the next page of a list). Edits that replace the search params in place (a
 * filter being typed) keep the reader where they are, and a link to an anchor (#term) scrolls to it.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (hash) return;
    if (pathChanged || navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType]);
  return null;
}
