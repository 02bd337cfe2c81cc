import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from '@tla/federated/router';
import { z } from '@tla/federated/zod';
import { useAfterPaint } from '@tla/shared-ui/hooks/use-after-paint';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { showSearchInAddressBar } from '@tla/shared-ui/lib/address-bar';
import { defaultGlossaryQuery, glossaryQueryToSearch, parseGlossaryParams } from '../data/glossary-query';
import type { GlossaryFilterId, GlossaryQuery } from '../data/schemas';

/** Marks the URL updates this hook makes, so it can tell them from a link or the back button. */
const ownUpdate = { glossaryQuery: true } as const;
const ownUpdateSchema = z.object({ glossaryQuery: z.literal(true) });

/**
 * How long typing pauses before the URL takes the search text. A URL update is a router navigation,
 * which renders the whole site again (the router's own work, then the render): done on every key, it
 * ran inside the key's event, before the letter showed.
 */
export const SEARCH_URL_DELAY_MS = 300;

export type GlossaryQueryState = {
  query: GlossaryQuery;
  setSearch: (search: string) => void;
  setCategory: (category: GlossaryFilterId) => void;
  /** Back to no search text and every category. */
  clear: () => void;
};

/**
 * The glossary's search text and category, kept in the URL (`?q=&category=`) so a filtered view can be
 * shared. The category is read straight from the URL. The search text lives in state while the reader
 * types (the router applies URL changes in a transition, which would drop keystrokes from a controlled
 * input) and is taken from the URL again whenever the URL changes for another reason: a link, the back
 * button, or hydration. Until hydration ends the query is the default one, so the first client render
 * matches the prerendered HTML. The URL follows the text once the reader pauses (SEARCH_URL_DELAY_MS,
 * after the frame that shows the last key); a category or Clear filters writes at once, text included.
 */
export function useGlossaryQuery(): GlossaryQueryState {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const isClient = useIsClient();
  const fromUrl = isClient ? parseGlossaryParams(new URLSearchParams(location.search)) : defaultGlossaryQuery;
  const urlKey = isClient ? location.key : 'prerender';

  // Our own updates are replacements carrying our mark. A load, a reload, back and forward are POPs, even
  // when history still holds our mark; links are PUSHes: they all take the text from the URL.
  const isOwnUpdate = navigationType === 'REPLACE' && ownUpdateSchema.safeParse(location.state).success;
  const [typed, setTyped] = useState({ urlKey, search: fromUrl.search });
  let search = typed.search;
  if (typed.urlKey !== urlKey) {
    if (!isOwnUpdate) search = fromUrl.search;
    setTyped({ urlKey, search });
  }

  const pendingWrite = useAfterPaint();
  // Text still waiting for the URL loses to a URL that changed for another reason (a link, back).
  useEffect(() => {
    if (!isOwnUpdate) pendingWrite.cancel();
  }, [urlKey, isOwnUpdate, pendingWrite]);
  // The category as the URL has it when the text is written (a category chosen meanwhile included).
  const category = useRef(fromUrl.category);
  useEffect(() => {
    category.current = fromUrl.category;
  });

  const write = (next: GlossaryQuery) => {
    pendingWrite.cancel();
    // Replace, not push: each keystroke should not become a step of the back button.
    void navigate({ search: glossaryQueryToSearch(next) }, { replace: true, state: ownUpdate });
  };

  return {
    query: { search, category: fromUrl.category },
    setSearch(next) {
      setTyped({ urlKey, search: next });
      // The address bar has the text at once (a reload right after typing keeps it); the router learns
      // of it once typing pauses.
      showSearchInAddressBar(location.pathname, glossaryQueryToSearch({ search: next, category: fromUrl.category }));
      pendingWrite.schedule(() => write({ search: next, category: category.current }), SEARCH_URL_DELAY_MS);
    },
    setCategory(next) {
      write({ search, category: next });
    },
    clear() {
      setTyped({ urlKey, search: '' });
      write(defaultGlossaryQuery);
    },
  };
}
