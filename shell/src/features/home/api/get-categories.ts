import { queryOptions, useQuery } from '@tla/federated/query';

/**
 * GET /api/categories through the default query function (the path is the key's first element).
 * The home page reads only its loading flag, never the fields.
 */
export const categoriesQueryOptions = queryOptions<unknown>({ queryKey: ['/api/categories'] });

/** True while the categories request is in flight; a failed request counts as done. */
export function useCategoriesLoading(): boolean {
  return useQuery(categoriesQueryOptions).isPending;
}
