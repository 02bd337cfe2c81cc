import {
  ISLAND_ATTRIBUTE,
  ISLAND_RELEASE_ATTRIBUTE,
  ISLAND_DEFERRED_ATTRIBUTE,
  REMOTE_ATTRIBUTE,
} from '@tla/platform/contracts/page-protocol';
import { useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tla/federated/query';
import { useNavigate } from '@tla/federated/router';
import { useRouterContexts } from '@tla/platform/islands/router-bridge';
import { ownedInnerHtml } from '@tla/platform/runtime/library-internals';
import { createIslandController } from './island/island-controller';
import { loadOnInteraction } from './island/load-on-interaction';
import { loadWhenVisible } from './island/load-when-visible';
import { islandReports } from './island/island-reports';
import { islandRootsOf, type ShellView } from './island/mount-island-root';
import { standInHtml } from './island/stand-in-html';
import { afterNextPaint } from '../../lib/after-paint';
import { useRemoteRuntime } from './remote-runtime-context';
import type { RemoteSection } from './remote-sections';
import { forgetPrerenderedIsland, ServerIslandsContext } from './server-islands';

export type RemoteIslandProps = {
  section: Pick<RemoteSection, 'remote' | 'module' | 'label'>;
  /** Shown while the remote's code loads, unless prerendered HTML is already on the page. */
  loading: ReactNode;
  /** Shown when the remote's code (or a page's chunk) failed to load; `retry` loads it again. */
  unavailable: (retry: () => void) => ReactNode;
  /**
   * Shown when the section's code loaded but crashed while rendering: loading it again would crash
   * again, so this offers no Retry. Without it, a crash shows `unavailable` too.
   */
  crashed?: ReactNode;
  /**
   * When the page arrived with this island's HTML, load its code only once the reader scrolls near it
   * or reaches for it (pointer, touch, focus). For sections below the fold that read fine as HTML: the
   * first load then carries no code for them at all.
   */
  deferred?: boolean;
};

/**
 * A remote's module rendered as its own React root inside the shell's page (see IslandRoot for why).
 * With prerendered HTML from the same build, the root hydrates it in place: no spinner, no flash.
 * Otherwise (a client-side visit, or a remote redeployed since the HTML was made) it renders afresh.
 * Its life is island/island-machine.ts; this binds it to the page. It is made for one section: its
 * parents key it by section.
 */
export function RemoteIsland({
  section,
  loading,
  unavailable,
  crashed,
  deferred = false,
}: RemoteIslandProps) {
  const server = useContext(ServerIslandsContext);
  const runtime = useRemoteRuntime();
  const navigate = useNavigate();
  const contexts = useRouterContexts();
  const view: ShellView = { navigate, contexts, queryClient: useQueryClient() };
  const key = `${section.remote}/${section.module}`;
  const [{ controller, innerHtml }] = useState(() => {
    const { location } = contexts.location;
    const standIn = standInHtml({ section, deferred, server, runtime, location });
    const controller = createIslandController({
      key,
      label: section.label,
      standIn,
      deferred,
      strategies: [loadWhenVisible, loadOnInteraction],
      load: (attempt) => runtime.loadComponent(section, attempt),
      listedRelease: async () =>
        (await runtime.remotesFile()).remotes.find(({ name }) => name === section.remote)
          ?.islandsBuild,
      afterPaint: afterNextPaint,
      mount: islandRootsOf(section),
      view,
      // Once on screen, the page's HTML is used up: the next visit to the section renders afresh.
      onShown: () => forgetPrerenderedIsland(key),
      ...islandReports(section),
    });
    // Kept for good, so React never rewrites the HTML the island's root comes to own.
    const innerHtml =
      standIn?.kind === 'prerendered' ? ownedInnerHtml(standIn.fragment.html) : undefined;
    return { controller, innerHtml };
  });
  const { subscribe, getSnapshot, attach, follow, retry } = controller;
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // Once ready, every render of the shell (a new location, say) renders the island with it; the
  // render its own change to ready brings catches it up with what the shell did meanwhile.
  useEffect(() => follow(view));

  if (server && !state.standIn) server.onMissing(section.remote, section.module);
  if (state.phase === 'crashed') return crashed ?? unavailable(retry);
  if (state.phase === 'unavailable') return unavailable(retry);
  const { standIn } = state;
  const prerendered = standIn?.kind === 'prerendered' ? standIn : undefined;
  return (
    <>
      {state.phase === 'loading' && !standIn && !runtime.arrivedComponent(section, state.attempt)
        ? loading
        : null}
      <div
        ref={attach}
        // The remote's utilities are scoped to its markup (platform/src/build-tools/scope-remote-css.ts).
        {...{
          [ISLAND_ATTRIBUTE]: key,
          [REMOTE_ATTRIBUTE]: section.remote,
          [ISLAND_RELEASE_ATTRIBUTE]: prerendered?.fragment.buildId,
          [ISLAND_DEFERRED_ATTRIBUTE]: state.phase === 'waiting' ? 'true' : undefined,
        }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={prerendered ? innerHtml : undefined}
      />
    </>
  );
}
