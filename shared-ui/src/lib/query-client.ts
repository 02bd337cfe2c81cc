import { QueryClient, type QueryFunction } from '@tla/federated/query';

/** A failed read's message is `{status}: {body}` or `{status}: {statusText}` when the body is empty. */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** Default read: GET the path held as the first element of the query key, with credentials, as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be a path');
  const response = await fetch(path, { credentials: 'include', signal });
  await throwIfResponseNotOk(response);
  return response.json();
};

/**
 * No automatic retry, no refetch on focus, no polling, data never stale, mutations not
 * retried, garbage collection after 5 minutes (the library default, stated for clarity).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
