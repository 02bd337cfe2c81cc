import { z } from '@tla/federated/zod';
import { tutorialCategoryFilterSchema, type TutorialFilter } from '../data/schemas';

export const defaultTutorialFilter: TutorialFilter = { category: 'all', search: '' };

/** Longer search text than this in a shared link is treated as malformed. */
export const MAX_SEARCH_LENGTH = 100;

const categoryParam = tutorialCategoryFilterSchema.catch(defaultTutorialFilter.category);
const searchParam = z.string().max(MAX_SEARCH_LENGTH).catch(defaultTutorialFilter.search);

/**
 * The list's filter from the address (`?category=defi&q=staking`), so a filtered list can be shared and
 * survives a reload. Unknown or malformed values fall back to the defaults.
 */
export function parseTutorialFilterParams(params: URLSearchParams): TutorialFilter {
  return {
    category: categoryParam.parse(params.get('category') ?? defaultTutorialFilter.category),
    search: searchParam.parse(params.get('q') ?? defaultTutorialFilter.search),
  };
}

/** The address's parameters for a filter; defaults are left out and other parameters are kept. */
export function tutorialFilterSearchParams(
  filter: TutorialFilter,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filter.category === defaultTutorialFilter.category) next.delete('category');
  else next.set('category', filter.category);
  if (filter.search === '') next.delete('q');
  else next.set('q', filter.search);
  return next;
}
