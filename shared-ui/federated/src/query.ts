/**
 * TanStack Query, as the apps use it. Like ./router, this facade is the federated singleton instead
 * of the package, so readers get only the APIs re-exported here, and the shell and every remote share
 * one QueryClient context. Tests may import @tanstack/react-query directly.
 */
export {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryFunction } from '@tanstack/react-query';
