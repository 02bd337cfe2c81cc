import { useState } from 'react';
import { useSearchParams } from '@tla/federated/router';
import { useIsClient } from '@tla/shared-ui/hooks/use-is-client';
import type { TutorialCategoryFilter, TutorialFilter } from '../data/schemas';
import {
  defaultTutorialFilter,
  parseTutorialFilterParams,
  tutorialFilterSearchParams,
} from '../model/tutorial-filter-params';

export type TutorialFilterState = {
  filter: TutorialFilter;
  setCategory: (category: TutorialCategoryFilter) => void;
  setSearch: (search: string) => void;
};

/**
 * The list's category and search text, kept in the address. The prerendered page has no query string,
 * so the server render and the first client render use the defaults; the address applies right after
 * hydration. A tab chosen or text typed shows at once, before the router commits the new address
 * (router updates are transitions), and the next choice builds on it: a search typed right after a
 * tab keeps the tab.
 */
export function useTutorialFilter(): TutorialFilterState {
  const isClient = useIsClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = isClient ? parseTutorialFilterParams(searchParams) : defaultTutorialFilter;
  // The filter chosen but not yet in the address; null follows the address.
  const [draft, setDraft] = useState<TutorialFilter | null>(null);
  if (draft !== null && draft.category === fromAddress.category && draft.search === fromAddress.search) setDraft(null);

  const filter = draft ?? fromAddress;

  const update = (next: TutorialFilter) => {
    setDraft(next);
    setSearchParams((current) => tutorialFilterSearchParams(next, current), {
      replace: true,
      preventScrollReset: true,
    });
  };

  return {
    filter,
    setCategory: (category) => update({ ...filter, category }),
    setSearch: (search) => update({ ...filter, search }),
  };
}
