import { useContext, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from '@tla/federated/router';

/**
 * The one place that knows React Router's internal contexts (its `UNSAFE_` exports).
 *
 * An island is a React root of its own (see island-root.tsx), and context does not cross roots. React
 * Router has no supported way to share one router with a second root: RouterProvider renders the whole
 * route tree, and a portal would share the root (and its useId sequence). So the contexts a
 * RouterProvider sets up are read where the island is mounted and provided again inside it. The router
 * is a federated singleton, so the context objects are the same on both sides.
 *
 * router-bridge.test.tsx pins what this relies on: exactly these contexts exist, and links, params,
 * search params, navigation, relative <Routes> and blockers inside a bridged root act on the outer
 * router. A React Router upgrade that changes any of it turns that test red.
 */
export type RouterContexts = {
  dataRouter: React.ContextType<typeof DataRouterContext>;
  dataRouterState: React.ContextType<typeof DataRouterStateContext>;
  fetchers: React.ContextType<typeof FetchersContext>;
  viewTransition: React.ContextType<typeof ViewTransitionContext>;
  navigation: React.ContextType<typeof NavigationContext>;
  location: React.ContextType<typeof LocationContext>;
  route: React.ContextType<typeof RouteContext>;
};

/** Read the router's contexts where the island is mounted. */
export function useRouterContexts(): RouterContexts {
  return {
    dataRouter: useContext(DataRouterContext),
    dataRouterState: useContext(DataRouterStateContext),
    fetchers: useContext(FetchersContext),
    viewTransition: useContext(ViewTransitionContext),
    navigation: useContext(NavigationContext),
    location: useContext(LocationContext),
    route: useContext(RouteContext),
  };
}

/** Provide contexts read with useRouterContexts again, inside another React root. */
export function RouterBridge({
  contexts,
  children,
}: {
  contexts: RouterContexts;
  children: ReactNode;
}) {
  return (
    <DataRouterContext.Provider value={contexts.dataRouter}>
      <DataRouterStateContext.Provider value={contexts.dataRouterState}>
        <FetchersContext.Provider value={contexts.fetchers}>
          <ViewTransitionContext.Provider value={contexts.viewTransition}>
            <NavigationContext.Provider value={contexts.navigation}>
              <LocationContext.Provider value={contexts.location}>
                <RouteContext.Provider value={contexts.route}>{children}</RouteContext.Provider>
              </LocationContext.Provider>
            </NavigationContext.Provider>
          </ViewTransitionContext.Provider>
        </FetchersContext.Provider>
      </DataRouterStateContext.Provider>
    </DataRouterContext.Provider>
  );
}
