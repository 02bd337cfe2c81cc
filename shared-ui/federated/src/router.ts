/**
 * The router, as the apps use it in the browser. This module, not react-router, is the federated
 * singleton: a shared module ships whole, so sharing the package would send all of it to every reader,
 * while this facade carries only what is re-exported here (the bundler drops the rest). Apps import the
 * router only from here (ESLint enforces it), so the shell and every remote see one set of router
 * contexts. Tests and build-time rendering may import react-router directly: in Node both paths are
 * the same module. A new export here needs a shell release before a remote can use it.
 */
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
  // React Router's internal contexts, for platform/src/islands/router-bridge.tsx only (an island reads
  // them in the shell and provides them again); its test fails if an upgrade changes them.
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router';
export type { Location, RouteObject } from 'react-router';
