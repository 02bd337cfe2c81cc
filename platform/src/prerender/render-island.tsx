import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { IslandRoot, islandIdPrefix } from '../islands/island-root';
import { useRouterContexts, type RouterContexts } from '../islands/router-bridge';
import { LazyModulesContext } from '../islands/lazy-modules';
import { createQueryClient } from '@tla/shared-ui/lib/query-client';
import type { ExposedModule, SectionComponents, SectionContract } from '../contracts/section';
import { splitHead } from './split-head';
import { staticRouterAt } from './static-router';

/** One exposed module of a remote and the paths at which the shell mounts it. */
export type IslandDefinition = {
  /** Exposed module name without './', e.g. 'blog-routes'. */
  module: string;
  /** Its source file, as the contract names it ('./src/app/blog-routes.tsx'). */
  file: string;
  /** The route pattern the shell mounts it under, e.g. '/blog/*' or '/'. */
  mount: string;
  /** Every static path to prerender. */
  paths: string[];
  Component: ComponentType;
};

/** Every module of a contract, with its component, as the prerender renders it. */
export function islandDefinitions<Contract extends SectionContract>(
  contract: Contract,
  components: SectionComponents<Contract>,
): IslandDefinition[] {
  return Object.entries<ExposedModule>(contract.modules).map(([module, { file, mount, paths }]) => {
    const Component = components[module];
    if (!Component) throw new Error(`no component for the module ${module}`);
    return { module, file, mount, paths: [...paths], Component };
  });
}

export type IslandFragment = {
  path: string;
  html: string;
  head: string;
  /** The lazily loaded modules the render used (pages, texts), as their import.meta.glob keys. */
  lazyModules: string[];
};

/** The router's contexts at `path` for a route mounted at `mount`, as the shell provides them. */
async function routerContextsAt(mount: string, path: string): Promise<RouterContexts> {
  let captured: RouterContexts | undefined;
  function Capture() {
    captured = useRouterContexts();
    return null;
  }
  renderToString(await staticRouterAt([{ path: mount, element: <Capture /> }], path));
  if (!captured) throw new Error(`${path} does not match the mount ${mount}`);
  return captured;
}

/**
 * Render one island at one path exactly as the browser will hydrate it: the same providers, a root of
 * its own with the island's identifierPrefix. `prerender` waits for lazily loaded pages and texts, so
 * the HTML holds the whole page. Head tags (title, meta) come back separately.
 */
export async function renderIsland(
  remote: string,
  island: IslandDefinition,
  path: string,
): Promise<IslandFragment> {
  const contexts = await routerContextsAt(island.mount, path);
  const { Component } = island;
  const queryClient = createQueryClient();
  const lazyModules = new Set<string>();
  const { prelude } = await prerender(
    <LazyModulesContext value={lazyModules}>
      <IslandRoot contexts={contexts} queryClient={queryClient}>
        <Component />
      </IslandRoot>
    </LazyModulesContext>,
    { identifierPrefix: islandIdPrefix(remote, island.module) },
  );
  const markup = await new Response(prelude).text();
  queryClient.clear(); // its garbage-collection timers would otherwise hold Node open
  const { head, body } = splitHead(markup);
  if (body.trim() === '') throw new Error(`${remote}/${island.module} rendered nothing at ${path}`);
  return { path, html: body, head, lazyModules: [...lazyModules] };
}
