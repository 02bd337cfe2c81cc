import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll to the top on every location change; a link to an anchor (#term) scrolls to it instead. */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
