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
 * hydration. What the reader types shows at once, even before the router commits the new address.
 */
export function useTutorialFilter(): TutorialFilterState {
  const isClient = useIsClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = isClient ? parseTutorialFilterParams(searchParams) : defaultTutorialFilter;
  // Text typed but not yet in the address (router updates are transitions); null follows the address.
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === fromAddress.search) setDraft(null);

  const filter: TutorialFilter = { category: fromAddress.category, search: draft ?? fromAddress.search };

  const update = (next: TutorialFilter) =>
    setSearchParams((current) => tutorialFilterSearchParams(next, current), {
      replace: true,
      preventScrollReset: true,
    });

  return {
    filter,
    setCategory: (category) => update({ ...filter, category }),
    setSearch: (search) => {
      setDraft(search);
      update({ ...filter, search });
    },
  };
}
