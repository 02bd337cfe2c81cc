// Entry of the shell's prerender build (Node, at build time; never shipped to browsers). The compose
// step calls renderPage for every path with the remotes' published fragments.
import { renderToString } from 'react-dom/server';
import { matchRoutes } from '@tla/federated/router';
import { splitHead } from '@tla/platform/prerender/split-head';
import { staticRouterAt } from '@tla/platform/prerender/static-router';
import { sectionTableBlock } from '@tla/platform/contracts/page-protocol';
import type { SectionTable } from '@tla/platform/contracts/published';
import { ServerIslandsContext, type ServerIslands } from '../features/remotes/server-islands';
import { RemotesProvider } from '../features/remotes/remote-runtime-context';
import { createStaticRemoteRuntime } from '@tla/platform/runtime/static-runtime';
import { siteConfig } from '@tla/federated/site-config';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import { routeHandleOf } from '../components/route-handle';
import { AppProviders } from './providers';
import { siteRoutes } from './routes';

export { shellPrerenderPaths } from './prerender-paths';

export type RenderedPage = {
  head: string;
  body: string;
  missing: string[];
  /** The shell's page modules the page runs (src/app/routes/…), for compose to preload their chunks. */
  pageModules: string[];
};

/**
 * A page of the site, with the remotes' sections and home-page widgets as compose collected them from
 * their deployments.
 */
export async function renderPage(
  path: string,
  lookup: ServerIslands['lookup'],
  table: SectionTable,
): Promise<RenderedPage> {
  const { sections, widgets } = table;
  const routes = siteRoutes(sections);
  const router = await staticRouterAt(routes, path);
  const missing: string[] = [];
  const islands: ServerIslands = {
    lookup,
    onMissing: (remote, module) => missing.push(`${remote}/${module}`),
  };
  const queryClient = createQueryClient();
  const markup = renderToString(
    <ServerIslandsContext.Provider value={islands}>
      <AppProviders client={queryClient}>
        {/* Nothing loads while rendering to HTML: the islands' HTML comes from `lookup`. */}
        <RemotesProvider
          runtime={createStaticRemoteRuntime({ modules: {} })}
          sections={sections}
          widgets={widgets}
        >
          {router}
        </RemotesProvider>
      </AppProviders>
    </ServerIslandsContext.Provider>,
  );
  // Queries registered while rendering keep a garbage-collection timer that would hold Node open.
  queryClient.clear();
  const { head, body } = splitHead(markup);
  // The page carries the table its routes were made from, so the browser builds the same ones.
  const pageModules = (matchRoutes(routes, path) ?? []).flatMap(
    ({ route }) => routeHandleOf(route.handle).pageModule ?? [],
  );
  return {
    head: head + sectionTableBlock(table),
    body,
    missing: [...new Set(missing)],
    pageModules,
  };
}

export const siteOrigin: string = siteConfig.origin;

/** What the site's feed is titled after (compose writes it from the sections' feeds). */
export const siteName: string = siteConfig.name;
