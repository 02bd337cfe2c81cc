import { useEffect, useLayoutEffect, useRef } from 'react';
import { z } from '@tla/federated/zod';
import { useLocation, useNavigationType, type Location } from '@tla/federated/router';
import {
  drawPageAsNeeded,
  drawWholePage,
  drawWholePageInPlace,
  isJump,
} from '../../components/page-drawing';

/** How long a link to an anchor waits for its target to render (a section's code may be loading). */
const ANCHOR_WAIT_MS = 10_000;
/** How long going back waits for the page to grow tall enough for the position the reader left. */
const RESTORE_WAIT_MS = 5_000;
/** Where the positions survive a reload or a visit to another site, within this tab. */
const STORAGE_KEY = 'tla-scroll-positions';
/** History entries remembered: enough for any back-and-forth, small enough to write on leaving. */
const MAX_POSITIONS = 50;

const storedPositionsSchema = z.record(z.string(), z.number().nonnegative());

/** The positions this tab saved; anything unreadable counts as none (they only save scrolling). */
function readPositions(): Map<string, number> {
  try {
    const parsed = storedPositionsSchema.safeParse(
      JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}'),
    );
    return new Map(parsed.success ? Object.entries(parsed.data) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  const newest = [...positions].slice(-MAX_POSITIONS);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or blocked: back and forward still work within this visit.
  }
}

/** Scrolls to the element with this id as soon as it is in the page; returns a function that gives up. */
function scrollToAnchorWhenRendered(id: string): () => void {
  drawWholePage();
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

/**
 * Scrolls to `top` once the page is tall enough to get there: a section's island, its list or its
 * article may render after the navigation, and scrolling earlier would stop short. Gives up when the
 * reader scrolls first; after the wait, goes as far as the page allows. Returns a function that gives up.
 */
function scrollWhenTallEnough(top: number): () => void {
  drawWholePage();
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  // Without ResizeObserver there is no telling when the page grows: scroll as far as it goes now.
  if (reachable() || typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, top);
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    stop();
    window.scrollTo(0, top);
  });
  const timer = setTimeout(() => {
    stop();
    window.scrollTo(0, top);
  }, RESTORE_WAIT_MS);
  const readerMoved = ['wheel', 'touchstart', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of readerMoved) window.removeEventListener(type, stop);
  }
  for (const type of readerMoved) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
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
 * The history entry a position belongs to. The router keys the entries it makes; the first page
 * loaded and a followed `#section` link are the browser's own entries, which all read as "default",
 * so those are told apart by their address.
 */
const entryOf = ({ key, pathname, search, hash }: Location) =>
  key === 'default' ? `default:${pathname}${search}${hash}` : key;

/**
 * Where the reader is on each page. Back and forward return to the position they left (kept per
 * history entry, and across a reload in this tab), waiting for the page to be tall enough. Otherwise:
 * a new page, or new search params pushed as a new history entry (the next page of a list), starts at
 * the top; edits that replace the search params in place (a filter being typed) keep the reader where
 * they are; and a link to an anchor (#term, a tutorial's section from the search) scrolls to it once it
 * has rendered, below the sticky header (scroll-margin-top in the base styles).
 *
 * Not React Router's <ScrollRestoration>: it scrolls once, as the new location renders, and here a
 * section's island renders later (its code, then its list or article), so the position or anchor is
 * not there yet; this waits for them.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const entry = entryOf(location);
  const navigationType = useNavigationType();
  const previousPage = useRef(`${pathname}${search}`);
  const positions = useRef<Map<string, number>>(new Map());
  const currentEntry = useRef(entry);

  useEffect(() => {
    // The browser's own restoration runs at popstate, before the page it returns to has rendered.
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    positions.current = readPositions();
    // Recorded as it happens: once the next page is in, the old one's position is gone.
    let lastTop = window.scrollY;
    const onScroll = () => {
      if (isJump(lastTop, window.scrollY, window.innerHeight)) drawWholePageInPlace();
      lastTop = window.scrollY;
      positions.current.delete(currentEntry.current);
      positions.current.set(currentEntry.current, window.scrollY);
    };
    const save = () => writePositions(positions.current);
    // The End key's scroll is measured on the page drawn whole, so it ends at the page's true end.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'End') drawWholePageInPlace();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    if (isJump(0, lastTop, window.innerHeight)) drawWholePageInPlace(); // jumped before the page came alive
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pagehide', save);
      save();
      history.scrollRestoration = before;
    };
  }, []);

  // Before the browser paints the new page, so its first scroll events count for the new entry.
  useLayoutEffect(() => {
    currentEntry.current = entry;
  }, [entry]);

  // A new page starts drawn as needed, from its first frame on. The page the site loaded with is
  // already, unless the reader pressed End before it came alive (index.html): it stays drawn whole.
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    drawPageAsNeeded();
  }, [pathname]);

  useEffect(() => {
    const page = `${pathname}${search}`;
    const pathChanged = previousPage.current.split('?')[0] !== pathname;
    const samePage = previousPage.current === page;
    previousPage.current = page;
    const id = anchorId(hash);
    // Within a page, a section link (followed, or gone back to) leads to its section, not to a position.
    const saved =
      navigationType === 'POP' && !(samePage && id !== undefined)
        ? positions.current.get(entry)
        : undefined;
    if (saved !== undefined) return scrollWhenTallEnough(saved);
    if (id !== undefined) return scrollToAnchorWhenRendered(id);
    if (pathChanged || navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [entry, pathname, search, hash, navigationType]);
  return null;
}
