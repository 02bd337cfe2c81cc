import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tla/federated/query';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FetchersContext as FetchersContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext as ViewTransitionContext,
} from '@tla/federated/router';
import { PageSpinner } from '@tla/shared-ui/components/spinner';
import { IslandMountContext } from './lazy-modules';

/**
 * A remote's section renders as its own React root (an "island") so that its server HTML, rendered
 * by the remote's own build, hydrates exactly: React's useId depends on the position in the tree, and
 * a root with its own identifierPrefix gives the same ids in the remote's prerender and in the page.
 * The island still belongs to the shell's router: these are the router's contexts, read in the shell
 * and provided again inside the island (the router is a federated singleton, so the context objects
 * are the same). Links, navigation, search params, blockers and relative <Routes> all keep working.
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

export type IslandRootProps = {
  contexts: RouterContexts;
  queryClient: QueryClient;
  children: ReactNode;
  /** Called once the island has rendered or hydrated in the browser, its lazily loaded page included. */
  onMount?: () => void;
};

function MountSignal({ onMount }: { onMount: (() => void) | undefined }) {
  useEffect(() => {
    onMount?.();
  }, [onMount]);
  return null;
}

/**
 * The providers around every island, in the browser and in the prerender alike: the same tree on both
 * sides, so useId gives the same ids. One Suspense boundary holds the island's lazily loaded page
 * (lazy-modules.tsx): while hydrating, React keeps the prerendered HTML until the page's code is there,
 * and the mount signal, inside the boundary, fires only once the page is interactive.
 */
export function IslandRoot({ contexts, queryClient, children, onMount }: IslandRootProps) {
  const [mount] = useState(() => ({}));
  return (
    <IslandMountContext value={mount}>
      <QueryClientProvider client={queryClient}>
        <DataRouterContext.Provider value={contexts.dataRouter}>
          <DataRouterStateContext.Provider value={contexts.dataRouterState}>
            <FetchersContext.Provider value={contexts.fetchers}>
              <ViewTransitionContext.Provider value={contexts.viewTransition}>
                <NavigationContext.Provider value={contexts.navigation}>
                  <LocationContext.Provider value={contexts.location}>
                    <RouteContext.Provider value={contexts.route}>
                      <Suspense fallback={<PageSpinner />}>
                        {children}
                        <MountSignal onMount={onMount} />
                      </Suspense>
                    </RouteContext.Provider>
                  </LocationContext.Provider>
                </NavigationContext.Provider>
              </ViewTransitionContext.Provider>
            </FetchersContext.Provider>
          </DataRouterStateContext.Provider>
        </DataRouterContext.Provider>
      </QueryClientProvider>
    </IslandMountContext>
  );
}

/** The identifierPrefix of an island's root: unique per exposed module, the same on server and client. */
export function islandIdPrefix(remote: string, module: string): string {
  return `${remote}.${module}-`;
}
