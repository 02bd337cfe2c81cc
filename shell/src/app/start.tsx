import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from '@tla/federated/router';
import type { RemoteRuntime } from '@tla/platform/runtime/remote-runtime';
import { RemotesProvider } from '../features/remotes/remote-runtime-context';
import type { SectionTable } from '@tla/platform/contracts/published';
import { readInlineSectionTable } from '../features/remotes/remote-sections';
import { collectPrerenderedIslands } from '../features/remotes/server-islands';
import { createShellRuntime } from '../features/remotes/shell-runtime';
import { startReleaseHealth } from '../features/release-health/release-health';
import { NOT_FOUND_PATH, prerenderedPathOf } from '@tla/platform/contracts/page-protocol';
import { cn } from '@tla/shared-ui/lib/cn';
import { nextTask } from '../lib/next-task';
import { MissingPathContext } from './layout/site-not-found';
import { AppProviders } from './providers';
import { siteRoutes } from './routes';

/**
 * The remotes' sections and home-page widgets: written into the page by compose; a page it did not
 * write (`_spa.html`, the fallback for paths with reader data) asks remotes.json. If neither can be
 * read, the shell's own pages still work, section paths say the page was not found and the home page
 * has no widgets.
 */
async function loadSectionTable(runtime: RemoteRuntime): Promise<SectionTable> {
  try {
    const inline = readInlineSectionTable(document);
    if (inline) return inline;
    const { sections, widgets } = await runtime.remotesFile();
    return { sections, widgets };
  } catch (error) {
    console.error('The site sections could not be read:', error);
    return { sections: [], widgets: [] };
  }
}

/**
 * Routes loaded lazily must be in place before hydrating, or the router would first render nothing
 * where the server rendered the page.
 */
async function loadLazyRoutesFor(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const app = (
  router: ReturnType<typeof createBrowserRouter>,
  runtime: RemoteRuntime,
  { sections, widgets }: SectionTable,
  missingPath: string | undefined,
) => (
  <StrictMode>
    <AppProviders>
      <RemotesProvider runtime={runtime} sections={sections} widgets={widgets}>
        <MissingPathContext value={missingPath}>
          <RouterProvider router={router} />
        </MissingPathContext>
      </RemotesProvider>
    </AppProviders>
  </StrictMode>
);

/**
 * Reads the sections, then hydrates the prerendered page (or renders one); main.tsx calls it once the
 * start-up code has been evaluated. Each step runs in a task of its own (a phone's main thread is then
 * never held for all of them at once): the class merger's set-up (built on its first call, which would
 * otherwise fall inside hydration), the section table (its schema's first parse), the routes, the
 * router, then hydration. Together they were one long task on a slow phone.
 */
export async function start(root: HTMLElement): Promise<void> {
  cn('p-0', 'p-1');
  await nextTask();
  // The page's one remote runtime: what its components reach through RemotesProvider.
  const runtime = createShellRuntime();
  // What readers' browsers report of the releases this page runs: after the page is idle.
  startReleaseHealth({ remotes: async () => (await runtime.remotesFile()).remotes });
  const table = await loadSectionTable(runtime);
  await nextTask();
  const routes = siteRoutes(table.sections);
  // The compose step marks #root with the path its HTML was made for; other paths get the bare page.
  const { pathname } = window.location;
  const prerendered = prerenderedPathOf(root) === pathname && root.hasChildNodes();
  // The not-found page, sent for another path: the server found nothing there (a 404).
  const missingPath =
    prerenderedPathOf(root) === NOT_FOUND_PATH && pathname !== NOT_FOUND_PATH
      ? pathname
      : undefined;
  if (prerendered) {
    collectPrerenderedIslands(root, window.location);
    await loadLazyRoutesFor(routes, window.location.pathname);
    await nextTask();
    const router = createBrowserRouter(routes);
    await nextTask();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (the reader can scroll and tap meanwhile; React replays taps).
    startTransition(() => {
      hydrateRoot(root, app(router, runtime, table, undefined), {
        onRecoverableError: (error) => console.error('Hydration recovered from an error:', error),
      });
    });
  } else {
    root.replaceChildren();
    // No HTML for this page (a reader's own post, say): its section renders once its code is there,
    // in the frame, without a spinner first.
    runtime.navigation.markSiteStarted();
    createRoot(root).render(app(createBrowserRouter(routes), runtime, table, missingPath));
  }
}
