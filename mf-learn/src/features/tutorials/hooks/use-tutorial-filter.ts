import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from '@tla/federated/router';
import { z } from '@tla/federated/zod';
import { useAfterPaint } from '@tla/shared-ui/hooks/use-after-paint';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import { showSearchInAddressBar } from '@tla/shared-ui/lib/address-bar';
import type { TutorialCategoryFilter, TutorialFilter } from '../data/schemas';
import {
  defaultTutorialFilter,
  parseTutorialFilterParams,
  tutorialFilterSearchParams,
} from '../model/tutorial-filter-params';

/** How long typing pauses before the address takes the search text (see below). */
export const SEARCH_ADDRESS_DELAY_MS = 300;

/** Marks the address updates this hook makes, so it can tell them from a link or the back button. */
const ownUpdate = { tutorialFilter: true } as const;
const ownUpdateSchema = z.object({ tutorialFilter: z.literal(true) });

export type TutorialFilterState = {
  filter: TutorialFilter;
  setCategory: (category: TutorialCategoryFilter) => void;
  setSearch: (search: string) => void;
};

/**
 * The list's category and search text, kept in the address. The prerendered page has no query string,
 * so the server render and the first client render use the defaults; the address applies right after
 * hydration. A tab chosen or text typed shows at once, and the next choice builds on it: a search typed
 * right after a tab keeps the tab. The address follows after the frame that shows the choice (a
 * router navigation renders the whole site again: inside a tap's event it was most of the tap's time
 * on a phone), and for typed text once typing pauses. A link or the back button meanwhile wins.
 */
export function useTutorialFilter(): TutorialFilterState {
  const isClient = useIsClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromAddress = isClient ? parseTutorialFilterParams(searchParams) : defaultTutorialFilter;
  const isOwnUpdate = navigationType === 'REPLACE' && ownUpdateSchema.safeParse(location.state).success;
  // The filter chosen but not yet in the address (null follows the address), and the address it was
  // chosen on.
  const [draft, setDraft] = useState<{ filter: TutorialFilter; key: string } | null>(null);
  if (
    draft !== null &&
    ((draft.filter.category === fromAddress.category && draft.filter.search === fromAddress.search) ||
      (draft.key !== location.key && !isOwnUpdate))
  )
    setDraft(null);

  const pendingWrite = useAfterPaint();
  useEffect(() => {
    if (!isOwnUpdate) pendingWrite.cancel();
  }, [location.key, isOwnUpdate, pendingWrite]);

  const filter = draft?.filter ?? fromAddress;

  const update = (next: TutorialFilter, delayMs: number) => {
    setDraft({ filter: next, key: location.key });
    // The address bar has the choice at once (a reload right after it keeps it); the router learns of
    // it after the frame, or once typing pauses.
    const params = tutorialFilterSearchParams(next, searchParams).toString();
    showSearchInAddressBar(location.pathname, params === '' ? '' : `?${params}`);
    pendingWrite.schedule(() => {
      setSearchParams((current) => tutorialFilterSearchParams(next, current), {
        replace: true,
        preventScrollReset: true,
        state: ownUpdate,
      });
    }, delayMs);
  };

  return {
    filter,
    setCategory: (category) => update({ ...filter, category }, 0),
    setSearch: (search) => update({ ...filter, search }, SEARCH_ADDRESS_DELAY_MS),
  };
}
