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
  /**
   * The root renders in the browser with no server HTML to keep. The page then has no Suspense
   * boundary of its own: a page waiting for its code leaves the root as it was (empty) until the
   * code is there, with no spinner, and the root can render it in one pass rather than in a
   * transition, which React renders in 5 ms slices between frames.
   */
  renderedAfresh?: boolean;
  /**
   * This mount's identity (see IslandMountContext), from the caller when the root may wait before
   * anything of it is committed (renderedAfresh), where the island could not keep its own.
   */
  mount?: object;
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
 * and the mount signal, inside the boundary, fires only once the page is interactive. An island
 * rendered afresh has no boundary (renderedAfresh): the root itself waits for the page.
 */
export function IslandRoot({
  contexts,
  queryClient,
  children,
  onMount,
  renderedAfresh = false,
  mount: givenMount,
}: IslandRootProps) {
  const [ownMount] = useState(() => ({}));
  const mount = givenMount ?? ownMount;
  const page = (
    <>
      {children}
      <MountSignal onMount={onMount} />
    </>
  );
  return (
    <IslandMountContext value={mount}>
      <QueryClientProvider client={queryClient}>
        <RouterBridge contexts={contexts}>
          {renderedAfresh ? page : <Suspense fallback={<PageSpinner />}>{page}</Suspense>}
        </RouterBridge>
      </QueryClientProvider>
    </IslandMountContext>
  );
}

/** The identifierPrefix of an island's root: unique per exposed module, the same on server and client. */
export function islandIdPrefix(remote: string, module: string): string {
  return `${remote}.${module}-`;
}
