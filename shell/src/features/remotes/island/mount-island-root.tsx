/**
 * The React half of an island's effects: the root its code renders in (see IslandRoot for why a root
 * of its own), made over the server HTML it hydrates or afresh.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tla/federated/query';
import type { RemoteComponentModule } from '@tla/platform/contracts/remote-module';
import { IslandRoot, islandIdPrefix } from '@tla/platform/islands/island-root';
import { isModuleLoadError } from '@tla/platform/islands/lazy-modules';
import type { RouterContexts } from '@tla/platform/islands/router-bridge';
import type { IslandView, MountedRoot, MountOptions } from './island-controller';

/** What the island's root renders with: the shell's router and query client, read where it is mounted. */
export type ShellView = IslandView & { contexts: RouterContexts; queryClient: QueryClient };

/** Makes the roots of one section's island: `mount` for createIslandController. */
export function islandRootsOf(section: { remote: string; module: string }) {
  const identifierPrefix = islandIdPrefix(section.remote, section.module);
  return function mount(
    element: HTMLElement,
    { default: Component }: RemoteComponentModule,
    view: ShellView,
    { hydrate, onMount, onRecoverableError, onUncaughtError }: MountOptions,
  ): MountedRoot<ShellView> {
    // Fixed for the root's life: whether it renders without server HTML, which fixes its tree's
    // shape, and its mount's identity (island-root.tsx).
    const kind = { renderedAfresh: !hydrate, mount: {} };
    const tree = ({ contexts, queryClient }: ShellView) => (
      <IslandRoot contexts={contexts} queryClient={queryClient} onMount={onMount} {...kind}>
        <Component />
      </IslandRoot>
    );
    const options = {
      identifierPrefix,
      onRecoverableError,
      // A page's chunk that failed to load gets the message and Retry; a crash does not.
      onUncaughtError: (error: unknown) => onUncaughtError(error, isModuleLoadError(error)),
    };
    let root: Root | undefined;
    if (hydrate) {
      // A transition, as the shell's own hydration: React yields to the browser as it goes.
      startTransition(() => {
        root = hydrateRoot(element, tree(view), options);
      });
    } else {
      root = createRoot(element, options);
      // Not a transition, which React renders in short slices with frames between: the reader
      // clicked for this page, and one pass shows it sooner. A page that waits for its lazily
      // loaded code leaves the area empty for that moment, with no spinner (island-root.tsx).
      root.render(tree(view));
    }
    return {
      // In a transition: the island keeps its current page on screen until the next one can show.
      render: (next) => startTransition(() => root?.render(tree(next))),
      // Unmounting a root while React renders the shell is not allowed: do it right after.
      unmount: () => setTimeout(() => root?.unmount(), 0),
    };
  };
}
