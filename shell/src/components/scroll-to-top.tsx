import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@tla/federated/router';

/** How long a link to an anchor waits for its target to render (a section's code may be loading). */
const ANCHOR_WAIT_MS = 10_000;

/** Scrolls to the element with this id as soon as it is in the page; returns a function that gives up. */
function scrollToAnchorWhenRendered(id: string): () => void {
  const find = () => document.getElementById(id);
  const present = find();
  if (present) {
    present.scrollIntoView({ block: 'start' });
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = find();
    if (!element) return;
    stop();
    element.scrollIntoView({ block: 'start' });
  });
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

function anchorId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1)) || undefined;
  } catch {
    return undefined; // a malformed anchor leads nowhere
  }
}

/**
 * Scroll to the top when the reader goes to another page: a new path, or new search params pushed as
 * a new history entry (the next page of a list). Edits that replace the search params in place (a
 * filter being typed) keep the reader where they are, and a link to an anchor (#term, a tutorial's
 * section from the search) scrolls to it once it has rendered.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    const id = anchorId(hash);
    if (id !== undefined) return scrollToAnchorWhenRendered(id);
    if (pathChanged || navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType]);
  return null;
}
