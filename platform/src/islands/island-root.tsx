import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tla/federated/query';
import { PageSpinner } from '@tla/shared-ui/components/spinner';
import { IslandMountContext } from './lazy-modules';
import { RouterBridge, type RouterContexts } from './router-bridge';

/**
 * A remote's section renders as its own React root (an "island") so that its server HTML, rendered
 * by the remote's own build, hydrates exactly: React's useId depends on the position in the tree, and
 * a root with its own identifierPrefix gives the same ids in the remote's prerender and in the page.
 * The island still belongs to the shell's router: the router's contexts, read where the island is
 * mounted (useRouterContexts), are provided again inside it (router-bridge.tsx). Links, navigation,
 * search params, blockers and relative <Routes> all keep working.
 */
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
        <RouterBridge contexts={contexts}>
          <Suspense fallback={<PageSpinner />}>
            {children}
            <MountSignal onMount={onMount} />
          </Suspense>
        </RouterBridge>
      </QueryClientProvider>
    </IslandMountContext>
  );
}

/** The identifierPrefix of an island's root: unique per exposed module, the same on server and client. */
export function islandIdPrefix(remote: string, module: string): string {
  return `${remote}.${module}-`;
}
